import { type ConfigurationDocument, configurationDocument, MAX_IMPORT_ROWS } from "@alarm/contract";
import ExcelJS from "exceljs";
import { participantKey, pathKey } from "./keys.js";
import { ABOUT_SHEET, cellToNamed, cellToPath, type ColumnSpec, MAX_CELL_TEXT, SHEETS, type SheetSpec } from "./workbook-sheets.js";
import { checkZipBounds, NOT_A_WORKBOOK } from "./zip-guard.js";

/** Where in the workbook something is: the sheet, the row as the spreadsheet numbers it, the column's header. */
export type WorkbookPlace = { sheet: string; row: number; column?: string };
export type WorkbookProblem = WorkbookPlace & { message: string };
/** The place of a path of the document (participants.3.devices.0.address), when it came from a cell. */
export type Locate = (path: readonly (string | number)[]) => WorkbookPlace | undefined;
export type WorkbookReading = { ok: true; document: ConfigurationDocument; locate: Locate } | { ok: false; problems: WorkbookProblem[] };

type Row = Record<string, unknown>;
type Read = { row: number; value: Row };
const BAD = Symbol("bad cell");

export const describePlace = (place: WorkbookPlace) => `${place.sheet} row ${place.row}${place.column ? `, column ${place.column}` : ""}`;

/** The text a cell shows, whatever exceljs made of it; null when empty, BAD for an error value. */
function cellText(value: ExcelJS.CellValue): string | null | typeof BAD {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().endsWith("T00:00:00.000Z") ? value.toISOString().slice(0, 10) : value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("") || null;
  if ("error" in value) return BAD;
  if ("formula" in value || "sharedFormula" in value) return "result" in value && value.result !== undefined ? cellText(value.result as ExcelJS.CellValue) : null;
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return BAD;
}

/** One cell as its column's type; `problem` names what is wrong with it. */
function readCell(column: ColumnSpec, value: ExcelJS.CellValue, problem: (message: string) => void): unknown {
  const raw = typeof value === "number" || typeof value === "boolean" ? value : cellText(value);
  if (raw === BAD) return problem("cannot be read (an error value or an unknown kind of cell)");
  if (typeof raw === "string" && raw.length > MAX_CELL_TEXT) return problem(`longer than ${MAX_CELL_TEXT} characters`);
  const textOf = (item: string | number | boolean) => String(item);
  const empty = raw === null || (typeof raw === "string" && raw.trim() === "" && column.type !== "text");
  switch (column.type) {
    case "text": {
      if (raw === null) return column.nullable ? null : "";
      const text = textOf(raw);
      if (column.max !== undefined && text.length > column.max) return problem(`longer than ${column.max} characters`);
      return text;
    }
    case "int": {
      if (empty) return undefined;
      const number = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*[+-]?\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(number) || Math.abs(number) > 1e9) return problem(`a whole number expected, found "${textOf(raw!).slice(0, 50)}"`);
      return number;
    }
    case "bool": {
      if (empty) return undefined;
      if (typeof raw === "boolean") return raw;
      const word = textOf(raw!).trim().toLowerCase();
      if (["true", "yes", "1"].includes(word)) return true;
      if (["false", "no", "0"].includes(word)) return false;
      return problem(`TRUE or FALSE expected, found "${word.slice(0, 50)}"`);
    }
    case "enum": {
      if (empty) return column.nullable ? null : undefined;
      const word = textOf(raw!).trim();
      const found = column.values!.find((item) => item.toLowerCase() === word.toLowerCase());
      return found ?? problem(`one of ${column.values!.join(", ")} expected, found "${word.slice(0, 50)}"`);
    }
    case "path":
      return empty ? [] : cellToPath(textOf(raw!));
    case "named":
      return empty ? [] : cellToNamed(textOf(raw!));
    case "days": {
      if (empty) return undefined;
      const items = textOf(raw!).split(",").map((item) => item.trim()).filter(Boolean);
      const numbers = items.map(Number);
      return numbers.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) ? numbers : problem(`weekdays 1 (Monday) to 7 (Sunday) joined by ", " expected, found "${textOf(raw!).slice(0, 50)}"`);
    }
    case "list": {
      if (empty) return [];
      const items = textOf(raw!).split(",").map((item) => item.trim()).filter(Boolean);
      if (!column.values) return items;
      const unknown = items.filter((item) => !column.values!.includes(item.toUpperCase()));
      return unknown.length ? problem(`unknown: ${unknown.join(", ").slice(0, 200)}`) : items.map((item) => item.toUpperCase());
    }
  }
}

