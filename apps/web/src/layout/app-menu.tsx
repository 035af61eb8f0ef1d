import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../lib/use-session";
import { AppMenuItem } from "./app-menu-item";
import { readMenuFlags, type MenuAccess } from "./menu-access";
import { MENU } from "./menu-model";

/** The main menu: items the user's authorities do not cover are shown disabled. */
export function AppMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const access: MenuAccess = { authorities: user?.authorities ?? [], flags: readMenuFlags(localStorage) };
  return (
    <nav className="layout-menu-nav" aria-label={t("menu.label")}>
      <ul className="layout-menu bare-list">
        {MENU.map((item) => (
          <AppMenuItem key={item.labelKey} item={item} access={access} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
