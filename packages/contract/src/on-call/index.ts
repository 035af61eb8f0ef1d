/**
 * The on-call resolver: who an alarm point reaches at an instant, and on which devices. Pure — no
 * database, no clock; it is handed the rows (OnCallWorld) and shared by the server's engine and the
 * console. It combines, in this order: the standby schedule (which plan), overrides and private
 * replacements (who), the team media schedule (which device type), the private schedule (absent,
 * another device), and the holidays of the organization and its ancestors.
 *
 * Rotation schedules (standby and team media), read in the schedule's `timeZone`:
 * - Week groups take turns week by week from `validFrom`: local date D lies in week
 *   w = floor((D − validFrom) / 7), served by the (w mod n)-th group in orderId order. Nothing
 *   happens before validFrom.
 * - An event has a duty starting on D when D is one of its marked weekdays in one of its group's
 *   turns, D is within the rule's validFrom…endDate, and its holiday behaviour allows D (ONLY: D is
 *   a holiday; NEVER: D is not). The duty keeps its group even when it runs into the next week
 *   (Sunday 22:00 → Monday 06:00 belongs to Sunday's group).
 * - repeatEvery N: the event takes every N-th turn of its group, counted from validFrom (the group's
 *   first turn counts), i.e. weeks w with w ≡ groupIndex (mod n·N).
 * - countAfterTimesEnd: the event ends after that many duties that happen (holidays applied),
 *   counted from max(schedule validFrom, rule validFrom).
 * - Times follow the recurrence module: an end with seconds 59 includes that second, an end not
 *   after the start is on the next day, a start skipped by spring forward begins at the end of the
 *   gap, an ambiguous time means its first occurrence — so back-to-back duties meet on DST days.
 * - Among several duties running at once, the lowest orderId wins; for equal orderIds (different
 *   groups) the earlier start.
 * - Standby: see standbyPlanAt (non-standard duty, else the group's standard event, else the point's plan).
 * - Team media: see teamDevicesAt (the duty's device type, else the usual devices).
 *
 * Resolving one instant looks only at duties starting in the few local days around it.
 */
export type { Holidays, RotationDateRule, RotationEvent, RotationWeekGroup, RotationHeader, RotationDuty } from "./rotation-duties.js";
export { rotationDutiesAt, rotationDutiesIn, weekGroupAt, localMidnightsIn } from "./rotation-duties.js";
export {
  type StandbyEvent,
  type StandbySchedule,
  type OnCallAlarmPoint,
  type StandbyDecision,
  type PlanInForce,
  standbyPlanAt,
  standbyDutiesIn,
} from "./standby.js";
export { type TeamEvent, type TeamSchedule, type TeamDecision, type TeamDevices, teamDevicesAt } from "./team-media.js";
export { type OnCallDevice, type PrivateEntry, type Availability, availabilityAt } from "./availability.js";
export {
  type OnCallParticipant,
  type OnCallOverride,
  type OnCallRank,
  type OnCallPlan,
  type OnCallWorld,
  type ReachReason,
  type ReachedParticipant,
  type NotReachedReason,
  type NotReachedParticipant,
  type RankAnswer,
  type OnCallAnswer,
  type ParticipantAnswer,
  MAX_HANDOVERS,
  resolveParticipant,
  resolveRank,
  resolveOnCall,
} from "./resolve.js";
export { type Interval, type OnDutyInterval, type OnCallDuty, onDutyTimeline, participantTimeline, participantDuties } from "./on-duty-timeline.js";