function setAt(row: Row, field: string, value: unknown) {
  const keys = field.split(".");
  let node = row;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Row;
  if (value !== undefined) node[keys.at(-1)!] = value;
}

/** The data rows of a sheet by its header row; a missing sheet has none. */
function readSheet(book: ExcelJS.Workbook, spec: SheetSpec, problems: WorkbookProblem[]): Read[] {
  const sheet = book.getWorksheet(spec.name);
  if (!sheet) return [];
  const at = (row: number, column: string | undefined, message: string) => problems.push({ sheet: spec.name, row, ...(column && { column }), message });
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) {
    at(MAX_IMPORT_ROWS + 2, undefined, `a sheet may hold at most ${MAX_IMPORT_ROWS} rows`);
    return [];
  }
  const headers = new Map<string, number>();
  const before = problems.length;
  sheet.getRow(1).eachCell((cell, index) => {
    const header = cellText(cell.value);
    if (header === BAD || header === null || header.trim() === "") return;
    const column = spec.columns.find((item) => item.header.toLowerCase() === header.trim().toLowerCase());
    if (!column) at(1, `${cell.address} (${header.slice(0, 50)})`, `unknown column; the columns of this sheet are: ${spec.columns.map((item) => item.header).join(", ")}`);
    else headers.set(column.field, index);
  });
  for (const column of spec.columns) if (!headers.has(column.field)) at(1, column.header, "column missing");
  if (problems.length > before) return [];
  const rows: Read[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = spec.columns.map((column) => row.getCell(headers.get(column.field)!).value);
    if (cells.every((value) => { const text = cellText(value); return text === null || (typeof text === "string" && text.trim() === ""); })) return;
    const value: Row = {};
    spec.columns.forEach((column, index) => setAt(value, column.field, readCell(column, cells[index]!, (message) => at(number, column.header, message))));
    rows.push({ row: number, value });
  });
  return rows;
}

/** A participant reference of a row when it names one (a login, a name or a surname), else null. */
const referenceOrNull = (value: Row | undefined) => {
  const row = (value ?? {}) as { login?: string | null; name?: string | null; surname?: string | null };
  return row.login?.trim() || row.name?.trim() || row.surname?.trim() ? referenceOf(value) : null;
};

/** A participant reference of a row: by login when given, else by organization, name and surname. */
const referenceOf = (value: Row | undefined) => {
  const row = (value ?? {}) as { login?: string | null; organization?: string[]; name?: string; surname?: string };
  return row.login?.trim() ? { login: row.login.trim() } : { organization: row.organization ?? [], name: row.name ?? "", surname: row.surname ?? "" };
};
const ownerKey = (value: Row | undefined) => participantKey(referenceOf(value));

/**
 * Reads the workbook written by documentToWorkbook (edited in a spreadsheet, perhaps) back into the
 * configuration document, validated by the contract's schema. Every cell that cannot be read, and
 * every problem the schema finds, is named by sheet, row and column.
 */
