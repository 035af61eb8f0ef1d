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
  { path: "/alarm-trigger", titleKey: "menu.manualCall", icon: "pi-phone" },
  { path: "/standby-schedules", titleKey: "menu.standbySchedules", icon: "pi-calendar-clock" },
  { path: "/team-schedules", titleKey: "menu.teamSchedules", icon: "pi-calendar" },
  { path: "/alarm-panels", titleKey: "menu.triggerAlarm", icon: "pi-megaphone" },
  { path: "/alarm-rules/:id?", titleKey: "menu.alarmRules", icon: "pi-directions" },
  { path: "/alarm-apps", titleKey: "menu.alarmApps", icon: "pi-mobile" },
  { path: "/views", titleKey: "menu.systemTables", icon: "pi-table" },
  { path: "/import-export", titleKey: "menu.importExport", icon: "pi-file-export" },
];

/** /alarm-table?tab=: 0 alarm table, 1 my alarms, 2 history, 4 lone worker (disabled). */
export const ALARM_TABLE_TABS: Readonly<Record<string, Omit<PlannedScreen, "path">>> = {
  "0": { titleKey: "menu.alarmTable", icon: "pi-table" },
  "1": { titleKey: "menu.myAlarms", icon: "pi-user" },
  "2": { titleKey: "menu.history", icon: "pi-history" },
  "4": { titleKey: "menu.loneWorker", icon: "pi-shield" },
};

/** /reports/:tab */
export const REPORT_TABS: Readonly<Record<string, Omit<PlannedScreen, "path">>> = {
  detailed: { titleKey: "menu.detailedReports", icon: "pi-list" },
  monthly: { titleKey: "menu.monthlyReports", icon: "pi-calendar" },
};
