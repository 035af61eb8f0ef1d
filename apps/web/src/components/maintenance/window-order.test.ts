import type { MaintenanceWindow } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { sortWindows } from "./window-order";

const now = new Date("2027-03-10T12:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const window = (name: string, state: Partial<MaintenanceWindow>): MaintenanceWindow => ({
  id: name.length,
  orgId: 1,
  orgName: "Plant",
  alarmPointId: null,
  alarmPointName: null,
  name,
  description: null,
  schedule: { kind: "ONE_OFF", startsAt: at(-1), endsAt: at(1) },
  endedEarlyAt: null,
  current: null,
  next: null,
  version: 0,
  ...state,
});

describe("the order of the maintenance windows", () => {
  it("shows those in force first, then the next to start, then the rest by name", () => {
    const windows = [
      window("Old drill", {}),
      window("Later", { next: { start: at(48), end: at(49) } }),
      window("Boiler", { current: { start: at(-1), end: at(1) } }),
      window("Sooner", { next: { start: at(2), end: at(3) } }),
      window("Abandoned", {}),
    ];
    expect(sortWindows(windows, now).map((each) => each.name)).toEqual(["Boiler", "Sooner", "Later", "Abandoned", "Old drill"]);
  });
});
