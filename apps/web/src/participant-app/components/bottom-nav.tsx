import { useTranslation } from "react-i18next";
import type { Screen } from "../lib/route";

interface Tab {
  screen: Screen;
  icon: string;
  labelKey: string;
}

const TABS: Tab[] = [
  { screen: "home", icon: "pi-home", labelKey: "nav.home" },
  { screen: "alarms", icon: "pi-bell", labelKey: "nav.alarms" },
  { screen: "lone-worker", icon: "pi-user", labelKey: "nav.loneWorker" },
  { screen: "duties", icon: "pi-calendar", labelKey: "nav.duties" },
  { screen: "settings", icon: "pi-cog", labelKey: "nav.settings" },
];

/** The app's screens along the bottom edge, within reach of the thumb; the alarms tab counts those waiting for an answer. */
export function BottomNav({
  current,
  onChange,
  waiting,
  loneWorker,
}: {
  current: Screen;
  onChange: (screen: Screen) => void;
  waiting: number;
  loneWorker: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t("nav.label")}>
      {TABS.filter((tab) => tab.screen !== "lone-worker" || loneWorker).map((tab) => (
        <a
          key={tab.screen}
          href={tab.screen === "home" ? "/app/" : `/app/${tab.screen}`}
          className={`bottom-nav__item${current === tab.screen ? " bottom-nav__item--active" : ""}`}
          aria-current={current === tab.screen ? "page" : undefined}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onChange(tab.screen);
          }}
        >
          <span className="bottom-nav__icon">
            <i className={`pi ${tab.icon}`} aria-hidden="true" />
            {tab.screen === "alarms" && waiting > 0 && (
              <span className="bottom-nav__badge" aria-hidden="true">
                {waiting}
              </span>
            )}
          </span>
          <span className="bottom-nav__label">
            {t(tab.labelKey)}
            {tab.screen === "alarms" && waiting > 0 && <span className="visually-hidden"> {t("nav.waiting", { n: waiting })}</span>}
          </span>
        </a>
      ))}
    </nav>
  );
}
