import { type ParticipantGroup, type ParticipantGroupCreate, type ParticipantGroupUpdate } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, qualified } from "../../db/database.js";
import { organizations, participantGroupMembers, participantGroups } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { plansNaming } from "../alarm-plans/service.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { assertUsableIn } from "../../core/reference-scope.js";

const membersOf = sql<ParticipantGroup["members"]>`coalesce((
  select json_agg(json_build_object('participantId', p.id, 'fullName', p.name || ' ' || p.surname, 'shortName', p.short_name, 'orderId', m.order_id) order by m.order_id)
  from participant_group_members m join participants p on p.id = m.participant_id
  where m.group_id = ${qualified(participantGroups.id)}), '[]'::json)`;

/** Participant groups: named, ordered sets of participants that plans alert together. */
export class ParticipantGroupService {
  constructor(private readonly db: Db) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<ParticipantGroup> {
    const [row] = await db
      .select({
        id: participantGroups.id,
        name: participantGroups.name,
        description: participantGroups.description,
        orgId: participantGroups.orgId,
        orgName: organizations.name,
        members: membersOf,
        version: participantGroups.version,
      })
      .from(participantGroups)
      .innerJoin(organizations, eq(organizations.id, participantGroups.orgId))
      .where(eq(participantGroups.id, id));
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.orgId))) throw notFound("Participant group");
    return row;
  }

  create(principal: Principal, input: ParticipantGroupCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await assertUsableIn(tx, "PARTICIPANT", input.memberIds, { orgId: input.orgId, callerOrgId: principal.orgId }, "memberIds");
      await assertRoomFor(tx, "PARTICIPANT_GROUP", input.orgId);
      const [row] = await tx
        .insert(participantGroups)
        .values({ name: input.name, description: input.description ?? null, orgId: input.orgId })
        .returning({ id: participantGroups.id });
      await replaceMembers(tx, row!.id, input.memberIds);
      return this.get(principal, row!.id, tx);
    });
  }

  update(principal: Principal, input: ParticipantGroupUpdate) {
    return this.db.transaction(async (tx) => {
      const group = await this.get(principal, input.id, tx);
      await assertUsableIn(tx, "PARTICIPANT", input.memberIds, { orgId: group.orgId, callerOrgId: principal.orgId }, "memberIds");
      const updated = await updateVersioned(tx, participantGroups, input.id, input.version, { name: input.name, description: input.description ?? null });
      if (!updated) throw staleVersion();
      await replaceMembers(tx, input.id, input.memberIds);
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const group = await this.get(principal, id, tx);
      const users = await usedBy(tx, [plansNaming({ participantGroupId: id })], principal.orgId);
      if (users.total > 0) throw tightlyUsed(group.name, users);
      await tx.delete(participantGroups).where(eq(participantGroups.id, id));
    });
  }
}

async function replaceMembers(db: Executor, groupId: number, memberIds: number[]) {
  await db.delete(participantGroupMembers).where(eq(participantGroupMembers.groupId, groupId));
  if (memberIds.length === 0) return;
  await db.insert(participantGroupMembers).values(memberIds.map((participantId, index) => ({ groupId, participantId, orderId: index + 1 })));
}
