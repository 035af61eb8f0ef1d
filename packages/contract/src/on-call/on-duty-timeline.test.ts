import { describe, expect, it } from "vitest";
import { at, participant, plan, privateEntry, standbyEvent, standbySchedule, teamEvent, teamSchedule, world } from "./fixtures.test-support.js";
import { onDutyTimeline, participantDuties, participantTimeline } from "./on-duty-timeline.js";
import type { OnCallAlarmPoint } from "./standby.js";

const PRAGUE = "Europe/Prague";
const t = (local: string) => at(PRAGUE, local);

// odd weeks plan 1 (Alice), even weeks plan 2 (Bob); 2025-01-06 is a Monday
const point: OnCallAlarmPoint = {
  id: 5,
  name: "Boiler",
  alarmPlanId: 3,
  standbySchedule: standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1)], [standbyEvent(2)]]),
};
const nights = teamSchedule("2025-01-06", PRAGUE, [[teamEvent("SMS", { start: "22:00", end: "05:59:59" })]]);
const alice = participant(
  1,
  [
    ["SMS", "+420601000001"],
    ["EMAIL", "alice@example.com"],
  ],
  {
    teamSchedule: nights,
    calendar: [privateEntry(PRAGUE, "2025-01-10 12:00", "2025-01-10 18:00")],
  },
);
const bob = participant(2, [["EMAIL", "bob@example.com"]]);
const plans = [plan(1, [1]), plan(2, [2]), plan(3, [1, 2])];
const range = { from: t("2025-01-10 00:00"), to: t("2025-01-14 00:00") };

