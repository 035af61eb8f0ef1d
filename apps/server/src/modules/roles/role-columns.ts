import type { Authority } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { organizations, roles } from "../../db/schema/index.js";

/** Roles as the API answers them, with their organization's name (join `organizations`). */
export const roleColumns = {
  id: roles.id,
  name: roles.name,
  orgId: roles.orgId,
  orgName: organizations.name,
  authorities: sql<Authority[]>`${roles.authorities}`,
  roleNumber: roles.roleNumber,
  version: roles.version,
};
