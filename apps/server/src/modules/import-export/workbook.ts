import type { ConfigurationDocument, ImportKind, ImportPlan } from "@alarm/contract";
import { describePlace, type Locate, type WorkbookReading } from "./workbook-places.js";

export { describePlace, type Locate, type WorkbookProblem, type WorkbookReading } from "./workbook-places.js";

/** The workbook's writer and reader, with exceljs, are loaded with the first workbook exported or imported. */
export const documentToWorkbook = async (document: ConfigurationDocument): Promise<Buffer> =>
  (await import("./workbook-write.js")).documentToWorkbook(document);
export const workbookToDocument = async (buffer: Buffer): Promise<WorkbookReading> => (await import("./workbook-read.js")).workbookToDocument(buffer);
export { XLSX_CONTENT_TYPE } from "./workbook-sheets.js";

const LISTS: Record<ImportKind, keyof ConfigurationDocument> = {
  ORGANIZATION: "organizations",
  USERGROUP: "roles",
  USER: "users",
  PARTICIPANT_ROTATIONAL: "teamSchedules",
  PARTICIPANT: "participants",
  PARTICIPANT_GROUP: "participantGroups",
  HOLIDAY: "holidays",
  TEXT_TEMPLATE: "textTemplates",
  ALARMPLAN: "alarmPlans",
  ALARMPOINT: "alarmPoints",
  ALARM_ROTATIONAL: "standbySchedules",
  ALARM_TEMPLATE: "alarmTemplates",
};

/**
 * Names the sheet, row and column of each problem of a plan made from a workbook: `field` becomes
 * "Devices row 7, column Address (devices.0.address)". The plan has the rows of each kind in the
 * document's order (organizations: parents first, as planImport sorts them), which maps them back.
 */
export function placeProblems(plan: ImportPlan, document: ConfigurationDocument, locate: Locate): ImportPlan {
  const organizationOrder = document.organizations
    .map((_, index) => index)
    .sort((a, b) => document.organizations[a]!.path.length - document.organizations[b]!.path.length);
  const seen = new Map<ImportKind, number>();
  const counts = new Map<ImportKind, number>();
  for (const row of plan.rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  const rows = plan.rows.map((row) => {
    const position = seen.get(row.kind) ?? 0;
    seen.set(row.kind, position + 1);
    const list = LISTS[row.kind];
    if (row.problems.length === 0 || counts.get(row.kind) !== (document[list] as unknown[]).length) return row;
    const index = row.kind === "ORGANIZATION" ? organizationOrder[position]! : position;
    return {
      ...row,
      problems: row.problems.map((problem) => {
        const path = [list, index, ...(problem.field ? problem.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [])];
        const found = locate(path);
        return found ? { ...problem, field: problem.field ? `${describePlace(found)} (${problem.field})` : describePlace(found) } : problem;
      }),
    };
  });
  return { ...plan, rows };
}