describe("who is on duty", () => {
  it("splits the range where the answer changes and marks the gap", () => {
    const intervals = onDutyTimeline(point, range, world({ participants: [alice, bob], plans }));
    expect(intervals.map((i) => [i.from, i.to, i.answer.alarmPlanId, i.answer.ranks[0]?.reached[0]?.devices.map((d) => d.type) ?? null, i.gap])).toEqual([
      [t("2025-01-10 00:00"), t("2025-01-10 06:00"), 1, ["SMS"], null],
      [t("2025-01-10 06:00"), t("2025-01-10 12:00"), 1, ["SMS", "EMAIL"], null],
      [t("2025-01-10 12:00"), t("2025-01-10 18:00"), 1, null, "EVERYONE_ABSENT"],
      [t("2025-01-10 18:00"), t("2025-01-10 22:00"), 1, ["SMS", "EMAIL"], null],
      [t("2025-01-10 22:00"), t("2025-01-11 06:00"), 1, ["SMS"], null],
      [t("2025-01-11 06:00"), t("2025-01-11 22:00"), 1, ["SMS", "EMAIL"], null],
      [t("2025-01-11 22:00"), t("2025-01-12 06:00"), 1, ["SMS"], null],
      [t("2025-01-12 06:00"), t("2025-01-12 22:00"), 1, ["SMS", "EMAIL"], null],
      [t("2025-01-12 22:00"), t("2025-01-13 00:00"), 1, ["SMS"], null],
      [t("2025-01-13 00:00"), t("2025-01-14 00:00"), 2, ["EMAIL"], null],
    ]);
  });

  it("closes the gap with an override", () => {
    const overrides = [{ id: 1, participantId: 1, coveringParticipantId: 2, from: t("2025-01-10 11:00"), to: t("2025-01-10 19:00") }];
    const intervals = onDutyTimeline(point, range, world({ participants: [alice, bob], plans, overrides }));
    expect(intervals.filter((interval) => interval.gap)).toEqual([]);
    const covered = intervals.find((interval) => interval.from.getTime() === t("2025-01-10 11:00").getTime())!;
    expect(covered.to).toEqual(t("2025-01-10 19:00"));
    expect(covered.answer.ranks[0]!.reached).toEqual([
      { participantId: 2, name: "P2", devices: bob.devices, reasons: [{ kind: "COVERS", participantId: 1, overrideId: 1 }] },
    ]);
  });

  it("lists a participant's duties with the point and the plan", () => {
    const duties = participantDuties(2, [point], range, world({ participants: [alice, bob], plans }));
    expect(duties).toEqual([
      {
        from: t("2025-01-13 00:00"),
        to: t("2025-01-14 00:00"),
        alarmPointId: 5,
        alarmPointName: "Boiler",
        alarmPlanId: 2,
        planName: "Plan 2",
        rank: 1,
        devices: bob.devices,
        coveringFor: null,
        missingDevice: null,
      },
    ]);
    const alicesDuties = participantDuties(
      1,
      [point, { ...point, id: 6, name: "Pump", standbySchedule: null }],
      range,
      world({ participants: [alice, bob], plans }),
    );
    expect(alicesDuties.map((d) => [d.alarmPointName, d.from, d.to, d.rank])).toEqual([
      ["Boiler", t("2025-01-10 00:00"), t("2025-01-10 06:00"), 1],
      ["Pump", t("2025-01-10 00:00"), t("2025-01-10 06:00"), 1],
      ["Boiler", t("2025-01-10 06:00"), t("2025-01-10 12:00"), 1],
      ["Pump", t("2025-01-10 06:00"), t("2025-01-10 12:00"), 1],
      ["Boiler", t("2025-01-10 18:00"), t("2025-01-10 22:00"), 1],
      ["Pump", t("2025-01-10 18:00"), t("2025-01-10 22:00"), 1],
      ["Boiler", t("2025-01-10 22:00"), t("2025-01-11 06:00"), 1],
      ["Pump", t("2025-01-10 22:00"), t("2025-01-11 06:00"), 1],
      ["Boiler", t("2025-01-11 06:00"), t("2025-01-11 22:00"), 1],
      ["Pump", t("2025-01-11 06:00"), t("2025-01-11 22:00"), 1],
      ["Boiler", t("2025-01-11 22:00"), t("2025-01-12 06:00"), 1],
      ["Pump", t("2025-01-11 22:00"), t("2025-01-12 06:00"), 1],
      ["Boiler", t("2025-01-12 06:00"), t("2025-01-12 22:00"), 1],
      ["Pump", t("2025-01-12 06:00"), t("2025-01-12 22:00"), 1],
      ["Boiler", t("2025-01-12 22:00"), t("2025-01-13 00:00"), 1],
      ["Pump", t("2025-01-12 22:00"), t("2025-01-13 06:00"), 1],
      ["Pump", t("2025-01-13 06:00"), t("2025-01-13 22:00"), 1],
      ["Pump", t("2025-01-13 22:00"), t("2025-01-14 00:00"), 1],
    ]);
  });

  it("lists the duties on which the team schedule asks for a device the participant lacks, with that device", () => {
    const bobWithNights = participant(2, [["EMAIL", "bob@example.com"]], { teamSchedule: nights });
    const duties = participantDuties(2, [point], range, world({ participants: [alice, bobWithNights], plans }));
    expect(duties.map((d) => [d.from, d.to, d.devices.map((device) => device.type), d.missingDevice])).toEqual([
      [t("2025-01-13 00:00"), t("2025-01-13 06:00"), [], "SMS"],
      [t("2025-01-13 06:00"), t("2025-01-13 22:00"), ["EMAIL"], null],
      [t("2025-01-13 22:00"), t("2025-01-14 00:00"), [], "SMS"],
    ]);
  });

  it("follows one participant over time", () => {
    const intervals = participantTimeline(1, { from: t("2025-01-10 00:00"), to: t("2025-01-11 00:00") }, world({ participants: [alice, bob] }));
    expect(intervals.map((i) => [i.from, i.answer.reached?.devices.length ?? 0])).toEqual([
      [t("2025-01-10 00:00"), 1],
      [t("2025-01-10 06:00"), 2],
      [t("2025-01-10 12:00"), 0],
      [t("2025-01-10 18:00"), 2],
      [t("2025-01-10 22:00"), 1],
    ]);
  });
});
