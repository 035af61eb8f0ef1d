/**
 * Screens of the menu (docs/domain-rules.md#screens) that a later version fills; until then each
 * shows its title and icon with a "not yet available" notice. `path` is a React Router pattern.
 */
export interface PlannedScreen {
  path: string;
  titleKey: string;
  icon: string;
}

export const PLANNED_SCREENS: readonly PlannedScreen[] = [
  { path: "/crud", titleKey: "screens.crud", icon: "pi-pencil" },
  { path: "/timeline", titleKey: "screens.timeline", icon: "pi-clock" },
  { path: "/empty", titleKey: "screens.empty", icon: "pi-circle" },
  { path: "/documentation", titleKey: "screens.documentation", icon: "pi-book" },
  { path: "/test", titleKey: "screens.test", icon: "pi-check-square" },
];
