import type { AlarmPointReference } from "@alarm/contract";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { alarmPlans, alarmPoints, alarmRotationals, participantGroups, participantRotationals, participants, textTemplates } from "../../db/schema/index.js";
import type { ParticipantRow, Snapshot } from "./snapshot.js";

/*
 * The names of what the snapshot's rows use from above the export's root (plans, groups, message
 * texts, schedules, participants with a login, alarm points), read from the database by id.
 */

/** A point by its system ID when it has one, else by its name. */
export const pointReferenceOf = (point: { name: string; systemId: string | null }): AlarmPointReference =>
  point.systemId ? { systemId: point.systemId } : { name: point.name };

/** The names the snapshot's objects give, by id; what lies above the root is added as the snapshot refers to it. */
export type KnownNames = {
  participantById: Map<number, ParticipantRow>;
  groupNames: Map<number, string>;
  planNames: Map<number, string>;
  templateNames: Map<number, string>;
  standbyNames: Map<number, string>;
  teamNames: Map<number, string>;
  pointRefs: Map<number, AlarmPointReference>;
};

/** The ids (once each) that `known` does not name yet. */
const missing = (ids: (number | null)[], known: Map<number, unknown>) => [...new Set(ids.filter((id): id is number => id !== null && !known.has(id)))];

export async function nameOutsideParticipants(db: Executor, snapshot: Snapshot, participantById: KnownNames["participantById"]) {
  const outsideParticipants = missing(
    [
      ...snapshot.groups.flatMap((group) => group.memberIds),
      ...snapshot.plans.flatMap((plan) => plan.ranks.flatMap((rank) => rank.entries.map((entry) => entry.participantId))),
      ...snapshot.participants.flatMap((participant) => participant.privateSchedule.map((event) => event.replacementParticipantId)),
    ],
    participantById,
  );
  if (outsideParticipants.length === 0) return;
  // Above the root only a login can name a participant.
  const rows = await db.select({ id: participants.id, login: participants.login }).from(participants).where(inArray(participants.id, outsideParticipants));
  for (const row of rows) if (row.login) participantById.set(row.id, { id: row.id, orgId: -1, name: "", surname: "", login: row.login } as ParticipantRow);
}

export async function nameOutsidePoints(db: Executor, snapshot: Snapshot, pointRefs: KnownNames["pointRefs"]) {
  const outsidePoints = missing(
    snapshot.standbySchedules.flatMap((schedule) => schedule.weekGroups.flatMap((group) => group.events.map((event) => event.alarmPointId))),
    pointRefs,
  );
  if (outsidePoints.length === 0) return;
  const rows = await db
    .select({ id: alarmPoints.id, name: alarmPoints.name, systemId: alarmPoints.systemId })
    .from(alarmPoints)
    .where(inArray(alarmPoints.id, outsidePoints));
  for (const row of rows) pointRefs.set(row.id, pointReferenceOf(row));
}

async function fillNames(
  db: Executor,
  table: typeof alarmPlans | typeof participantGroups | typeof textTemplates | typeof alarmRotationals | typeof participantRotationals,
  ids: number[],
  into: Map<number, string>,
) {
  if (ids.length === 0) return;
  for (const row of await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))) into.set(row.id, row.name);
}

/** Groups, plans, message texts and schedules above the root that the snapshot's rows use. */
export async function nameOutsideObjects(db: Executor, snapshot: Snapshot, known: KnownNames) {
  await fillNames(
    db,
    participantGroups,
    missing(
      snapshot.plans.flatMap((plan) => plan.ranks.flatMap((rank) => rank.entries.map((entry) => entry.participantGroupId))),
      known.groupNames,
    ),
    known.groupNames,
  );
  await fillNames(
    db,
    alarmPlans,
    missing(
      [...snapshot.points, ...snapshot.templates].map((row) => row.alarmPlanId),
      known.planNames,
    ),
    known.planNames,
  );
  await fillNames(
    db,
    textTemplates,
    missing(
      [...snapshot.points.map((point) => point.textTemplateId), ...snapshot.templates.map((template) => template.definition.textTemplateId ?? null)],
      known.templateNames,
    ),
    known.templateNames,
  );
  await fillNames(
    db,
    alarmPlans,
    missing(
      snapshot.standbySchedules.flatMap((schedule) => schedule.weekGroups.flatMap((group) => group.events.map((event) => event.alarmPlanId))),
      known.planNames,
    ),
    known.planNames,
  );
  await fillNames(
    db,
    alarmRotationals,
    missing(
      [
        ...snapshot.points.map((point) => point.rotationalCalendarId),
        ...snapshot.templates.map((template) => template.definition.rotationalCalendarId ?? null),
      ],
      known.standbyNames,
    ),
    known.standbyNames,
  );
  await fillNames(
    db,
    participantRotationals as unknown as typeof alarmRotationals,
    missing(
      snapshot.participants.map((participant) => participant.participantRotationalId),
      known.teamNames,
    ),
    known.teamNames,
  );
}
