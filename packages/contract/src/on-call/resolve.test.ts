import { describe, expect, it } from "vitest";
import type { ParticipantRotational } from "../rotation-schedule.js";
import { at, participant, plan, privateEntry, standbyEvent, standbySchedule, teamEvent, teamSchedule, world } from "./fixtures.test-support.js";
import { resolveOnCall, resolveParticipant } from "./resolve.js";
import type { OnCallAlarmPoint } from "./standby.js";
import type { TeamSchedule } from "./team-media.js";

const PRAGUE = "Europe/Prague";
const t = (local: string) => at(PRAGUE, local);

// nights (22:00 → 06:00) by SMS, days by email
const nightsSmsDaysEmail = teamSchedule("2025-01-06", PRAGUE, [
  [
    teamEvent("SMS", { start: "22:00:00", end: "05:59:59" }, { name: "Nights" }),
    teamEvent("EMAIL", { start: "06:00:00", end: "21:59:59" }, { orderId: 2, name: "Days" }),
  ],
]);
const phoneAndMail: Array<[string, string]> = [
  ["VOICE", "+420601000001"],
  ["SMS", "+420601000002"],
  ["EMAIL", "p@example.com"],
];

describe("team media schedule", () => {
  const alice = participant(1, phoneAndMail, { teamSchedule: nightsSmsDaysEmail });
  const everyone = world({ participants: [alice] });

  it("uses the device type of the team event in force: nights SMS, days email", () => {
    const night = resolveParticipant(1, t("2025-01-07 23:00"), everyone);
    expect(night.reached?.devices).toEqual([{ id: 101, type: "SMS", address: "+420601000002" }]);
    expect(night.reached?.reasons).toEqual([
      {
        kind: "TEAM_EVENT",
        decision: expect.objectContaining({ scheduleId: nightsSmsDaysEmail.id, eventName: "Nights", deviceType: "SMS", weekGroupOrder: 1 }),
      },
    ]);
    expect(resolveParticipant(1, t("2025-01-08 05:59"), everyone).reached?.devices.map((d) => d.type)).toEqual(["SMS"]);
    expect(resolveParticipant(1, t("2025-01-08 06:00"), everyone).reached?.devices.map((d) => d.type)).toEqual(["EMAIL"]);
  });

  it("reaches nobody when the participant has no device of that type", () => {
    const bob = participant(2, [["VOICE", "+420601000003"]], { teamSchedule: nightsSmsDaysEmail });
    const answer = resolveParticipant(2, t("2025-01-07 12:00"), world({ participants: [bob] }));
    expect(answer).toMatchObject({ reached: null, notReached: { participantId: 2, reason: "NO_DEVICE", teamEvent: { deviceType: "EMAIL" } } });
  });

  it("uses the usual devices, in order, when no team event covers the instant or before validFrom", () => {
    const weekdays = teamSchedule("2025-01-06", PRAGUE, [[teamEvent("EMAIL", { markedDays: [1, 2, 3, 4, 5] })]]);
    const carol = participant(3, phoneAndMail, { teamSchedule: weekdays });
    const saturday = resolveParticipant(3, t("2025-01-11 12:00"), world({ participants: [carol] }));
    expect(saturday.reached).toEqual({ participantId: 3, name: "P3", devices: carol.devices, reasons: [] });
    expect(resolveParticipant(3, t("2025-01-03 12:00"), world({ participants: [carol] })).reached?.devices).toEqual(carol.devices);
  });

  it("accepts the contract's team media schedule as it is", () => {
    const row = {} as ParticipantRotational;
    const schedule: TeamSchedule = row;
    expect(schedule).toBe(row);
  });
});

