import type { AlarmStatus, NotificationStatus, RecipientStatus } from "@alarm/contract";

/**
 * The transitions the lifecycle allows, per status: the state diagrams of docs/alarm-lifecycle.md
 * as data. The lifecycle's writers check every change against them; a change not listed is a bug in
 * the caller and throws instead of being written.
 */
export const ALARM_TRANSITIONS = {
  SCHEDULED: ["PROCESSING", "CANCELED", "ACKNOWLEDGED", "FINISHED"],
  // ACCEPTED and NOT_ACCEPTED straight from NEW: an alarm that follows its incident takes its lead's outcome.
  NEW: ["PROCESSING", "CANCELED", "ACKNOWLEDGED", "FINISHED", "ACCEPTED", "NOT_ACCEPTED"],
  PROCESSING: ["PARTIAL_ACCEPTED", "ACCEPTED", "NOT_ACCEPTED", "FAILURE", "CONFIG_PROBLEM", "INTERRUPTED", "ACKNOWLEDGED", "FINISHED"],
  PARTIAL_ACCEPTED: ["ACCEPTED", "NOT_ACCEPTED", "FAILURE", "CONFIG_PROBLEM", "INTERRUPTED", "ACKNOWLEDGED", "FINISHED"],
  ACCEPTED: ["PARTIAL_ACKNOWLEDGED", "ACKNOWLEDGED", "NOT_ACKNOWLEDGED", "FINISHED"],
  PARTIAL_ACKNOWLEDGED: ["ACKNOWLEDGED", "NOT_ACKNOWLEDGED", "FINISHED"],
  ACKNOWLEDGED: ["FINISHED"],
  FINISHED: [],
  NOT_ACCEPTED: [],
  NOT_ACKNOWLEDGED: [],
  CANCELED: [],
  INTERRUPTED: [],
  FAILURE: [],
  CONFIG_PROBLEM: [],
  INACTIVE: [],
} as const satisfies Record<AlarmStatus, readonly AlarmStatus[]>;

/** A recipient is notified again in each round (and by each rank naming them) until they answer; an answer is final. */
export const RECIPIENT_TRANSITIONS = {
  WAITING: ["NOTIFIED", "ACCEPTED", "DECLINED"],
  NOTIFIED: ["NOTIFIED", "ACCEPTED", "DECLINED", "NO_ANSWER", "UNREACHABLE"],
  NO_ANSWER: ["NOTIFIED", "ACCEPTED", "DECLINED"],
  UNREACHABLE: ["NOTIFIED", "ACCEPTED", "DECLINED"],
  ACCEPTED: [],
  DECLINED: [],
} as const satisfies Record<RecipientStatus, readonly RecipientStatus[]>;

/**
 * A message is claimed (SENDING) and then sent, retried (PENDING again), handed back or ended; a
 * SENDING message whose deadline passed is claimed again (its instance died). A gateway's report
 * may still turn a sent message into DELIVERED or FAILED.
 */
export const MESSAGE_TRANSITIONS = {
  PENDING: ["SENDING", "CANCELED"],
  SENDING: ["SENDING", "PENDING", "SENT", "DELIVERED", "FAILED", "CANCELED"],
  SENT: ["DELIVERED", "FAILED"],
  DELIVERED: ["FAILED"],
  FAILED: [],
  CANCELED: [],
} as const satisfies Record<NotificationStatus, readonly NotificationStatus[]>;

type Table<S extends string> = Record<S, readonly S[]>;

/** The statuses from which `to` may be reached: the guard of a change written in one statement. */
export function statusesLeadingTo<S extends string>(table: Table<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

export class IllegalTransitionError extends Error {
  constructor(what: string, from: string, to: string) {
    super(`${what} cannot go from ${from} to ${to}`);
    this.name = "IllegalTransitionError";
  }
}

export function assertAlarmTransition(from: AlarmStatus, to: AlarmStatus) {
  if (!(ALARM_TRANSITIONS[from] as readonly AlarmStatus[]).includes(to)) throw new IllegalTransitionError("An alarm", from, to);
}

/** A status set as PostgreSQL's text[] literal, for `status = any(...)`. */
export const textArray = (statuses: readonly string[]) => `{${statuses.join(",")}}`;
