import { englishOf, type NotificationStatus, type Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Db, type Executor, preparedStatement, queryRows } from "../../db/database.js";
import { type Detail, detailColumns, ENGINE_CHANNEL, type HistoryStep, historyEntryFrom } from "../alarm-records.js";
import type { ClaimedMessage } from "../outbox/compose.js";
import { MESSAGE_TRANSITIONS, statusesLeadingTo, textArray } from "./transitions.js";

/** A message as the outbox claimed it: the try it is on guards every later change. */
export type ClaimedTry = { id: number; tries: number };

/**
 * Put back as due later, a message wakes the outboxes of every instance (at commit), which then
 * sleep until it is due: one that emptied the queue is not woken by its own finished sends.
 */
const OUTBOX_WAKE_UP = sql`select pg_notify(${ENGINE_CHANNEL}, 'outbox')`;

/** The guard of a change to `to`: the statuses it may come from (docs/alarm-lifecycle.md#notification-statuses). */
const from = (to: NotificationStatus) => sql`status = any(${textArray(statusesLeadingTo(MESSAGE_TRANSITIONS, to))}::text[])`;

/**
 * Claims due messages (PENDING → SENDING, and SENDING again when its deadline passed because the
 * instance sending it died): first the expired, then the PENDING ones whose time has come; each row
 * also says how long until the next message not yet due (`nextDueMs`), so that an outbox that emptied
 * the queue knows how long to sleep without another query. Prepared: the outbox runs it many times a second.
 */
export const claimMessages = preparedStatement<ClaimedMessage & { nextDueMs: number | string | null }>(
  "claim_messages",
  () => sql`with expired as (
            select id from alarm_notifications where status = 'SENDING' and deadline < now() order by deadline limit ${sql.placeholder("limit")} for update skip locked
          ), pending as (
            select id from alarm_notifications where status = 'PENDING' and next_attempt_at <= now() order by next_attempt_at limit ${sql.placeholder("limit")} for update skip locked
          ), due as (
            select id from expired union all select id from pending limit ${sql.placeholder("limit")}
          ), claimed as (
            update alarm_notifications n set status = 'SENDING', tries = n.tries + 1, deadline = now() + make_interval(secs => ${sql.placeholder("timeout")})
            from due where n.id = due.id
            returning n.id, n.alarm_id, n.recipient_id, n.participant_id, n.device_type, n.address, n.message_id, n.tries, n.round, n.summary
          )
          select c.id::int as id, c.alarm_id::int as "alarmId", c.recipient_id::int as "recipientId", c.participant_id as "participantId",
                 c.device_type as "deviceType", c.address, c.message_id as "messageId", c.tries, c.round, c.summary,
                 r.name as "participantName", r.language, r.status as "recipientStatus", p.login,
                 a.name as "alarmName", a.text, a.speech_text as "speechText", a.triggered_by as "triggeredBy", a.triggered_at as "triggeredAt", coalesce(a.scheduled_for, a.triggered_at) as "startedAt",
                 a.ended_at as "endedAt", a.instruction_file_ids as "instructionFileIds", o.name as "orgName", t.texts,
                 extract(epoch from least(
                   (select min(next_attempt_at) from alarm_notifications where status = 'PENDING' and next_attempt_at > now()),
                   (select min(deadline) from alarm_notifications where status = 'SENDING')) - now()) * 1000 as "nextDueMs"
          from claimed c
          join alarm_recipients r on r.id = c.recipient_id
          join alarms a on a.id = c.alarm_id
          join organizations o on o.id = a.org_id
          left join participants p on p.id = c.participant_id
          left join text_templates t on t.id = a.text_template_id`,
);

/** A send cut by the instance's stop: due again now, the try not counted, and the other instances woken. */
export async function handBack(db: Db, message: ClaimedTry) {
  await db.execute(sql`with handed as (
        update alarm_notifications set status = 'PENDING', tries = tries - 1, deadline = null, next_attempt_at = now()
        where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id)
      ${OUTBOX_WAKE_UP} from handed`);
}

/** A send failed for now: due again after `delaySeconds`, with the problem kept and on the timeline. */
export async function retryLater(db: Db, message: ClaimedTry, problem: { message: string; phrase: Phrase | null }, delaySeconds: number, step: HistoryStep) {
  await db.execute(sql`with retried as (
        update alarm_notifications set status = 'PENDING', deadline = null, last_error = ${problem.message}, last_error_phrase = ${problem.phrase && JSON.stringify(problem.phrase)}::jsonb,
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}) where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning alarm_id),
      entry as (${historyEntryFrom(sql`retried`, step)})
      ${OUTBOX_WAKE_UP} from retried`);
}

/** Over the contact limit of its number: due again after `waitSeconds`, the try not counted. */
export async function waitForContactLimit(db: Db, message: ClaimedTry, limited: Phrase, waitSeconds: number) {
  await db.execute(sql`with waiting as (
        update alarm_notifications set status = 'PENDING', tries = tries - 1, deadline = null,
          last_error = ${englishOf(limited)}, last_error_phrase = ${JSON.stringify(limited)}::jsonb,
          next_attempt_at = now() + make_interval(secs => ${waitSeconds}) where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id)
      ${OUTBOX_WAKE_UP} from waiting`);
}

