import { type DeviceType, englishOf, type Phrase } from "@alarm/contract";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Channel, ChannelError, type SendResult } from "../../channels/channel.js";
import type { Config } from "../../config.js";
import { recordSentMessage, timeSend } from "../../core/engine-metrics.js";
import { type Db, preparedStatement, queryRows } from "../../db/database.js";
import { instructionFiles } from "../../db/schema/index.js";
import { type Detail, detailColumns, ENGINE_CHANNEL, lockAlarm, recordHistory } from "../alarm-records.js";
import { type ClaimedMessage, composeMessage } from "./compose.js";
import { afterMessageFailed } from "./message-failure.js";
import type { ResponseTokens } from "../response-token.js";
import { SentRecorder } from "./sent-recorder.js";

const RATE_LIMITED_TYPES: readonly DeviceType[] = ["SMS", "VOICE"];
/**
 * Put back as due later, a message wakes the outboxes of every instance (at commit), which then
 * sleep until it is due: one that emptied the queue is not woken by its own finished sends.
 */
const OUTBOX_WAKE_UP = sql`select pg_notify(${ENGINE_CHANNEL}, 'outbox')`;
/**
 * Claims due messages: first those whose send deadline passed, then PENDING ones whose time has
 * come; each row also says how long until the next message not yet due (`nextDueMs`), so that an
 * outbox that emptied the queue knows how long to sleep without another query. Prepared: the
 * outbox runs it many times a second.
 */
const claimMessages = preparedStatement<ClaimedMessage & { nextDueMs: number | string | null }>(
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
            returning n.id, n.alarm_id, n.recipient_id, n.participant_id, n.device_type, n.address, n.message_id, n.tries, n.round
          )
          select c.id::int as id, c.alarm_id::int as "alarmId", c.recipient_id::int as "recipientId", c.participant_id as "participantId",
                 c.device_type as "deviceType", c.address, c.message_id as "messageId", c.tries, c.round,
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

/** A send is cut this long before its deadline, so another instance never takes over a send still running here. */
const DEADLINE_MARGIN_MS = 2_000;

/**
 * The outbox: claims due messages (PENDING, or SENDING whose deadline passed because the instance
 * sending them died), marks them SENDING with a deadline in the same statement, sends them, and
 * records SENT/DELIVERED, a retry with backoff, or FAILED. A retried message keeps its message id.
 */