describe("private media schedule", () => {
  const absent = privateEntry(PRAGUE, "2025-01-07 08:00", "2025-01-07 17:00");
  const replaced = privateEntry(PRAGUE, "2025-01-08 08:00", "2025-01-08 17:00", { kind: "REPLACEMENT", replacementParticipantId: 2 });
  const otherDevice = privateEntry(PRAGUE, "2025-01-09 08:00", "2025-01-09 17:00", { kind: "OTHER_DEVICE", deviceType: "SMS", callingNumber: "+420777000000" });
  const dave = participant(1, phoneAndMail, { calendar: [absent, replaced, otherDevice], teamSchedule: nightsSmsDaysEmail });
  const erin = participant(2, [["EMAIL", "erin@example.com"]]);
  const everyone = world({ participants: [dave, erin] });

  it("leaves out the absent", () => {
    expect(resolveParticipant(1, t("2025-01-07 12:00"), everyone)).toEqual({
      reached: null,
      handedOver: [],
      notReached: { participantId: 1, name: "P1", reason: "ABSENT" },
    });
    expect(resolveParticipant(1, t("2025-01-07 17:00"), everyone).reached?.participantId).toBe(1);
  });

  it("reaches the replacement instead", () => {
    const answer = resolveParticipant(1, t("2025-01-08 12:00"), everyone);
    expect(answer.handedOver).toEqual([{ participantId: 1, name: "P1", reason: "REPLACED", by: 2 }]);
    expect(answer.reached).toEqual({ participantId: 2, name: "P2", devices: erin.devices, reasons: [{ kind: "REPLACES", participantId: 1 }] });
  });

  it("uses another device over the team schedule's choice", () => {
    const answer = resolveParticipant(1, t("2025-01-09 12:00"), everyone);
    expect(answer.reached?.devices).toEqual([{ id: null, type: "SMS", address: "+420777000000" }]);
    expect(answer.reached?.reasons.map((reason) => reason.kind)).toEqual(["TEAM_EVENT", "OTHER_DEVICE"]);
  });

  it("ignores entries switched off", () => {
    const frank = participant(3, phoneAndMail, { calendar: [{ ...absent, active: false }] });
    expect(resolveParticipant(3, t("2025-01-07 12:00"), world({ participants: [frank] })).reached?.participantId).toBe(3);
  });
});

describe("overrides", () => {
  const from = t("2025-01-07 00:00");
  const to = t("2025-01-08 00:00");
  const people = [participant(1, phoneAndMail), participant(2, phoneAndMail, { teamSchedule: nightsSmsDaysEmail }), participant(3, phoneAndMail)];

  it("reaches the covering participant, on the devices of their own schedules, while the override is in force", () => {
    const covered = world({ participants: people, overrides: [{ id: 7, participantId: 1, coveringParticipantId: 2, from, to }] });
    const answer = resolveParticipant(1, t("2025-01-07 23:00"), covered);
    expect(answer.handedOver).toEqual([{ participantId: 1, name: "P1", reason: "COVERED", by: 2 }]);
    expect(answer.reached).toMatchObject({
      participantId: 2,
      devices: [{ type: "SMS" }],
      reasons: [{ kind: "COVERS", participantId: 1, overrideId: 7 }, { kind: "TEAM_EVENT" }],
    });
    expect(resolveParticipant(1, to, covered).reached?.participantId).toBe(1);
  });

  it("follows chains and cuts loops", () => {
    const chain = world({
      participants: people,
      overrides: [
        { id: 1, participantId: 1, coveringParticipantId: 2, from, to },
        { id: 2, participantId: 2, coveringParticipantId: 3, from, to },
      ],
    });
    expect(resolveParticipant(1, t("2025-01-07 12:00"), chain).reached?.participantId).toBe(3);
    const loop = world({
      participants: people,
      overrides: [
        { id: 1, participantId: 1, coveringParticipantId: 2, from, to },
        { id: 2, participantId: 2, coveringParticipantId: 1, from, to },
      ],
    });
    const answer = resolveParticipant(1, t("2025-01-07 12:00"), loop);
    expect(answer.reached?.participantId).toBe(2);
    expect(answer.handedOver).toHaveLength(1);
    // a replacement pointing back into the chain is cut the same way
    const back = participant(2, phoneAndMail, {
      calendar: [privateEntry(PRAGUE, "2025-01-07 00:00", "2025-01-08 00:00", { kind: "REPLACEMENT", replacementParticipantId: 1 })],
    });
    const replacedBack = world({ participants: [people[0]!, back], overrides: [{ id: 1, participantId: 1, coveringParticipantId: 2, from, to }] });
    expect(resolveParticipant(1, t("2025-01-07 12:00"), replacedBack).reached?.participantId).toBe(2);
  });

  it("stops after a few hand-overs", () => {
    const many = Array.from({ length: 10 }, (_, index) => participant(index + 1, phoneAndMail));
    const overrides = many.slice(0, 9).map((person) => ({ id: person.id, participantId: person.id, coveringParticipantId: person.id + 1, from, to }));
    const answer = resolveParticipant(1, t("2025-01-07 12:00"), world({ participants: many, overrides }));
    expect(answer.handedOver).toHaveLength(5);
    expect(answer.reached?.participantId).toBe(6);
  });
});

