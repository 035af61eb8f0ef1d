import { configurationDocument } from "@alarm/contract";
import ExcelJS from "exceljs";
import { participantKey, pathKey } from "./keys.js";
import { BAD, cellText, type Read, readSheet, type Row } from "./workbook-cells.js";
import { type Locate, type WorkbookPlace, type WorkbookProblem, type WorkbookReading } from "./workbook-places.js";
import { ABOUT_SHEET, type ColumnSpec, SHEETS, type SheetSpec } from "./workbook-sheets.js";
import { checkZipBounds, NOT_A_WORKBOOK } from "./zip-guard.js";

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

/** What the sheet readers share: the workbook, the problems found so far, and where each part of the document came from. */
type SheetReading = {
  book: ExcelJS.Workbook;
  problems: WorkbookProblem[];
  place: (path: (string | number)[], sheet: SheetSpec, row: number) => void;
};

const rowsOf = ({ book, problems }: SheetReading, spec: SheetSpec) => readSheet(book, spec, problems);

/** The rows of a sheet of one kind, each the object at [kind, index] of the document. */
const objectsOf = (reading: SheetReading, spec: SheetSpec, kind: string) =>
  rowsOf(reading, spec).map((read, index) => {
    reading.place([kind, index], spec, read.row);
    return read.value;
  });

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
  const places = new Map<string, WorkbookPlace>();
  const reading: SheetReading = { book, problems: [], place: (path, sheet, row) => places.set(path.join("."), { sheet: sheet.name, row }) };

  const about = readAbout(reading);
  const organizations = objectsOf(reading, SHEETS.organizations, "organizations");
  const roles = objectsOf(reading, SHEETS.roles, "roles");
  const users = objectsOf(reading, SHEETS.users, "users");
  const participants = readParticipants(reading);
  const teamSchedules = objectsOf(reading, SHEETS.teamSchedules, "teamSchedules");
  readScheduleEvents(reading, rowsOf(reading, SHEETS.teamEvents), teamSchedules, "teamSchedules");
  const groups = readGroups(reading);
  const holidays = objectsOf(reading, SHEETS.holidays, "holidays");
  const textTemplates = objectsOf(reading, SHEETS.textTemplates, "textTemplates");
  const plans = objectsOf(reading, SHEETS.plans, "alarmPlans");
  readPlanEntries(reading, rowsOf(reading, SHEETS.entries), plans);
  const points = objectsOf(reading, SHEETS.points, "alarmPoints");
  const templates = objectsOf(reading, SHEETS.templates, "alarmTemplates");
  const standbySchedules = readStandbySchedules(reading);
  for (const row of [...points, ...templates]) {
    const icon = row.icon as { name: string | null; color: string | null };
    row.icon = icon.name || icon.color ? { name: icon.name ?? "", color: icon.color ?? "" } : null;
  }
  if (reading.problems.length) return { ok: false, problems: reading.problems };

  return validated(
    {
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
    },
    locatorOf(places),
  );
}

/** The About sheet's key and value pairs (the document's version and the like). */
function readAbout({ book, problems }: SheetReading): Row {
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
  return about;
}

/** Participants with the devices and private schedule entries other sheets give them by owner. */
function readParticipants(reading: SheetReading): Row[] {
  const { book, problems, place } = reading;
  const participants = objectsOf(reading, SHEETS.participants, "participants");
  // A device row names its participant by login, or by organization, name and surname: either finds it.
  const participantIndex = new Map(
    participants.flatMap((participant, index) => [
      [ownerKey({ ...participant, login: null }), index],
      [ownerKey(participant), index],
    ]),
  );
  const ownerOf = (sheet: SheetSpec, read: Read) => {
    const index = participantIndex.get(ownerKey(read.value.participant as Row));
    if (index === undefined)
      problems.push({
        sheet: sheet.name,
        row: read.row,
        message: "no participant with this login, or organization, name and surname, on the Participants sheet",
      });
    return index;
  };
  for (const read of rowsOf(reading, SHEETS.devices)) {
    const index = ownerOf(SHEETS.devices, read);
    if (index === undefined) continue;
    const devices = (participants[index]!.devices ??= []) as Row[];
    const { participant: _owner, ...device } = read.value;
    place(["participants", index, "devices", devices.length], SHEETS.devices, read.row);
    devices.push(device);
  }
  // Private schedule entries: with the sheet, each participant's entries are those its rows give (none: none).
  if (book.getWorksheet(SHEETS.privateSchedules.name)) {
    for (const participant of participants) participant.privateSchedule = [];
    for (const read of rowsOf(reading, SHEETS.privateSchedules)) {
      const index = ownerOf(SHEETS.privateSchedules, read);
      if (index === undefined) continue;
      const entries = participants[index]!.privateSchedule as Row[];
      const { participant: _owner, replacement, ...entry } = read.value;
      place(["participants", index, "privateSchedule", entries.length], SHEETS.privateSchedules, read.row);
      entries.push({ ...entry, replacement: referenceOrNull(replacement as Row) });
    }
  }
  return participants;
}

