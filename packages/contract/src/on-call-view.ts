import { z } from "zod";
import { deviceType } from "./device-type.js";
import { objectId, objectIdParam, objectVersion } from "./ids.js";

/**
 * "Who is on duty": what the resolver answers over a range, for the console's timeline, the gap
 * warnings, duty overrides ("cover my duty") and a participant's iCal feed of duties.
 */

export const ON_CALL_DEFAULT_DAYS = 14;
export const ON_CALL_MAX_DAYS = 62;

export const onCallRangeQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional().describe("Start of the range; now when absent"),
  days: z.coerce.number().int().min(1).max(ON_CALL_MAX_DAYS).default(ON_CALL_DEFAULT_DAYS),
});
export type OnCallRangeQuery = z.input<typeof onCallRangeQuery>;

/** Why nobody is reached in an interval. */
export const COVERAGE_GAP_REASONS = ["NO_PLAN", "EVERYONE_ABSENT", "NO_DEVICE", "NOBODY_IN_PLAN"] as const;
export type CoverageGapReason = (typeof COVERAGE_GAP_REASONS)[number];

/** Why a participant of the plan is reached differently or not at all. */
export const ON_CALL_NOTES = ["TEAM_DEVICE", "NO_DEVICE", "ABSENT", "REPLACED", "OTHER_DEVICE", "COVERED_BY_OVERRIDE"] as const;

export const onCallPerson = z
  .object({
    participantId: z.number().int(),
    name: z.string(),
    rank: z.number().int(),
    reached: z.boolean(),
    devices: z.array(z.object({ type: deviceType, address: z.string() })),
    notes: z
      .array(
        z.object({
          kind: z.enum(ON_CALL_NOTES),
          detail: z.string().nullable(),
          deviceType: deviceType.optional().describe("NO_DEVICE: the device type the team event asks for, which the person lacks"),
        }),
      )
      .describe("What changed how or whether this person is reached"),
  })
  .meta({ id: "OnCallPerson" });
export type OnCallPerson = z.infer<typeof onCallPerson>;

/** What decided the plan: a standby schedule's event, or null for the alarm point's own plan. */
export const onCallDecision = z
  .object({
    scheduleId: z.number().int(),
    scheduleName: z.string(),
    weekGroupOrder: z.number().int(),
    eventId: z.number().int(),
    eventName: z.string(),
  })
  .nullable()
  .meta({ id: "OnCallDecision" });

export const onCallInterval = z
  .object({
    from: z.string().describe("ISO instant"),
    to: z.string().describe("ISO instant, exclusive"),
    planId: z.number().int().nullable(),
    planName: z.string().nullable(),
    decidedBy: onCallDecision,
    people: z.array(onCallPerson),
    gap: z.enum(COVERAGE_GAP_REASONS).nullable().describe("Set when the plan in force reaches nobody"),
  })
  .meta({ id: "OnCallInterval" });
export type OnCallInterval = z.infer<typeof onCallInterval>;

/** GET /on-call/alarm-points/{id}: the timeline of one alarm point. */
export const alarmPointOnCall = z
  .object({
    alarmPointId: z.number().int(),
    alarmPointName: z.string(),
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    intervals: z.array(onCallInterval),
  })
  .meta({ id: "AlarmPointOnCall" });
export type AlarmPointOnCall = z.infer<typeof alarmPointOnCall>;

/** One stretch of time in which a participant is reached for an alarm point. */
export const participantDuty = z
  .object({
    from: z.string(),
    to: z.string(),
    alarmPointId: z.number().int(),
    alarmPointName: z.string(),
    planId: z.number().int(),
    planName: z.string(),
    rank: z.number().int(),
    devices: z.array(z.object({ type: deviceType, address: z.string() })),
    coveringFor: z.string().nullable().describe("Name of the participant whose duty this covers (an override)"),
    missingDevice: deviceType
      .nullable()
      .optional()
      .describe("The device type the team schedule asks for, which the participant lacks: on duty, yet not reached"),
  })
  .meta({ id: "ParticipantDuty" });