describe("resolveOnCall", () => {
  const point = (schedule = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(10)], [standbyEvent(20)]])): OnCallAlarmPoint => ({
    id: 1,
    name: "Boiler",
    alarmPlanId: 30,
    standbySchedule: schedule,
  });
  const people = [
    participant(1, phoneAndMail, { teamSchedule: nightsSmsDaysEmail }),
    participant(2, [["VOICE", "+420601000009"]], { teamSchedule: nightsSmsDaysEmail }),
    participant(3, phoneAndMail, { calendar: [privateEntry(PRAGUE, "2025-01-07 00:00", "2025-01-08 00:00")] }),
    participant(4, phoneAndMail),
  ];
  const plans = [plan(10, [1], { participantIds: [3], participantGroupIds: [50] }), plan(20, [4]), plan(30, [])];

  it("answers the plan in force and, rank by rank, who is reached on which device and who is not", () => {
    const answer = resolveOnCall(point(), t("2025-01-07 23:00"), world({ participants: people, plans, groups: { 50: [2, 3, 4] } }));
    expect(answer).toMatchObject({ alarmPlanId: 10, planName: "Plan 10", decidedBy: { weekGroupOrder: 1 }, gap: null });
    expect(answer.ranks).toHaveLength(2);
    expect(answer.ranks[0]).toMatchObject({ orderId: 1, reached: [{ participantId: 1, devices: [{ type: "SMS" }] }], notReached: [] });
    expect(answer.ranks[1]!.reached.map((r) => r.participantId)).toEqual([4]);
    expect(answer.ranks[1]!.notReached).toEqual([
      { participantId: 3, name: "P3", reason: "ABSENT" },
      { participantId: 2, name: "P2", reason: "NO_DEVICE", teamEvent: expect.objectContaining({ deviceType: "SMS" }) },
    ]);
    expect(resolveOnCall(point(), t("2025-01-14 12:00"), world({ participants: people, plans })).ranks[0]!.reached.map((r) => r.participantId)).toEqual([4]);
  });

  it("reaches each participant once per rank, even when two hand over to the same person", () => {
    const overrides = [{ id: 1, participantId: 1, coveringParticipantId: 4, from: t("2025-01-07 00:00"), to: t("2025-01-08 00:00") }];
    const answer = resolveOnCall(point(), t("2025-01-07 12:00"), world({ participants: people, plans: [plan(10, [1, 4])], overrides }));
    expect(answer.ranks[0]!.reached.map((r) => r.participantId)).toEqual([4]);
    expect(answer.ranks[0]!.notReached).toEqual([{ participantId: 1, name: "P1", reason: "COVERED", by: 4 }]);
  });

  it("marks coverage gaps with their reason", () => {
    const gapAt = (plansInWorld: ReturnType<typeof plan>[], local = "2025-01-07 12:00") =>
      resolveOnCall(point(), t(local), world({ participants: people, plans: plansInWorld })).gap;
    expect(gapAt([plan(10, [3])])).toBe("EVERYONE_ABSENT");
    expect(gapAt([plan(10, [2])])).toBe("NO_DEVICE");
    expect(gapAt([plan(10, [])])).toBe("NOBODY_IN_PLAN");
    expect(gapAt([])).toBe("NO_PLAN");
    expect(resolveOnCall({ ...point(), alarmPlanId: null }, t("2025-01-05 12:00"), world({ participants: people, plans })).gap).toBe("NO_PLAN");
    expect(gapAt([plan(10, [3], [4])])).toBeNull();
  });
});
