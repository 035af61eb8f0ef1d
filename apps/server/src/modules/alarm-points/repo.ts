import { violatedUniqueConstraint } from "../../db/unique-violation.js";
import type { AlarmPoint, InstructionFile, ValidAlarmPointCreate } from "@alarm/contract";
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../../db/database.js";
import { alarmPlans, alarmPointCalendarEvents, alarmPointInstructionFiles, alarmPoints, organizations } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { filesInOrder } from "../alarm-templates/references.js";

/** What a create or an update writes into the alarm point's row. */
export type PointValues = Omit<ValidAlarmPointCreate, "orgId" | "alarmPointType" | "instructionFileIds">;

export type PointRow = Omit<AlarmPoint, "instructionFiles">;

const pointFields = {
  id: alarmPoints.id,
  name: alarmPoints.name,
  description: alarmPoints.description,
  text: alarmPoints.text,
  speechText: alarmPoints.speechText,
  language: sql<AlarmPoint["language"]>`${alarmPoints.language}`,
  icon: alarmPoints.icon,
  systemId: alarmPoints.systemId,
  alarmPlanId: alarmPoints.alarmPlanId,
  alarmPlanName: alarmPlans.name,
  rotationalCalendarId: alarmPoints.rotationalCalendarId,
  priority: alarmPoints.priority,
  acknowledgeMode: sql<AlarmPoint["acknowledgeMode"]>`${alarmPoints.acknowledgeMode}`,
  confirmPriority: alarmPoints.confirmPriority,
  localAcknowledgeTime: alarmPoints.localAcknowledgeTime,
  countRepeat: alarmPoints.countRepeat,
  repeatBetween: alarmPoints.repeatBetween,
  repeatMonInterval: alarmPoints.repeatMonInterval,
  mediaProcessingType: sql<AlarmPoint["mediaProcessingType"]>`${alarmPoints.mediaProcessingType}`,
  mediaUsageType: sql<AlarmPoint["mediaUsageType"]>`${alarmPoints.mediaUsageType}`,
  textTemplateId: alarmPoints.textTemplateId,
  alarmPointType: sql<AlarmPoint["alarmPointType"]>`${alarmPoints.alarmPointType}`,
  deleted: alarmPoints.deleted,
  deletedAt: alarmPoints.deletedAt,
  orgId: alarmPoints.orgId,
  orgName: organizations.name,
  version: alarmPoints.version,
};

/** A query of alarm points joined to what their rows show by name. */
const withPointJoins = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(organizations, eq(organizations.id, alarmPoints.orgId)).leftJoin(alarmPlans, eq(alarmPlans.id, alarmPoints.alarmPlanId));

const withDeletedAtText = <R extends { deletedAt: Date | null }>(row: R) => ({ ...row, deletedAt: row.deletedAt?.toISOString() ?? null });

export async function findPoint(db: Executor, id: number): Promise<PointRow | undefined> {
  const [row] = await withPointJoins(db.select(pointFields).from(alarmPoints).$dynamic()).where(eq(alarmPoints.id, id));
  return row && withDeletedAtText(row);
}

export async function instructionFilesOf(db: Executor, pointId: number): Promise<InstructionFile[]> {
  return (await instructionFilesOfPoints(db, [pointId])).get(pointId) ?? [];
}

/** The instruction files of each of `pointIds` in their order, in two queries however many points. */
export async function instructionFilesOfPoints(db: Executor, pointIds: readonly number[]): Promise<Map<number, InstructionFile[]>> {
  if (pointIds.length === 0) return new Map();
  const links = await db
    .select({ pointId: alarmPointInstructionFiles.alarmPointId, fileId: alarmPointInstructionFiles.fileId })
    .from(alarmPointInstructionFiles)
    .where(inArray(alarmPointInstructionFiles.alarmPointId, [...pointIds]))
    .orderBy(asc(alarmPointInstructionFiles.orderId));
  const files = new Map((await filesInOrder(db, [...new Set(links.map((link) => link.fileId))])).map((file) => [file.id, file]));
  return new Map(pointIds.map((pointId) => [pointId, links.filter((link) => link.pointId === pointId).flatMap((link) => files.get(link.fileId) ?? [])]));
}

/** A consequential trigger's own columns: the point whose alarms raise it, and when. */
export type ConsequentialColumns = { initiatorId: number; consequentialTrigger: string };

export async function insertPoint(db: Executor, values: PointValues & { orgId: number; alarmPointType: string } & Partial<ConsequentialColumns>) {
  const [row] = await db.insert(alarmPoints).values(values).returning({ id: alarmPoints.id });
  return row!.id;
}

export const updatePointRow = (db: Executor, id: number, version: number, values: PointValues & Partial<Pick<ConsequentialColumns, "consequentialTrigger">>) =>
  updateVersioned(db, alarmPoints, id, version, values);

/** The consequential columns of point `id` with the initiator's name; none for a point that is not a consequential trigger. */
export async function consequentialColumnsOf(db: Executor, id: number) {
  const [row] = await queryRows<ConsequentialColumns & { initiatorName: string }>(
    db,
    sql`select c.initiator_id as "initiatorId", c.consequential_trigger as "consequentialTrigger", i.name as "initiatorName"
        from alarm_points c join alarm_points i on i.id = c.initiator_id where c.id = ${id} and c.consequential_trigger is not null`,
  );
  return row;
}

const initiator = alias(alarmPoints, "initiator");

