import type { TriggerAlarmResponse } from "@alarm/contract";

export interface OutcomeLine {
  key: string;
  values?: Record<string, string | number>;
}

/** What the console says after a trigger: a title, sentences, and whether it went as asked. */
export interface TriggerOutcome {
  severity: "success" | "warn";
  summaryKey: string;
  lines: OutcomeLine[];
}

/** Where an alarm is shown: the alarm table tab with its details open. */
export const alarmTableHref = (alarmId: number) => `/alarm-table?tab=0&id=${alarmId}`;

/**
 * The words for the server's answer to a trigger of `name`: inactive (nobody is alerted), replaced
 * by another alarm point at this time, scheduled for later, or started now.
 */
export function triggerOutcomeOf(response: TriggerAlarmResponse, name: string, delayMinutes?: number): TriggerOutcome {
  if (response.status === "INACTIVE") {
    return { severity: "warn", summaryKey: "alarmTrigger.outcome.inactiveTitle", lines: [{ key: "alarmTrigger.outcome.inactive", values: { name } }] };
  }
  const lines: OutcomeLine[] = [];
  if (response.replacedBy) lines.push({ key: "alarmTrigger.outcome.replaced", values: { name, replacement: response.replacedBy.name } });
  const triggered = response.replacedBy?.name ?? name;
  if (response.status === "SCHEDULED") lines.push({ key: "alarmTrigger.outcome.scheduled", values: { name: triggered, minutes: delayMinutes ?? 0 } });
  else lines.push({ key: "alarmTrigger.outcome.started", values: { name: triggered } });
  return {
    severity: response.replacedBy ? "warn" : "success",
    summaryKey: response.status === "SCHEDULED" ? "alarmTrigger.outcome.scheduledTitle" : "alarmTrigger.outcome.startedTitle",
    lines,
  };
}
