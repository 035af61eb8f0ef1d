import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.js";
import { detailColumns, lockAlarm, recordHistory } from "../alarm-records.js";
import { afterMessageFailed } from "./message-failure.js";

type Reported = { id: number; alarmId: number; recipientId: number; round: number; status: string; participantId: number; participantName: string; deviceType: string; address: string };

/**
 * A gateway's delivery report for a message it was given: SENT becomes DELIVERED, or FAILED (and
 * the escalation goes on as after any failed message). False when no such message exists.
 */
export async function reportDelivery(db: Db, match: { externalId: string } | { messageId: string }, outcome: "DELIVERED" | "FAILED", detail?: string): Promise<boolean> {
  const where = "externalId" in match ? sql`n.external_id = ${match.externalId}` : sql`n.message_id = ${match.messageId}`;
  return db.transaction(async (tx) => {
    const [found] = await queryRows<Reported>(
      tx,
      sql`select n.id::int as id, n.alarm_id::int as "alarmId", n.recipient_id::int as "recipientId", n.round, n.status, n.participant_id as "participantId",
                 r.name as "participantName", n.device_type as "deviceType", n.address
          from alarm_notifications n join alarm_recipients r on r.id = n.recipient_id where ${where} limit 1`,
    );
    if (!found) return false;
    const alarm = await lockAlarm(tx, found.alarmId);
    const failure = detailColumns(detail ?? { key: "GATEWAY_REPORTED_FAILURE" });
    const from = outcome === "DELIVERED" ? ["SENDING", "SENT"] : ["SENDING", "SENT", "DELIVERED"];
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update alarm_notifications set status = ${outcome},
            delivered_at = case when ${outcome} = 'DELIVERED' then now() else delivered_at end,
            ended_at = case when ${outcome} = 'FAILED' then now() else ended_at end,
            last_error = case when ${outcome} = 'FAILED' then ${failure.detail} else last_error end,
            last_error_phrase = case when ${outcome} = 'FAILED' then ${failure.phrase && JSON.stringify(failure.phrase)}::jsonb else last_error_phrase end
          where id = ${found.id} and status = any(${`{${from.join(",")}}`}::text[]) returning id`,
    );
    if (changed.length === 0) return true;
    await recordHistory(tx, found.alarmId, {
      kind: outcome === "DELIVERED" ? "NOTIFICATION_DELIVERED" : "NOTIFICATION_FAILED",
      participantId: found.participantId,
      participantName: found.participantName,
      deviceType: found.deviceType,
      address: found.address,
      detail: detail ?? null,
    });
    if (outcome === "FAILED" && alarm && !alarm.endedAt) {
      await afterMessageFailed(tx, alarm, found);
    }
    return true;
  });
}
