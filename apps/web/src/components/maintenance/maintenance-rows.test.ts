import { describe, expect, it } from "vitest";
import { maintenanceWindowsOf } from "./maintenance-rows";

const end = "2027-03-01T12:00:00.000Z";
const now = {
  alarmPointIds: [7],
  orgIds: [2, 3],
  windows: [
    { id: 1, name: "Boiler service", alarmPointId: 7, orgId: 5, end },
    { id: 2, name: "Region drill", alarmPointId: null, orgId: 2, end },
  ],
};

describe("alarms in maintenance", () => {
  it("finds the window of the alarm's point", () => {
    expect(maintenanceWindowsOf({ alarmPointId: 7, orgId: 9 }, now).map((window) => window.name)).toEqual(["Boiler service"]);
  });

  it("finds a whole-organization window for an alarm point below its organization", () => {
    expect(maintenanceWindowsOf({ alarmPointId: 8, orgId: 3 }, now).map((window) => window.name)).toEqual(["Region drill"]);
    expect(maintenanceWindowsOf({ alarmPointId: 7, orgId: 2 }, now).map((window) => window.name)).toEqual(["Boiler service", "Region drill"]);
  });

  it("leaves out alarms of other points and organizations, and manual calls", () => {
    expect(maintenanceWindowsOf({ alarmPointId: 8, orgId: 9 }, now)).toEqual([]);
    expect(maintenanceWindowsOf({ alarmPointId: null, orgId: 2 }, now)).toEqual([]);
  });
});