export type ParticipantDuty = z.infer<typeof participantDuty>;

/** GET /on-call/participants/{id}: a participant's duties. */
export const participantOnCall = z
  .object({ participantId: z.number().int(), name: z.string(), from: z.string(), to: z.string(), duties: z.array(participantDuty) })
  .meta({ id: "ParticipantOnCall" });
export type ParticipantOnCall = z.infer<typeof participantOnCall>;

/** A duty override: `coveringParticipantId` is reached instead of `participantId` from `from` to `to`. */
export const dutyOverride = z
  .object({
    id: z.number().int(),
    version: objectVersion,
    participantId: z.number().int(),
    participantName: z.string(),
    coveringParticipantId: z.number().int(),
    coveringParticipantName: z.string(),
    from: z.string(),
    to: z.string(),
    note: z.string().nullable(),
    createdBy: z.string(),
  })
  .meta({ id: "DutyOverride" });
export type DutyOverride = z.infer<typeof dutyOverride>;

export const MAX_OVERRIDE_DAYS = 366;

export const dutyOverrideCreate = z
  .object({
    participantId: objectId,
    coveringParticipantId: objectId,
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .superRefine((override, context) => {
    if (override.participantId === override.coveringParticipantId) {
      context.addIssue({ code: "custom", path: ["coveringParticipantId"], message: "someone else must cover", params: { code: "SAME_PARTICIPANT" } });
    }
    const from = Date.parse(override.from);
    const to = Date.parse(override.to);
    if (!(to > from)) context.addIssue({ code: "custom", path: ["to"], message: "ends before it starts", params: { code: "END_BEFORE_START" } });
    else if (to - from > MAX_OVERRIDE_DAYS * 86_400_000) {
      context.addIssue({ code: "custom", path: ["to"], message: `at most ${MAX_OVERRIDE_DAYS} days`, params: { code: "TOO_LONG" } });
    }
  })
  .meta({ id: "DutyOverrideCreate" });
export type DutyOverrideCreate = z.input<typeof dutyOverrideCreate>;

/** GET /duty-overrides?participantId=: overrides where the participant is covered or covers, not yet ended. */
export const dutyOverrideQuery = z.object({ participantId: objectIdParam.optional(), alarmPointId: objectIdParam.optional() });

/** POST /participants/{id}/duty-feed answers the secret address once; DELETE revokes it. */
export const dutyFeedLink = z
  .object({ url: z.string().describe("Secret address of the participant's duties as an iCalendar (.ics) feed; shown once") })
  .meta({ id: "DutyFeedLink" });
export const dutyFeedState = z.object({ active: z.boolean(), createdAt: z.string().nullable() }).meta({ id: "DutyFeedState" });

/** A stretch of time in which nobody is reached. */
export const coverageGap = z.object({ from: z.string(), to: z.string(), gap: z.enum(COVERAGE_GAP_REASONS) }).meta({ id: "CoverageGap" });
export type CoverageGap = z.infer<typeof coverageGap>;

/** GET /on-call/alarm-rotationals/{id}: the coverage gaps of every alarm point using the standby schedule. */
export const standbyCoverage = z
  .object({
    scheduleId: z.number().int(),
    from: z.string(),
    to: z.string(),
    alarmPoints: z.array(z.object({ alarmPointId: z.number().int(), name: z.string(), gaps: z.array(coverageGap) })),
  })
  .meta({ id: "StandbyCoverage" });
export type StandbyCoverage = z.infer<typeof standbyCoverage>;

/** GET /on-call/participant-rotationals/{id}: when the team schedule asks a participant for a kind of device they do not have. */
export const teamCoverage = z
  .object({
    scheduleId: z.number().int(),
    from: z.string(),
    to: z.string(),
    participants: z.array(
      z.object({
        participantId: z.number().int(),
        name: z.string(),
        missingDevices: z.array(z.object({ from: z.string(), to: z.string(), deviceType: deviceType, eventName: z.string() })),
      }),
    ),
  })
  .meta({ id: "TeamCoverage" });
export type TeamCoverage = z.infer<typeof teamCoverage>;
