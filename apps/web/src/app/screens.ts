import { ALARM_TABS } from "../features/alarm-table/model/alarm-tabs";

/**
 * Screens of SPEC section 2 that a later version fills; until then each shows its title and icon
 * with a "not yet available" notice. `path` is a React Router pattern.
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
  { path: "/alarm-rules/:id?", titleKey: "menu.alarmRules", icon: "pi-directions" },
  { path: "/alarm-apps", titleKey: "menu.alarmApps", icon: "pi-mobile" },
  { path: "/views", titleKey: "menu.systemTables", icon: "pi-table" },
  { path: "/import-export", titleKey: "menu.importExport", icon: "pi-file-export" },
];

/** /alarm-table?tab=: 0 alarm table, 1 my alarms, 2 history, 4 lone worker (disabled); the screen defines them. */
export const ALARM_TABLE_TABS: Readonly<Record<string, Omit<PlannedScreen, "path">>> = Object.fromEntries(
  ALARM_TABS.map(({ param, titleKey, icon }) => [param, { titleKey, icon }]),
);

/** /reports/:tab */
export const REPORT_TABS: Readonly<Record<string, Omit<PlannedScreen, "path">>> = {
  detailed: { titleKey: "menu.detailedReports", icon: "pi-list" },
  monthly: { titleKey: "menu.monthlyReports", icon: "pi-calendar" },
};
