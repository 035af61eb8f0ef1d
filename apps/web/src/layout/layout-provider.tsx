import { useCallback, useMemo, useState, type ReactNode } from "react";
import { loadLayoutConfig, saveLayoutConfig, type LayoutConfig } from "./layout-config";
import { LayoutContext, type LayoutContextValue, type LayoutState } from "./layout-context";
import { isDesktop, useIsDesktop } from "./use-is-desktop";

const HIDDEN: LayoutState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  mobileMenuActive: false,
  settingsVisible: false,
};

/** Menu type and colour (remembered) and the sidebar's visibility, shared by topbar and sidebar. */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<LayoutConfig>(loadLayoutConfig);
  const [state, setState] = useState<LayoutState>(HIDDEN);
  const desktop = useIsDesktop();

  const updateConfig = useCallback((patch: Partial<LayoutConfig>) => {
    setConfig((previous) => {
      const next = { ...previous, ...patch };
      saveLayoutConfig(next);
      return next;
    });
    setState((previous) => ({ ...previous, overlayMenuActive: false, staticMenuDesktopInactive: false }));
  }, []);

  const toggleMenu = useCallback(() => {
    setState((previous) => {
      if (!isDesktop()) return { ...previous, mobileMenuActive: !previous.mobileMenuActive };
      return config.menuMode === "overlay"
        ? { ...previous, overlayMenuActive: !previous.overlayMenuActive }
        : { ...previous, staticMenuDesktopInactive: !previous.staticMenuDesktopInactive };
    });
  }, [config.menuMode]);

  const hideMenu = useCallback(() => {
    setState((previous) =>
      previous.overlayMenuActive || previous.mobileMenuActive ? { ...previous, overlayMenuActive: false, mobileMenuActive: false } : previous,
    );
  }, []);

  const setSettingsVisible = useCallback((settingsVisible: boolean) => {
    setState((previous) => ({ ...previous, settingsVisible }));
  }, []);

  const value = useMemo<LayoutContextValue>(() => {
    let menuVisible = state.mobileMenuActive;
    if (desktop) {
      menuVisible = config.menuMode === "overlay" ? state.overlayMenuActive : !state.staticMenuDesktopInactive;
    }
    return { config, updateConfig, state, menuVisible, toggleMenu, hideMenu, setSettingsVisible };
  }, [config, updateConfig, state, desktop, toggleMenu, hideMenu, setSettingsVisible]);

  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}
