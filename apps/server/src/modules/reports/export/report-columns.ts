import type { DetailedReportRow, MonthlyReport, MonthlyReportRow, ReportGrouping } from "@alarm/contract";
import type { ExportText } from "./export-text.js";

/** How a cell is written: Excel keeps numbers and dates typed, a PDF prints them in the user's language. */
export type CellKind = "text" | "id" | "count" | "seconds" | "decimal" | "dateTime";
export type Cell = string | number | null;

/** One column of an exported table, shared by the Excel and the PDF writers. */
export type Column<Row> = { header: string; kind: CellKind; width: number; value(row: Row): Cell };

/** A titled table of its own columns, its cells read already: what the alarm load files print one after the other. */
export type ReportSection = { title: string; columns: Column<Cell[]>[]; rows: Cell[][]; empty: string };

/** A section of `rows` under `columns`, each row read into its cells. */
export function section<Row>(title: string, columns: Column<Row>[], rows: readonly Row[], empty: string): ReportSection {
  return {
    title,
    columns: columns.map((column, index) => ({ ...column, value: (cells: Cell[]) => cells[index] ?? null })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
    empty,
  };
}

/** The columns of one alarm in the detailed exports; the group first when there is one. */
export function alarmColumns(text: ExportText, grouping: ReportGrouping): Column<DetailedReportRow>[] {
  const t = (key: string) => text.t(`reportFiles.columns.${key}`);
  const columns: Column<DetailedReportRow>[] = [
    { header: t("triggeredAt"), kind: "dateTime", width: 17, value: (row) => row.triggeredAt },
    { header: t("endedAt"), kind: "dateTime", width: 17, value: (row) => row.endedAt },
    { header: t("name"), kind: "text", width: 26, value: (row) => row.name },
    { header: t("alarmPointId"), kind: "id", width: 9, value: (row) => row.alarmPointId },
    { header: t("systemId"), kind: "text", width: 12, value: (row) => row.systemId },
    { header: t("organization"), kind: "text", width: 20, value: (row) => row.orgName },
    { header: t("triggeredBy"), kind: "text", width: 14, value: (row) => row.triggeredBy },
    { header: t("status"), kind: "text", width: 14, value: (row) => text.t(`alarmStatuses.${row.status}`) },
    { header: t("priority"), kind: "count", width: 7, value: (row) => row.priority },
    { header: t("secondsToAccept"), kind: "seconds", width: 10, value: (row) => row.secondsToAccept },
    { header: t("secondsToEnd"), kind: "seconds", width: 10, value: (row) => row.secondsToEnd },
  ];
  return grouping === "NONE" ? columns : [{ header: t("group"), kind: "text", width: 14, value: (row) => groupLabel(text, grouping, row.group) }, ...columns];
}

/** A group's value as a reader wants it: the status in their language, "(none)" for a missing one. */
export function groupLabel(text: ExportText, grouping: ReportGrouping, group: string | null): string {
  if (group === null || group === "") return text.t("reportFiles.withoutGroup");
  return grouping === "STATUS" ? text.t(`alarmStatuses.${group}`) : group;
}

type MonthlyLine = Omit<MonthlyReportRow, "month" | "group"> & { month: string; group: string | null; isTotal?: boolean };

/**
 * The columns of the monthly exports: month, group, alarms, those someone accepted, one column per
 * status that occurs (named "Status: …", apart from the accepted ones), and the response times.
 */
export function monthlyColumns(text: ExportText, report: MonthlyReport): Column<MonthlyLine>[] {
  const t = (key: string) => text.t(`reportFiles.columns.${key}`);
  const statuses = Object.keys(report.total.byStatus).sort();
  return [
    { header: t("month"), kind: "text", width: 10, value: (row) => row.month },
    ...(report.grouping === "NONE"
      ? []
      : [
          {
            header: t("group"),
            kind: "text" as const,
            width: 18,
            value: (row: MonthlyLine) => (row.isTotal ? "" : groupLabel(text, report.grouping, row.group)),
          },
        ]),
    { header: t("alarms"), kind: "count", width: 9, value: (row) => row.alarms },
    { header: t("accepted"), kind: "count", width: 9, value: (row) => row.accepted },
    ...statuses.map((status) => ({
      header: text.t("reportFiles.columns.statusCount", { status: text.t(`alarmStatuses.${status}`) }),
      kind: "count" as const,
      width: 11,
      value: (row: MonthlyLine) => row.byStatus[status] ?? 0,
    })),
    { header: t("medianToAccept"), kind: "seconds", width: 12, value: (row) => row.toAccept.median },
    { header: t("p90ToAccept"), kind: "seconds", width: 12, value: (row) => row.toAccept.p90 },
    { header: t("medianToEnd"), kind: "seconds", width: 12, value: (row) => row.toEnd.median },
    { header: t("p90ToEnd"), kind: "seconds", width: 12, value: (row) => row.toEnd.p90 },
  ];
}

/** The monthly rows and, last, the total (its month cell says "Total"). */
export function monthlyLines(text: ExportText, report: MonthlyReport): { lines: MonthlyLine[]; total: MonthlyLine } {
  return { lines: report.rows, total: { ...report.total, month: text.t("reportFiles.total"), group: null, isTotal: true } };
}

/** A cell as printed text in the user's language. */
export function printed(text: ExportText, kind: CellKind, value: Cell): string {
  if (value === null || value === "") return "";
  if (kind === "dateTime") return text.dateTime(String(value));
  if (kind === "id") return String(value);
  if (kind === "count") return typeof value === "number" ? text.number(value, 0) : value;
  if (kind === "seconds") return typeof value === "number" ? text.number(value, 1) : value;
  if (kind === "decimal") return typeof value === "number" ? text.number(value, 2) : value;
  return String(value);
}
