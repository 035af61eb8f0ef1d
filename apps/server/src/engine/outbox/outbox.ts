import type { DeviceType, Phrase } from "@alarm/contract";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Channel, ChannelError, type SendResult } from "../../channels/channel.js";
import type { Config } from "../../config.js";
import { recordSentMessage, timeSend } from "../../core/engine-metrics.js";
import { type Db, queryRows } from "../../db/database.js";
import { instructionFiles } from "../../db/schema/index.js";
import { type Detail, type HistoryStep, lockAlarm } from "../alarm-records.js";
import { claimMessages, endClaimedMessage, handBack, retryLater, waitForContactLimit } from "../lifecycle/message-status.js";
import { afterMessageFailed } from "../lifecycle/rank-progress.js";
import { type ClaimedMessage, composeMessage } from "./compose.js";
import type { ResponseTokens } from "../response-token.js";
import { SentRecorder } from "./sent-recorder.js";

const RATE_LIMITED_TYPES: readonly DeviceType[] = ["SMS", "VOICE"];

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
    // The claim's deadline as this instance sees it: after it, another may take the message again.
    const deadline = (message.claimedAtMs ?? Date.now()) + this.config.engine.sendTimeoutSeconds * 1000 - DEADLINE_MARGIN_MS;
    // Handed over by a trigger to a thread that stalled past it: another instance may have it by now.
    if (message.claimedAtMs !== undefined && Date.now() >= deadline) return;
    try {
      // A flood's summary goes to those who accepted too: it tells them of the alarms they did not hear of.
      const answered = message.recipientStatus === "DECLINED" || (message.recipientStatus === "ACCEPTED" && !message.summary);
      if (message.endedAt || answered) {
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
      const cut = setTimeout(() => controller.abort(), Math.max(1_000, deadline - Date.now()));
      this.sending.add(controller);
      let result: SendResult;
      try {
        result = await timeSend(message.deviceType, () => channel.send(outgoing, controller.signal));
      } catch (error) {
        if (this.stopping) return await handBack(this.db, message);
        const problem = error instanceof ChannelError ? error : new ChannelError(error instanceof Error ? error.message : String(error), false);
        return await this.failed(message, problem);
      } finally {
        clearTimeout(cut);
        this.sending.delete(controller);
      }
      await this.sent(message, result, deadline);
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

  private async sent(message: ClaimedMessage, result: SendResult, deadline: number) {
    const sent = { id: message.id, tries: message.tries, status: result.status, externalId: result.externalId ?? null };
    await this.sentRecorder.record(sent, deadline, this.sending.size > 0);
    recordSentMessage(message);
  }

  private async failed(message: ClaimedMessage, problem: ChannelError) {
    const retry = !problem.permanent && message.tries < this.config.engine.sendAttempts;
    if (retry) {
      const delaySeconds = this.config.engine.retryDelaySeconds * 2 ** (message.tries - 1) * (0.8 + Math.random() * 0.4);
      const step = this.step(message, "NOTIFICATION_RETRY", {
        key: "RETRY_LATER",
        params: { problem: problem.phrase ?? problem.message, attempt: message.tries + 1, seconds: Math.round(delaySeconds) },
      });
      return retryLater(this.db, message, { message: problem.message, phrase: problem.phrase ?? null }, delaySeconds, step);
    }
    await this.finish(message, "FAILED", problem.phrase ?? problem.message);
  }

  /** Ends the message without a send (FAILED or CANCELED); a failure hands over to the next device or rank. */
  private async finish(message: ClaimedMessage, status: "FAILED" | "CANCELED", reason: Detail) {
    await this.db.transaction(async (tx) => {
      const alarm = await lockAlarm(tx, message.alarmId);
      if (!alarm) return;
      const step = this.step(message, status === "FAILED" ? "NOTIFICATION_FAILED" : "NOTIFICATION_CANCELED", reason);
      if (!(await endClaimedMessage(tx, message, status, reason, step))) return;
      if (status === "CANCELED" || alarm.endedAt || message.summary) return;
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
    await waitForContactLimit(this.db, message, limited, waitSeconds);
    return true;
  }

  private async fileNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: instructionFiles.id, name: instructionFiles.name }).from(instructionFiles).where(inArray(instructionFiles.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private step(message: ClaimedMessage, kind: "NOTIFICATION_RETRY" | "NOTIFICATION_FAILED" | "NOTIFICATION_CANCELED", detail: Detail): HistoryStep {
    return {
      kind,
      participantId: message.participantId,
      participantName: message.participantName,
      deviceType: message.deviceType,
      address: message.address,
      detail,
    };
  }
}
