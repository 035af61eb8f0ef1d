import { sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { type Executor, queryRows } from "../../db/database.js";
import { type AlarmRow, wakeEngine } from "../alarm-records.js";
import { scheduleNextStep } from "./alarm-status.js";
import { sendNextDeviceNow } from "./message-status.js";
import { markUnreachable } from "./recipient-status.js";

/**
 * After a message failed for good: the participant's next device (one after the other) is used at
 * once; with none left in this round the participant is unreachable, and when nobody in the rank
 * can still answer the escalation goes on now. Runs under the alarm's lock.
 */
export async function afterMessageFailed(tx: Executor, alarm: AlarmRow, message: { recipientId: number; round: number }) {
  if (await sendNextDeviceNow(tx, message)) await wakeEngine(tx, "outbox");
  else {
    const [live] = await queryRows<{ live: boolean }>(
      tx,
      sql`select exists(select 1 from alarm_notifications where recipient_id = ${message.recipientId} and round = ${message.round}
            and status in ('PENDING', 'SENDING', 'SENT', 'DELIVERED')) as live`,
    );
    if (!live?.live) await markUnreachable(tx, message.recipientId);
  }
  await escalateEarlyIfRankDone(tx, alarm);
}

/**
 * Called after an answer or a failed message: when nobody in the current rank can still accept
 * (all answered, declined or unreachable), the next step is due now instead of at the rank's end.
 */
export async function escalateEarlyIfRankDone(tx: Executor, alarm: AlarmRow) {
  if (!["PROCESSING", "PARTIAL_ACCEPTED"].includes(alarm.status) || alarm.rank === 0) return;
  const [open] = await queryRows<{ waiting: number }>(
    tx,
    sql`select count(*)::int as waiting from alarm_recipients r
        where r.alarm_id = ${alarm.id} and r.status = 'NOTIFIED'
          and exists (select 1 from alarm_notifications n where n.recipient_id = r.id and n.round = ${alarm.round}
                      and n.status in ('PENDING', 'SENDING', 'SENT', 'DELIVERED'))`,
  );
  if ((open?.waiting ?? 0) > 0) return;
  await scheduleNextStep(tx, alarm, clock.now());
  await wakeEngine(tx, "alarm");
}
