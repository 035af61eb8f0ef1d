import { eq, sql } from "drizzle-orm";
import type { Organization, OrganizationNode } from "@alarm/contract";
import { type Executor, qualified } from "../../db/database.js";
import { organizations } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

const hasChildren = sql<boolean>`exists(select 1 from organizations c where c.parent_id = ${qualified(organizations.id)})`;
const fullOrgPath = sql<string>`org_path(${qualified(organizations.id)})`;

const organizationFields = {
  id: organizations.id,
  name: organizations.name,
  description: organizations.description,
  parentId: organizations.parentId,
  timeZone: organizations.timeZone,
  fullOrgPath,
  hasChildren,
  version: organizations.version,
};

export function findOrganization(db: Executor, id: number): Promise<Organization | undefined> {
  return db
    .select(organizationFields)
    .from(organizations)
    .where(eq(organizations.id, id))
    .then((rows) => rows[0]);
}

export function childrenOf(db: Executor, parentId: number): Promise<OrganizationNode[]> {
  return db
    .select({ id: organizations.id, name: organizations.name, parentId: organizations.parentId, fullOrgPath, hasChildren })
    .from(organizations)
    .where(eq(organizations.parentId, parentId))
    .orderBy(organizations.name, organizations.id);
}

export async function insertOrganization(db: Executor, values: { name: string; description?: string | null; timeZone: string | null; parentId: number }) {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return row!.id;
}

export const updateOrganization = (
  db: Executor,
  id: number,
  version: number,
  change: { name?: string; description?: string | null; timeZone?: string | null },
) => updateVersioned(db, organizations, id, version, change);

export async function deleteOrganization(db: Executor, id: number) {
  await db.delete(organizations).where(eq(organizations.id, id));
}
