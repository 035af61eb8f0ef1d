import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../../db/database.js";

/**
 * Records a ping of an unrevoked key and awaits the next by `dueAt`; answers the missed-heartbeat
 * alarm the key had open (null if none), or undefined when the key is revoked. The row lock waits
 * for an engine raising this key's alarm at the same moment, so that alarm is seen here.
 */
export async function recordPing(tx: Executor, keyId: number, now: Date, dueAt: Date): Promise<{ missedAlarmId: number | null } | undefined> {
  const [previous] = await queryRows<{ missedAlarmId: number | null }>(
    tx,
    sql`update integration_keys k set last_ping_at = ${now}, heartbeat_due_at = ${dueAt}, heartbeat_alarm_id = null
        from (select id, heartbeat_alarm_id from integration_keys where id = ${keyId} and revoked_at is null for update) previous
        where k.id = previous.id
        returning previous.heartbeat_alarm_id::int as "missedAlarmId"`,
  );
  return previous;
}
