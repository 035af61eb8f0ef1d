export type MenuMode = "static" | "overlay";
export type MenuColour = "dark" | "light";

export interface LayoutConfig {
  menuMode: MenuMode;
  menuColour: MenuColour;
}

const STORAGE_KEY = "layoutConfig";

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = { menuMode: "static", menuColour: "dark" };

/** The settings panel's choices, remembered in localStorage `layoutConfig`. */
export function loadLayoutConfig(): LayoutConfig {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<Record<keyof LayoutConfig, unknown>>;
    return {
      menuMode: stored.menuMode === "overlay" ? "overlay" : "static",
      menuColour: stored.menuColour === "light" ? "light" : "dark",
    };
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
}

export function saveLayoutConfig(config: LayoutConfig): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
}
