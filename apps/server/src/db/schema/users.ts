import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/** Roles are called user groups in the routes older clients use (docs/domain-rules.md#older-names). */
export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    authorities: text("authorities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 to 11: which dashboard preset the role's users start with (docs/domain-rules.md#defaults). */
    roleNumber: integer("role_number").notNull().default(0),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("roles_org_name_idx").on(table.orgId, table.name), index("roles_name_idx").on(table.name, table.id)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    login: text("login").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Set while the bootstrap admin still has the built-in default password. */
    passwordIsDefault: boolean("password_is_default").notNull().default(false),
    name: text("name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    email: text("email"),
    language: text("language").notNull().default("ENGLISH"),
    active: boolean("active").notNull().default(true),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    twoFactorSecret: text("two_factor_secret"),
    /** A secret shown as a QR code but not yet confirmed with a code. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** The TOTP time step last accepted, so one code cannot be used twice. */
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_login_unique").on(sql`lower(${table.login})`),
    index("users_org_name_idx").on(table.orgId, table.name, table.id),
    index("users_name_idx").on(table.name, table.id),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] }), index("user_roles_role_idx").on(table.roleId)],
);

/** The text a user list searches; a trigram index on the same expression makes `ilike` fast. */
export const userSearchText = sql<string>`(${users.login} || ' ' || ${users.name} || ' ' || ${users.surname} || ' ' || coalesce(${users.email}, ''))`;
