import { ROOT_ORG_ID, type ObjectLimits, type Organization, type OrganizationCreate, type OrganizationTree, type OrganizationUpdate } from "@alarm/contract";
import { accessDenied, notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { objectsHeldBy } from "../../core/object-counts.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { assertRoomFor, readObjectLimits, writeObjectLimits } from "../../core/object-limits.js";
import * as repo from "./repo.js";

export class OrganizationService {
  constructor(private readonly db: Db) {}

  /** An organization in the caller's scope; any other answers as if it did not exist. */
  async get(principal: Principal, id: number, db: Executor = this.db): Promise<Organization> {
    if (!(await isWithinOrganization(db, principal.orgId, id))) throw notFound("Organization");
    const found = await repo.findOrganization(db, id);
    if (!found) throw notFound("Organization");
    return found;
  }

  async children(principal: Principal, id: number) {
    await this.get(principal, id);
    return repo.childrenOf(this.db, id);
  }

  /** The caller's own organization (or one below it) with its direct children, for lazy trees. */
  async tree(principal: Principal, id = principal.orgId): Promise<OrganizationTree> {
    const node = await this.get(principal, id);
    return {
      node: { id: node.id, name: node.name, parentId: node.parentId, fullOrgPath: node.fullOrgPath, hasChildren: node.hasChildren },
      children: await repo.childrenOf(this.db, id),
    };
  }

  create(principal: Principal, input: OrganizationCreate) {
    return this.db.transaction(async (tx) => {
      await this.get(principal, input.parentId, tx);
      await assertRoomFor(tx, "ORGANIZATION", input.parentId);
      const id = await repo.insertOrganization(tx, { ...input, timeZone: input.timeZone ?? null });
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: OrganizationUpdate) {
    return this.db.transaction(async (tx) => {
      await this.get(principal, input.id, tx);
      const updated = await repo.updateOrganization(tx, input.id, input.version, {
        name: input.name,
        description: input.description ?? null,
        ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
      });
      if (!updated) throw staleVersion();
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const organization = await this.get(principal, id, tx);
      if (id === principal.orgId || id === ROOT_ORG_ID) throw accessDenied("You cannot delete your own organization");
      const held = await usedBy(tx, objectsHeldBy(id), principal.orgId);
      if (held.total > 0) throw tightlyUsed(organization.name, held);
      await repo.deleteOrganization(tx, id);
    });
  }

  async objectLimits(principal: Principal, id: number): Promise<ObjectLimits> {
    await this.get(principal, id);
    return readObjectLimits(this.db, id);
  }

  /** Limits are set from above: an organization cannot raise its own. */
  async setObjectLimits(principal: Principal, id: number, limits: ObjectLimits["limits"]) {
    await this.get(principal, id);
    if (id === principal.orgId) throw accessDenied("The limits of your own organization are set from above it");
    await writeObjectLimits(this.db, id, limits);
    return readObjectLimits(this.db, id);
  }
}
