import type { StandbyCoverage, TeamCoverage } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { coverageWarning, missingDeviceGroups, missingDeviceStretches, participantsLackingDevices, periodText, pointCoverages, warningNames } from "./coverage";

const RANGE = { scheduleId: 7, from: "2026-11-25T12:00:00Z", to: "2026-12-09T12:00:00Z" };

const standby = (alarmPoints: StandbyCoverage["alarmPoints"]) => ({ kind: "standby" as const, coverage: { ...RANGE, alarmPoints } });
const team = (participants: TeamCoverage["participants"]) => ({ kind: "team" as const, coverage: { ...RANGE, participants } });
const sms = (from: string, to: string, eventName = "Nights") => ({ from, to, deviceType: "SMS" as const, eventName });

describe("the coverage of a standby schedule", () => {
  it("joins gaps that follow each other per alarm point, keeping all their reasons", () => {
    const points = pointCoverages(
      standby([
        {
          alarmPointId: 1,
          name: "Boiler room",
          gaps: [
            { from: "2026-11-26T02:00:00Z", to: "2026-11-26T04:00:00Z", gap: "NO_DEVICE" },
            { from: "2026-11-26T00:00:00Z", to: "2026-11-26T02:00:00Z", gap: "EVERYONE_ABSENT" },
            { from: "2026-11-27T00:00:00Z", to: "2026-11-27T01:00:00Z", gap: "NO_PLAN" },
          ],
        },
        { alarmPointId: 2, name: "Server room", gaps: [] },
      ]).coverage,
    );
    expect(points).toEqual([
      {
        alarmPointId: 1,
        name: "Boiler room",
        gaps: [
          { from: "2026-11-26T00:00:00Z", to: "2026-11-26T04:00:00Z", reasons: ["EVERYONE_ABSENT", "NO_DEVICE"] },
          { from: "2026-11-27T00:00:00Z", to: "2026-11-27T01:00:00Z", reasons: ["NO_PLAN"] },
        ],
      },
      { alarmPointId: 2, name: "Server room", gaps: [] },
    ]);
  });

  it("warns with the number of gaps and the alarm points that have them", () => {
    const answer = standby([
      { alarmPointId: 1, name: "Boiler room", gaps: [{ from: "2026-11-26T00:00:00Z", to: "2026-11-26T04:00:00Z", gap: "NO_PLAN" }] },
      { alarmPointId: 2, name: "Server room", gaps: [] },
      {
        alarmPointId: 3,
        name: "Gate",
        gaps: [
          { from: "2026-11-26T00:00:00Z", to: "2026-11-26T01:00:00Z", gap: "NOBODY_IN_PLAN" },
          { from: "2026-11-28T00:00:00Z", to: "2026-11-28T01:00:00Z", gap: "NOBODY_IN_PLAN" },
        ],
      },
    ]);
    expect(coverageWarning(answer)).toEqual({
      key: "rotationSchedules.coverage.standbyWarning",
      values: { count: 3, days: 14 },
      names: { names: "Boiler room, Gate", more: 0 },
    });
  });

  it("does not warn when every alarm point is covered, or none uses the schedule", () => {
    expect(coverageWarning(standby([{ alarmPointId: 2, name: "Server room", gaps: [] }]))).toBeNull();
    expect(coverageWarning(standby([]))).toBeNull();
  });
});

describe("the coverage of a team media schedule", () => {
  it("joins stretches that follow each other for the same device and event, in time order", () => {
    expect(
      missingDeviceStretches([
        sms("2026-11-26T05:00:00Z", "2026-11-26T06:00:00Z"),
        sms("2026-11-25T17:00:00Z", "2026-11-26T05:00:00Z"),
        { ...sms("2026-11-26T06:00:00Z", "2026-11-26T08:00:00Z"), deviceType: "VOICE" },
        sms("2026-11-27T17:00:00Z", "2026-11-28T05:00:00Z"),
      ]),
    ).toEqual([
      sms("2026-11-25T17:00:00Z", "2026-11-26T06:00:00Z"),
      { ...sms("2026-11-26T06:00:00Z", "2026-11-26T08:00:00Z"), deviceType: "VOICE" },
      sms("2026-11-27T17:00:00Z", "2026-11-28T05:00:00Z"),
    ]);
  });

  it("keeps stretches of different events apart even when they touch", () => {
    expect(
      missingDeviceStretches([sms("2026-11-25T17:00:00Z", "2026-11-26T05:00:00Z"), sms("2026-11-26T05:00:00Z", "2026-11-26T06:00:00Z", "Early")]),
    ).toHaveLength(2);
  });

  it("groups a participant's stretches by device and event", () => {
    const voice = { ...sms("2026-11-26T06:00:00Z", "2026-11-26T08:00:00Z", "Days"), deviceType: "VOICE" as const };
    expect(missingDeviceGroups([sms("2026-11-25T17:00:00Z", "2026-11-26T05:00:00Z"), voice, sms("2026-11-26T17:00:00Z", "2026-11-27T05:00:00Z")])).toEqual([
      {
        deviceType: "SMS",
        eventName: "Nights",
        periods: [
          { from: "2026-11-25T17:00:00Z", to: "2026-11-26T05:00:00Z" },
          { from: "2026-11-26T17:00:00Z", to: "2026-11-27T05:00:00Z" },
        ],
      },
      { deviceType: "VOICE", eventName: "Days", periods: [{ from: "2026-11-26T06:00:00Z", to: "2026-11-26T08:00:00Z" }] },
    ]);
  });

  it("lists only the participants who lack a device, and warns about them", () => {
    const answer = team([
      { participantId: 1, name: "Anna Novak", missingDevices: [sms("2026-11-25T17:00:00Z", "2026-11-26T05:00:00Z")] },
      { participantId: 2, name: "Ben Ried", missingDevices: [] },
    ]);
    expect(participantsLackingDevices(answer.coverage).map((person) => person.name)).toEqual(["Anna Novak"]);
    expect(coverageWarning(answer)).toEqual({
      key: "rotationSchedules.coverage.teamWarning",
      values: { count: 1, days: 14 },
      names: { names: "Anna Novak", more: 0 },
    });
  });

  it("does not warn when everyone has the devices asked for", () => {
    expect(coverageWarning(team([{ participantId: 2, name: "Ben Ried", missingDevices: [] }]))).toBeNull();
    expect(coverageWarning(team([]))).toBeNull();
  });
});

describe("texts of the coverage", () => {
  it("names the first three and counts the others", () => {
    expect(warningNames(["A", "B", "C"])).toEqual({ names: "A, B, C", more: 0 });
    expect(warningNames(["A", "B", "C", "D", "E"])).toEqual({ names: "A, B, C", more: 2 });
  });

  it("writes a period with its days in the zone, the end's day only when it differs", () => {
    expect(periodText("2026-11-25T17:00:00Z", "2026-11-26T05:00:00Z", "Europe/Prague")).toBe("25.11. 18:00–26.11. 06:00");
    expect(periodText("2026-11-25T17:00:00Z", "2026-11-25T21:00:00Z", "Europe/Prague")).toBe("25.11. 18:00–22:00");
    expect(periodText("2026-11-25T23:30:00Z", "2026-11-26T01:00:00Z", "America/New_York")).toBe("25.11. 18:30–20:00");
  });
});
