import type { Authority } from "@alarm/contract";

/** A localStorage flag an item also needs ("true"). */
export type MenuFlag = "GCOP";

export interface MenuItem {
  /** Translation key of the label. */
  labelKey: string;
  /** PrimeIcons class. */
  icon: string;
  /** Route, with query where a screen has tabs. */
  to?: string;
  /** The authority the user needs; an item without one is always enabled. */
  access?: Authority;
  /** Not part of this version: always shown disabled. */
  disabled?: boolean;
  flag?: MenuFlag;
  items?: MenuItem[];
}

/** The console menu (docs/domain-rules.md#screens): top-level entries are sections. */
export const MENU: readonly MenuItem[] = [
  { labelKey: "menu.dashboard", icon: "pi-home", to: "/" },
  {
    labelKey: "menu.alarmMonitor",
    icon: "pi-bell",
    items: [
      { labelKey: "menu.triggerAlarm", icon: "pi-megaphone", to: "/alarm-panels", access: "ALARM_PANEL" },
      { labelKey: "menu.manualCall", icon: "pi-phone", to: "/alarm-trigger", access: "MANUAL_CALL" },
      { labelKey: "menu.alarmTable", icon: "pi-table", to: "/alarm-table?tab=0", access: "ALARM_TABLE" },
      { labelKey: "menu.history", icon: "pi-history", to: "/alarm-table?tab=2", access: "ALARM_TABLE" },
      { labelKey: "menu.myAlarms", icon: "pi-user", to: "/alarm-table?tab=1", access: "ALARM_TABLE" },
      { labelKey: "menu.checkInOut", icon: "pi-sign-in", to: "/presence", access: "ALARM_TABLE" },
      { labelKey: "menu.loneWorker", icon: "pi-shield", to: "/alarm-table?tab=4", access: "ALARM_TABLE" },
    ],
  },
  {
    labelKey: "menu.alarmDefinition",
    icon: "pi-sliders-h",
    items: [
      { labelKey: "menu.alarmPoints", icon: "pi-map-marker", to: "/alarm-points", access: "ALARM_DEFINITION" },
      {
        labelKey: "menu.deletedAlarmPoints",
        icon: "pi-trash",
        to: "/deleted-alarm-points",
        access: "DELETED_ALARM_RESTORAGE",
      },
      { labelKey: "menu.alarmApps", icon: "pi-mobile", to: "/alarm-apps", access: "MOBILE_APP" },
      {
        labelKey: "menu.standbySchedules",
        icon: "pi-calendar-clock",
        to: "/standby-schedules",
        access: "SCHEDULE_ADMIN",
      },
      { labelKey: "menu.alarmRules", icon: "pi-directions", to: "/alarm-rules", access: "ALARM_EVENT_RULE" },
      { labelKey: "menu.groupingRules", icon: "pi-objects-column", to: "/grouping-rules", access: "ALARM_EVENT_RULE" },
      { labelKey: "menu.maintenanceWindows", icon: "pi-wrench", to: "/maintenance-windows", access: "ALARM_DEFINITION" },
      { labelKey: "menu.alarmTemplates", icon: "pi-clone", to: "/alarm-templates", access: "ALARM_DEFINITION" },
      { labelKey: "menu.textTemplates", icon: "pi-file-edit", to: "/text-templates", access: "ALARM_DEFINITION" },
      { labelKey: "menu.attachments", icon: "pi-paperclip", to: "/attachments", access: "INSTRUCTION_FILES" },
    ],
  },
  {
    labelKey: "menu.masterData",
    icon: "pi-database",
    items: [
      {
        labelKey: "menu.participants",
        icon: "pi-users",
        items: [
          {
            labelKey: "menu.alarmParticipants",
            icon: "pi-user",
            to: "/participants",
            access: "PARTICIPANT_ADMIN",
          },
          {
            labelKey: "menu.participantGroups",
            icon: "pi-users",
            to: "/participant-groups",
            access: "PARTICIPANT_ADMIN",
          },
          {
            labelKey: "menu.participantPlans",
            icon: "pi-sitemap",
            to: "/alarm-plans",
            access: "PARTICIPANT_ADMIN",
          },
          {
            labelKey: "menu.teamSchedules",
            icon: "pi-calendar",
            to: "/team-schedules",
            access: "SCHEDULE_ADMIN",
          },
          {
            labelKey: "menu.privateSchedules",
            icon: "pi-calendar-minus",
            to: "/private-schedules",
            access: "PARTICIPANT_ADMIN",
          },
          { labelKey: "menu.holidays", icon: "pi-sun", to: "/holidays", access: "PARTICIPANT_ADMIN" },
        ],
      },
      { labelKey: "menu.users", icon: "pi-id-card", to: "/users", access: "USER_ADMIN" },
      { labelKey: "menu.roles", icon: "pi-key", to: "/user-groups", access: "ROLE_ADMIN" },
      { labelKey: "menu.organizations", icon: "pi-building", to: "/organizations", access: "ORGANIZATION_ADMIN" },
      { labelKey: "menu.outgoingWebhooks", icon: "pi-send", to: "/outgoing-webhooks", access: "ORGANIZATION_ADMIN" },
    ],
  },
  {
    labelKey: "menu.reporting",
    icon: "pi-chart-bar",
    items: [
      { labelKey: "menu.detailedReports", icon: "pi-list", to: "/reports/detailed", access: "REPORTS" },
      { labelKey: "menu.monthlyReports", icon: "pi-calendar", to: "/reports/monthly", access: "REPORTS" },
      { labelKey: "menu.alarmLoadReport", icon: "pi-gauge", to: "/reports/alarm-load", access: "REPORTS" },
    ],
  },
  {
    labelKey: "menu.technicalConfiguration",
    icon: "pi-cog",
    items: [
      { labelKey: "menu.databaseManagement", icon: "pi-database", disabled: true },
      { labelKey: "menu.connect", icon: "pi-link", disabled: true },
      { labelKey: "menu.mediaModules", icon: "pi-server", disabled: true },
      { labelKey: "menu.systemInfo", icon: "pi-info-circle", disabled: true },
      { labelKey: "menu.importExport", icon: "pi-file-export", to: "/import-export", access: "IMPORT_EXPORT" },
      { labelKey: "menu.systemTables", icon: "pi-table", to: "/views", access: "SYSTEM_TABLES", flag: "GCOP" },
      { labelKey: "menu.auditLog", icon: "pi-history", to: "/audit-log", access: "AUDIT_LOG" },
    ],
  },
];
