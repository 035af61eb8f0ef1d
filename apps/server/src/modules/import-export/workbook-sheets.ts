import {
  ACKNOWLEDGE_MODES,
  AUTHORITIES,
  CALENDAR_EVENT_KINDS,
  DEVICE_TYPES,
  END_TYPES,
  HOLIDAY_BEHAVIOURS,
  LANGUAGES,
  MEDIA_PROCESSING_TYPES,
  MEDIA_USAGE_TYPES,
  MONTH_SUB_TYPES,
  PARTICIPANT_LANGUAGES,
  REPEAT_TYPES,
} from "@alarm/contract";

/**
 * The layout of the configuration workbook: one sheet per kind, one column per field, shared by the
 * writer (workbook-write.ts) and the reader (workbook-read.ts).
 *
 * Cells: an organization path is one cell, the names from the exported organization down joined by
 * " / " (empty: the exported organization itself); a "/" or "\" within a name is written "\/" or "\\".
 * A list (authorities, instruction files) is one cell, its items joined by ", ". A list of named
 * objects (a user's roles) is one cell of "path / name" items joined by ", ", a "," within a name
 * written "\,". Booleans are TRUE or
 * FALSE (yes/no, 1/0 are read too); weekdays are numbers 1 (Monday) to 7 (Sunday) joined by ", ". An
 * empty cell is "not set" (null, or the field's default).
 *
 * A schedule's events are rows of a sheet of their own naming the schedule and the week (1: the
 * schedule's first week group); the schedule's "Weeks" tells how many week groups it has, also
 * those without events. A participant's private schedule entries are rows of a sheet of their own.
 */
export type CellType = "text" | "int" | "bool" | "enum" | "path" | "list" | "named" | "days";
export type ColumnSpec = {
  header: string;
  /** Where the value goes in the row object, dotted (texts.ENGLISH.subject). */
  field: string;
  type: CellType;
  /** Text: at most this many characters; an empty cell is null. */
  max?: number;
  nullable?: boolean;
  values?: readonly string[];
  width?: number;
};
export type SheetSpec = { name: string; columns: ColumnSpec[] };

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Characters of any one cell read, whatever its column (Excel holds at most 32,767). */
export const MAX_CELL_TEXT = 32_767;

const text = (header: string, field: string, max: number, width = 24, nullable = false): ColumnSpec => ({ header, field, type: "text", max, width, nullable });
const optional = (header: string, field: string, max: number, width = 30) => text(header, field, max, width, true);
const int = (header: string, field: string, width = 14): ColumnSpec => ({ header, field, type: "int", width });
const bool = (header: string, field: string): ColumnSpec => ({ header, field, type: "bool", width: 14 });
const choice = (header: string, field: string, values: readonly string[], nullable = false): ColumnSpec => ({
  header,
  field,
  type: "enum",
  values,
  nullable,
  width: 20,
});
const path = (header: string, field: string): ColumnSpec => ({ header, field, type: "path", width: 30 });

/** A participant named by login, or else by organization, name and surname. */
const reference = (prefix: string, field: string): ColumnSpec[] => [
  optional(`${prefix}login`, `${field}.login`, 100, 18),
  path(`${prefix}organization`, `${field}.organization`),
  text(`${prefix}name`, `${field}.name`, 100, 18),
  text(`${prefix}surname`, `${field}.surname`, 100, 18),
];
const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const definition = (withType: boolean): ColumnSpec[] => [
  path("Organization", "organization"),
  text("Name", "name", 200, 28),
  optional("System ID", "systemId", 100, 16),
  ...(withType ? [choice("Type", "alarmPointType", ["STANDARD", "MANUAL_CALL"])] : []),
  optional("Description", "description", 2000),
  optional("Text", "text", 4000, 40),
  optional("Speech text", "speechText", 2000),
  choice("Language", "language", PARTICIPANT_LANGUAGES),
  optional("Icon", "icon.name", 50, 14),
  optional("Icon colour", "icon.color", 7, 12),
  optional("Alarm plan", "alarmPlan", 200, 24),
  optional("Text template", "textTemplate", 200, 24),
  int("Priority", "priority"),
  choice("Acknowledge mode", "acknowledgeMode", ACKNOWLEDGE_MODES),
  int("Confirm priority", "confirmPriority"),
  int("Local acknowledge time", "localAcknowledgeTime"),
  int("Count repeat", "countRepeat"),
  int("Repeat between", "repeatBetween"),
  int("Repeat monitor interval", "repeatMonInterval"),
  choice("Media processing", "mediaProcessingType", MEDIA_PROCESSING_TYPES, true),
  choice("Media usage", "mediaUsageType", MEDIA_USAGE_TYPES, true),
  { header: "Instruction files", field: "instructionFiles", type: "list", width: 30 },
  optional("Standby schedule", "standbySchedule", 200, 24),
];

