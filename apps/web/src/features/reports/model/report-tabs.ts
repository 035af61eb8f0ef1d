/** /reports/{tab} (SPEC section 2): the detailed and the monthly report. */
export interface ReportTab {
  param: "detailed" | "monthly";
  titleKey: string;
  icon: string;
}

export const REPORT_TABS: readonly ReportTab[] = [
  { param: "detailed", titleKey: "menu.detailedReports", icon: "pi-list" },
  { param: "monthly", titleKey: "menu.monthlyReports", icon: "pi-calendar" },
];

export const reportTabOf = (param: string | undefined) => REPORT_TABS.find((tab) => tab.param === param);