/** The consequential triggers of `initiatorId` (not deleted) by name, each with its own columns and the initiator's name, in one query. */
export async function consequentialRowsOf(db: Executor, initiatorId: number): Promise<(PointRow & ConsequentialColumns & { initiatorName: string })[]> {
  const fields = {
    ...pointFields,
    consequentialTrigger: sql<string>`${alarmPoints.consequentialTrigger}`,
    initiatorId: sql<number>`${alarmPoints.initiatorId}`,
    initiatorName: initiator.name,
  };
  const rows = await withPointJoins(db.select(fields).from(alarmPoints).$dynamic())
    .innerJoin(initiator, eq(initiator.id, alarmPoints.initiatorId))
    .where(and(eq(alarmPoints.initiatorId, initiatorId), eq(alarmPoints.deleted, false), isNotNull(alarmPoints.consequentialTrigger)))
    .orderBy(asc(alarmPoints.name), asc(alarmPoints.id));
  return rows.map(withDeletedAtText);
}

/** Marks the point deleted (or restores it), counting its version up; false when it changed meanwhile. */
export const setDeleted = (db: Executor, id: number, version: number, deleted: boolean) =>
  updateVersioned(db, alarmPoints, id, version, { deleted, deletedAt: deleted ? sql`now()` : null });

/** Marks the live consequential triggers of `initiatorId` deleted, at the same time (the transaction's) as the initiator itself. */
export async function deleteConsequentialsOf(db: Executor, initiatorId: number) {
  await db
    .update(alarmPoints)
    .set({ deleted: true, deletedAt: sql`now()`, version: sql`${alarmPoints.version} + 1` })
    .where(and(eq(alarmPoints.initiatorId, initiatorId), eq(alarmPoints.deleted, false)));
}

/**
 * Restores the consequential triggers deleted with the still deleted `initiatorId` (at its very time);
 * those deleted on their own before stay deleted.
 */
export async function restoreConsequentialsOf(db: Executor, initiatorId: number) {
  const deletedWith = db.select({ deletedAt: initiator.deletedAt }).from(initiator).where(eq(initiator.id, initiatorId));
  await db
    .update(alarmPoints)
    .set({ deleted: false, deletedAt: null, version: sql`${alarmPoints.version} + 1` })
    .where(and(eq(alarmPoints.initiatorId, initiatorId), eq(alarmPoints.deleted, true), eq(alarmPoints.deletedAt, deletedWith)));
}

/** Replaces the point's instruction files by `fileIds`, numbered 1, 2, 3… in order. */
export async function replaceInstructionFiles(db: Executor, pointId: number, fileIds: readonly number[]) {
  await db.delete(alarmPointInstructionFiles).where(eq(alarmPointInstructionFiles.alarmPointId, pointId));
  if (fileIds.length === 0) return;
  await db.insert(alarmPointInstructionFiles).values(fileIds.map((fileId, index) => ({ alarmPointId: pointId, fileId, orderId: index + 1 })));
}

/** The organization's active (not deleted) point other than `exceptId` that is triggered as `systemId`, ignoring case. */
export async function activePointWithSystemId(db: Executor, orgId: number, systemId: string, exceptId?: number) {
  const [row] = await db
    .select({ id: alarmPoints.id, name: alarmPoints.name })
    .from(alarmPoints)
    .where(
      and(
        eq(alarmPoints.orgId, orgId),
        eq(alarmPoints.deleted, false),
        sql`lower(${alarmPoints.systemId}) = lower(${systemId})`,
        exceptId === undefined ? undefined : ne(alarmPoints.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** How many different participants the plan alerts, named in a rank directly or as a member of a group there. */
export async function participantsReachedBy(db: Executor, planId: number): Promise<number> {
  const [row] = await queryRows<{ reached: number }>(
    db,
    sql`select count(*)::int as reached from (
          select e.participant_id from alarm_plan_entries e where e.plan_id = ${planId} and e.participant_id is not null
          union
          select m.participant_id from alarm_plan_entries e join participant_group_members m on m.group_id = e.participant_group_id where e.plan_id = ${planId}
        ) as reached_participants`,
  );
  return row?.reached ?? 0;
}

/** Gives the copy the same calendar entries as the original. */
export async function copyCalendarEvents(db: Executor, fromPointId: number, toPointId: number) {
  const events = await db
    .select({ definition: alarmPointCalendarEvents.definition })
    .from(alarmPointCalendarEvents)
    .where(eq(alarmPointCalendarEvents.alarmPointId, fromPointId));
  if (events.length === 0) return;
  await db.insert(alarmPointCalendarEvents).values(events.map((event) => ({ alarmPointId: toPointId, definition: event.definition })));
}

/** True when the failure is the database refusing a second active point with the same system id (a race past the check). */
export function isSystemIdClash(error: unknown): boolean {
  return violatedUniqueConstraint(error) === "alarm_points_system_id_unique";
}

/** The trigger types of the consequential triggers of `initiatorId` (not deleted), but that of `exceptId`. */
export async function usedTriggerTypes(db: Executor, initiatorId: number, exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ type: alarmPoints.consequentialTrigger })
    .from(alarmPoints)
    .where(and(eq(alarmPoints.initiatorId, initiatorId), eq(alarmPoints.deleted, false), exceptId === undefined ? undefined : ne(alarmPoints.id, exceptId)));
  return rows.flatMap((row) => (row.type ? [row.type] : []));
}

/** True when the failure is the database refusing a second consequential trigger of the same type for one initiator (a race past the check). */
export function isTriggerTypeClash(error: unknown): boolean {
  return violatedUniqueConstraint(error) === "alarm_points_consequential_unique";
}
