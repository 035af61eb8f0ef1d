import { instantOfLocal } from "../recurrence/index.js";
import type { PrivateEntry } from "./availability.js";
import type { OnCallParticipant, OnCallPlan, OnCallWorld } from "./resolve.js";
import type { RotationDateRule } from "./rotation-duties.js";
import type { StandbyEvent, StandbySchedule } from "./standby.js";
import type { TeamEvent, TeamSchedule } from "./team-media.js";

/** Builders of resolver input for the on-call tests. */

let nextId = 1000;

export function rule(fields: Partial<RotationDateRule> = {}): RotationDateRule {
  return {
    markedDays: [1, 2, 3, 4, 5, 6, 7],
    start: "00:00:00",
    end: "23:59:59",
    repeatEvery: 1,
    validFrom: null,
    endDate: null,
    countAfterTimesEnd: null,
    holiday: "REGARDLESS",
    ...fields,
  };
}

export function standbyEvent(alarmplanId: number, fields: Partial<RotationDateRule> = {}, extra: Partial<StandbyEvent> = {}): StandbyEvent {
  return {
    id: nextId++,
    name: `plan ${alarmplanId}`,
    orderId: 1,
    isActive: true,
    alarmpointId: null,
    alarmplanId,
    standard: false,
    dateRule: rule(fields),
    ...extra,
  };
}

export function standbySchedule(validFrom: string, timeZone: string, groups: StandbyEvent[][]): StandbySchedule {
  return { id: nextId++, name: "Standby", validFrom, timeZone, alarmPointWeekGroups: groups.map((events, index) => ({ orderId: index + 1, events })) };
}

export function teamEvent(callingDeviceType: string, fields: Partial<RotationDateRule> = {}, extra: Partial<TeamEvent> = {}): TeamEvent {
  return {
    id: nextId++,
    name: `by ${callingDeviceType}`,
    orderId: 1,
    isActive: true,
    device: { callingDeviceType, message: null },
    dateRule: rule(fields),
    ...extra,
  };
}

export function teamSchedule(validFrom: string, timeZone: string, groups: TeamEvent[][]): TeamSchedule {
  return { id: nextId++, name: "Team", validFrom, timeZone, participantWeekGroups: groups.map((events, index) => ({ orderId: index + 1, events })) };
}

export function participant(id: number, devices: Array<[type: string, address: string]>, extra: Partial<OnCallParticipant> = {}): OnCallParticipant {
  return { id, name: `P${id}`, devices: devices.map(([type, address], index) => ({ id: id * 100 + index, type, address })), calendar: [], ...extra };
}

/** A one-off private schedule entry from `start` to `end` ("YYYY-MM-DD HH:mm"). */
export function privateEntry(timeZone: string, start: string, end: string, fields: Partial<PrivateEntry> = {}): PrivateEntry {
  const [startDate, startTime] = start.split(" ") as [string, string];
  const [endDate, endTime] = end.split(" ") as [string, string];
  return {
    title: "entry",
    active: true,
    timeZone,
    startDateSelected: startDate,
    endDateSelected: endDate,
    startTime,
    endTime,
    recurring: false,
    repeatType: "NONE",
    repeatEvery: 1,
    markedDays: null,
    monthSubType: "DAY_OF_THE_MONTH",
    endType: "NEVER",
    countAfterTimesEnd: null,
    endDate: null,
    sourceEventId: null,
    kind: "ABSENT",
    deviceType: null,
    callingNumber: null,
    replacementParticipantId: null,
    acknowledgeTime: 1,
    ...fields,
  };
}

export function plan(id: number, ...ranks: Array<number[] | { participantIds?: number[]; participantGroupIds?: number[] }>): OnCallPlan {
  return {
    id,
    name: `Plan ${id}`,
    ranks: ranks.map((rank, index) =>
      Array.isArray(rank)
        ? { orderId: index + 1, participantIds: rank, participantGroupIds: [] }
        : { orderId: index + 1, participantIds: rank.participantIds ?? [], participantGroupIds: rank.participantGroupIds ?? [] },
    ),
  };
}

export function world(fields: {
  plans?: OnCallPlan[];
  participants?: OnCallParticipant[];
  holidays?: string[];
  groups?: Record<number, number[]>;
  overrides?: OnCallWorld["overrides"];
}): OnCallWorld {
  return {
    holidays: new Set(fields.holidays ?? []),
    plans: new Map((fields.plans ?? []).map((p) => [p.id, p])),
    groupMembers: new Map(Object.entries(fields.groups ?? {}).map(([id, members]) => [Number(id), members])),
    participants: new Map((fields.participants ?? []).map((p) => [p.id, p])),
    overrides: fields.overrides ?? [],
  };
}

/** The instant of a local "YYYY-MM-DD HH:mm[:ss]" in a zone. */
export function at(timeZone: string, local: string): Date {
  const [date, time] = local.split(" ") as [string, string];
  return instantOfLocal(timeZone, date, time);
}
