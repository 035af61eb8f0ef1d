import { type AlarmStatus, type ConsequentialTriggerType, englishOf, type HistoryKind, type Phrase, TRIGGER_TYPE_OF_STATUS } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { alarmHistory, alarms } from "../db/schema/index.js";
import { liveNotice } from "../core/live-hub.js";

export type AlarmRow = typeof alarms.$inferSelect;
export const ENGINE_CHANNEL = "alarm_engine";

export type HistoryStep = {
  kind: HistoryKind;
  status?: AlarmStatus | null;
  participantId?: number | null;
  participantName?: string | null;
  deviceType?: string | null;
  address?: string | null;
  actor?: string | null;
  /** A phrase the console translates, or free text someone wrote (a quit reason). */
  detail?: Detail;
};
export type Detail = string | Phrase | null | undefined;

/** A detail as stored: the English text for API clients, and the phrase for translation. */
export function detailColumns(detail: Detail): { detail: string | null; phrase: Phrase | null } {
  if (detail === null || detail === undefined) return { detail: null, phrase: null };
  return typeof detail === "string" ? { detail, phrase: null } : { detail: englishOf(detail), phrase: detail };
}

/** Writes steps to the alarm's timeline. */
export async function recordHistory(tx: Executor, alarmId: number, steps: HistoryStep | HistoryStep[]) {
  const list = Array.isArray(steps) ? steps : [steps];
  if (list.length === 0) return;
  await tx.insert(alarmHistory).values(list.map((step) => ({ alarmId, ...step, ...detailColumns(step.detail) })));
}

/** Locks the alarm for a change; concurrent answers, steps and operator actions take turns. */
export async function lockAlarm(tx: Executor, alarmId: number): Promise<AlarmRow | undefined> {
  const [row] = await tx.select().from(alarms).where(eq(alarms.id, alarmId)).for("update");
  return row;
}

/**
 * Moves the alarm to `status` (recording it with who and why) and tells the live monitors; a final
 * status ends the alarm: no more steps, and messages not yet sent are canceled.
 */
export async function changeStatus(
  tx: Executor,
  alarm: Pick<AlarmRow, "id" | "orgId" | "status">,
  status: AlarmStatus,
  change: { actor?: string | null; detail?: Detail; final?: boolean; nextStepAt?: Date | null; kind?: HistoryKind } = {},
) {
  const nextStepAt = change.final ? null : change.nextStepAt;
  const { detail, phrase } = detailColumns(change.detail);
  const triggerType = TRIGGER_TYPE_OF_STATUS[status];
  // One round trip: the alarm, its timeline, the live monitors, and the follow-up alarms the new status fires.
  await tx.execute(sql`with changed as (
      update alarms set status = ${status}, version = version + 1
        ${nextStepAt === undefined ? sql`` : sql`, next_step_at = ${nextStepAt}`}${change.final ? sql`, ended_at = now()` : sql``}
      where id = ${alarm.id}
    ), entry as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      values (${alarm.id}, ${change.kind ?? "STATUS"}, ${status}, ${change.actor ?? "system"}, ${detail}, ${phrase && JSON.stringify(phrase)}::jsonb)
    )${triggerType ? sql`, fired as (${firingsOf(alarm.id, triggerType)})` : sql``}
    select ${liveNotice({ type: "alarm", alarmId: alarm.id, status, orgId: alarm.orgId })}${
      triggerType ? sql`, (select pg_notify(${ENGINE_CHANNEL}, 'follow-up') from fired limit 1)` : sql``
    }`);
  if (change.final) await cancelUnsentMessages(tx, alarm.id, { key: "ALARM_ENDED" });
}

/** The consequential triggers of the alarm's point that wait for `triggerType`, queued for the follow-up job. */
const firingsOf = (alarmId: number, triggerType: ConsequentialTriggerType) =>
  sql`insert into consequential_firings (alarm_id, consequential_id, trigger_type)
      select a.id, c.id, ${triggerType} from alarms a join alarm_points c on c.initiator_id = a.alarm_point_id
      where a.id = ${alarmId} and c.consequential_trigger = ${triggerType} and not c.deleted
      on conflict do nothing returning id`;

/**
 * Someone has seen to an alarm that ended FAILURE, CONFIG_PROBLEM or NOT_ACCEPTED: who and when are
 * kept, the timeline says so, and the alarm leaves the alarm table (the history keeps it).
 */
export async function closeFailedAlarm(tx: Executor, alarm: Pick<AlarmRow, "id" | "orgId" | "status">, by: string, step: HistoryStep) {
  const status = alarm.status as AlarmStatus;
  await tx.execute(sql`with seen as (
      update alarms set failure_acknowledged_at = now(), failure_acknowledged_by = ${by}, version = version + 1 where id = ${alarm.id}
    ) select ${liveNotice({ type: "alarm", alarmId: alarm.id, status, orgId: alarm.orgId })}`);
  await recordHistory(tx, alarm.id, { status, actor: by, ...step });
}

/** Messages still waiting for their turn are not sent any more (those being sent finish). */
export async function cancelUnsentMessages(tx: Executor, alarmId: number, reason: Phrase, recipientId?: number) {
  await tx.execute(sql`update alarm_notifications set status = 'CANCELED', ended_at = now(), last_error = ${englishOf(reason)}, last_error_phrase = ${JSON.stringify(reason)}::jsonb
    where alarm_id = ${alarmId} and status = 'PENDING' ${recipientId === undefined ? sql`` : sql`and recipient_id = ${recipientId}`}`);
}

/** Wakes the engine of every instance: work is due now. */
export async function wakeEngine(tx: Executor, what: "alarm" | "outbox") {
  await tx.execute(sql`select pg_notify(${ENGINE_CHANNEL}, ${what})`);
}