const days = (header: string, field: string): ColumnSpec => ({ header, field, type: "days", width: 18 });

/** A schedule's own sheet, and the columns its events' sheet begins with. */
const scheduleColumns = [
  path("Organization", "organization"),
  text("Name", "name", 200),
  optional("Description", "description", 2000),
  text("Valid from", "validFrom", 10, 12),
  int("Weeks", "weeks", 8),
];
const scheduleEventColumns = [
  path("Schedule organization", "schedule.organization"),
  text("Schedule", "schedule.name", 200),
  int("Week", "week", 8),
  text("Event", "name", 200),
  bool("Active", "isActive"),
  days("Days", "dateRule.markedDays"),
  text("Start", "dateRule.start", 8, 10),
  text("End", "dateRule.end", 8, 10),
  int("Every weeks", "dateRule.repeatEvery", 10),
  optional("Rule valid from", "dateRule.validFrom", 10, 12),
  optional("Rule until", "dateRule.endDate", 10, 12),
  int("Times", "dateRule.countAfterTimesEnd", 8),
  choice("Holidays", "dateRule.holiday", HOLIDAY_BEHAVIOURS),
];

export const SHEETS = {
  organizations: {
    name: "Organizations",
    columns: [path("Path", "path"), optional("Description", "description", 2000), optional("Time zone", "timeZone", 64, 20)],
  },
  roles: {
    name: "Roles",
    columns: [
      path("Organization", "organization"),
      text("Name", "name", 200),
      { header: "Authorities", field: "authorities", type: "list", values: AUTHORITIES, width: 50 },
      int("Role number", "roleNumber"),
    ],
  },
  users: {
    name: "Users",
    columns: [
      path("Organization", "organization"),
      text("Login", "login", 100, 18),
      text("Name", "name", 100, 18),
      text("Surname", "surname", 100, 18),
      optional("Email", "email", 200, 28),
      choice("Language", "language", LANGUAGES),
      bool("Active", "active"),
      { header: "Roles", field: "roles", type: "named", width: 50 },
    ],
  },
  participants: {
    name: "Participants",
    columns: [
      path("Organization", "organization"),
      text("Name", "name", 100, 18),
      text("Surname", "surname", 100, 18),
      optional("Short name", "shortName", 20, 12),
      choice("Language", "language", PARTICIPANT_LANGUAGES),
      optional("Login", "login", 100, 18),
      optional("Team schedule", "teamSchedule", 200, 24),
    ],
  },
  devices: {
    name: "Devices",
    columns: [
      ...reference("Participant ", "participant").map((column) => ({ ...column, header: capital(column.header.replace("Participant ", "")) })),
      choice("Type", "callingDeviceType", DEVICE_TYPES),
      text("Address", "address", 500, 30),
      optional("Message", "message", 1000),
    ],
  },
  privateSchedules: {
    name: "Private schedules",
    columns: [
      ...reference("Participant ", "participant").map((column) => ({ ...column, header: capital(column.header.replace("Participant ", "")) })),
      text("Title", "title", 200),
      bool("Active", "active"),
      optional("Time zone", "timeZone", 64, 18),
      text("Start date", "startDateSelected", 10, 12),
      optional("End date", "endDateSelected", 10, 12),
      text("Start time", "startTime", 8, 10),
      text("End time", "endTime", 8, 10),
      bool("Recurring", "recurring"),
      choice("Repeat", "repeatType", REPEAT_TYPES),
      int("Repeat every", "repeatEvery", 10),
      days("Days", "markedDays"),
      choice("Month by", "monthSubType", MONTH_SUB_TYPES),
      choice("Ends", "endType", END_TYPES),
      int("Times", "countAfterTimesEnd", 8),
      optional("Until", "endDate", 10, 12),
      choice("Kind", "kind", CALENDAR_EVENT_KINDS),
      choice("Device type", "deviceType", DEVICE_TYPES, true),
      optional("Calling number", "callingNumber", 500, 20),
      ...reference("Replacement ", "replacement").map((column) => ({ ...column, nullable: true })),
      int("Acknowledge time", "acknowledgeTime", 10),
    ],
  },
  teamSchedules: { name: "Team schedules", columns: scheduleColumns },
  teamEvents: {
    name: "Team schedule events",
    columns: [...scheduleEventColumns, choice("Device type", "callingDeviceType", DEVICE_TYPES), optional("Message", "message", 500)],
  },
  groups: { name: "Groups", columns: [path("Organization", "organization"), text("Name", "name", 200), optional("Description", "description", 2000)] },
  members: {
    name: "Group members",
    columns: [
      path("Group organization", "group.organization"),
      text("Group", "group.name", 200),
      ...reference("Member ", "member").map((column) => ({ ...column, header: capital(column.header.slice(7)) })),
    ],
  },
  holidays: {
    name: "Holidays",
    columns: [
      path("Organization", "organization"),
      text("Title", "title", 200),
      text("Start", "start", 10, 12),
      text("End", "end", 10, 12),
      bool("Recurring", "recurring"),
      bool("Active", "active"),
    ],
  },
  textTemplates: {
    name: "Text templates",
    columns: [
      path("Organization", "organization"),
      text("Name", "name", 200),
      optional("Description", "description", 2000),
      ...PARTICIPANT_LANGUAGES.flatMap((language) => [
        text(`${capital(language.toLowerCase())} subject`, `texts.${language}.subject`, 200, 30),
        text(`${capital(language.toLowerCase())} body`, `texts.${language}.body`, 4000, 40),
      ]),
    ],
  },
  plans: {
    name: "Alarm plans",
    columns: [
      path("Organization", "organization"),
      text("Name", "name", 200),
      optional("Description", "description", 2000),
      choice("Media processing", "mediaProcessingType", MEDIA_PROCESSING_TYPES),
      choice("Media usage", "mediaUsageType", MEDIA_USAGE_TYPES),
      bool("Skip checked out", "skipCheckedOut"),
    ],
  },
  entries: {
    name: "Plan entries",
    columns: [
      path("Plan organization", "plan.organization"),
      text("Plan", "plan.name", 200),
      int("Rank", "rank", 8),
      int("Wait time", "waitTime", 10),
      ...reference("Participant ", "participant").map((column) => ({ ...column, header: capital(column.header) })),
      optional("Group", "group", 200, 24),
    ],
  },
  points: { name: "Alarm points", columns: definition(true) },
  templates: { name: "Alarm templates", columns: definition(false) },
  standbySchedules: { name: "Standby schedules", columns: scheduleColumns },
  standbyEvents: {
    name: "Standby schedule events",
    columns: [
      ...scheduleEventColumns,
      optional("Alarm point system ID", "alarmPoint.systemId", 100, 16),
      optional("Alarm point", "alarmPoint.name", 200, 24),
      text("Alarm plan", "alarmPlan", 200, 24),
      bool("Standard", "standard"),
    ],
  },
} satisfies Record<string, SheetSpec>;

