import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** One sign-in; access tokens name it, so revoking it ends every token at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    address: text("address"),
    userAgent: text("user_agent"),
    /** CONSOLE, or APP: a phone's long-lived sign-in to the participant app, listed and revocable in the console. */
    kind: text("kind").notNull().default("CONSOLE"),
    deviceName: text("device_name"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** A single sign-on's ID token, the hint of the provider's logout when the session ends. */
    ssoIdToken: text("sso_id_token"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes and are single-use (rotation). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

/**
 * Failed sign-ins and code guesses per subject (a login, a login and address pair, an address),
 * counted and checked in one statement so concurrent guesses cannot slip past the limit.
 * `blockedUntil` is the growing delay after the limit: 1, 2, 4 … minutes.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    subject: text("subject").primaryKey(),
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    lockouts: integer("lockouts").notNull().default(0),
  },
  (table) => [index("sign_in_throttles_window_idx").on(table.windowStartedAt)],
);

/**
 * Security-relevant changes to a user made by the user or by someone else (two-factor reset, …),
 * kept for as long as the user exists.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLogin: text("actor_login").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("security_events_user_idx").on(table.userId, table.at)],
);

/** Values every instance must share, such as the token signing key. */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
