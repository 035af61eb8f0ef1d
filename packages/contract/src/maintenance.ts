import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { occurrenceAt, type Occurrence } from "./recurrence/expand.js";
import { recurrenceRule, type RecurrenceRule } from "./recurrence/recurrence-rule.js";

/**
 * Maintenance windows: planned times in which the events other systems send for an alarm point (or
 * for every alarm point of an organization and the organizations below it) are recorded as
 * suppressed instead of alerting anybody, and a manual trigger asks to be confirmed.
 */
export const MAINTENANCE_LIMITS = { name: 200, description: 2000, oneOffDays: 31 } as const;

const DAY = 86_400_000;

export const maintenanceSchedule = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("ONE_OFF"), startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }) }),
    z.object({ kind: z.literal("RECURRING"), recurrence: recurrenceRule }),
  ])
  .superRefine((schedule, context) => {
    if (schedule.kind !== "ONE_OFF") return;
    const length = Date.parse(schedule.endsAt) - Date.parse(schedule.startsAt);
    if (!(length > 0)) context.addIssue({ code: "custom", path: ["endsAt"], message: "must be after the start", params: { code: "END_BEFORE_START" } });
    else if (length > MAINTENANCE_LIMITS.oneOffDays * DAY) {
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        message: `at most ${MAINTENANCE_LIMITS.oneOffDays} days after the start`,
        params: { code: "TOO_LONG" },
      });
    }
  })
  .meta({ id: "MaintenanceSchedule" });
export type MaintenanceSchedule = z.output<typeof maintenanceSchedule>;

const fields = {
  name: z.string().trim().min(1, "required").max(MAINTENANCE_LIMITS.name),
  description: z.string().trim().max(MAINTENANCE_LIMITS.description).nullable().optional(),
  alarmPointId: objectId.nullable().default(null).describe("The alarm point in maintenance; null: every alarm point of the organization and those below it"),
  schedule: maintenanceSchedule,
};

export const maintenanceWindowCreate = z.object({ ...fields, orgId: objectId }).meta({ id: "MaintenanceWindowCreate" });
export type MaintenanceWindowCreate = z.input<typeof maintenanceWindowCreate>;
export const maintenanceWindowUpdate = z.object({ ...fields, id: objectId, version: objectVersion }).meta({ id: "MaintenanceWindowUpdate" });
export type MaintenanceWindowUpdate = z.input<typeof maintenanceWindowUpdate>;

const span = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

export const maintenanceWindow = z
  .object({
    id: z.number().int(),
    orgId: z.number().int(),
    orgName: z.string(),
    alarmPointId: z.number().int().nullable(),
    alarmPointName: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    schedule: maintenanceSchedule,
    endedEarlyAt: z.iso.datetime().nullable(),
    current: span.nullable().describe("The occurrence in force now"),
    next: span.nullable().describe("The next occurrence that has not started"),
    version: z.number().int(),
  })
  .meta({ id: "MaintenanceWindow" });
export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;

export const maintenanceWindowList = z.object({ list: z.array(maintenanceWindow) }).meta({ id: "MaintenanceWindowList" });
export const maintenanceWindowQuery = z.object({
  orgId: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Only this organization's windows (default: all the caller sees)"),
  alarmPointId: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Only windows that cover this alarm point"),
});

/** What is in maintenance now, for the alarm table: points by id, and whole organizations (their subtrees spelled out). */
export const maintenanceNow = z
  .object({
    alarmPointIds: z.array(z.number().int()),
    orgIds: z.array(z.number().int()),
    windows: z.array(
      z.object({ id: z.number().int(), name: z.string(), alarmPointId: z.number().int().nullable(), orgId: z.number().int(), end: z.iso.datetime() }),
    ),
  })
  .meta({ id: "MaintenanceNow" });
export type MaintenanceNow = z.infer<typeof maintenanceNow>;

type Timing = { schedule: MaintenanceSchedule; endedEarlyAt: Date | null };

/** The occurrence of a window in force at `instant`: one ended early before `instant` is over. */
export function maintenanceOccurrenceAt(window: Timing, instant: Date): Occurrence | null {
  const occurrence = occurrenceOf(window.schedule, instant);
  if (!occurrence) return null;
  const ended = window.endedEarlyAt;
  if (ended && ended.getTime() >= occurrence.start.getTime() && ended.getTime() <= instant.getTime()) return null;
  return occurrence;
}

function occurrenceOf(schedule: MaintenanceSchedule, instant: Date): Occurrence | null {
  if (schedule.kind === "RECURRING") return occurrenceAt(schedule.recurrence as RecurrenceRule, instant);
  const start = new Date(schedule.startsAt);
  const end = new Date(schedule.endsAt);
  return start <= instant && instant < end ? { start, end, index: 0 } : null;
}
