import type { MonthlyReport, MonthlyReportRow } from "@alarm/contract";
import { Column } from "primereact/column";
import { ColumnGroup } from "primereact/columngroup";
import { DataTable } from "primereact/datatable";
import { Row } from "primereact/row";
import { useTranslation } from "react-i18next";
import { statusesIn } from "../model/monthly";
import { GroupLabel } from "./group-label";
import { StatusCounts } from "./status-counts";
import { TIME_FIGURES, timeFigureHeaders } from "./time-figures";
import { useReportFormats } from "./use-report-formats";
import { KEYBOARD_SCROLLING } from "./keyboard-scrolling";

type Figures = Omit<MonthlyReportRow, "month" | "group">;

/** Alarms per month and group: accepted, by status, and the median and 90th percentile of the times to accept and to end; the total below. */
export function MonthlyTable({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const grouped = report.grouping !== "NONE";
  const statuses = statusesIn(report);
  const times = timeFigureHeaders(t);
  // The cells after month and group, of a row or of the total.
  const cells = (row: Figures) => [
    { className: "report-number", content: formats.number(row.alarms) },
    { className: "report-number", content: formats.number(row.accepted) },
    { className: "report-status-cell", content: <StatusCounts statuses={statuses} byStatus={row.byStatus} /> },
    ...TIME_FIGURES.map(({ key, figure }) => ({ className: "report-number", content: formats.duration(row[key][figure]) })),
  ];

  const header = (
    <ColumnGroup>
      <Row>
        <Column header={t("reports.columns.month")} rowSpan={2} />
        {grouped && <Column header={t(`reports.groupings.${report.grouping}`)} rowSpan={2} />}
        <Column header={t("reports.columns.alarms")} rowSpan={2} />
        <Column header={t("reports.columns.accepted")} rowSpan={2} />
        <Column header={t("reports.columns.byStatus")} rowSpan={2} />
        {times.top}
      </Row>
      <Row>{times.bottom}</Row>
    </ColumnGroup>
  );
  const footer = (
    <ColumnGroup>
      <Row>
        <Column footer={t("reports.total")} colSpan={grouped ? 2 : 1} />
        {cells(report.total).map((cell, index) => (
          <Column key={index} footer={cell.content} className={cell.className} />
        ))}
      </Row>
    </ColumnGroup>
  );

  return (
    <DataTable
      className="report-monthly"
      value={report.rows}
      // Grouped, a month's rows share one month cell.
      rowGroupMode={grouped ? "rowspan" : undefined}
      groupRowsBy={grouped ? "month" : undefined}
      headerColumnGroup={header}
      footerColumnGroup={footer}
      size="small"
      showGridlines
      stripedRows
      scrollable
      pt={KEYBOARD_SCROLLING}
      tableStyle={{ minWidth: "56rem" }}
      aria-label={t("reports.monthly.label")}
    >
      <Column field="month" body={(row: MonthlyReportRow) => <span className="report-nowrap">{formats.month(row.month)}</span>} />
      {grouped && <Column className="report-group-cell" body={(row: MonthlyReportRow) => <GroupLabel grouping={report.grouping} value={row.group} />} />}
      {cells(report.total).map((cell, index) => (
        <Column key={index} className={cell.className} body={(row: MonthlyReportRow) => cells(row)[index]!.content} />
      ))}
    </DataTable>
  );
}
