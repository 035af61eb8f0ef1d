import { type SQL, sql } from "drizzle-orm";
import { Counter, Gauge, Registry } from "prom-client";
import { type Database, queryRows } from "../../db/database.js";

type LabeledCount = { labels: Record<string, string>; value: number };

/**
 * Gauges read from the database when scraped, so every instance reports the same truth: open alarms
 * by status, their messages by channel and state, the outbox's depth and its oldest due message.
 * Each is one cheap query on an indexed or small set; a failed query leaves its gauge empty and
 * counts in alarm_console_scrape_errors_total instead of failing the scrape.
 */
export function databaseGauges(database: Database): Registry {
  const registry = new Registry();
  const scrapeErrors = new Counter({
    name: "alarm_console_scrape_errors_total",
    help: "Database gauges that could not be read during a scrape",
    labelNames: ["gauge"] as const,
    registers: [registry],
  });

  const fromQuery = (name: string, help: string, labelNames: string[], query: SQL) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of await queryRows<LabeledCount>(database.db, query)) this.set(row.labels, Number(row.value));
        } catch {
          scrapeErrors.inc({ gauge: name });
        }
      },
    });

  fromQuery(
    "alarm_console_open_alarms",
    "Alarms not yet ended, by status",
    ["status"],
    sql`select jsonb_build_object('status', status) as labels, count(*)::int as value from alarms where ended_at is null group by status`,
  );
  fromQuery(
    "alarm_console_open_alarm_messages",
    "Messages of the alarms not yet ended, by channel (device type) and state",
    ["channel", "state"],
    sql`select jsonb_build_object('channel', n.device_type, 'state', n.status) as labels, count(*)::int as value
        from alarms a join alarm_notifications n on n.alarm_id = a.id where a.ended_at is null group by n.device_type, n.status`,
  );
  fromQuery(
    "alarm_console_outbox_messages",
    "Messages in the outbox: due (waiting to be sent now), waiting (retry later), sending",
    ["state"],
    sql`select jsonb_build_object('state', case when status = 'SENDING' then 'sending' when next_attempt_at <= now() then 'due' else 'waiting' end) as labels,
               count(*)::int as value
        from alarm_notifications where status in ('PENDING', 'SENDING') group by 1`,
  );
  fromQuery(
    "alarm_console_outbox_oldest_due_seconds",
    "How long the oldest due message has been waiting to be sent (0: none waiting)",
    [],
    sql`select '{}'::jsonb as labels, coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as value
        from alarm_notifications where status = 'PENDING' and next_attempt_at <= now()`,
  );

  if (database.poolUse) {
    const poolUse = database.poolUse.bind(database);
    new Gauge({
      name: "alarm_console_database_pool_connections",
      help: "Database pool of this instance: max (size), open, idle, waiting (requests queued for a connection)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        for (const [state, value] of Object.entries(poolUse())) this.set({ state }, value);
      },
    });
  }
  return registry;
}
