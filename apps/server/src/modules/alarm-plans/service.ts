import type { AlarmPlan, ValidAlarmPlanCreate, ValidAlarmPlanUpdate } from "@alarm/contract";
import { notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { referenceProblems, type ReferenceScope, refuseReferenceProblems } from "../../core/reference-scope.js";
import { standbySchedulesNaming } from "../rotation-schedules/service.js";
import * as repo from "./repo.js";

/** The plans that name a participant or group; other modules ask here, not in the repository. */
export { plansNaming } from "./repo.js";

/** Alarm plans: who is alerted, rank by rank. */
export class AlarmPlanService {
  constructor(readonly db: Db) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<AlarmPlan> {
    const plan = await repo.findPlan(db, id);
    if (!plan || !(await isWithinOrganization(db, principal.orgId, plan.orgId))) throw notFound("Alarm plan");
    return { ...plan, ranks: await repo.ranksOf(db, id) };
  }

  create(principal: Principal, input: ValidAlarmPlanCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await assertEntriesUsable(tx, { orgId: input.orgId, callerOrgId: principal.orgId }, input.ranks);
      await assertRoomFor(tx, "ALARMPLAN", input.orgId);
      const id = await repo.insertPlan(tx, { ...planValuesOf(input), orgId: input.orgId });
      await repo.replaceRanks(tx, id, input.ranks);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: ValidAlarmPlanUpdate) {
    return this.db.transaction(async (tx) => {
      const plan = await this.get(principal, input.id, tx);
      await assertEntriesUsable(tx, { orgId: plan.orgId, callerOrgId: principal.orgId }, input.ranks);
      if (!(await repo.updatePlanRow(tx, input.id, input.version, planValuesOf(input)))) throw staleVersion();
      await repo.replaceRanks(tx, input.id, input.ranks);
      return this.get(principal, input.id, tx);
    });
  }

  /** Refused while an alarm point, an alarm template or a standby schedule uses the plan. */
  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const plan = await this.get(principal, id, tx);
      const users = await usedBy(tx, [...repo.planUses(id), standbySchedulesNaming({ alarmPlanId: id })], principal.orgId);
      if (users.total > 0) throw tightlyUsed(plan.name, users);
      await repo.deletePlan(tx, id);
    });
  }

  /** A copy named "(copy)" in the same organization, with every rank and entry. */
  clone(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const source = await this.get(principal, id, tx);
      await assertRoomFor(tx, "ALARMPLAN", source.orgId);
      const copyId = await repo.insertPlan(tx, { ...planValuesOf(source), name: `${source.name} (copy)`, orgId: source.orgId });
      await repo.replaceRanks(tx, copyId, source.ranks);
      return this.get(principal, copyId, tx);
    });
  }
}

const planValuesOf = (
  plan: Pick<AlarmPlan, "name" | "mediaProcessingType" | "mediaUsageType" | "skipCheckedOut"> & { description?: string | null | undefined },
): repo.PlanValues => ({
  name: plan.name,
  description: plan.description || null,
  mediaProcessingType: plan.mediaProcessingType,
  mediaUsageType: plan.mediaUsageType,
  skipCheckedOut: plan.skipCheckedOut,
});

/**
 * Every participant and group a plan names must lie in the plan's organization or above it (and
 * in the caller's scope); each one that does not is reported at its place, `ranks.N.entries.M`.
 */
async function assertEntriesUsable(db: Executor, scope: ReferenceScope, ranks: readonly repo.RankValues[]) {
  const entries = ranks.flatMap((rank, rankIndex) =>
    rank.entries.map((entry, entryIndex) => ({ ...entry, field: `ranks.${rankIndex}.entries.${entryIndex}` })),
  );
  const fieldOf = (index: number) => entries[index]!.field;
  const problems = [
    ...(await referenceProblems(
      db,
      "PARTICIPANT",
      entries.map((entry) => entry.participantId),
      scope,
      fieldOf,
    )),
    ...(await referenceProblems(
      db,
      "PARTICIPANT_GROUP",
      entries.map((entry) => entry.participantGroupId),
      scope,
      fieldOf,
    )),
  ];
  const order = entries.map((entry) => entry.field);
  refuseReferenceProblems(problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
}
