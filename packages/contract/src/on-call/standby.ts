import type { TimeRange } from "../recurrence/index.js";
import {
  type Holidays,
  type RotationDuty,
  type RotationEvent,
  type RotationHeader,
  type RotationWeekGroup,
  rotationDutiesAt,
  rotationDutiesIn,
  weekGroupAt,
} from "./rotation-duties.js";

/** A standby event as the resolver reads it (AlarmPointRotationEvent satisfies it). */
export interface StandbyEvent extends RotationEvent {
  alarmpointId: number | null;
  alarmplanId: number;
  standard: boolean;
}

/** A standby schedule as the resolver reads it (AlarmRotational satisfies it). */
export interface StandbySchedule extends RotationHeader {
  alarmPointWeekGroups: readonly RotationWeekGroup<StandbyEvent>[];
}

/** What an alarm point is handed to the resolver with. */
export interface OnCallAlarmPoint {
  id: number;
  name: string;
  /** The point's own plan: in force when no rotation event decides (docs/domain-rules.md#rotation-week-groups) */
  alarmPlanId: number | null;
  standbySchedule: StandbySchedule | null;
}

/** Which schedule, week group and event chose the plan; the alarm's timeline names it. */
export interface StandbyDecision {
  scheduleId: number;
  scheduleName: string;
  weekGroupOrder: number;
  eventId: number;
  eventName: string;
  /** true when the week group's standard event decided because no other event covered the instant */
  standard: boolean;
}

export interface PlanInForce {
  alarmPlanId: number | null;
  /** null: the point's own plan */
  decidedBy: StandbyDecision | null;
}

const servesPoint = (pointId: number) => (event: StandbyEvent) => event.alarmpointId === null || event.alarmpointId === pointId;

function decision(schedule: StandbySchedule, weekGroupOrder: number, event: StandbyEvent): PlanInForce {
  return {
    alarmPlanId: event.alarmplanId,
    decidedBy: { scheduleId: schedule.id, scheduleName: schedule.name, weekGroupOrder, eventId: event.id, eventName: event.name, standard: event.standard },
  };
}

/**
 * The alarm plan serving `point` at `instant`:
 * 1. the first (by orderId) active, non-standard event serving the point (its alarmpointId is the
 *    point or null) with a duty running at the instant;
 * 2. otherwise the first active standard event serving the point in the week group whose turn holds
 *    the instant's local date — its fallback for the whole turn, whatever its date rule says;
 * 3. otherwise (no schedule, before validFrom, nothing matches) the point's own plan.
 */
export function standbyPlanAt(point: OnCallAlarmPoint, instant: Date, holidays: Holidays): PlanInForce {
  const schedule = point.standbySchedule;
  if (!schedule) return { alarmPlanId: point.alarmPlanId, decidedBy: null };
  const serves = servesPoint(point.id);
  const groups = schedule.alarmPointWeekGroups;
  const [duty] = rotationDutiesAt(schedule, groups, instant, holidays, (event) => !event.standard && serves(event));
  if (duty) return decision(schedule, duty.weekGroupOrder, duty.event);
  const group = weekGroupAt(schedule, groups, instant);
  const fallback = group?.events.find((event) => event.standard && serves(event));
  if (group && fallback) return decision(schedule, group.weekGroupOrder, fallback);
  return { alarmPlanId: point.alarmPlanId, decidedBy: null };
}

/** The point's non-standard standby duties overlapping `range`: where the plan in force may change. */
export function standbyDutiesIn(point: OnCallAlarmPoint, range: TimeRange, holidays: Holidays): RotationDuty<StandbyEvent>[] {
  const schedule = point.standbySchedule;
  if (!schedule) return [];
  const serves = servesPoint(point.id);
  return rotationDutiesIn(schedule, schedule.alarmPointWeekGroups, range, holidays, (event) => !event.standard && serves(event));
}
