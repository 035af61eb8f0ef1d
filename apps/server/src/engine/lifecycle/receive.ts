import { type SQL, sql } from "drizzle-orm";
import type { AnswerResult, DeliveryResult } from "../../channels/channel.js";
import { type Db, queryRows } from "../../db/database.js";
import { lockAlarm, recordHistory } from "../alarm-records.js";
import { AlarmResponses, type ResponseOutcome } from "./answers.js";
import { reportOutcome } from "./message-status.js";
import { afterMessageFailed } from "./rank-progress.js";

export type { AnswerResult, DeliveryResult, MessageRef } from "../../channels/channel.js";

/**
 * The one door for what comes back from the world about an alarm's messages. Channels get it through
 * their dependencies, so one that hears an answer on its own connection (an SMPP receipt, a key
 * pressed in a SIP call) reports it like a webhook does. A delivery result answers whether the
 * message was found; an answer answers what it did, or undefined when no such message exists.
 */
export type Receive = {
  (result: DeliveryResult): Promise<boolean>;
  (result: AnswerResult): Promise<ResponseOutcome | undefined>;
  (result: DeliveryResult | AnswerResult): Promise<boolean | ResponseOutcome | undefined>;
};

export function receiverOf(db: Db): Receive {
  const responses = new AlarmResponses(db);
  async function receive(result: DeliveryResult | AnswerResult): Promise<boolean | ResponseOutcome | undefined> {
    if (result.kind !== "ANSWERED") {
      return (
        (await reportDelivery(db, sql`n.external_id = ${result.gatewayId}`, result)) || reportDelivery(db, sql`n.message_id = ${result.gatewayId}`, result)
      );
    }
    const notificationId = await notificationOf(db, result.message);
    return notificationId === undefined ? undefined : responses.respond(notificationId, result.response, result.via, result.channel);
  }
  return receive as Receive;
}

async function notificationOf(db: Db, ref: AnswerResult["message"]): Promise<number | undefined> {
  if ("notificationId" in ref) return ref.notificationId;
  if ("latestSmsTo" in ref) return latestOpenSms(db, ref.latestSmsTo);
  const where = "messageId" in ref ? sql`message_id = ${ref.messageId}` : sql`external_id = ${ref.gatewayId}`;
  const [row] = await queryRows<{ id: number }>(db, sql`select id::int as id from alarm_notifications where ${where} order by id desc limit 1`);
  return row?.id;
}

/** The latest SMS sent to `address` whose alarm is still going on: the one a reply from that number answers. */
async function latestOpenSms(db: Db, address: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select n.id::int as id from alarm_notifications n join alarms a on a.id = n.alarm_id
        where n.address = ${address} and n.device_type = 'SMS' and n.status in ('SENT', 'DELIVERED') and a.ended_at is null
        order by n.sent_at desc nulls last, n.id desc limit 1`,
  );
  return row?.id;
}

type Reported = {
  id: number;
  alarmId: number;
  recipientId: number;
  round: number;
  participantId: number;
  participantName: string;
  deviceType: string;
  address: string;
};

/**
 * SENT becomes DELIVERED, or FAILED (and the escalation goes on as after any failed message), with
 * the gateway's words on the timeline. False when no such message exists.
 */
function reportDelivery(db: Db, where: SQL, result: DeliveryResult): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await queryRows<Reported>(
      tx,
      sql`select n.id::int as id, n.alarm_id::int as "alarmId", n.recipient_id::int as "recipientId", n.round, n.participant_id as "participantId",
                 r.name as "participantName", n.device_type as "deviceType", n.address
          from alarm_notifications n join alarm_recipients r on r.id = n.recipient_id where ${where} limit 1`,
    );
    if (!found) return false;
    const alarm = await lockAlarm(tx, found.alarmId);
    const failed = result.kind === "FAILED";
    if (!(await reportOutcome(tx, found.id, result.kind, result.detail ?? { key: "GATEWAY_REPORTED_FAILURE" }))) return true;
    await recordHistory(tx, found.alarmId, {
      kind: failed ? "NOTIFICATION_FAILED" : "NOTIFICATION_DELIVERED",
      participantId: found.participantId,
      participantName: found.participantName,
      deviceType: found.deviceType,
      address: found.address,
      detail: result.detail ?? null,
    });
    if (failed && alarm && !alarm.endedAt) await afterMessageFailed(tx, alarm, found);
    return true;
  });
}
