import { alarmIcon, type AlarmIcon, type ListItem } from "@alarm/contract";

/** An alarm point as a tile of the alarm panels. */
export interface PanelPoint {
  id: number;
  name: string;
  icon: AlarmIcon | null;
  systemId: string | null;
  description: string | null;
  /** The alarm text, when the list sends it. */
  text: string | null;
  priority: number | null;
  /** Triggering needs an alarm plan; a point without one is shown but cannot be triggered. */
  hasPlan: boolean;
  orgId: number;
  orgName: string;
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

export function toPanelPoint(item: ListItem): PanelPoint {
  const icon = alarmIcon.safeParse(item.icon);
  return {
    id: item.id,
    name: item.name,
    icon: icon.success ? icon.data : null,
    systemId: textOf(item.systemId),
    description: textOf(item.description),
    text: textOf(item.text),
    priority: typeof item.priority === "number" ? item.priority : null,
    hasPlan: typeof item.alarmPlanId === "number",
    orgId: item.orgId,
    orgName: item.orgName,
  };
}
