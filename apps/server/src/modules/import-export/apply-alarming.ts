import { AlarmPlanService } from "../alarm-plans/service.js";
import { AlarmPointService } from "../alarm-points/service.js";
import { AlarmTemplateService } from "../alarm-templates/service.js";
import { HolidayService } from "../holidays/service.js";
import { RotationScheduleService, STANDBY_SCHEDULES } from "../rotation-schedules/service.js";
import { TextTemplateService } from "../text-templates/service.js";
import type { ImportWriting } from "./apply-writing.js";
import { pointReferenceOf } from "./export.js";
import { namedKey, pointKeyOf } from "./keys.js";
import type { StandbyScheduleOp } from "./schedule-plan.js";

/** A standby schedule saved without the events that name points the file creates. */
export type AwaitingPoints = { op: StandbyScheduleOp; id: number; version: number };

export async function writeHolidays({ db, principal, resolution, orgId, eachWritten }: ImportWriting) {
  const holidayService = new HolidayService(db);
  await eachWritten(resolution.ops.holidays, async ({ path, existing, value }) => {
    const year = Number(value.start.slice(0, 4));
    if (existing) await holidayService.update(principal, orgId(path), year, { ...value, id: existing.id, version: existing.version });
    else await holidayService.create(principal, orgId(path), year, value);
  });
}

export async function writeTextTemplates({ db, principal, timeZone, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const templateService = new TextTemplateService(db, timeZone);
  await eachWritten(resolution.ops.textTemplates, async ({ path, existing, value }) => {
    if (existing) await templateService.update(principal, { ...value, id: existing.id, version: existing.version });
    else ids.textTemplates.set(namedKey(path, value.name), (await templateService.create(principal, { ...value, orgId: orgId(path) })).id);
  });
}

export async function writeAlarmPlans({ db, principal, resolution, ids, orgId, participantId, eachWritten }: ImportWriting) {
  const planService = new AlarmPlanService(db);
  await eachWritten(resolution.ops.plans, async ({ path, existing, value }) => {
    const ranks = value.ranks.map((rank) => ({
      waitTime: rank.waitTime,
      entries: rank.entries.map((entry) =>
        "participant" in entry ? { participantId: participantId(entry.participant) } : { participantGroupId: ids.groups.get(entry.group)! },
      ),
    }));
    const { orgId: _org, ...fields } = value.plan;
    if (existing) await planService.update(principal, { ...fields, ranks, id: existing.id, version: existing.version });
    else ids.plans.set(namedKey(path, fields.name), (await planService.create(principal, { ...fields, ranks, orgId: orgId(path) })).id);
  });
}

/** The schedule's events whose points exist by now. */
const standbyGroups = ({ ids }: ImportWriting, op: StandbyScheduleOp) =>
  op.value.groups.map((group) => ({
    events: group.events.flatMap(({ change, pointKey, planKey }) => {
      const alarmpointId = pointKey ? ids.points.get(pointKey) : null;
      return alarmpointId === undefined ? [] : [{ ...change, alarmplanId: ids.plans.get(planKey)!, alarmpointId }];
    }),
  }));

/**
 * Standby schedules before the points that use them, without the events that name points the file
 * creates: returns those schedules, which writeAwaitingStandbyEvents completes once the points exist.
 */
export async function writeStandbySchedules(writing: ImportWriting): Promise<AwaitingPoints[]> {
  const { db, principal, timeZone, resolution, ids, orgId, eachWritten } = writing;
  const standbyService = new RotationScheduleService(db, STANDBY_SCHEDULES, timeZone);
  const awaitingPoints: AwaitingPoints[] = [];
  await eachWritten(resolution.ops.standbySchedules, async (op) => {
    const { path, existing, value } = op;
    const groups = standbyGroups(writing, op);
    const saved = existing
      ? await standbyService.update(principal, { ...value.header, id: existing.id, version: existing.version }, groups)
      : await standbyService.create(principal, { ...value.header, orgId: orgId(path) }, groups);
    ids.standbySchedules.set(namedKey(path, value.header.name), saved.id);
    if (op.value.groups.some((group) => group.events.some((event) => event.pointKey && !ids.points.has(event.pointKey))))
      awaitingPoints.push({ op, id: saved.id, version: saved.version });
  });
  return awaitingPoints;
}

export async function writeAwaitingStandbyEvents(writing: ImportWriting, awaitingPoints: AwaitingPoints[]) {
  const { db, principal, timeZone, eachWritten } = writing;
  const standbyService = new RotationScheduleService(db, STANDBY_SCHEDULES, timeZone);
  await eachWritten(
    awaitingPoints.map(({ op, id, version }) => ({ ...op, existing: { id, version } })),
    async (op) =>
      void (await standbyService.update(principal, { ...op.value.header, id: op.existing!.id, version: op.existing!.version }, standbyGroups(writing, op))),
  );
}

/**
 * The plan, text template and standby schedule a point or alarm template names, as ids. A standby key
 * left undefined keeps `stored`, the schedule it has.
 */
function alarmReferences(
  { ids }: ImportWriting,
  value: { planKey: string | null; textTemplateKey: string | null; standbyKey?: string | null },
  stored: number | null,
) {
  const { planKey, textTemplateKey, standbyKey } = value;
  return {
    alarmPlanId: planKey ? ids.plans.get(planKey)! : null,
    textTemplateId: textTemplateKey ? ids.textTemplates.get(textTemplateKey)! : null,
    rotationalCalendarId: standbyKey === undefined ? stored : standbyKey ? ids.standbySchedules.get(standbyKey)! : null,
  };
}

export async function writeAlarmPoints(writing: ImportWriting) {
  const { db, principal, resolution, ids, orgId, eachWritten } = writing;
  const pointService = new AlarmPointService(db);
  const storedPoints = new Map(resolution.snapshot.points.map((point) => [point.id, point]));
  await eachWritten(resolution.ops.points, async ({ path, existing, value }) => {
    const { orgId: _org, alarmPointType, ...fields } = value.point;
    if (existing) {
      // What the document does not hold stays as it is: instruction files and the standby schedule.
      const stored = storedPoints.get(existing.id)!;
      await pointService.update(principal, {
        ...fields,
        ...alarmReferences(writing, value, stored.rotationalCalendarId),
        instructionFileIds: stored.instructionFileIds,
        id: existing.id,
        version: existing.version,
      });
    } else {
      const created = await pointService.create(principal, { ...fields, ...alarmReferences(writing, value, null), alarmPointType, orgId: orgId(path) });
      ids.points.set(namedKey(path, pointKeyOf(pointReferenceOf(created))), created.id);
    }
  });
}

export async function writeAlarmTemplates(writing: ImportWriting) {
  const { db, principal, resolution, orgId, eachWritten } = writing;
  const alarmTemplateService = new AlarmTemplateService(db);
  const storedTemplates = new Map(resolution.snapshot.templates.map((template) => [template.id, template]));
  await eachWritten(resolution.ops.templates, async ({ path, existing, value }) => {
    const { orgId: _org, ...fields } = value.template;
    if (existing) {
      const stored = storedTemplates.get(existing.id)!.definition;
      await alarmTemplateService.update(principal, {
        ...fields,
        ...alarmReferences(writing, value, stored.rotationalCalendarId ?? null),
        instructionFileIds: stored.instructionFileIds,
        id: existing.id,
        version: existing.version,
      });
    } else {
      await alarmTemplateService.create(principal, { ...fields, ...alarmReferences(writing, value, null), orgId: orgId(path) });
    }
  });
}
