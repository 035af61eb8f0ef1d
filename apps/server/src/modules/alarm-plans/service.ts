import type { AlarmPlan, ValidAlarmPlanCreate, ValidAlarmPlanUpdate } from "@alarm/contract";
import type { Db, Executor } from "../../db/database.js";
import { AppError, notFound } from "../../http/errors.js";
import type { Principal } from "../auth/repo.js";
import { assertRoomFor } from "../organizations/object-limits.js";
import { isWithinOrganization } from "../organizations/scope.js";
import { staleVersion, tightlyUsed } from "../organizations/service.js";
import * as repo from "./repo.js";

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
      await assertEntriesVisible(tx, principal, input.ranks);
      await assertRoomFor(tx, "ALARMPLAN", input.orgId);
      const id = await repo.insertPlan(tx, { ...planValuesOf(input), orgId: input.orgId });
      await repo.replaceRanks(tx, id, input.ranks);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: ValidAlarmPlanUpdate) {
    return this.db.transaction(async (tx) => {
      await this.get(principal, input.id, tx);
      await assertEntriesVisible(tx, principal, input.ranks);
      if (!(await repo.updatePlanRow(tx, input.id, input.version, planValuesOf(input)))) throw staleVersion();
      await repo.replaceRanks(tx, input.id, input.ranks);
      return this.get(principal, input.id, tx);
    });
  }

  /** Refused while an alarm point or an alarm template uses the plan. */
  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const plan = await this.get(principal, id, tx);
      if (await repo.planInUse(tx, id)) throw tightlyUsed(plan.name);
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

const planValuesOf = (plan: Pick<AlarmPlan, "name" | "mediaProcessingType" | "mediaUsageType"> & { description?: string | null | undefined }): repo.PlanValues => ({
  name: plan.name,
  description: plan.description || null,
  mediaProcessingType: plan.mediaProcessingType,
  mediaUsageType: plan.mediaUsageType,
});

/**
 * Every participant and group a plan names must exist and lie in the caller's organization
 * subtree; each one that does not is reported at its place, `ranks.N.entries.M`.
 */
async function assertEntriesVisible(db: Executor, principal: Principal, ranks: readonly repo.RankValues[]) {
  const entries = ranks.flatMap((rank, rankIndex) => rank.entries.map((entry, entryIndex) => ({ ...entry, field: `ranks.${rankIndex}.entries.${entryIndex}` })));
  const participantIds = entries.flatMap((entry) => (entry.participantId ? [entry.participantId] : []));
  const groupIds = entries.flatMap((entry) => (entry.participantGroupId ? [entry.participantGroupId] : []));
  const participants = await repo.visibleParticipants(db, participantIds, principal.orgId);
  const groups = await repo.visibleGroups(db, groupIds, principal.orgId);
  const details = entries.flatMap((entry) => {
    if (entry.participantId && !participants.has(entry.participantId)) {
      return [{ field: entry.field, message: `Unknown participant ${entry.participantId}`, code: "UNKNOWN_PARTICIPANT" }];
    }
    if (entry.participantGroupId && !groups.has(entry.participantGroupId)) {
      return [{ field: entry.field, message: `Unknown participant group ${entry.participantGroupId}`, code: "UNKNOWN_GROUP" }];
    }
    return [];
  });
  if (details.length > 0) throw new AppError("VALIDATION", details.map((detail) => detail.message).join("; "), details);
}
