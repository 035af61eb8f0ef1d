import type { AlarmRow, MaintenanceNow } from "@alarm/contract";

export type MaintenanceNowWindow = MaintenanceNow["windows"][number];

/**
 * The windows in force now that hold an alarm's point: its point is in maintenance itself, or its
 * organization lies in a maintained organization's subtree (the answer spells those out but not by
 * window: a window of the row's own organization when there is one, else every whole-organization
 * window). Alarms without an alarm point (manual calls) are never in maintenance.
 */
export function maintenanceWindowsOf(row: Pick<AlarmRow, "alarmPointId" | "orgId">, now: MaintenanceNow): MaintenanceNowWindow[] {
  if (row.alarmPointId === null) return [];
  const ofPoint = now.alarmPointIds.includes(row.alarmPointId) ? now.windows.filter((window) => window.alarmPointId === row.alarmPointId) : [];
  let ofOrganization: MaintenanceNowWindow[] = [];
  if (now.orgIds.includes(row.orgId)) {
    const wholeOrganization = now.windows.filter((window) => window.alarmPointId === null);
    const own = wholeOrganization.filter((window) => window.orgId === row.orgId);
    ofOrganization = own.length > 0 ? own : wholeOrganization;
  }
  return [...ofPoint, ...ofOrganization];
}
