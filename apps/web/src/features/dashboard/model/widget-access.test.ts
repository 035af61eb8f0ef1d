import { describe, expect, it } from "vitest";
import { addableTypes, deniedKeyOf } from "./widget-access";

describe("who sees which widget", () => {
  it("offers the resource gauges only to holders of SYSTEM_TABLES", () => {
    expect(addableTypes(["ALARM_TABLE"])).not.toContain("RESOURCES");
    expect(addableTypes(["SYSTEM_TABLES"])).toContain("RESOURCES");
    expect(addableTypes([])).toHaveLength(8);
    // A branch's holder of SYSTEM_TABLES: the server keeps the host's figures to the total system.
    expect(addableTypes(["SYSTEM_TABLES"], 42)).not.toContain("RESOURCES");
    expect(deniedKeyOf("RESOURCES", ["SYSTEM_TABLES"], 42)).toBe("dashboard.denied.resources");
    expect(deniedKeyOf("RESOURCES", ["SYSTEM_TABLES"])).toBeNull();
  });

  it("explains a widget whose figures the user may not see", () => {
    expect(deniedKeyOf("STATISTICS", ["USER_ADMIN"])).toBe("dashboard.denied.figures");
    expect(deniedKeyOf("CALLS", ["REPORTS"])).toBeNull();
    expect(deniedKeyOf("LAST_ALARMS", ["REPORTS"])).toBe("dashboard.denied.lastAlarms");
    expect(deniedKeyOf("GENERAL_INFO", [])).toBeNull();
    expect(deniedKeyOf("SHORTCUTS", [])).toBeNull();
    expect(deniedKeyOf("SHELVED_POINTS", ["REPORTS"])).toBe("dashboard.denied.shelved");
    expect(deniedKeyOf("SHELVED_POINTS", ["ALARM_SHELVE"])).toBeNull();
    expect(deniedKeyOf("ALARM_LOAD", ["REPORTS"])).toBeNull();
    expect(deniedKeyOf("ALARM_LOAD", ["ALARM_SHELVE"])).toBe("dashboard.denied.figures");
  });
});
