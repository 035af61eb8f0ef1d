import type { AlarmResponse, AlarmStatus, ParticipantLanguage, RecipientStatus } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import type { AnswerChannel } from "../../channels/channel.js";
import { clock } from "../../core/clock.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { alarmRecipients, alarms } from "../../db/schema/index.js";
import { type AlarmRow, lockAlarm } from "../alarm-records.js";
import { changeStatus } from "./alarm-status.js";
import { cancelUnsentMessages } from "./message-status.js";
import { escalateEarlyIfRankDone } from "./rank-progress.js";
import { answerAs } from "./recipient-status.js";

export type ResponseOutcome = {
  outcome: "RECORDED" | "ALREADY_ANSWERED" | "ALARM_ENDED";
  alarmId: number;
  alarmName: string;
  status: AlarmStatus;
  answer: AlarmResponse | null;
};

export type ResponseSubject = {
  notificationId: number;
  alarmId: number;
  alarmName: string;
  text: string | null;
  participantName: string;
  language: ParticipantLanguage;
  answer: AlarmResponse | null;
  alarmEnded: boolean;
};

type Answered = { recipientId: number; alarmId: number; participantId: number; name: string; recipientStatus: RecipientStatus } & AnswerChannel;

const answerOf = (status: RecipientStatus): AlarmResponse | null => (status === "ACCEPTED" ? "ACCEPT" : status === "DECLINED" ? "DECLINE" : null);

/** What a message asks its participant to answer, and whether they have. */
export async function describeAnswerSubject(db: Db, notificationId: number): Promise<ResponseSubject | undefined> {
  const [row] = await queryRows<ResponseSubject & { recipientStatus: RecipientStatus; endedAt: Date | null }>(
    db,
    sql`select n.id as "notificationId", a.id as "alarmId", a.name as "alarmName", a.text, r.name as "participantName",
                 r.language, r.status as "recipientStatus", a.ended_at as "endedAt"
          from alarm_notifications n join alarm_recipients r on r.id = n.recipient_id join alarms a on a.id = n.alarm_id
          where n.id = ${notificationId}`,
  );
  if (!row) return undefined;
  const { recipientStatus, endedAt, ...subject } = row;
  return {
    ...subject,
    alarmId: Number(subject.alarmId),
    notificationId: Number(subject.notificationId),
    answer: answerOf(recipientStatus),
    alarmEnded: endedAt !== null,
  };
}

/** A participant's answer to an alarm, however it arrives (link, SMS reply, voice key, app, console): reached through receive(). */
export class AlarmResponses {
  constructor(private readonly db: Db) {}

  /**
   * Records the answer once per participant and alarm; undefined when no such message exists. The
   * timeline credits the message's device, or `channel` when the answer came another way (the app).
   */
  respond(notificationId: number, response: AlarmResponse, via: string, channel?: AnswerChannel): Promise<ResponseOutcome | undefined> {
    return this.db.transaction(async (tx) => {
      const [message] = await queryRows<Answered>(
        tx,
        sql`select r.id as "recipientId", n.alarm_id as "alarmId", r.participant_id as "participantId", r.name, r.status as "recipientStatus",
                   n.device_type as "deviceType", n.address
            from alarm_notifications n join alarm_recipients r on r.id = n.recipient_id where n.id = ${notificationId}`,
      );
      if (!message) return undefined;
      const alarm = (await lockAlarm(tx, Number(message.alarmId)))!;
      // Read again under the alarm's lock: a second answer racing this one sees the first.
      const [recipient] = await tx
        .select()
        .from(alarmRecipients)
        .where(eq(alarmRecipients.id, Number(message.recipientId)));
      const outcome = (kind: ResponseOutcome["outcome"], status: AlarmStatus, answer: AlarmResponse | null): ResponseOutcome => ({
        outcome: kind,
        alarmId: alarm.id,
        alarmName: alarm.name,
        status,
        answer,
      });
      const earlier = answerOf(recipient!.status);
      if (earlier) return outcome("ALREADY_ANSWERED", alarm.status, earlier);
      if (alarm.endedAt) return outcome("ALARM_ENDED", alarm.status, null);
      const status = await this.record(tx, alarm, { ...message, ...channel, recipientId: Number(message.recipientId) }, response, via);
      return outcome("RECORDED", status, response);
    });
  }

  private async record(tx: Executor, alarm: AlarmRow, message: Answered, response: AlarmResponse, via: string): Promise<AlarmStatus> {
    const accepted = response === "ACCEPT";
    await answerAs(tx, message.recipientId, response, {
      kind: accepted ? "ACCEPTED" : "DECLINED",
      status: alarm.status,
      participantId: message.participantId,
      participantName: message.name,
      deviceType: message.deviceType,
      address: message.address,
      actor: message.name,
      detail: { key: "ANSWERED_VIA", params: { via } },
    });
    await cancelUnsentMessages(tx, alarm.id, { key: "PARTICIPANT_ANSWERED" }, message.recipientId);
    if (!accepted) {
      await escalateEarlyIfRankDone(tx, alarm);
      return alarm.status;
    }
    const acceptedCount = alarm.acceptedCount + 1;
    await tx
      .update(alarms)
      .set({ acceptedCount, ...(alarm.acceptedCount === 0 ? { firstAcceptedAt: clock.now() } : {}) })
      .where(eq(alarms.id, alarm.id));
    if (acceptedCount < alarm.confirmPriority) {
      if (alarm.status !== "PARTIAL_ACCEPTED")
        await changeStatus(tx, alarm, "PARTIAL_ACCEPTED", {
          detail: { key: "ACCEPTED_COUNT", params: { accepted: acceptedCount, required: alarm.confirmPriority } },
        });
      return "PARTIAL_ACCEPTED";
    }
    // Enough have accepted: the escalation stops; an acknowledgement may still be awaited.
    const monitoring =
      alarm.acknowledgeMode !== "NONE" && alarm.repeatMonInterval > 0 ? new Date(clock.now().getTime() + alarm.repeatMonInterval * 60_000) : null;
    await changeStatus(tx, alarm, "ACCEPTED", {
      detail: { key: "ACCEPTED_COUNT", params: { accepted: acceptedCount, required: alarm.confirmPriority } },
      nextStepAt: monitoring,
    });
    await cancelUnsentMessages(tx, alarm.id, { key: "ENOUGH_ACCEPTED" });
    return "ACCEPTED";
  }
}
