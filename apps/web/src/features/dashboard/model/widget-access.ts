import { ROOT_ORG_ID, WIDGET_TYPES, type Authority, type WidgetType } from "@alarm/contract";

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
  SHELVED_POINTS: { anyOf: ["ALARM_TABLE", "ALARM_SHELVE", "ALARM_DEFINITION"], deniedKey: "dashboard.denied.shelved" },
  ALARM_LOAD: { anyOf: ["ALARM_TABLE", "REPORTS"], deniedKey: "dashboard.denied.figures" },
};

/** The host's figures belong to the installation: the server shows them to users of the total system only. */
const hostReadableFrom = (type: WidgetType, orgId: number) => type !== "RESOURCES" || orgId === ROOT_ORG_ID;

/** The translation key of why the user (of organization `orgId`) may not see the widget's figures; null when they may. */
export function deniedKeyOf(type: WidgetType, authorities: readonly Authority[], orgId: number = ROOT_ORG_ID): string | null {
  const need = WIDGET_NEEDS[type];
  if (!need) return null;
  return need.anyOf.some((authority) => authorities.includes(authority)) && hostReadableFrom(type, orgId) ? null : need.deniedKey;
}

/** The widget types the user can add: all but those whose figures they may not see at all (the resource gauges). */
export const addableTypes = (authorities: readonly Authority[], orgId: number = ROOT_ORG_ID): WidgetType[] =>
  WIDGET_TYPES.filter((type) => type !== "RESOURCES" || deniedKeyOf(type, authorities, orgId) === null);