export async function workbookToDocument(buffer: Buffer): Promise<WorkbookReading> {
  const refusal = (message: string): WorkbookReading => ({ ok: false, problems: [{ sheet: "", row: 0, message }] });
  const zipProblem = await checkZipBounds(buffer);
  if (zipProblem) return refusal(zipProblem);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    return refusal(NOT_A_WORKBOOK);
  }
  const problems: WorkbookProblem[] = [];
  const places = new Map<string, WorkbookPlace>();
  const place = (path: (string | number)[], sheet: SheetSpec, row: number) => places.set(path.join("."), { sheet: sheet.name, row });
  const columnsOf = new Map<string, ColumnSpec[]>(Object.values(SHEETS).map((spec) => [spec.name, spec.columns]));

  const about: Row = {};
  const aboutSheet = book.getWorksheet(ABOUT_SHEET);
  if (!aboutSheet) problems.push({ sheet: ABOUT_SHEET, row: 1, message: `sheet "${ABOUT_SHEET}" missing: this is not a configuration workbook` });
  aboutSheet?.eachRow((row, number) => {
    const key = cellText(row.getCell(1).value);
    const value = cellText(row.getCell(2).value);
    if (number === 1 || typeof key !== "string") return;
    if (value === BAD) problems.push({ sheet: ABOUT_SHEET, row: number, column: "Value", message: "cannot be read" });
    else if (value !== null && value.length > 2000) problems.push({ sheet: ABOUT_SHEET, row: number, column: "Value", message: "longer than 2000 characters" });
    else if (value !== null) about[key.trim()] = key.trim() === "version" && /^\d+$/.test(value) ? Number(value) : value;
  });

  const simple = (spec: SheetSpec, kind: string) =>
    readSheet(book, spec, problems).map((read, index) => {
      place([kind, index], spec, read.row);
      return read.value;
    });
  const organizations = simple(SHEETS.organizations, "organizations");
  const roles = simple(SHEETS.roles, "roles");
  const users = simple(SHEETS.users, "users");
  const participants = simple(SHEETS.participants, "participants");
  // A device row names its participant by login, or by organization, name and surname: either finds it.
  const participantIndex = new Map(
    participants.flatMap((participant, index) => [
      [ownerKey({ ...participant, login: null }), index],
      [ownerKey(participant), index],
    ]),
  );
  for (const read of readSheet(book, SHEETS.devices, problems)) {
    const index = participantIndex.get(ownerKey(read.value.participant as Row));
    if (index === undefined) {
      problems.push({ sheet: SHEETS.devices.name, row: read.row, message: "no participant with this login, or organization, name and surname, on the Participants sheet" });
      continue;
    }
    const devices = ((participants[index]!.devices ??= []) as Row[]);
    const { participant: _owner, ...device } = read.value;
    place(["participants", index, "devices", devices.length], SHEETS.devices, read.row);
    devices.push(device);
  }
  // Private schedule entries: with the sheet, each participant's entries are those its rows give (none: none).
  if (book.getWorksheet(SHEETS.privateSchedules.name)) {
    for (const participant of participants) participant.privateSchedule = [];
    for (const read of readSheet(book, SHEETS.privateSchedules, problems)) {
      const index = participantIndex.get(ownerKey(read.value.participant as Row));
      if (index === undefined) {
        problems.push({ sheet: SHEETS.privateSchedules.name, row: read.row, message: "no participant with this login, or organization, name and surname, on the Participants sheet" });
        continue;
      }
      const entries = participants[index]!.privateSchedule as Row[];
      const { participant: _owner, replacement, ...entry } = read.value;
      place(["participants", index, "privateSchedule", entries.length], SHEETS.privateSchedules, read.row);
      entries.push({ ...entry, replacement: referenceOrNull(replacement as Row) });
    }
  }
  const teamSchedules = simple(SHEETS.teamSchedules, "teamSchedules");
  readScheduleEvents(readSheet(book, SHEETS.teamEvents, problems), teamSchedules, "teamSchedules", place, problems);
  const groups = simple(SHEETS.groups, "participantGroups");
  const groupIndex = new Map(groups.map((group, index) => [`${pathKey(group.organization as string[])}|${String(group.name).trim()}`, index]));
  for (const read of readSheet(book, SHEETS.members, problems)) {
    const group = read.value.group as Row;
    const index = groupIndex.get(`${pathKey(group.organization as string[])}|${String(group.name).trim()}`);
    if (index === undefined) {
      problems.push({ sheet: SHEETS.members.name, row: read.row, column: "Group", message: "no group of this organization and name on the Groups sheet" });
      continue;
    }
    const members = ((groups[index]!.members ??= []) as Row[]);
    place(["participantGroups", index, "members", members.length], SHEETS.members, read.row);
    members.push(referenceOf(read.value.member as Row));
  }
  const holidays = simple(SHEETS.holidays, "holidays");
  const textTemplates = simple(SHEETS.textTemplates, "textTemplates");
  const plans = simple(SHEETS.plans, "alarmPlans");
  readPlanEntries(readSheet(book, SHEETS.entries, problems), plans, place, problems);
  const points = simple(SHEETS.points, "alarmPoints");
  const templates = simple(SHEETS.templates, "alarmTemplates");
  const standbySchedules = simple(SHEETS.standbySchedules, "standbySchedules");
  const standbyEvents = readSheet(book, SHEETS.standbyEvents, problems);
  for (const read of standbyEvents) {
    const point = read.value.alarmPoint as { systemId: string | null; name: string | null };
    read.value.alarmPoint = point.systemId?.trim() ? { systemId: point.systemId.trim() } : point.name?.trim() ? { name: point.name.trim() } : null;
  }
  readScheduleEvents(standbyEvents, standbySchedules, "standbySchedules", place, problems);
  for (const row of [...points, ...templates]) {
    const icon = row.icon as { name: string | null; color: string | null };
    row.icon = icon.name || icon.color ? { name: icon.name ?? "", color: icon.color ?? "" } : null;
  }
  if (problems.length) return { ok: false, problems };

  const locate: Locate = (path) => {
    for (let length = path.length; length > 0; length--) {
      const found = places.get(path.slice(0, length).join("."));
      if (!found) continue;
      const rest = path.slice(length).join(".");
      const column = rest ? columnsOf.get(found.sheet)?.find((item) => rest === item.field || rest.startsWith(`${item.field}.`)) : undefined;
      return column ? { ...found, column: column.header } : found;
    }
    return undefined;
  };
  const parsed = configurationDocument.safeParse({
    ...about,
    organizations,
    roles,
    users,
    participants,
    participantGroups: groups,
    holidays,
    textTemplates,
    alarmPlans: plans,
    alarmPoints: points,
    alarmTemplates: templates,
    teamSchedules,
    standbySchedules,
  });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 1000).map((issue) => {
        const found = locate(issue.path as (string | number)[]) ?? { sheet: ABOUT_SHEET, row: 1 };
        return { ...found, message: `${issue.path.join(".")}: ${issue.message}` };
      }),
    };
  }
  return { ok: true, document: parsed.data, locate };
}

