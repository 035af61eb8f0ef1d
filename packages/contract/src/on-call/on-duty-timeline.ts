import { occurrencesOfEvent } from "../calendar-entry.js";
import type { TimeRange } from "../recurrence/index.js";
import type { OnCallDevice } from "./availability.js";
import { type OnCallAnswer, type OnCallWorld, type ParticipantAnswer, type RankAnswer, resolveOnCall, resolveParticipant } from "./resolve.js";
import { localMidnightsIn, rotationDutiesIn } from "./rotation-duties.js";
import { type OnCallAlarmPoint, standbyDutiesIn } from "./standby.js";
import type { TeamSchedule } from "./team-media.js";

/** [from, to) during which the answer does not change. */
export interface Interval<Answer> {
  from: Date;
  to: Date;
  answer: Answer;
}

/** An interval of an alarm point's timeline; `gap` set when the plan in force reaches nobody. */
export interface OnDutyInterval extends Interval<OnCallAnswer> {
  gap: OnCallAnswer["gap"];
}

/** When `participantId` is reached by an alarm point's plan in force, for the iCal feed. */
export interface OnCallDuty {
  from: Date;
  to: Date;
  alarmPointId: number;
  alarmPointName: string;
  alarmPlanId: number;
  planName: string;
  /** the first rank reaching the participant */
  rank: number;
  devices: OnCallDevice[];
  /** the participant whose duty this one covers (an override), if any */
  coveringFor: number | null;
  /** the device type the team schedule asks for, which the participant lacks: on duty, yet not reached */
  missingDevice: string | null;
}

/** Instants in `range` where anything about the participants can change: team duties, private entries, overrides, midnights. */
function participantBoundaries(world: OnCallWorld, range: TimeRange, into: Set<number>) {
  const add = (instant: Date) => into.add(instant.getTime());
  const teamSchedules = new Set<TeamSchedule>();
  for (const participant of world.participants.values()) {
    if (participant.teamSchedule) teamSchedules.add(participant.teamSchedule);
    for (const entry of participant.calendar) {
      if (!entry.active) continue;
      for (const occurrence of occurrencesOfEvent(entry, range)) {
        add(occurrence.start);
        add(occurrence.end);
      }
    }
  }
  for (const schedule of teamSchedules) {
    localMidnightsIn(schedule.timeZone, range).forEach(add);
    for (const duty of rotationDutiesIn(schedule, schedule.participantWeekGroups, range, world.holidays)) {
      add(duty.start);
      add(duty.end);
    }
  }
  for (const override of world.overrides) {
    add(override.from);
    add(override.to);
  }
}

/** Evaluates `answerAt` at every boundary inside the range and joins neighbours with the same answer. */
function timeline<Answer>(range: TimeRange, boundaries: Set<number>, answerAt: (instant: Date) => Answer): Interval<Answer>[] {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const instants = [...boundaries].filter((time) => time > from && time < to).sort((a, b) => a - b);
  const intervals: Interval<Answer>[] = [];
  let previousKey = "";
  for (const time of from < to ? [from, ...instants] : []) {
    const answer = answerAt(new Date(time));
    const key = JSON.stringify(answer);
    const last = intervals.at(-1);
    if (last && key === previousKey) continue;
    if (last) last.to = new Date(time);
    intervals.push({ from: new Date(time), to: new Date(to), answer });
    previousKey = key;
  }
  return intervals;
}

/**
 * Who alarm point `point` reaches over `range` (e.g. the next 14 days): intervals with a constant
 * answer, found by resolving at each instant where something can change rather than minute by
 * minute; `gap` marks the intervals in which nobody is reached.
 */
export function onDutyTimeline(point: OnCallAlarmPoint, range: TimeRange, world: OnCallWorld): OnDutyInterval[] {
  const boundaries = new Set<number>();
  if (point.standbySchedule) {
    localMidnightsIn(point.standbySchedule.timeZone, range).forEach((midnight) => boundaries.add(midnight.getTime()));
    for (const duty of standbyDutiesIn(point, range, world.holidays)) {
      boundaries.add(duty.start.getTime());
      boundaries.add(duty.end.getTime());
    }
  }
  participantBoundaries(world, range, boundaries);
  return timeline(range, boundaries, (instant) => resolveOnCall(point, instant, world)).map((interval) => ({ ...interval, gap: interval.answer.gap }));
}

/** How one participant is reached over `range` (cover, replacements, team and private schedules). */
export function participantTimeline(participantId: number, range: TimeRange, world: OnCallWorld): Interval<ParticipantAnswer>[] {
  const boundaries = new Set<number>();
  participantBoundaries(world, range, boundaries);
  return timeline(range, boundaries, (instant) => resolveParticipant(participantId, instant, world));
}

/**
 * The duties of `participantId` over `range`: the intervals in which one of `points` reaches them
 * through its plan in force, with the point, the plan, the first rank reaching them and the devices.
 */
export function participantDuties(participantId: number, points: readonly OnCallAlarmPoint[], range: TimeRange, world: OnCallWorld): OnCallDuty[] {
  const duties: OnCallDuty[] = [];
  for (const point of points) {
    let previous: OnCallDuty | null = null;
    for (const { from, to, answer } of onDutyTimeline(point, range, world)) {
      const lacking = (candidate: RankAnswer) => candidate.notReached.find((person) => person.participantId === participantId && person.reason === "NO_DEVICE");
      const rank = answer.ranks.find((candidate) => candidate.reached.some((reached) => reached.participantId === participantId) || lacking(candidate));
      const reached = rank?.reached.find((candidate) => candidate.participantId === participantId);
      const unreached = rank && !reached ? lacking(rank) : undefined;
      if (!rank || !(reached || unreached) || answer.alarmPlanId === null) {
        previous = null;
        continue;
      }
      const covers = reached?.reasons.find((reason) => reason.kind === "COVERS");
      const duty = {
        from,
        to,
        alarmPointId: point.id,
        alarmPointName: point.name,
        alarmPlanId: answer.alarmPlanId,
        planName: answer.planName ?? "",
        rank: rank.orderId,
        devices: reached?.devices ?? [],
        coveringFor: covers?.participantId ?? null,
        missingDevice: unreached ? (unreached.teamEvent?.deviceType ?? null) : null,
      };
      if (previous && previous.to.getTime() === from.getTime() && sameDuty(previous, duty)) previous.to = to;
      else duties.push((previous = duty));
    }
  }
  return duties.sort((a, b) => a.from.getTime() - b.from.getTime() || a.alarmPointId - b.alarmPointId);
}

const sameDuty = (a: OnCallDuty, b: OnCallDuty) =>
  a.alarmPlanId === b.alarmPlanId &&
  a.rank === b.rank &&
  a.coveringFor === b.coveringFor &&
  a.missingDevice === b.missingDevice &&
  JSON.stringify(a.devices) === JSON.stringify(b.devices);
