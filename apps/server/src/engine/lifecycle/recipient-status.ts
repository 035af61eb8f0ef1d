import type { AlarmResponse } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { type Executor, preparedStatement, queryRows } from "../../db/database.js";
import { type AlarmRow, ENGINE_CHANNEL, type HistoryStep, historyEntryFrom } from "../alarm-records.js";
import { RECIPIENT_TRANSITIONS, statusesLeadingTo, textArray } from "./transitions.js";

/** The guard of a change to a recipient status: the statuses it may come from (docs/alarm-lifecycle.md#recipient-statuses). */
const leadingTo = (to: keyof typeof RECIPIENT_TRANSITIONS) => textArray(statusesLeadingTo(RECIPIENT_TRANSITIONS, to));

/** A message due now, claimed as the outbox's claim would (claimMessages): SENDING, its first try, its deadline `claimSeconds` away. */
const dueNow = sql`(${sql.placeholder("claimSeconds")}::int is not null and m."nextAttemptAt" <= now())`;
const claimedColumns = sql`, case when ${dueNow} then 'SENDING' else 'PENDING' end, case when ${dueNow} then 1 else 0 end,
            case when ${dueNow} then now() + make_interval(secs => ${sql.placeholder("claimSeconds")}::int) end`;

/**
 * A rank's people become NOTIFIED (those who accepted or declined already are left alone) and the
 * messages to their devices are queued PENDING: the parts `people`, `recipients` and `messages` of a
 * statement's WITH. `onlyIf`: a condition on the people (a WHERE), when the statement may have nothing to do;
 * `alarmId`: the alarm's id, when the statement does not take it as a parameter (it inserts the alarm);
 * `claim`: the messages due now are claimed when the parameter `claimSeconds` is given, and `messages` returns them all.
 */
export const rankNotified = (onlyIf: SQL = sql``, alarmId: SQL = sql`${sql.placeholder("alarmId")}::bigint`, claim = false) => sql`people as (
          select * from jsonb_to_recordset(${sql.placeholder("people")}::jsonb) as p("participantId" int, name text, language text) ${onlyIf}
        ), recipients as (
          insert into alarm_recipients (alarm_id, participant_id, name, language, rank, status)
          select ${alarmId}, "participantId", name, language, ${sql.placeholder("rank")}::int, 'NOTIFIED' from people
          on conflict (alarm_id, participant_id) do update set status = 'NOTIFIED', rank = excluded.rank
            where alarm_recipients.status = any(${leadingTo("NOTIFIED")}::text[])
          returning id, participant_id
        ), messages as (
          insert into alarm_notifications (alarm_id, recipient_id, participant_id, device_id, device_type, address, round, rank, device_order, message_id, next_attempt_at
            ${claim ? sql`, status, tries, deadline` : sql``})
          select ${alarmId}, r.id, r.participant_id, m."deviceId", m."deviceType", m.address, ${sql.placeholder("round")}::int, ${sql.placeholder("rank")}::int, m."deviceOrder", m."messageId", m."nextAttemptAt"
            ${claim ? claimedColumns : sql``}
          from recipients r
          join jsonb_to_recordset(${sql.placeholder("messages")}::jsonb)
            as m("participantId" int, "deviceId" int, "deviceType" text, address text, "deviceOrder" int, "messageId" text, "nextAttemptAt" timestamptz, position int)
            on m."participantId" = r.participant_id
          order by m.position
          ${claim ? sql`returning id, recipient_id, participant_id, device_type, address, message_id, status, deadline` : sql``}
        )`;

/** One statement: the rank's people notified and their messages queued. Prepared: every rank of every alarm runs it. */
export const notifyRecipients = preparedStatement<{ participantId: number }>(
  "insert_recipients",
  () => sql`with ${rankNotified()}
        select participant_id as "participantId" from recipients`,
);

/**
 * The same, and when every one of the rank's people was notified (none had answered already), the
 * rank's start as startedRank (alarm-status.ts) writes it: where the escalation stands, when its
 * next step is due and the start on the timeline, with the outboxes woken. One round trip for a
 * rank's start; `advanced` false: the caller moves the alarm itself, with the people actually notified.
 */
export const notifyRecipientsAndAdvance = preparedStatement<{ participantId: number; advanced: boolean }>(
  "insert_recipients_and_advance",
  () => sql`with ${rankNotified()}, moved as (
          update alarms set round = ${sql.placeholder("round")}::int, rank = ${sql.placeholder("position")}::int, next_step_at = ${sql.placeholder("nextStepAt")}::timestamptz
          where id = ${sql.placeholder("alarmId")}::bigint and status = ${sql.placeholder("status")}::text
            and (select count(*) from recipients) = jsonb_array_length(${sql.placeholder("people")}::jsonb)
          returning id
        ), entry as (
          insert into alarm_history (alarm_id, kind, status, detail, phrase)
          select id, 'RANK_STARTED', ${sql.placeholder("status")}::text, ${sql.placeholder("detail")}::text, ${sql.placeholder("phrase")}::jsonb from moved
        )
        select participant_id as "participantId", exists (select 1 from moved) as advanced, pg_notify(${ENGINE_CHANNEL}, 'outbox') from recipients`,
);

/** The rank's time is up: those notified who neither accepted nor declined did not answer, each on the timeline. One statement. */
export async function markUnanswered(tx: Executor, alarm: Pick<AlarmRow, "id" | "status">) {
  await tx.execute(sql`with silent as (
      update alarm_recipients set status = 'NO_ANSWER' where alarm_id = ${alarm.id} and status = any(${leadingTo("NO_ANSWER")}::text[])
      returning alarm_id, participant_id, name)
    insert into alarm_history (alarm_id, kind, status, participant_id, participant_name)
    select alarm_id, 'NO_ANSWER', ${alarm.status}, participant_id, name from silent`);
}

/** None of the recipient's messages of this round can still reach them. */
export async function markUnreachable(tx: Executor, recipientId: number) {
  await tx.execute(sql`update alarm_recipients set status = 'UNREACHABLE' where id = ${recipientId} and status = any(${leadingTo("UNREACHABLE")}::text[])`);
}

/** The recipient's answer with its timeline entry, once: false when they had answered already (a second answer racing the first). */
export async function answerAs(tx: Executor, recipientId: number, response: AlarmResponse, step: HistoryStep): Promise<boolean> {
  const status = response === "ACCEPT" ? "ACCEPTED" : "DECLINED";
  const answered = await queryRows<{ id: number }>(
    tx,
    sql`with answered as (
          update alarm_recipients set status = ${status}, responded_at = ${clock.now()}
          where id = ${recipientId} and status = any(${leadingTo(status)}::text[]) returning id, alarm_id),
        entry as (${historyEntryFrom(sql`answered`, step)})
        select id from answered`,
  );
  return answered.length > 0;
}

/** An operator acknowledges the handling of those who accepted (all of them, or those chosen): who was acknowledged now. */
export async function acknowledgeAccepted(tx: Executor, alarmId: number, recipientIds: number[] | undefined) {
  return queryRows<{ participantId: number; name: string }>(
    tx,
    sql`update alarm_recipients set acknowledged_at = now()
        where alarm_id = ${alarmId} and status = 'ACCEPTED' and acknowledged_at is null
          ${recipientIds ? sql`and id = any(${textArray(recipientIds.map(String))}::bigint[])` : sql``}
        returning participant_id as "participantId", name`,
  );
}
