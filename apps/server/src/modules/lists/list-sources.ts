import type { Authority, ObjectType } from "@alarm/contract";
import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import { qualified } from "../../db/database.js";
import { organizations, roles, users, userSearchText } from "../../db/schema/index.js";

/** How one object type is listed by POST /list: its table, columns, search and sort fields. */
export type ListSource = {
  /** The caller needs one of these; empty means any signed-in user. */
  readAuthorities: Authority[];
  table: PgTable;
  /** The organization column that decides scope. */
  scopeColumn: AnyColumn;
  /** Joins that the fields need, applied in order. */
  joins: { table: PgTable; on: SQL; kind: "inner" | "left" }[];
  fields: SelectedFields;
  searchColumns: (AnyColumn | SQL)[];
  sortFields: Record<string, AnyColumn | SQL>;
  id: PgColumn;
  /** Set where triggers keep per-organization counters of this type, so totals are not counted row by row. */
  countedAs?: ObjectType;
};

const owner = alias(organizations, "owner");
const parent = alias(organizations, "parent");

export const LIST_SOURCES: Partial<Record<ObjectType, ListSource>> = {
  ORGANIZATION: {
    readAuthorities: [],
    table: organizations,
    scopeColumn: organizations.id,
    joins: [{ table: parent, on: eq(parent.id, organizations.parentId), kind: "left" }],
    id: organizations.id,
    fields: {
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      orgId: sql<number>`coalesce(${organizations.parentId}, ${organizations.id})`,
      orgName: sql<string>`coalesce(${parent.name}, '')`,
      parentId: organizations.parentId,
      fullOrgPath: sql<string>`org_path(${qualified(organizations.id)})`,
      hasChildren: sql<boolean>`exists(select 1 from organizations c where c.parent_id = ${qualified(organizations.id)})`,
      version: organizations.version,
    },
    searchColumns: [organizations.name, organizations.description],
    sortFields: { name: organizations.name, id: organizations.id },
  },
  USER: {
    readAuthorities: ["USER_ADMIN"],
    countedAs: "USER",
    table: users,
    scopeColumn: users.orgId,
    joins: [{ table: owner, on: eq(owner.id, users.orgId), kind: "inner" }],
    id: users.id,
    fields: {
      id: users.id,
      name: users.name,
      surname: users.surname,
      login: users.login,
      email: users.email,
      language: users.language,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      orgId: users.orgId,
      orgName: owner.name,
      version: users.version,
    },
    searchColumns: [userSearchText],
    sortFields: { name: users.name, surname: users.surname, login: users.login, orgName: owner.name, id: users.id },
  },
  USERGROUP: {
    readAuthorities: ["ROLE_ADMIN", "USER_ADMIN"],
    countedAs: "USERGROUP",
    table: roles,
    scopeColumn: roles.orgId,
    joins: [{ table: owner, on: eq(owner.id, roles.orgId), kind: "inner" }],
    id: roles.id,
    fields: {
      id: roles.id,
      name: roles.name,
      authorities: roles.authorities,
      orgId: roles.orgId,
      orgName: owner.name,
      version: roles.version,
    },
    searchColumns: [roles.name],
    sortFields: { name: roles.name, orgName: owner.name, id: roles.id },
  },
};