export class Outbox {
  private readonly sentRecorder: SentRecorder;
  /** The sends going now, each with its own controller: cut at their deadline, or all at once when the instance stops. */
  private readonly sending = new Set<AbortController>();
  /** The instance stopped and its grace period is over: the sends still going are handed back. */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly channels: Map<DeviceType, Channel>,
    private readonly config: Config,
    private readonly tokens: ResponseTokens,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sentRecorder = new SentRecorder(db);
  }

  /**
   * Claims up to `limit` due messages for this instance in one statement: first those whose send
   * deadline passed (the instance sending them died), then PENDING ones whose time has come.
   */
  async claim(limit: number): Promise<{ messages: ClaimedMessage[]; nextDueMs: number | string | null | undefined }> {
    if (limit <= 0) return { messages: [], nextDueMs: undefined };
    const messages = await claimMessages(this.db, { limit, timeout: this.config.engine.sendTimeoutSeconds });
    return { messages, nextDueMs: messages[0]?.nextDueMs };
  }


  /** Sends one claimed message and records what happened; never throws. */
  async deliver(message: ClaimedMessage): Promise<void> {
    try {
      if (message.endedAt || message.recipientStatus === "ACCEPTED" || message.recipientStatus === "DECLINED") {
        return await this.finish(message, "CANCELED", { key: message.endedAt ? "ALARM_ENDED" : "PARTICIPANT_ANSWERED" });
      }
      if (await this.overContactLimit(message)) return;
      const channel = this.channels.get(message.deviceType);
      // A channel that is not configured refuses the send itself, naming what is missing.
      if (!channel) return await this.failed(message, new ChannelError({ key: "NO_CHANNEL", params: { deviceType: message.deviceType } }, true));
      const outgoing = await composeMessage(message, {
        publicUrl: this.config.publicUrl,
        timeZone: this.config.timeZone,
        tokens: this.tokens,
        linkTtlSeconds: this.config.engine.responseLinkTtlSeconds,
        files: await this.fileNames(message.instructionFileIds),
      });
      // Not AbortSignal.timeout and AbortSignal.any: their timers and links outlive the send, and at
      // hundreds of sends a second they cost the engine more than the sends themselves.
      const controller = new AbortController();
      const cut = setTimeout(() => controller.abort(), Math.max(1_000, this.config.engine.sendTimeoutSeconds * 1000 - DEADLINE_MARGIN_MS));
      this.sending.add(controller);
      let result: SendResult;
      try {
        result = await timeSend(message.deviceType, () => channel.send(outgoing, controller.signal));
      } catch (error) {
        if (this.stopping) return await this.handBack(message);
        const problem = error instanceof ChannelError ? error : new ChannelError(error instanceof Error ? error.message : String(error), false);
        return await this.failed(message, problem);
      } finally {
        clearTimeout(cut);
        this.sending.delete(controller);
      }
      await this.sent(message, result);
    } catch (error) {
      // The database went away mid-way: the message stays SENDING and is taken again after its deadline.
      this.log.warn({ err: error, notificationId: message.id }, "outbox could not record a send");
    }
  }

  /** Cuts the sends still going: each is handed back to be sent at once by another instance (or this one after its restart). */
  abortSends() {
    this.stopping = true;
    for (const controller of this.sending) controller.abort();
  }

  /** A send cut by the instance's stop: due again now, the try not counted, and the other instances woken. */
  private async handBack(message: ClaimedMessage) {
    await this.db.execute(sql`with handed as (
          update alarm_notifications set status = 'PENDING', tries = tries - 1, deadline = null, next_attempt_at = now()
          where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id)
        ${OUTBOX_WAKE_UP} from handed`);
  }

  private async sent(message: ClaimedMessage, result: SendResult) {
    await this.sentRecorder.record({ id: message.id, tries: message.tries, status: result.status, externalId: result.externalId ?? null });
    recordSentMessage(message);
  }

  private async failed(message: ClaimedMessage, problem: ChannelError) {
    const retry = !problem.permanent && message.tries < this.config.engine.sendAttempts;
    if (retry) {
      const delaySeconds = this.config.engine.retryDelaySeconds * 2 ** (message.tries - 1) * (0.8 + Math.random() * 0.4);
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`with retried as (
              update alarm_notifications set status = 'PENDING', deadline = null, last_error = ${problem.message}, last_error_phrase = ${problem.phrase && JSON.stringify(problem.phrase)}::jsonb,
                next_attempt_at = now() + make_interval(secs => ${delaySeconds}) where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id)
            ${OUTBOX_WAKE_UP} from retried`);
        await recordHistory(tx, message.alarmId, this.step(message, "NOTIFICATION_RETRY", { key: "RETRY_LATER", params: { problem: problem.phrase ?? problem.message, attempt: message.tries + 1, seconds: Math.round(delaySeconds) } }));
      });
      return;
    }
    await this.finish(message, "FAILED", problem.phrase ?? problem.message);
  }

  /** Ends the message without a send (FAILED or CANCELED); a failure hands over to the next device or rank. */
  private async finish(message: ClaimedMessage, status: "FAILED" | "CANCELED", reason: Detail) {
    const { detail, phrase } = detailColumns(reason);
    await this.db.transaction(async (tx) => {
      const alarm = await lockAlarm(tx, message.alarmId);
      const updated = await queryRows<{ id: number }>(
        tx,
        sql`update alarm_notifications set status = ${status}, ended_at = now(), deadline = null, last_error = ${detail}, last_error_phrase = ${phrase && JSON.stringify(phrase)}::jsonb
            where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id`,
      );
      if (updated.length === 0 || !alarm) return;
      await recordHistory(tx, message.alarmId, this.step(message, status === "FAILED" ? "NOTIFICATION_FAILED" : "NOTIFICATION_CANCELED", reason));
      if (status === "CANCELED" || alarm.endedAt) return;
      await afterMessageFailed(tx, alarm, message);
    });
  }

  /** SMS and voice calls to one number are limited per window; over it the message waits (GoAlert does the same). */
  private async overContactLimit(message: ClaimedMessage): Promise<boolean> {
    if (!RATE_LIMITED_TYPES.includes(message.deviceType)) return false;
    const { contactRateLimit, contactRateWindowSeconds } = this.config.engine;
    const [recent] = await queryRows<{ sent: number }>(
      this.db,
      sql`select count(*)::int as sent from alarm_notifications where address = ${message.address} and device_type = ${message.deviceType}
            and sent_at > now() - make_interval(secs => ${contactRateWindowSeconds})`,
    );
    if ((recent?.sent ?? 0) < contactRateLimit) return false;
    const waitSeconds = contactRateWindowSeconds / contactRateLimit;
    const limited: Phrase = { key: "CONTACT_RATE_LIMITED", params: { sent: recent!.sent, seconds: contactRateWindowSeconds } };
    await this.db.execute(sql`with waiting as (
          update alarm_notifications set status = 'PENDING', tries = tries - 1, deadline = null,
            last_error = ${englishOf(limited)}, last_error_phrase = ${JSON.stringify(limited)}::jsonb,
            next_attempt_at = now() + make_interval(secs => ${waitSeconds}) where id = ${message.id} and status = 'SENDING' and tries = ${message.tries} returning id)
        ${OUTBOX_WAKE_UP} from waiting`);
    return true;
  }

  private async fileNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: instructionFiles.id, name: instructionFiles.name }).from(instructionFiles).where(inArray(instructionFiles.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private step(message: ClaimedMessage, kind: "NOTIFICATION_RETRY" | "NOTIFICATION_FAILED" | "NOTIFICATION_CANCELED", detail: Detail) {
    return { kind, participantId: message.participantId, participantName: message.participantName, deviceType: message.deviceType, address: message.address, detail };
  }
}
