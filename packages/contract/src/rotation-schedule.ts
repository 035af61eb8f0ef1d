import { z } from "zod";
import { deviceType } from "./device.js";
import { DEFAULT_EVENT_TITLE, isoDate } from "./holiday.js";
import { objectId, objectVersion } from "./ids.js";

/**
 * Standby schedules (alarm rotationals: which alarm plan serves an alarm point when) and team media
 * schedules (participant rotationals: which device of a participant is used when),
 * docs/domain-rules.md#rotation-week-groups. Both are ordered week groups that take turns week by
 * week from `validFrom` (week 1 → group 1, week 2 → group 2, …, then again), each holding rotation
 * events with a weekly date rule.
 */

/** On holidays only, never on holidays, or regardless of holidays. */
export const HOLIDAY_BEHAVIOURS = ["REGARDLESS", "ONLY_ON_HOLIDAYS", "NEVER_ON_HOLIDAYS"] as const;
export type HolidayBehaviour = (typeof HOLIDAY_BEHAVIOURS)[number];

export const MAX_WEEK_GROUPS = 52;
export const MAX_ROTATION_EVENTS = 100;
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "expected a time HH:mm or HH:mm:ss");
/** HH:mm → HH:mm:00 */
const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
/** An end time is sent with seconds 59 (docs/domain-rules.md#validation): 06:00 → 05:59:59 would shift it, so HH:mm → HH:mm:59 keeps the minute inclusive. */
export const endTimeWithSeconds = (time: string) => (time.length === 5 ? `${time}:59` : time);

/** Weekly marked days, a start and an end time of day, every N weeks, until a date or for a number of times (docs/domain-rules.md#rotation-week-groups). */
export const dateRuleChange = z
  .object({
    id: z.number().int().nullable().optional(),
    version: objectVersion.optional(),
    type: z.literal("WeeklyDateRule").default("WeeklyDateRule"),
    markedDays: z
      .array(z.number().int().min(1, "1 (Monday) to 7 (Sunday)").max(7, "1 (Monday) to 7 (Sunday)"))
      .min(1, "choose at least one day")
      .max(7)
      .default([...ALL_WEEKDAYS])
      .transform((days) => [...new Set(days)].sort())
      .describe("ISO weekdays on which a duty starts: 1 = Monday … 7 = Sunday"),
    start: wallTime.default("00:00:00").transform(withSeconds).describe("Local start HH:mm:ss"),
    end: wallTime
      .default("23:59:59")
      .transform(endTimeWithSeconds)
      .describe("Local end HH:mm:ss, sent with seconds 59 (inclusive); not after start means the next day"),
    repeatEvery: z.number().int().min(1).max(52).default(1).describe("Every N weeks, counted from validFrom"),
    validFrom: isoDate.nullable().optional().describe("First day the rule applies; the schedule's validFrom when absent"),
    endDate: isoDate.nullable().optional().describe("Last day on which a duty may start"),
    countAfterTimesEnd: z.number().int().min(1).max(100_000).nullable().optional().describe("Ends after this many duties"),
    holiday: z.enum(HOLIDAY_BEHAVIOURS).default("REGARDLESS").describe("Whether a duty starting on a holiday of the schedule's organization (or above) counts"),
  })
  .meta({ id: "DateRuleChange" });
export type DateRuleInput = z.input<typeof dateRuleChange>;

export const dateRule = z
  .object({
    id: z.number().int(),
    version: objectVersion,
    type: z.literal("WeeklyDateRule"),
    markedDays: z.array(z.number().int()),
    start: z.string(),
    end: z.string(),
    repeatEvery: z.number().int(),
    validFrom: z.string().nullable(),
    endDate: z.string().nullable(),
    countAfterTimesEnd: z.number().int().nullable(),
    holiday: z.enum(HOLIDAY_BEHAVIOURS),
  })
  .meta({ id: "DateRule" });
export type DateRule = z.infer<typeof dateRule>;

const eventChangeFields = {
  id: z.number().int().nullable().optional().describe("Absent or null: a new event"),
  version: objectVersion.optional(),
  name: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((name) => name || DEFAULT_EVENT_TITLE),
  isActive: z.boolean().default(true),
  dateRule: dateRuleChange.prefault({}).describe("Every day, all day, when absent"),
};

/** Named by the older API's event shape (docs/domain-rules.md#older-names), for links this product does not have: taken so that such a client is not refused, and only when empty. */
const unusedSpecLink = (what: string) => z.null().optional().describe(`The older API's ${what}; this product has none, so only null is taken`);

const eventFields = {
  id: z.number().int(),
  version: objectVersion,
  name: z.string(),
  orderId: z.number().int(),
  weekGroupId: z.number().int(),
  rotationCalendarId: z.number().int(),
  isActive: z.boolean(),
  dateRule,
};

/** A standby event: in its weeks and hours, alarm point `alarmpointId` (every point of the schedule when null) is served by `alarmplanId`. */
export const alarmPointRotationEventChange = z
  .object({
    ...eventChangeFields,
    alarmpointId: objectId.nullable().optional().describe("The alarm point it serves; null: every alarm point using this schedule"),
    alarmplanId: objectId.describe("The alarm plan in force during the event"),
    standard: z.boolean().default(false).describe("The week group's fallback: in force when no other event of the group covers the instant"),
    alarmSchedulerId: unusedSpecLink("alarm scheduler"),
    individualCalendarId: unusedSpecLink("individual calendar"),
  })
  .meta({ id: "AlarmPointRotationEventChange" });

