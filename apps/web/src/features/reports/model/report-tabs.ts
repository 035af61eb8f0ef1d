import type { ReportExportFormat } from "@alarm/contract";

/** /reports/{tab} (docs/domain-rules.md#alarm-table-filter): the detailed and the monthly report. */
export interface ReportTab {
  param: "detailed" | "monthly";
  titleKey: string;
  icon: string;
  /** The files of this tab's report, the one Export saves at once first. */
  exportFormats: readonly ReportExportFormat[];
}

export const REPORT_TABS: readonly ReportTab[] = [
  { param: "detailed", titleKey: "menu.detailedReports", icon: "pi-list", exportFormats: ["EXCEL_DETAILED", "EXCEL_DATATABLE", "PDF_DETAILED"] },
  { param: "monthly", titleKey: "menu.monthlyReports", icon: "pi-calendar", exportFormats: ["EXCEL", "PDF"] },
];

export const reportTabOf = (param: string | undefined) => REPORT_TABS.find((tab) => tab.param === param);