export const ABOUT_SHEET = "About";
export const ABOUT_FIELDS = ["format", "version", "exportedAt", "organization"] as const;

/** A path in one cell: names joined by " / ", a "/" or "\" within a name escaped with "\". */
export const pathToCell = (names: readonly string[]) => names.map((name) => name.replace(/[\\/]/g, (char) => `\\${char}`)).join(" / ");

export function cellToPath(cell: string): string[] {
  if (cell.trim() === "") return [];
  const names: string[] = [];
  let current = "";
  for (let index = 0; index < cell.length; index++) {
    const char = cell[index]!;
    if (char === "\\" && index + 1 < cell.length) {
      current += cell[++index];
    } else if (char === "/") {
      names.push(current.trim());
      current = "";
    } else current += char;
  }
  names.push(current.trim());
  return names;
}

/** Named objects in one cell: "path / name" items (pathToCell of the path and the name) joined by ", ", a "," escaped "\,". */
export const namedToCell = (items: readonly { organization: readonly string[]; name: string }[]) =>
  items.map((item) => pathToCell([...item.organization, item.name]).replace(/,/g, "\\,")).join(", ");

export function cellToNamed(cell: string): { organization: string[]; name: string }[] {
  const items: string[] = [];
  let current = "";
  for (let index = 0; index < cell.length; index++) {
    const char = cell[index]!;
    if (char === "\\" && index + 1 < cell.length) current += char + cell[++index];
    else if (char === ",") {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items
    .filter((item) => item.trim() !== "")
    .map((item) => {
      const names = cellToPath(item);
      return { organization: names.slice(0, -1), name: names.at(-1)! };
    });
}