/** Key of a group, plan or schedule as another sheet names it: organization and name. */
const ownedKey = (named: Row) => `${pathKey(named.organization as string[])}|${String(named.name).trim()}`;

/** Participant groups with the members the Members sheet gives them. */
function readGroups(reading: SheetReading): Row[] {
  const { problems, place } = reading;
  const groups = objectsOf(reading, SHEETS.groups, "participantGroups");
  const groupIndex = new Map(groups.map((group, index) => [ownedKey(group), index]));
  for (const read of rowsOf(reading, SHEETS.members)) {
    const index = groupIndex.get(ownedKey(read.value.group as Row));
    if (index === undefined) {
      problems.push({ sheet: SHEETS.members.name, row: read.row, column: "Group", message: "no group of this organization and name on the Groups sheet" });
      continue;
    }
    const members = (groups[index]!.members ??= []) as Row[];
    place(["participantGroups", index, "members", members.length], SHEETS.members, read.row);
    members.push(referenceOf(read.value.member as Row));
  }
  return groups;
}

/** Standby schedules with their events, whose point is named by system id or else by name. */
function readStandbySchedules(reading: SheetReading): Row[] {
  const standbySchedules = objectsOf(reading, SHEETS.standbySchedules, "standbySchedules");
  const standbyEvents = rowsOf(reading, SHEETS.standbyEvents);
  for (const read of standbyEvents) {
    const point = read.value.alarmPoint as { systemId: string | null; name: string | null };
    read.value.alarmPoint = point.systemId?.trim() ? { systemId: point.systemId.trim() } : point.name?.trim() ? { name: point.name.trim() } : null;
  }
  readScheduleEvents(reading, standbyEvents, standbySchedules, "standbySchedules");
  return standbySchedules;
}

/** Finds the cell a path of the document came from: the row of its nearest placed parent, and the column of the rest. */
function locatorOf(places: Map<string, WorkbookPlace>): Locate {
  const columnsOf = new Map<string, ColumnSpec[]>(Object.values(SHEETS).map((spec) => [spec.name, spec.columns]));
  return (path) => {
    for (let length = path.length; length > 0; length--) {
      const found = places.get(path.slice(0, length).join("."));
      if (!found) continue;
      const rest = path.slice(length).join(".");
      const column = rest ? columnsOf.get(found.sheet)?.find((item) => rest === item.field || rest.startsWith(`${item.field}.`)) : undefined;
      return column ? { ...found, column: column.header } : found;
    }
    return undefined;
  };
}

/** The document as the contract's schema reads it, or each of its problems at the cell it came from. */
function validated(document: Row, locate: Locate): WorkbookReading {
  const parsed = configurationDocument.safeParse(document);
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
function readScheduleEvents({ problems, place }: SheetReading, reads: Read[], schedules: Row[], kind: string) {
  const sheet = kind === "teamSchedules" ? SHEETS.teamEvents : SHEETS.standbyEvents;
  const owners = kind === "teamSchedules" ? SHEETS.teamSchedules.name : SHEETS.standbySchedules.name;
  const scheduleIndex = new Map(schedules.map((schedule, index) => [ownedKey(schedule), index]));
  const weeksOf = schedules.map((schedule) => (typeof schedule.weeks === "number" ? schedule.weeks : 1));
  const eventsOf = schedules.map(() => new Map<number, Read[]>());
  for (const read of reads) {
    const index = scheduleIndex.get(ownedKey(read.value.schedule as Row));
    const week = read.value.week;
    if (index === undefined)
      problems.push({ sheet: sheet.name, row: read.row, column: "Schedule", message: `no schedule of this organization and name on the ${owners} sheet` });
    else if (typeof week !== "number" || week < 1 || week > 52)
      problems.push({ sheet: sheet.name, row: read.row, column: "Week", message: "a week number from 1 to 52 expected" });
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
function readPlanEntries({ problems, place }: SheetReading, reads: Read[], plans: Row[]) {
  const sheet = SHEETS.entries;
  const planIndex = new Map(plans.map((plan, index) => [ownedKey(plan), index]));
  const ranksOf = new Map<number, Map<number, { waitTime: unknown; entries: Read[]; row: number }>>();
  for (const read of reads) {
    const index = planIndex.get(ownedKey(read.value.plan as Row));
    const rank = read.value.rank;
    if (index === undefined)
      problems.push({ sheet: sheet.name, row: read.row, column: "Plan", message: "no plan of this organization and name on the Alarm plans sheet" });
    else if (typeof rank !== "number" || rank < 1 || rank > 100)
      problems.push({ sheet: sheet.name, row: read.row, column: "Rank", message: "a rank number from 1 up expected" });
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
