import type { CoverageGapReason } from "../on-call-view.js";
import { type OnCallDevice, type PrivateEntry, availabilityAt } from "./availability.js";
import type { Holidays } from "./rotation-duties.js";
import { type OnCallAlarmPoint, type StandbyDecision, standbyPlanAt } from "./standby.js";
import { type TeamDecision, type TeamSchedule, teamDevicesAt } from "./team-media.js";

/** A participant with devices in order, their private schedule and their team media schedule, if any. */
export interface OnCallParticipant {
  id: number;
  name: string;
  devices: readonly OnCallDevice[];
  calendar: readonly PrivateEntry[];
  teamSchedule?: TeamSchedule | null;
}

/** "Cover my duty": from `from` to `to`, `coveringParticipantId` is reached instead of `participantId`. */
export interface OnCallOverride {
  id: number;
  participantId: number;
  coveringParticipantId: number;
  from: Date;
  to: Date;
}

export interface OnCallRank {
  orderId: number;
  participantIds: readonly number[];
  participantGroupIds: readonly number[];
}

export interface OnCallPlan {
  id: number;
  name: string;
  ranks: readonly OnCallRank[];
}

/** The rows the resolver is handed: everything a point's plans can reach, replacements and cover included. */
export interface OnCallWorld {
  holidays: Holidays;
  plans: ReadonlyMap<number, OnCallPlan>;
  /** members of each participant group, in order */
  groupMembers: ReadonlyMap<number, readonly number[]>;
  participants: ReadonlyMap<number, OnCallParticipant>;
  overrides: readonly OnCallOverride[];
}

/** Why a reached participant is reached the way they are. */
export type ReachReason =
  | { kind: "TEAM_EVENT"; decision: TeamDecision }
  | { kind: "OTHER_DEVICE" }
  | { kind: "COVERS"; participantId: number; overrideId: number }
  | { kind: "REPLACES"; participantId: number };

export interface ReachedParticipant {
  participantId: number;
  name: string;
  devices: OnCallDevice[];
  reasons: ReachReason[];
}

export type NotReachedReason = "ABSENT" | "NO_DEVICE" | "REPLACED" | "COVERED" | "UNKNOWN_PARTICIPANT";

export interface NotReachedParticipant {
  participantId: number;
  name: string | null;
  reason: NotReachedReason;
  /** REPLACED, COVERED: who is reached instead */
  by?: number;
  /** NO_DEVICE: the team event whose device type the participant lacks */
  teamEvent?: TeamDecision;
}

export interface RankAnswer {
  orderId: number;
  reached: ReachedParticipant[];
  notReached: NotReachedParticipant[];
}

export interface OnCallAnswer {
  alarmPlanId: number | null;
  planName: string | null;
  /** null: the point's own plan */
  decidedBy: StandbyDecision | null;
  ranks: RankAnswer[];
  /** set when nobody is reached: no plan, nobody in it, everyone absent (or replaced by the absent), or nobody with a device */
  gap: CoverageGapReason | null;
}

/** How a participant is reached at an instant, after cover and replacements. */
export type ParticipantAnswer =
  | { reached: ReachedParticipant; handedOver: NotReachedParticipant[] }
  | { reached: null; handedOver: NotReachedParticipant[]; notReached: NotReachedParticipant };

/** Overrides and replacements are followed this many times at most. */
export const MAX_HANDOVERS = 5;

const overridesByParticipant = new WeakMap<readonly OnCallOverride[], Map<number, OnCallOverride[]>>();
function overridesOf(world: OnCallWorld, participantId: number): readonly OnCallOverride[] {
  let index = overridesByParticipant.get(world.overrides);
  if (!index) {
    index = new Map();
    for (const override of world.overrides) index.set(override.participantId, [...(index.get(override.participantId) ?? []), override]);
    overridesByParticipant.set(world.overrides, index);
  }
  return index.get(participantId) ?? [];
}

/**
 * Who is reached for participant `participantId` at `instant`, and on which devices:
 * 1. an override in force hands the duty to the covering participant, then a replacement in their
 *    private schedule to the replacement — followed up to MAX_HANDOVERS times; a hand-over back to
 *    someone already in the chain is ignored (the loop is cut there);
 * 2. the last participant's team media schedule chooses the device type (NO_DEVICE if they have
 *    none of it), then their private schedule may make them ABSENT or give another device.
 */
