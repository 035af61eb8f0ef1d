import { z } from "zod";
import { objectId, objectIdParam, objectVersion } from "./ids.js";
import { AUTHORITIES } from "./authority.js";
import { language } from "./language.js";
import { PASSWORD_MAX_LENGTH } from "./password.js";

const login = z
  .string()
  .trim()
  .min(2, "at least 2 characters")
  .max(100)
  .regex(/^[\p{L}\p{N}._@-]+$/u, "letters, digits and . _ @ - only");
const personName = z.string().trim().max(100);
const email = z.email("not an email address").max(200).nullable().optional();

export const roleSummary = z.object({ id: z.number().int(), name: z.string() });

/** What every view of a user shows: who it is and where it belongs. */
export const userIdentity = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  language,
  orgId: z.number().int(),
  orgName: z.string(),
});

export const user = userIdentity
  .extend({
    roles: z.array(roleSummary),
    active: z.boolean(),
    twoFactorEnabled: z.boolean(),
    version: objectVersion,
  })
  .meta({ id: "User" });
export type User = z.infer<typeof user>;

export const userCreate = z
  .object({
    login,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    name: personName.min(1, "required"),
    surname: personName,
    email,
    language: language.default("ENGLISH"),
    orgId: objectId,
    roleIds: z.array(objectId).max(100).default([]),
    active: z.boolean().default(true),
  })
  .meta({ id: "UserCreate" });
export type UserCreate = z.input<typeof userCreate>;

export const userUpdate = userCreate
  .omit({ login: true, password: true, orgId: true })
  .extend({
    id: objectId,
    version: objectVersion,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional().describe("A new password set by an administrator"),
  })
  .meta({ id: "UserUpdate" });
export type UserUpdate = z.input<typeof userUpdate>;

export const role = z
  .object({
    id: z.number().int(),
    name: z.string(),
    orgId: z.number().int(),
    orgName: z.string(),
    authorities: z.array(z.enum(AUTHORITIES)),
    roleNumber: z.number().int().describe("0 to 11: the dashboard preset of the role's users"),
    version: objectVersion,
  })
  .meta({ id: "Role" });
export type Role = z.infer<typeof role>;

export const roleCreate = z
  .object({
    name: z.string().trim().min(1, "required").max(200),
    orgId: objectId,
    authorities: z.array(z.enum(AUTHORITIES)).max(AUTHORITIES.length),
    roleNumber: z.number().int().min(0).max(11).default(0).describe("0 to 11: the dashboard preset of the role's users"),
  })
  .meta({ id: "RoleCreate" });
export type RoleCreate = z.input<typeof roleCreate>;

/** The roles a user of an organization may be given: the organization's own and its parents'. */
export const assignableRolesParams = z.object({ orgId: objectIdParam });
export const assignableRoles = z.array(role).meta({ id: "AssignableRoles" });

export const roleUpdate = roleCreate
  .omit({ orgId: true })
  .extend({ id: objectId, version: objectVersion, roleNumber: z.number().int().min(0).max(11).optional().describe("Absent: unchanged") })
  .meta({ id: "RoleUpdate" });
export type RoleUpdate = z.input<typeof roleUpdate>;

export const tableFilters = z.object({ value: z.string().nullable() }).meta({ id: "TableFilters" });
export const TABLE_FILTERS_MAX_LENGTH = 64 * 1024;
