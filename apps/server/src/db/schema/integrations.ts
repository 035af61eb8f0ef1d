import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { WebhookDeliveryStatus } from "@alarm/contract";
import { alarmPoints } from "./alarm-definition.js";
import { alarms } from "./alarms.js";
import { organizations } from "./organizations.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A secret another system uses to raise, acknowledge and resolve alarms of one alarm point (whose
 * organization it belongs to, wherever the point moves). Only a hash of the secret is kept; heartbeat
 * keys also keep when the next ping is due. Its events of the current minute are counted in
 * `integration_key_windows`; `lastUsedAt` is written at most once a minute.
 */
export const integrationKeys = pgTable(
  "integration_keys",
  {
    id: serial("id").primaryKey(),
    alarmPointId: integer("alarm_point_id")
      .notNull()
      .references(() => alarmPoints.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    secretHint: text("secret_hint").notNull(),
    ratePerMinute: integer("rate_per_minute").notNull().default(120),
    dedupBySubject: boolean("dedup_by_subject").notNull().default(false),
    heartbeatMinutes: integer("heartbeat_minutes"),
    lastPingAt: at("last_ping_at"),
    /** When a heartbeat is missed unless a ping comes first; null while its missed-ping alarm is open. */
    heartbeatDueAt: at("heartbeat_due_at"),
    heartbeatAlarmId: bigint("heartbeat_alarm_id", { mode: "number" }),
    createdAt: at("created_at").notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
    revokedBy: text("revoked_by"),
  },
  (table) => [
    index("integration_keys_point_idx").on(table.alarmPointId, table.id),
    index("integration_keys_heartbeat_due_idx")
      .on(table.heartbeatDueAt)
      .where(sql`${table.heartbeatDueAt} is not null and ${table.revokedAt} is null`),
  ],
);

/**
 * The events of each key in its current minute: the rate limit, shared by every instance. Unlogged
 * (migration 20261130194009): every event of a key counts on its one row, and a transaction that
 * wrote only unlogged rows does not wait for the WAL to be flushed, so the row is held for the
 * statement alone, not through a commit's flush (with the count on the key's own row, 32 senders
 * of one key queued 4.6 ms on it: npm run bench -- integrations). After a crash the counts start
 * again, which a per-minute limit may.
 */
export const integrationKeyWindows = pgTable("integration_key_windows", {
  keyId: integer("key_id")
    .primaryKey()
    .references(() => integrationKeys.id, { onDelete: "cascade" }),
  minute: at("minute").notNull(),
  count: integer("count").notNull(),
});

/** An address of an organization that receives its alarms' state changes (and those of its descendants). */
export const outgoingWebhooks = pgTable(
  "outgoing_webhooks",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** JSON (signed, our shape) or a chat's incoming webhook: SLACK, TEAMS, MATTERMOST. */
    format: text("format").notNull(),
    /** Which changes are sent: TRIGGERED, ACCEPTED, ACKNOWLEDGED, ENDED. */
    events: jsonb("events").$type<string[]>().notNull(),
    /** Signs each delivery (HMAC-SHA256); kept readable because the server signs with it. */
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("outgoing_webhooks_org_idx").on(table.orgId)],
);

/**
 * The webhook outbox: one state change for one webhook, written by a database trigger in the same
 * transaction as the change. PENDING → SENDING (with `deadline`) → SENT, or FAILED after the last try.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => outgoingWebhooks.id, { onDelete: "cascade" }),
    alarmId: bigint("alarm_id", { mode: "number" })
      .notNull()
      .references(() => alarms.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("PENDING"),
    tries: integer("tries").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    deadline: at("deadline"),
    createdAt: at("created_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
  },
  (table) => [
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('PENDING', 'SENDING')`),
    index("webhook_deliveries_webhook_idx").on(table.webhookId, table.id.desc()),
  ],
);
