/**
 * Authorities a role grants. The first eight are the menu access keys
 * (docs/domain-rules.md#roles-and-menu); the rest are the administrative ones the product needs.
 */
export const MENU_AUTHORITIES = [
  "ALARM_PANEL",
  "MANUAL_CALL",
  "ALARM_TABLE",
  "DELETED_ALARM_RESTORAGE",
  "MOBILE_APP",
  "ALARM_EVENT_RULE",
  "INSTRUCTION_FILES",
  "REPORTS",
] as const;

export const ADMIN_AUTHORITIES = [
  "USER_ADMIN",
  "ROLE_ADMIN",
  "ORGANIZATION_ADMIN",
  "PARTICIPANT_ADMIN",
  "ALARM_DEFINITION",
  "SCHEDULE_ADMIN",
  "IMPORT_EXPORT",
  "SYSTEM_TABLES",
  "TABLE_COLUMNS_ORDER",
  "AUDIT_LOG",
  "ALARM_SHELVE",
] as const;

export const AUTHORITIES = [...MENU_AUTHORITIES, ...ADMIN_AUTHORITIES] as const;
export type Authority = (typeof AUTHORITIES)[number];
