import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import logo from "../assets/logo.svg";
import { LanguageSelect } from "../components/language-select";
import { useCurrentOrganization } from "../lib/current-organization";
import { useLayout } from "./layout-context";

export function AppTopbar() {
  const { t } = useTranslation();
  const { menuVisible, toggleMenu, setSettingsVisible } = useLayout();
  const orgName = useCurrentOrganization()?.name;
  return (
    <header className="layout-topbar cluster gap-m">
      <button
        type="button"
        className="layout-topbar__button muted"
        aria-label={t("topbar.toggleMenu")}
        aria-expanded={menuVisible}
        aria-controls="layout-sidebar"
        onClick={toggleMenu}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      {/* Named by the label too: on a phone only the logo shows. */}
      <Link to="/" className="layout-topbar__logo" aria-label={t("app.name")}>
        <img src={logo} alt="" width={32} height={32} />
        <span>{t("app.name")}</span>
      </Link>
      {orgName && (
        <div className="layout-topbar__org cluster" title={t("topbar.organization")}>
          <i className="pi pi-building" aria-hidden="true" />
          <span className="visually-hidden">{t("topbar.organization")}: </span>
          <span className="layout-topbar__org-name">{orgName}</span>
        </div>
      )}
      <div className="layout-topbar__end cluster">
        <label htmlFor="topbar-language" className="visually-hidden">
          {t("topbar.language")}
        </label>
        <LanguageSelect inputId="topbar-language" className="layout-topbar__language" />
        <button type="button" className="layout-topbar__button muted" aria-label={t("topbar.settings")} onClick={() => setSettingsVisible(true)}>
          <i className="pi pi-cog" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
