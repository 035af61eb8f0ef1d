import { z } from "zod";
import { objectId, objectIdParam } from "./ids.js";
import { calendarEntryChangeFields, calendarEntryFields, checkEntryTiming, isEntryInForceAt, issueReporter } from "./calendar-entry.js";

/**
 * What an alarm point calendar entry does while it is in force: the point is ACTIVE only inside
 * its ACTIVE entries (when it has any), INACTIVE inside its INACTIVE entries, and inside a
 * REPLACEMENT entry triggering it triggers another alarm point instead.
 */
export const ALARM_POINT_CALENDAR_KINDS = ["ACTIVE", "INACTIVE", "REPLACEMENT"] as const;
export type AlarmPointCalendarKind = (typeof ALARM_POINT_CALENDAR_KINDS)[number];

/** An alarm point's calendar events may carry `alarmReplacement`, with `alarmPointId` and `id` (docs/domain-rules.md#calendars-and-recurrence). */
export const alarmReplacementChange = z.object({
  id: objectId.nullable().optional(),
  alarmPointId: objectId.describe("The alarm point triggered instead"),
});

export const alarmPointCalendarEventInput = z
  .object({
    ...calendarEntryChangeFields,
    kind: z.enum(ALARM_POINT_CALENDAR_KINDS).default("INACTIVE"),
    alarmReplacement: alarmReplacementChange.nullable().optional().describe("REPLACEMENT: the alarm point triggered instead"),
  })
  .superRefine((event, context) => {
    const issue = issueReporter(context);
    if (event.kind === "REPLACEMENT" && !event.alarmReplacement)
      issue(["alarmReplacement", "alarmPointId"], "choose the alarm point triggered instead", "REQUIRED");
    checkEntryTiming(event, issue);
  })
  .meta({ id: "AlarmPointCalendarEventChange" });
export type AlarmPointCalendarEventInput = z.input<typeof alarmPointCalendarEventInput>;
export type ValidAlarmPointCalendarEvent = z.output<typeof alarmPointCalendarEventInput>;

export const alarmPointCalendarEvent = z
  .object({
    ...calendarEntryFields,
    kind: z.enum(ALARM_POINT_CALENDAR_KINDS),
    alarmReplacement: z.object({ id: z.number().int().nullable(), alarmPointId: z.number().int() }).nullable(),
  })
  .meta({ id: "AlarmPointCalendarEvent" });
export type AlarmPointCalendarEvent = z.infer<typeof alarmPointCalendarEvent>;

export const alarmPointCalendar = z.object({ alarmPointId: z.number().int(), events: z.array(alarmPointCalendarEvent) }).meta({ id: "AlarmPointCalendar" });
export type AlarmPointCalendar = z.infer<typeof alarmPointCalendar>;

export const alarmPointCalendarParams = z.object({ id: objectIdParam, calendarId: objectIdParam });

export interface AlarmPointState {
  active: boolean;
  /** The alarm point triggered instead of this one, while a replacement is in force. */
  replacementAlarmPointId: number | null;
}

/**
 * Whether an alarm point is active at an instant, and which alarm point replaces it: entries
 * switched off are ignored; an INACTIVE entry in force wins over everything; with any ACTIVE
 * entries the point is inactive outside them; a REPLACEMENT in force (the earliest created, when
 * several overlap) names the alarm point triggered instead — only while the point is active.
 */
export function alarmPointStateAt(events: readonly AlarmPointCalendarEvent[], instant: Date): AlarmPointState {
  const switchedOn = events.filter((event) => event.active);
  const inForce = switchedOn.filter((event) => isEntryInForceAt(event, instant));
  const activeEntries = switchedOn.some((event) => event.kind === "ACTIVE");
  const active = !inForce.some((event) => event.kind === "INACTIVE") && (!activeEntries || inForce.some((event) => event.kind === "ACTIVE"));
  const replacement = active ? inForce.filter((event) => event.kind === "REPLACEMENT" && event.alarmReplacement).sort((a, b) => a.id - b.id)[0] : undefined;
  return { active, replacementAlarmPointId: replacement?.alarmReplacement?.alarmPointId ?? null };
}
