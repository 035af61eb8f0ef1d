import { type AlarmStatus, type FailedAlarmStatus, isFailedStatus, isFinalStatus, type TriggerAlarmResponse } from "@alarm/contract";

export interface OutcomeLine {
  key: string;
  values?: Record<string, string | number>;
}

/** What the console says after a trigger: a title, sentences, and whether it went as asked. */
export interface TriggerOutcome {
  severity: "success" | "warn" | "error";
  summaryKey: string;
  lines: OutcomeLine[];
}

/** Where an alarm is listed: the alarm table (running, or ended unhandled and not yet acknowledged) or the history. */
export type AlarmPlace = "table" | "history";

export const alarmPlaceOf = (status: AlarmStatus): AlarmPlace => (isFinalStatus(status) && !isFailedStatus(status) ? "history" : "table");

/** The alarm's tab of the alarm monitor, with its details open. */
export const alarmHref = (alarmId: number, place: AlarmPlace = "table") => `/alarm-table?tab=${place === "table" ? 0 : 2}&id=${alarmId}`;
export const alarmTableHref = (alarmId: number) => alarmHref(alarmId, "table");

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
  const triggered = triggeredName(response, name);
  if (response.status === "SCHEDULED") lines.push({ key: "alarmTrigger.outcome.scheduled", values: { name: triggered, minutes: delayMinutes ?? 0 } });
  else lines.push({ key: "alarmTrigger.outcome.started", values: { name: triggered } });
  return {
    severity: response.replacedBy ? "warn" : "success",
    summaryKey: response.status === "SCHEDULED" ? "alarmTrigger.outcome.scheduledTitle" : "alarmTrigger.outcome.startedTitle",
    lines,
  };
}

/** The name of the alarm point that was triggered: the replacement, when another one stood in. */
export const triggeredName = (response: TriggerAlarmResponse, name: string) => response.replacedBy?.name ?? name;

/** Statuses that say enough participants accepted (acknowledged or ended since). */
const ACCEPTED_STATUSES: readonly AlarmStatus[] = ["ACCEPTED", "PARTIAL_ACKNOWLEDGED", "ACKNOWLEDGED", "FINISHED", "NOT_ACKNOWLEDGED"];

const FAILURE_LINES: Record<FailedAlarmStatus, string> = {
  FAILURE: "alarmTrigger.outcome.failure",
  CONFIG_PROBLEM: "alarmTrigger.outcome.configProblem",
  NOT_ACCEPTED: "alarmTrigger.outcome.notAccepted",
};

/** Whether a followed alarm has its answer: accepted, or ended. */
export function isSettled(status: AlarmStatus): boolean {
  return ACCEPTED_STATUSES.includes(status) || isFinalStatus(status);
}

/**
 * What the toast following an alarm says once it is settled: an error when it ended with nobody
 * handling it, a success note when it was accepted, nothing when an operator ended it.
 */
export function settledOutcomeOf(status: AlarmStatus, name: string): TriggerOutcome | null {
  if (isFailedStatus(status)) {
    return {
      severity: "error",
      summaryKey: "alarmTrigger.outcome.failedTitle",
      lines: [{ key: FAILURE_LINES[status], values: { name } }, { key: "alarmTrigger.outcome.staysInTable" }],
    };
  }
  if (ACCEPTED_STATUSES.includes(status))
    return { severity: "success", summaryKey: "alarmTrigger.outcome.acceptedTitle", lines: [{ key: "alarmTrigger.outcome.accepted", values: { name } }] };
  return null;
}
