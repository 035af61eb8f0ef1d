import type { AlarmSource } from "../../../components/alarm-monitor/alarm-queries";
import { FAILED_ALARM_STATUSES, FINAL_ALARM_STATUSES, OPEN_ALARM_STATUSES, type AlarmRow, type AlarmStatus } from "@alarm/contract";

/** What a tab lists: every open alarm in scope, the open alarms that concern me, or the ended ones. */
export type AlarmView = "all" | "my" | "history";

/** Where a view's alarms come from: POST /alarmtable (open) or POST /history (ended). */
export type { AlarmSource };

export interface AlarmTab {
  /** The value of `?tab=`. */
  param: string;
  titleKey: string;
  icon: string;
  /** null: the lone worker tab, which lists the lone workers' sessions rather than alarms. */
  view: AlarmView | null;
}

/** /alarm-table?tab= (docs/domain-rules.md#screens): 0 alarm table, 1 my alarms, 2 history, 4 lone worker. */
export const ALARM_TABS: readonly AlarmTab[] = [
  { param: "0", titleKey: "menu.alarmTable", icon: "pi-table", view: "all" },
  { param: "1", titleKey: "menu.myAlarms", icon: "pi-user", view: "my" },
  { param: "2", titleKey: "menu.history", icon: "pi-history", view: "history" },
  { param: "4", titleKey: "menu.loneWorker", icon: "pi-shield", view: null },
];

export const DEFAULT_TAB_PARAM = "0";

export function tabOf(param: string | null): AlarmTab | undefined {
  return ALARM_TABS.find((tab) => tab.param === (param ?? DEFAULT_TAB_PARAM));
}

export const SOURCE_OF: Record<AlarmView, AlarmSource> = { all: "alarmtable", my: "alarmtable", history: "history" };

/** The statuses an alarm of the view can have (the status filter offers these); the alarm table keeps failed alarms until acknowledged. */
const TABLE_STATUSES: readonly AlarmStatus[] = [...OPEN_ALARM_STATUSES, ...FAILED_ALARM_STATUSES];
export const STATUSES_OF: Record<AlarmView, readonly AlarmStatus[]> = {
  all: TABLE_STATUSES,
  my: TABLE_STATUSES,
  history: FINAL_ALARM_STATUSES,
};

/** Whether a view lists the alarm: the alarm table (and mine) running ones and those needing attention, the history ended ones. */
export function viewHolds(view: AlarmView, alarm: Pick<AlarmRow, "endedAt" | "needsAttention">): boolean {
  return view === "history" ? alarm.endedAt !== null : alarm.endedAt === null || alarm.needsAttention;
}

/** The tab to show an alarm on: the one asked for when it lists the alarm, else the alarm table or the history, wherever it is. */
export function tabHolding(tab: AlarmTab, alarm: Pick<AlarmRow, "endedAt" | "needsAttention">): AlarmTab {
  if (tab.view && viewHolds(tab.view, alarm)) return tab;
  return ALARM_TABS.find((each) => each.view === (viewHolds("all", alarm) ? "all" : "history"))!;
}
