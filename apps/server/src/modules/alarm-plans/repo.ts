import type { AlarmPlan, PlanEntry, PlanRank } from "@alarm/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import {
  alarmPlanEntries,
  alarmPlanRanks,
  alarmPlans,
  alarmPoints,
  alarmTemplates,
  organizations,
  participantGroups,
  participants,
} from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import type { Use } from "../../core/used-by.js";

/** A rank as stored: its wait time and its entries, in order. */
export type RankValues = {
  waitTime: number;
  entries: { participantId?: number | null | undefined; participantGroupId?: number | null | undefined }[];
};

export type PlanValues = Pick<typeof alarmPlans.$inferInsert, "name" | "description" | "mediaProcessingType" | "mediaUsageType" | "skipCheckedOut">;

export async function findPlan(db: Executor, id: number): Promise<Omit<AlarmPlan, "ranks"> | undefined> {
  const [row] = await db
    .select({
      id: alarmPlans.id,
      name: alarmPlans.name,
      description: alarmPlans.description,
      orgId: alarmPlans.orgId,
      orgName: organizations.name,
      mediaProcessingType: sql<AlarmPlan["mediaProcessingType"]>`${alarmPlans.mediaProcessingType}`,
      mediaUsageType: sql<AlarmPlan["mediaUsageType"]>`${alarmPlans.mediaUsageType}`,
      skipCheckedOut: alarmPlans.skipCheckedOut,
      version: alarmPlans.version,
    })
    .from(alarmPlans)
    .innerJoin(organizations, eq(organizations.id, alarmPlans.orgId))
    .where(eq(alarmPlans.id, id));
  return row;
}

/** The plan's ranks in order, each with its entries in order, titled by participant full name or group name. */
export async function ranksOf(db: Executor, planId: number): Promise<PlanRank[]> {
  const ranks = await db
    .select({ id: alarmPlanRanks.id, orderId: alarmPlanRanks.orderId, waitTime: alarmPlanRanks.waitTime })
    .from(alarmPlanRanks)
    .where(eq(alarmPlanRanks.planId, planId))
    .orderBy(asc(alarmPlanRanks.orderId));
  const entries = await db
    .select({
      id: alarmPlanEntries.id,
      participantId: alarmPlanEntries.participantId,
      participantGroupId: alarmPlanEntries.participantGroupId,
      orderId: alarmPlanEntries.orderId,
      planGroupId: alarmPlanEntries.rankId,
      name: sql<string>`coalesce(${participants.name} || ' ' || ${participants.surname}, ${participantGroups.name})`,
      shortName: participants.shortName,
    })
    .from(alarmPlanEntries)
    .leftJoin(participants, eq(participants.id, alarmPlanEntries.participantId))
    .leftJoin(participantGroups, eq(participantGroups.id, alarmPlanEntries.participantGroupId))
    .where(eq(alarmPlanEntries.planId, planId))
    .orderBy(asc(alarmPlanEntries.orderId), asc(alarmPlanEntries.id));
  return ranks.map((rank) => ({
    ...rank,
    entries: entries.filter((entry) => entry.planGroupId === rank.id).map((entry): PlanEntry => ({ ...entry, title: entry.name })),
  }));
}

export async function insertPlan(db: Executor, values: PlanValues & { orgId: number }) {
  const [row] = await db.insert(alarmPlans).values(values).returning({ id: alarmPlans.id });
  return row!.id;
}

export const updatePlanRow = (db: Executor, id: number, version: number, change: PlanValues) => updateVersioned(db, alarmPlans, id, version, change);

/** Replaces every rank of the plan (their entries go with them) by `ranks`, numbered 1, 2, 3… in order. */
export async function replaceRanks(db: Executor, planId: number, ranks: readonly RankValues[]) {
  await db.delete(alarmPlanRanks).where(eq(alarmPlanRanks.planId, planId));
  if (ranks.length === 0) return;
  const inserted = await db
    .insert(alarmPlanRanks)
    .values(ranks.map((rank, index) => ({ planId, orderId: index + 1, waitTime: rank.waitTime })))
    .returning({ id: alarmPlanRanks.id, orderId: alarmPlanRanks.orderId });
  const rankIds = new Map(inserted.map((rank) => [rank.orderId, rank.id]));
  const entries = ranks.flatMap((rank, rankIndex) =>
    rank.entries.map((entry, entryIndex) => ({
      planId,
      rankId: rankIds.get(rankIndex + 1)!,
      orderId: entryIndex + 1,
      participantId: entry.participantId ?? null,
      participantGroupId: entry.participantGroupId ?? null,
    })),
  );
  if (entries.length > 0) await db.insert(alarmPlanEntries).values(entries);
}

export async function deletePlan(db: Executor, id: number) {
  await db.delete(alarmPlans).where(eq(alarmPlans.id, id));
}

/** What uses the plan: alarm points (deleted ones too: they can be restored) and alarm templates. */
export const planUses = (planId: number): Use[] => [
  { type: "ALARMPOINT", select: sql`select ${alarmPoints.name}, ${alarmPoints.orgId} from ${alarmPoints} where ${eq(alarmPoints.alarmPlanId, planId)}` },
  {
    type: "ALARM_TEMPLATE",
    select: sql`select ${alarmTemplates.name}, ${alarmTemplates.orgId} from ${alarmTemplates} where ${eq(alarmTemplates.alarmPlanId, planId)}`,
  },
];

/** The plans that name the participant or the participant group directly: such a one cannot be deleted. */
export function plansNaming(named: { participantId: number } | { participantGroupId: number }): Use {
  const condition =
    "participantId" in named ? eq(alarmPlanEntries.participantId, named.participantId) : eq(alarmPlanEntries.participantGroupId, named.participantGroupId);
  return {
    type: "ALARMPLAN",
    select: sql`select distinct ${alarmPlans.name}, ${alarmPlans.orgId} from ${alarmPlanEntries}
                join ${alarmPlans} on ${eq(alarmPlans.id, alarmPlanEntries.planId)} where ${condition}`,
  };
}