/** A schedule's events by schedule, then week; a schedule has as many week groups as its "Weeks" or its last event's week. */
function readScheduleEvents(reads: Read[], schedules: Row[], kind: string, place: (path: (string | number)[], sheet: SheetSpec, row: number) => void, problems: WorkbookProblem[]) {
  const sheet = kind === "teamSchedules" ? SHEETS.teamEvents : SHEETS.standbyEvents;
  const owners = kind === "teamSchedules" ? SHEETS.teamSchedules.name : SHEETS.standbySchedules.name;
  const scheduleIndex = new Map(schedules.map((schedule, index) => [`${pathKey(schedule.organization as string[])}|${String(schedule.name).trim()}`, index]));
  const weeksOf = schedules.map((schedule) => (typeof schedule.weeks === "number" ? schedule.weeks : 1));
  const eventsOf = schedules.map(() => new Map<number, Read[]>());
  for (const read of reads) {
    const schedule = read.value.schedule as Row;
    const index = scheduleIndex.get(`${pathKey(schedule.organization as string[])}|${String(schedule.name).trim()}`);
    const week = read.value.week;
    if (index === undefined) problems.push({ sheet: sheet.name, row: read.row, column: "Schedule", message: `no schedule of this organization and name on the ${owners} sheet` });
    else if (typeof week !== "number" || week < 1 || week > 52) problems.push({ sheet: sheet.name, row: read.row, column: "Week", message: "a week number from 1 to 52 expected" });
    else {
      weeksOf[index] = Math.max(weeksOf[index]!, week);
      eventsOf[index]!.set(week, [...(eventsOf[index]!.get(week) ?? []), read]);
    }
  }
  schedules.forEach((schedule, index) => {
    delete schedule.weeks;
    schedule.weekGroups = Array.from({ length: Math.min(weeksOf[index]!, 52) }, (_, groupIndex) => ({
      events: (eventsOf[index]!.get(groupIndex + 1) ?? []).map((read, eventIndex) => {
        place([kind, index, "weekGroups", groupIndex, "events", eventIndex], sheet, read.row);
        const { schedule: _schedule, week: _week, ...event } = read.value;
        return event;
      }),
    }));
  });
}

