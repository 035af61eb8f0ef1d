import { type AlarmStatus, type ConsequentialTriggerType, type HistoryKind, type Phrase, TRIGGER_TYPE_OF_STATUS } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { liveNotice } from "../../core/live-hub.js";
import { type Executor, queryRows } from "../../db/database.js";
import { type AlarmRow, type Detail, detailColumns, ENGINE_CHANNEL, type HistoryStep } from "../alarm-records.js";
import { cancelUnsentMessages } from "./message-status.js";
import { assertAlarmTransition } from "./transitions.js";
import { closeFollowers, followLead } from "./incident-follow.js";

type AlarmRef = Pick<AlarmRow, "id" | "orgId" | "status">;
export type StatusChange = { actor?: string | null; detail?: Detail; final?: boolean; nextStepAt?: Date | null; kind?: HistoryKind };

/**
 * Moves the alarm from the status it was read with to `status`, recording who and why on its
 * timeline, telling the live monitors and queueing the follow-up alarms the new status fires, all in
 * one statement guarded by the old status: repeated after an uncertain commit, or raced by another
 * change, it writes nothing and answers false. A final status ends the alarm: no more steps, and
 * messages not yet sent are canceled. A transition the lifecycle does not allow throws.
 */
export async function changeStatus(tx: Executor, alarm: AlarmRef, status: AlarmStatus, change: StatusChange = {}): Promise<boolean> {
  assertAlarmTransition(alarm.status, status);
  const nextStepAt = change.final ? null : change.nextStepAt;
  const { detail, phrase } = detailColumns(change.detail);
  const triggerType = TRIGGER_TYPE_OF_STATUS[status];
  const [changed] = await queryRows<{ changed: boolean; incidentId: number | null }>(
    tx,
    sql`with changed as (
      update alarms set status = ${status}, version = version + 1
        ${nextStepAt === undefined ? sql`` : sql`, next_step_at = ${nextStepAt}`}${change.final ? sql`, ended_at = now()` : sql``}
      where id = ${alarm.id} and status = ${alarm.status} returning id, incident_id
    ), entry as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      select id, ${change.kind ?? "STATUS"}, ${status}, ${change.actor ?? "system"}, ${detail}, ${phrase && JSON.stringify(phrase)}::jsonb from changed
    )${triggerType ? sql`, fired as (${firingsOf(triggerType)})` : sql``}
    select true as changed, incident_id::int as "incidentId", ${liveNotice({ type: "alarm", alarmId: alarm.id, status, orgId: alarm.orgId })}${
      triggerType ? sql`, (select pg_notify(${ENGINE_CHANNEL}, 'follow-up') from fired limit 1)` : sql``
    } from changed`,
  );
  if (!changed) return false;
  if (change.final) await cancelUnsentMessages(tx, alarm.id, { key: "ALARM_ENDED" });
  if (changed.incidentId !== null) await followLead(tx, alarm, changed.incidentId, status, change.actor ?? null);
  return true;
}

/** The consequential triggers of the changed alarm's point that wait for `triggerType`, queued for the follow-up job. */
export const firingsOf = (triggerType: ConsequentialTriggerType) =>
  sql`insert into consequential_firings (alarm_id, consequential_id, trigger_type)
      select a.id, c.id, ${triggerType} from changed join alarms a on a.id = changed.id join alarm_points c on c.initiator_id = a.alarm_point_id
      where c.consequential_trigger = ${triggerType} and not c.deleted
      on conflict do nothing returning id`;

/**
 * When the alarm's next step is due (null: none), and where its escalation stands, while it still
 * has the status it was read with. Wakes the engine when the step is due now.
 */
export async function scheduleNextStep(tx: Executor, alarm: AlarmRef, nextStepAt: Date | null, position?: { round: number; rank: number }) {
  await tx.execute(sql`update alarms set next_step_at = ${nextStepAt}
      ${position ? sql`, round = ${position.round}, rank = ${position.rank}` : sql``}
      where id = ${alarm.id} and status = ${alarm.status}`);
}

/**
 * Where the escalation stands now that a rank started, when its next step is due, and the rank's
 * start on the timeline; the outboxes of every instance are woken for the new messages. One statement.
 */
export async function startedRank(tx: Executor, alarm: AlarmRef, position: { round: number; rank: number; nextStepAt: Date }, started?: Phrase) {
  const entry = started && detailColumns(started);
  await tx.execute(sql`with moved as (
      update alarms set round = ${position.round}, rank = ${position.rank}, next_step_at = ${position.nextStepAt}
      where id = ${alarm.id} and status = ${alarm.status} returning id)${
        entry
          ? sql`, entry as (insert into alarm_history (alarm_id, kind, status, detail, phrase)
                select id, 'RANK_STARTED', ${alarm.status}, ${entry.detail}, ${entry.phrase && JSON.stringify(entry.phrase)}::jsonb from moved)`
          : sql``
      }
    select pg_notify(${ENGINE_CHANNEL}, 'outbox')`);
}

/**
 * Someone has seen to an alarm that ended FAILURE, CONFIG_PROBLEM or NOT_ACCEPTED: who and when are
 * kept, the timeline says so, and the alarm leaves the alarm table (the history keeps it). Its status
 * stays. Guarded: seen to once only.
 */
export async function closeFailedAlarm(tx: Executor, alarm: AlarmRef, by: string, step: HistoryStep): Promise<boolean> {
  const { detail, phrase } = detailColumns(step.detail);
  const [seen] = await queryRows<{ seen: boolean }>(
    tx,
    sql`with seen as (
      update alarms set failure_acknowledged_at = now(), failure_acknowledged_by = ${by}, version = version + 1
      where id = ${alarm.id} and ended_at is not null and failure_acknowledged_at is null returning id
    ), entry as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      select id, ${step.kind}, ${alarm.status}, ${by}, ${detail}, ${phrase && JSON.stringify(phrase)}::jsonb from seen
    ) select true as seen, ${liveNotice({ type: "alarm", alarmId: alarm.id, status: alarm.status, orgId: alarm.orgId })} from seen`,
  );
  if (seen) await closeFollowers(tx, alarm.id, by);
  return Boolean(seen);
}
