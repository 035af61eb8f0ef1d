import { WIDGET_TYPES, type Authority, type WidgetType } from "@alarm/contract";

interface WidgetNeed {
  /** Any one of these authorities lets the user see the widget's figures. */
  anyOf: readonly Authority[];
  /** What the widget says instead. */
  deniedKey: string;
}

/** What the server asks of a user for each widget's figures (the others are open to all). */
const WIDGET_NEEDS: Partial<Record<WidgetType, WidgetNeed>> = {
  LAST_ALARMS: { anyOf: ["ALARM_TABLE"], deniedKey: "dashboard.denied.lastAlarms" },
  STATISTICS: { anyOf: ["ALARM_TABLE", "REPORTS"], deniedKey: "dashboard.denied.figures" },
  CALLS_BY_TYPE: { anyOf: ["ALARM_TABLE", "REPORTS"], deniedKey: "dashboard.denied.figures" },
  CALLS: { anyOf: ["ALARM_TABLE", "REPORTS"], deniedKey: "dashboard.denied.figures" },
  RESOURCES: { anyOf: ["SYSTEM_TABLES"], deniedKey: "dashboard.denied.resources" },
};

/** The translation key of why the user may not see the widget's figures; null when they may. */
export function deniedKeyOf(type: WidgetType, authorities: readonly Authority[]): string | null {
  const need = WIDGET_NEEDS[type];
  return need && !need.anyOf.some((authority) => authorities.includes(authority)) ? need.deniedKey : null;
}

/** The widget types the user can add: all, but the resource gauges only for holders of SYSTEM_TABLES. */
export const addableTypes = (authorities: readonly Authority[]): WidgetType[] =>
  WIDGET_TYPES.filter((type) => type !== "RESOURCES" || authorities.includes("SYSTEM_TABLES"));
