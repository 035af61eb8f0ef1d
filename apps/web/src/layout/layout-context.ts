import { createContext, useContext } from "react";
import type { LayoutConfig } from "./layout-config";

export interface LayoutState {
  /** Static mode on a desktop: the user collapsed the sidebar. */
  staticMenuDesktopInactive: boolean;
  /** Overlay mode on a desktop: the sidebar is shown over the content. */
  overlayMenuActive: boolean;
  /** Narrow screens: the sidebar is shown. */
  mobileMenuActive: boolean;
  settingsVisible: boolean;
}

export interface LayoutContextValue {
  config: LayoutConfig;
  updateConfig(patch: Partial<LayoutConfig>): void;
  state: LayoutState;
  /** Whether the sidebar is visible now (for the toggle's aria-expanded). */
  menuVisible: boolean;
  toggleMenu(): void;
  hideMenu(): void;
  setSettingsVisible(visible: boolean): void;
}

export const LayoutContext = createContext<LayoutContextValue | null>(null);

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error("useLayout needs a LayoutProvider");
  return value;
}
