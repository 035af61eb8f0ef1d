import type { ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { AppMenu } from "./app-menu";
import { AppTopbar } from "./app-topbar";
import { DefaultPasswordBanner } from "./default-password-banner";
import { useLayout } from "./layout-context";
import { LayoutProvider } from "./layout-provider";
import { NavigationProgress } from "./navigation-progress";
import { SettingsPanel } from "./settings-panel";
import { SidebarProfile } from "./sidebar-profile";
import "./layout.css";

function LayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, state, menuVisible, hideMenu } = useLayout();
  const { pathname, search } = useLocation();

  // A chosen screen closes an overlaid or mobile menu.
  useEffect(hideMenu, [pathname, search, hideMenu]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hideMenu();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [hideMenu]);

  const classes = [
    "layout-wrapper",
    `layout-${config.menuMode}`,
    `layout-menu-${config.menuColour}`,
    config.menuMode === "static" && state.staticMenuDesktopInactive && "layout-static-inactive",
    state.overlayMenuActive && "layout-overlay-active",
    state.mobileMenuActive && "layout-mobile-active",
  ].filter(Boolean);

  return (
    <div className={classes.join(" ")}>
      <a href="#main-content" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <AppTopbar />
      <aside id="layout-sidebar" className="layout-sidebar" aria-label={t("layout.sidebar")} inert={!menuVisible}>
        <SidebarProfile />
        <AppMenu />
      </aside>
      <div className="layout-main-container stack gap-l">
        <NavigationProgress />
        <DefaultPasswordBanner />
        <main id="main-content" className="layout-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SettingsPanel />
      <div className="layout-mask" onClick={hideMenu} aria-hidden="true" />
    </div>
  );
}

/** The console frame of a signed-in user: topbar, sidebar with profile and menu, settings panel. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutProvider>
      <LayoutFrame>{children}</LayoutFrame>
    </LayoutProvider>
  );
}
