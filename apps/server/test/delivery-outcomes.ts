import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../src/db/database.js";
import type { SmtpSink } from "./smtp-sink.js";

/**
 * Lets every wait pass until all the alarms have ended; answers their final statuses. A wait
 * passes only once the alarm's messages have gone out, as they do long before a real minute ends.
 */
export async function runToEnd(database: Database, alarmIds: number[], timeoutMs = 90_000): Promise<Map<number, string>> {
  const started = Date.now();
  const list = `{${alarmIds.join(",")}}`;
  for (;;) {
    await database.db.execute(sql`update alarms set next_step_at = now() where next_step_at > now() and id = any(${list}::bigint[])
            and not exists (select 1 from alarm_notifications n where n.alarm_id = alarms.id and n.status in ('PENDING', 'SENDING'))`);
    await database.db.execute(sql`select pg_notify('alarm_engine', 'alarm')`);
    const rows = await queryRows<{ id: number; status: string; ended: boolean }>(
      database.db,
      sql`select id::int as id, status, ended_at is not null as ended from alarms where id = any(${list}::bigint[])`,
    );
    if (rows.length === alarmIds.length && rows.every((row) => row.ended)) return new Map(rows.map((row) => [row.id, row.status]));
    if (Date.now() - started > timeoutMs) throw new Error(`alarms still open: ${rows.filter((row) => !row.ended).length}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Every message of the alarms (all alarms when `alarmIds` is absent), with what became of it,
 * whether the sink got it and how often; `takenAgain`: messages claimed more than once (their
 * instance died or lost the database mid-send), the only ones that may arrive twice.
 */
export async function deliveriesOf(database: Database, sink: SmtpSink, alarmIds?: number[]) {
  await sink.settled();
  const rows = await queryRows<{ messageId: string; status: string; tries: number }>(
    database.db,
    sql`select message_id as "messageId", status, tries from alarm_notifications
        ${alarmIds ? sql`where alarm_id = any(${`{${alarmIds.join(",")}}`}::bigint[])` : sql``}`,
  );
  const arrivals = new Map<string, number>();
  for (const message of sink.messages) {
    const id = message.messageId?.replace(/^<|@.*$/g, "") ?? "";
    arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
  }
  const missing = rows.filter((row) => !arrivals.has(row.messageId));
  const repeats = rows.reduce((sum, row) => sum + Math.max(0, (arrivals.get(row.messageId) ?? 0) - 1), 0);
  return {
    messages: rows.length,
    statuses: countBy(rows.map((row) => row.status)),
    missing: missing.length,
    repeats,
    takenAgain: rows.filter((row) => row.tries > 1).length,
  };
}

export function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