/** Ends a claimed message without a send (FAILED or CANCELED), with the reason kept and on the timeline. False when it had moved on. */
export async function endClaimedMessage(tx: Executor, message: ClaimedTry, status: "FAILED" | "CANCELED", reason: Detail, step: HistoryStep): Promise<boolean> {
  const { detail, phrase } = detailColumns(reason);
  const ended = await queryRows<{ id: number }>(
    tx,
    sql`with ended as (
          update alarm_notifications set status = ${status}, ended_at = now(), deadline = null, last_error = ${detail}, last_error_phrase = ${phrase && JSON.stringify(phrase)}::jsonb
          where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id, alarm_id),
        entry as (${historyEntryFrom(sql`ended`, step)})
        select id from ended`,
  );
  return ended.length > 0;
}

/**
 * Successful sends, several at once: SENT or DELIVERED, each with its timeline entry, where the
 * message is still on the try that sent it. Prepared: under load it runs dozens of times a second.
 */
export const recordSentMessages = preparedStatement(
  "record_sent",
  () => sql`
      with sent as (
        select * from jsonb_to_recordset(${sql.placeholder("batch")}::jsonb) as s(id bigint, tries int, status text, "externalId" text)
      ), updated as (
        update alarm_notifications n set status = s.status, sent_at = now(), deadline = null, last_error = null, last_error_phrase = null,
               delivered_at = case when s.status = 'DELIVERED' then now() end, external_id = s."externalId"
        from sent s where n.id = s.id and n.status = 'SENDING' and n.tries = s.tries and s.status in ('SENT', 'DELIVERED')
        returning n.alarm_id, n.recipient_id, n.participant_id, n.device_type, n.address, n.tries, s.status
      )
      insert into alarm_history (alarm_id, kind, participant_id, participant_name, device_type, address, detail, phrase)
      select u.alarm_id, case when u.status = 'DELIVERED' then 'NOTIFICATION_DELIVERED' else 'NOTIFICATION_SENT' end,
             u.participant_id, r.name, u.device_type, u.address, case when u.tries > 1 then 'attempt ' || u.tries end,
             case when u.tries > 1 then jsonb_build_object('key', 'ATTEMPT', 'params', jsonb_build_object('attempt', u.tries)) end
      from updated u join alarm_recipients r on r.id = u.recipient_id`,
);

/**
 * A gateway's report on a message it was given: DELIVERED (from SENDING or SENT) or FAILED (also
 * after DELIVERED), with the failure kept. False when the message had already moved on.
 */
export async function reportOutcome(tx: Executor, messageId: number, outcome: "DELIVERED" | "FAILED", failure: Detail): Promise<boolean> {
  const { detail, phrase } = detailColumns(failure);
  const failed = outcome === "FAILED";
  const changed = await queryRows<{ id: number }>(
    tx,
    sql`update alarm_notifications set status = ${outcome},
          ${failed ? sql`ended_at = now(), last_error = ${detail}, last_error_phrase = ${phrase && JSON.stringify(phrase)}::jsonb` : sql`delivered_at = now()`}
        where id = ${messageId} and ${from(outcome)} returning id`,
  );
  return changed.length > 0;
}

/** Messages still waiting for their turn are not sent any more (those being sent finish). */
export async function cancelUnsentMessages(tx: Executor, alarmId: number, reason: Phrase, recipientId?: number) {
  await tx.execute(sql`update alarm_notifications set status = 'CANCELED', ended_at = now(), last_error = ${englishOf(reason)}, last_error_phrase = ${JSON.stringify(reason)}::jsonb
    where alarm_id = ${alarmId} and status = 'PENDING' ${recipientId === undefined ? sql`` : sql`and recipient_id = ${recipientId}`}`);
}

/** After a failed message: the recipient's next device in this round is due now. False when none is left. */
export async function sendNextDeviceNow(tx: Executor, message: { recipientId: number; round: number }): Promise<boolean> {
  const next = await queryRows<{ id: number }>(
    tx,
    sql`update alarm_notifications set next_attempt_at = now() where id = (
          select id from alarm_notifications where recipient_id = ${message.recipientId} and round = ${message.round} and status = 'PENDING'
          order by device_order limit 1) returning id`,
  );
  return next.length > 0;
}

/** A flood's summary to a participant the flood's lead reached, on that device (engine/incidents/flood-summary-job.ts); once per message id. */
export async function queueSummaryMessage(
  tx: Executor,
  summary: { alarmId: number; recipientId: number; participantId: number; deviceType: string; address: string; round: number; rank: number; messageId: string },
  words: { subject: string; body: string },
) {
  await tx.execute(sql`insert into alarm_notifications (alarm_id, recipient_id, participant_id, device_type, address, round, rank, message_id, summary)
    values (${summary.alarmId}, ${summary.recipientId}, ${summary.participantId}, ${summary.deviceType}, ${summary.address},
            ${summary.round}, ${summary.rank}, ${summary.messageId}, ${JSON.stringify(words)}::jsonb)
    on conflict (message_id) do nothing`);
}