export function resolveParticipant(participantId: number, instant: Date, world: OnCallWorld): ParticipantAnswer {
  const handedOver: NotReachedParticipant[] = [];
  const handoverReasons: ReachReason[] = [];
  const chain = new Set([participantId]);
  let currentId = participantId;
  for (let hops = 0; ; hops++) {
    const person = world.participants.get(currentId);
    if (!person) return { reached: null, handedOver, notReached: { participantId: currentId, name: null, reason: "UNKNOWN_PARTICIPANT" } };
    const availability = availabilityAt(person, instant);
    const canHandOver = hops < MAX_HANDOVERS;
    const override = canHandOver
      ? overridesOf(world, currentId).find((o) => o.from <= instant && o.to > instant && !chain.has(o.coveringParticipantId))
      : undefined;
    const next = override
      ? {
          id: override.coveringParticipantId,
          reason: "COVERED" as const,
          because: { kind: "COVERS" as const, participantId: currentId, overrideId: override.id },
        }
      : availability.kind === "REPLACED" && canHandOver && !chain.has(availability.by)
        ? { id: availability.by, reason: "REPLACED" as const, because: { kind: "REPLACES" as const, participantId: currentId } }
        : null;
    if (next) {
      handedOver.push({ participantId: currentId, name: person.name, reason: next.reason, by: next.id });
      handoverReasons.push(next.because);
      chain.add(next.id);
      currentId = next.id;
      continue;
    }
    if (availability.kind === "ABSENT") return { reached: null, handedOver, notReached: { participantId: currentId, name: person.name, reason: "ABSENT" } };
    const team = teamDevicesAt(person, instant, world.holidays);
    const reasons: ReachReason[] = [...handoverReasons];
    if (team.decidedBy) reasons.push({ kind: "TEAM_EVENT", decision: team.decidedBy });
    let devices = team.devices;
    if (availability.kind === "OTHER_DEVICE") {
      devices = [availability.device];
      reasons.push({ kind: "OTHER_DEVICE" });
    }
    if (devices.length === 0) {
      const notReached: NotReachedParticipant = { participantId: currentId, name: person.name, reason: "NO_DEVICE" };
      if (team.decidedBy) notReached.teamEvent = team.decidedBy;
      return { reached: null, handedOver, notReached };
    }
    return { reached: { participantId: currentId, name: person.name, devices, reasons }, handedOver };
  }
}

/** The participants a rank names, in order: those named, then the members of the groups named, each once. */
function participantsOfRank(rank: OnCallRank, world: OnCallWorld): number[] {
  const members = rank.participantGroupIds.flatMap((groupId) => world.groupMembers.get(groupId) ?? []);
  return [...new Set([...rank.participantIds, ...members])];
}

/** Who one rank reaches at `instant`: each participant (those named, then group members) once, after cover, replacements and schedules. */
export function resolveRank(rank: OnCallRank, instant: Date, world: OnCallWorld): RankAnswer {
  const reached = new Map<number, ReachedParticipant>();
  const notReached = new Map<string, NotReachedParticipant>();
  const note = (entry: NotReachedParticipant) =>
    notReached.set(`${entry.participantId} ${entry.reason}`, notReached.get(`${entry.participantId} ${entry.reason}`) ?? entry);
  for (const participantId of participantsOfRank(rank, world)) {
    const answer = resolveParticipant(participantId, instant, world);
    answer.handedOver.forEach(note);
    if (answer.reached) {
      if (!reached.has(answer.reached.participantId)) reached.set(answer.reached.participantId, answer.reached);
    } else note(answer.notReached);
  }
  return { orderId: rank.orderId, reached: [...reached.values()], notReached: [...notReached.values()] };
}

/**
 * Who alarm point `point` reaches at `instant`: the plan in force (standby.ts) and, rank by rank,
 * each participant reached with their devices and reasons, and those not reached and why.
 * Pure: it reads only what it is handed.
 */
export function resolveOnCall(point: OnCallAlarmPoint, instant: Date, world: OnCallWorld): OnCallAnswer {
  const { alarmPlanId, decidedBy } = standbyPlanAt(point, instant, world.holidays);
  const plan = alarmPlanId === null ? undefined : world.plans.get(alarmPlanId);
  const ranks = plan ? [...plan.ranks].sort((a, b) => a.orderId - b.orderId).map((rank) => resolveRank(rank, instant, world)) : [];
  return { alarmPlanId, planName: plan?.name ?? null, decidedBy, ranks, gap: plan ? gapOf(ranks) : "NO_PLAN" };
}

function gapOf(ranks: RankAnswer[]): CoverageGapReason | null {
  if (ranks.some((rank) => rank.reached.length > 0)) return null;
  const reasons = ranks.flatMap((rank) => rank.notReached.map((entry) => entry.reason)).filter((reason) => reason !== "REPLACED" && reason !== "COVERED");
  if (reasons.length === 0) return "NOBODY_IN_PLAN";
  return reasons.every((reason) => reason === "NO_DEVICE") ? "NO_DEVICE" : "EVERYONE_ABSENT";
}
