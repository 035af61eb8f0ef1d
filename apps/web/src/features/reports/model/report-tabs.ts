import type { ReportExportFormat } from "@alarm/contract";

/** /reports/{tab} (docs/domain-rules.md#alarm-table-filter): the detailed and the monthly report, and the alarm load. */
export interface ReportTab {
  param: "detailed" | "monthly" | "alarm-load";
  titleKey: string;
  icon: string;
  /** The files of this tab's report, the one Export saves at once first. */
  exportFormats: readonly ReportExportFormat[];
  /** The report reads the grouping and the alarm filters; the alarm load reads the range and the organization only. */
  alarmFilters: boolean;
}

export const REPORT_TABS: readonly ReportTab[] = [
  {
    param: "detailed",
    titleKey: "menu.detailedReports",
    icon: "pi-list",
    exportFormats: ["EXCEL_DETAILED", "EXCEL_DATATABLE", "PDF_DETAILED"],
    alarmFilters: true,
  },
  { param: "monthly", titleKey: "menu.monthlyReports", icon: "pi-calendar", exportFormats: ["EXCEL", "PDF"], alarmFilters: true },
  { param: "alarm-load", titleKey: "menu.alarmLoadReport", icon: "pi-gauge", exportFormats: ["EXCEL_ALARM_LOAD", "PDF_ALARM_LOAD"], alarmFilters: false },
];

export const reportTabOf = (param: string | undefined) => REPORT_TABS.find((tab) => tab.param === param);