/** Plan entries by plan, then rank number; a rank's wait time is that of its rows (which must agree). */
function readPlanEntries(reads: Read[], plans: Row[], place: (path: (string | number)[], sheet: SheetSpec, row: number) => void, problems: WorkbookProblem[]) {
  const sheet = SHEETS.entries;
  const planIndex = new Map(plans.map((plan, index) => [`${pathKey(plan.organization as string[])}|${String(plan.name).trim()}`, index]));
  const ranksOf = new Map<number, Map<number, { waitTime: unknown; entries: Read[]; row: number }>>();
  for (const read of reads) {
    const plan = read.value.plan as Row;
    const index = planIndex.get(`${pathKey(plan.organization as string[])}|${String(plan.name).trim()}`);
    const rank = read.value.rank;
    if (index === undefined) problems.push({ sheet: sheet.name, row: read.row, column: "Plan", message: "no plan of this organization and name on the Alarm plans sheet" });
    else if (typeof rank !== "number" || rank < 1 || rank > 100) problems.push({ sheet: sheet.name, row: read.row, column: "Rank", message: "a rank number from 1 up expected" });
    else {
      const ranks = ranksOf.get(index) ?? new Map();
      ranksOf.set(index, ranks);
      const found = ranks.get(rank) ?? { waitTime: read.value.waitTime, entries: [], row: read.row };
      ranks.set(rank, found);
      if (read.value.waitTime !== undefined && found.waitTime !== undefined && read.value.waitTime !== found.waitTime) {
        problems.push({ sheet: sheet.name, row: read.row, column: "Wait time", message: `differs from the wait time of rank ${rank} in row ${found.row}` });
      }
      found.waitTime ??= read.value.waitTime;
      found.entries.push(read);
    }
  }
  plans.forEach((plan, index) => {
    const ranks = [...(ranksOf.get(index) ?? new Map<number, { waitTime: unknown; entries: Read[]; row: number }>()).entries()].sort(([a], [b]) => a - b);
    plan.ranks = ranks.map(([, rank], rankIndex) => {
      place(["alarmPlans", index, "ranks", rankIndex], sheet, rank.row);
      return {
        waitTime: rank.waitTime,
        entries: rank.entries.map((read, entryIndex) => {
          place(["alarmPlans", index, "ranks", rankIndex, "entries", entryIndex], sheet, read.row);
          const group = typeof read.value.group === "string" ? read.value.group.trim() : "";
          return group ? { group } : { participant: referenceOf(read.value.participant as Row) };
        }),
      };
    });
  });
}
