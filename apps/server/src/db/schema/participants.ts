import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";
import { participantRotationals } from "./rotation-schedules.js";

/** A person who is alerted. */
export const participants = pgTable(
  "participants",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    shortName: text("short_name"),
    language: text("language").notNull().default("ENGLISH"),
    login: text("login"),
    /** The participant's team media schedule: which device is used when. */
    participantRotationalId: integer("participant_rotational_id").references((): AnyPgColumn => participantRotationals.id),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("participants_org_name_idx").on(table.orgId, table.name, table.id),
    index("participants_name_idx").on(table.name, table.id),
    uniqueIndex("participants_login_unique").on(sql`lower(${table.login})`),
    index("participants_rotational_idx").on(table.participantRotationalId),
  ],
);

/** A participant's contact methods, tried in `orderId` order. */
export const participantDevices = pgTable(
  "participant_devices",
  {
    id: serial("id").primaryKey(),
    participantId: integer("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    callingDeviceType: text("calling_device_type").notNull(),
    address: text("address").notNull(),
    message: text("message"),
  },
  (table) => [index("participant_devices_participant_idx").on(table.participantId, table.orderId)],
);

export const participantGroups = pgTable(
  "participant_groups",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("participant_groups_org_name_idx").on(table.orgId, table.name), index("participant_groups_name_idx").on(table.name, table.id)],
);

export const participantGroupMembers = pgTable(
  "participant_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => participantGroups.id, { onDelete: "cascade" }),
    participantId: integer("participant_id")
      .notNull()
      .references(() => participants.id),
    orderId: integer("order_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.participantId] }), index("participant_group_members_participant_idx").on(table.participantId)],
);

/** The text a participant list searches; a trigram index on the same expression serves it. */
export const participantSearchText = sql<string>`(${participants.name} || ' ' || ${participants.surname} || ' ' || coalesce(${participants.shortName}, '') || ' ' || coalesce(${participants.login}, ''))`;
