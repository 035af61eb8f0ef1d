import { eq, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { alarmRecipients } from "../../db/schema/index.js";
import { type AlarmRow, wakeEngine } from "../alarm-records.js";
import { escalateEarlyIfRankDone } from "../escalation/escalation.js";

/**
 * After a message failed for good: the participant's next device (one after the other) is used at
 * once; with none left in this round the participant is unreachable, and when nobody in the rank
 * can still answer the escalation goes on now. Runs under the alarm's lock.
 */
export async function afterMessageFailed(tx: Executor, alarm: AlarmRow, message: { recipientId: number; round: number }) {
  const next = await queryRows<{ id: number }>(
    tx,
    sql`update alarm_notifications set next_attempt_at = now() where id = (
          select id from alarm_notifications where recipient_id = ${message.recipientId} and round = ${message.round} and status = 'PENDING'
          order by device_order limit 1) returning id`,
  );
  if (next.length > 0) await wakeEngine(tx, "outbox");
  else {
    const [live] = await queryRows<{ live: boolean }>(
      tx,
      sql`select exists(select 1 from alarm_notifications where recipient_id = ${message.recipientId} and round = ${message.round}
            and status in ('PENDING', 'SENDING', 'SENT', 'DELIVERED')) as live`,
    );
    if (!live?.live) await tx.update(alarmRecipients).set({ status: "UNREACHABLE" }).where(eq(alarmRecipients.id, message.recipientId));
  }
  await escalateEarlyIfRankDone(tx, alarm);
}