export const alarmPointRotationEvent = z
  .object({
    ...eventFields,
    alarmpointId: z.number().int().nullable(),
    alarmpointName: z.string().nullable(),
    alarmplanId: z.number().int(),
    alarmplanName: z.string(),
    standard: z.boolean(),
  })
  .meta({ id: "AlarmPointRotationEvent" });
export type AlarmPointRotationEvent = z.infer<typeof alarmPointRotationEvent>;

/** The device of a team rotation event: the kind of device the participant is reached on during the event, and a note shown with it. */
export const rotationDevice = z
  .object({
    callingDeviceType: deviceType,
    message: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .optional()
      .transform((text) => text || null),
  })
  .meta({ id: "RotationDevice" });

/** A team media event: in its weeks and hours, the schedule's participants are reached on their devices of `device.callingDeviceType`. */
export const participantRotationEventChange = z
  .object({ ...eventChangeFields, device: rotationDevice, individualCalendarId: unusedSpecLink("individual calendar") })
  .meta({ id: "ParticipantRotationEventChange" });

export const participantRotationEvent = z
  .object({ ...eventFields, device: z.object({ callingDeviceType: deviceType, message: z.string().nullable() }) })
  .meta({ id: "ParticipantRotationEvent" });
export type ParticipantRotationEvent = z.infer<typeof participantRotationEvent>;

/**
 * A week group as it is saved. Its events may come under `events` or under the name the
 * older API gives them (`alarmPointRotationEvents`, `participantRotationEvents`); a client sends
 * one of the two.
 */
const weekGroupChange = <Event extends z.ZodType, SpecName extends string>(events: Event, specName: SpecName) => {
  const list = z.array(events).max(MAX_ROTATION_EVENTS).optional();
  const specList = { [specName]: list.describe("The same as events, by the older API's name") } as Record<SpecName, typeof list>;
  type Sent = { id?: number | null; version?: number; events?: z.output<Event>[] } & Partial<Record<string, z.output<Event>[]>>;
  return z
    .object({ id: z.number().int().nullable().optional(), version: objectVersion.optional(), events: list, ...specList })
    .superRefine((group, context) => {
      const sent = group as Sent;
      if (sent.events !== undefined && sent[specName] !== undefined) {
        context.addIssue({ code: "custom", path: [specName], message: `send the events either as events or as ${specName}, not both` });
      }
    })
    .transform((group) => {
      const sent = group as Sent;
      return { id: sent.id, version: sent.version, events: sent.events ?? sent[specName] ?? [] };
    });
};

const weekGroup = <Event extends z.ZodType>(events: Event) =>
  z.object({
    id: z.number().int(),
    calendarId: z.number().int(),
    orderId: z.number().int().describe("1 serves week 1 from validFrom, 2 week 2, …"),
    version: objectVersion,
    events: z.array(events),
  });

const headerChange = {
  name: z.string().trim().min(1, "required").max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  validFrom: isoDate.describe("Start of week 1: the start of this day in the organization's time zone"),
};

const header = {
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  validFrom: z.string(),
  timeZone: z.string().describe("The organization's time zone, in which dates and times are read"),
  version: objectVersion,
};

const groupsChange = <Event extends z.ZodType, SpecName extends string>(events: Event, specName: SpecName) =>
  z
    .array(weekGroupChange(events, specName))
    .min(1, "a schedule needs at least one week group")
    .max(MAX_WEEK_GROUPS)
    .describe("In order: the first serves week 1");

// Standby schedules
const standbyGroups = { alarmPointWeekGroups: groupsChange(alarmPointRotationEventChange, "alarmPointRotationEvents") };
export const alarmRotationalCreate = z.object({ ...headerChange, orgId: objectId, ...standbyGroups }).meta({ id: "AlarmRotationalCreate" });
export type AlarmRotationalCreate = z.input<typeof alarmRotationalCreate>;
export const alarmRotationalUpdate = z
  .object({ ...headerChange, id: objectId, version: objectVersion, ...standbyGroups })
  .meta({ id: "AlarmRotationalUpdate" });
export type AlarmRotationalUpdate = z.input<typeof alarmRotationalUpdate>;
export const alarmRotational = z.object({ ...header, alarmPointWeekGroups: z.array(weekGroup(alarmPointRotationEvent)) }).meta({ id: "AlarmRotational" });
export type AlarmRotational = z.infer<typeof alarmRotational>;

// Team media schedules
const teamGroups = { participantWeekGroups: groupsChange(participantRotationEventChange, "participantRotationEvents") };
export const participantRotationalCreate = z.object({ ...headerChange, orgId: objectId, ...teamGroups }).meta({ id: "ParticipantRotationalCreate" });
export type ParticipantRotationalCreate = z.input<typeof participantRotationalCreate>;
export const participantRotationalUpdate = z
  .object({ ...headerChange, id: objectId, version: objectVersion, ...teamGroups })
  .meta({ id: "ParticipantRotationalUpdate" });
export type ParticipantRotationalUpdate = z.input<typeof participantRotationalUpdate>;
export const participantRotational = z
  .object({ ...header, participantWeekGroups: z.array(weekGroup(participantRotationEvent)) })
  .meta({ id: "ParticipantRotational" });
export type ParticipantRotational = z.infer<typeof participantRotational>;
