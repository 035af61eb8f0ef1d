import type { ConfigurationDocumentInput, ParticipantReference } from "@alarm/contract";
import ExcelJS from "exceljs";
import { ABOUT_FIELDS, ABOUT_SHEET, type ColumnSpec, namedToCell, pathToCell, SHEETS, type SheetSpec } from "./workbook-sheets.js";

type Doc = ConfigurationDocumentInput;
type Row = Record<string, unknown>;

/** Rows below the header that get the drop-down lists of an enum column. */
const VALIDATED_ROWS = 5_000;

const valueAt = (row: Row, field: string): unknown =>
  field.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Row)[key] : undefined), row);

function cellOf(column: ColumnSpec, value: unknown): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  if (column.type === "path") return pathToCell(value as string[]) || null;
  if (column.type === "list" || column.type === "days") return (value as (string | number)[]).join(", ") || null;
  if (column.type === "named") return namedToCell(value as { organization: string[]; name: string }[]) || null;
  if (column.type === "text" && value === "") return null;
  return value as ExcelJS.CellValue;
}

const referenceRow = (reference: ParticipantReference | undefined) =>
  reference && "login" in reference
    ? { login: reference.login }
    : reference
      ? { login: null, organization: reference.organization, name: reference.name, surname: reference.surname }
      : {};

function addSheet(book: ExcelJS.Workbook, spec: SheetSpec, rows: Row[]) {
  const sheet = book.addWorksheet(spec.name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({ header: column.header, key: column.field, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(spec.columns.map((column) => cellOf(column, valueAt(row, column.field))));
  spec.columns.forEach((column, index) => {
    if (column.type !== "enum" || !column.values) return;
    const letter = sheet.getColumn(index + 1).letter;
    const validations = (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
    validations.add(`${letter}2:${letter}${Math.max(VALIDATED_ROWS, rows.length + 1)}`, {
      type: "list",
      allowBlank: true,
      formulae: [`"${column.values.join(",")}"`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: `One of ${column.values.join(", ")}`,
    });
  });
}

/** The configuration document as an xlsx workbook: one sheet per kind (workbook-sheets.ts). */
export async function documentToWorkbook(document: Doc): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Alarm console";
  const about = book.addWorksheet(ABOUT_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  about.columns = [
    { header: "Field", key: "field", width: 16 },
    { header: "Value", key: "value", width: 60 },
  ];
  about.getRow(1).font = { bold: true };
  for (const field of ABOUT_FIELDS) about.addRow([field, document[field]]);

  const participants = document.participants ?? [];
  const groups = document.participantGroups ?? [];
  const plans = document.alarmPlans ?? [];
  addSheet(book, SHEETS.organizations, document.organizations ?? []);
  addSheet(book, SHEETS.roles, document.roles ?? []);
  addSheet(book, SHEETS.users, document.users ?? []);
  addSheet(book, SHEETS.participants, participants);
  addSheet(
    book,
    SHEETS.devices,
    participants.flatMap((participant) => {
      const owner = { login: participant.login ?? null, organization: participant.organization, name: participant.name, surname: participant.surname };
      return (participant.devices ?? []).map((device) => ({ participant: owner, ...device }));
    }),
  );
  addSheet(
    book,
    SHEETS.privateSchedules,
    participants.flatMap((participant) => {
      const owner = { login: participant.login ?? null, organization: participant.organization, name: participant.name, surname: participant.surname };
      return (participant.privateSchedule ?? []).map((entry) => ({ ...entry, participant: owner, replacement: referenceRow(entry.replacement ?? undefined) }));
    }),
  );
  addScheduleSheets(book, SHEETS.teamSchedules, SHEETS.teamEvents, document.teamSchedules ?? []);
  addSheet(book, SHEETS.groups, groups);
  addSheet(
    book,
    SHEETS.members,
    groups.flatMap((group) =>
      (group.members ?? []).map((member) => ({ group: { organization: group.organization, name: group.name }, member: referenceRow(member) })),
    ),
  );
  addSheet(book, SHEETS.holidays, document.holidays ?? []);
  addSheet(book, SHEETS.textTemplates, document.textTemplates ?? []);
  addSheet(book, SHEETS.plans, plans);
  addSheet(
    book,
    SHEETS.entries,
    plans.flatMap((plan) =>
      plan.ranks.flatMap((rank, rankIndex) =>
        rank.entries.map((entry) => ({
          plan: { organization: plan.organization, name: plan.name },
          rank: rankIndex + 1,
          waitTime: rank.waitTime,
          ...("group" in entry ? { group: entry.group } : { participant: referenceRow(entry.participant) }),
        })),
      ),
    ),
  );
  addSheet(book, SHEETS.points, document.alarmPoints ?? []);
  addSheet(book, SHEETS.templates, document.alarmTemplates ?? []);
  addScheduleSheets(book, SHEETS.standbySchedules, SHEETS.standbyEvents, document.standbySchedules ?? []);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A schedule's sheet with its number of weeks, and a row per event naming its schedule and week. */
function addScheduleSheets(
  book: ExcelJS.Workbook,
  schedules: SheetSpec,
  events: SheetSpec,
  rows: { organization?: string[]; name: string; weekGroups?: { events?: object[] }[] }[],
) {
  addSheet(
    book,
    schedules,
    rows.map((schedule) => ({ ...schedule, weeks: schedule.weekGroups?.length ?? 0 })),
  );
  addSheet(
    book,
    events,
    rows.flatMap((schedule) =>
      (schedule.weekGroups ?? []).flatMap((group, groupIndex) =>
        (group.events ?? []).map((event) => ({ ...event, schedule: { organization: schedule.organization ?? [], name: schedule.name }, week: groupIndex + 1 })),
      ),
    ),
  );
}
