import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { partText, pointsText, sourcesText } from "./rule-summary";

/** Answers the key with its values, so the test sees what was asked for. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as unknown as TFunction;
const names: Record<number, string> = { 1: "Boiler", 2: "Pump", 3: "Fan", 4: "Door" };
const nameOf = (id: number) => names[id];

describe("grouping rule summaries", () => {
  it("names each field the alarms share, a long pattern cut", () => {
    expect(partText({ field: "ALARM_PLAN", label: null, pattern: null }, t)).toBe("groupingRules.fields.ALARM_PLAN");
    expect(partText({ field: "LABEL", label: "host", pattern: null }, t)).toBe('groupingRules.summary.label{"label":"host"}');
    expect(partText({ field: "TEXT", label: null, pattern: "y".repeat(60) }, t)).toBe(`groupingRules.summary.text{"pattern":"${"y".repeat(39)}…"}`);
  });

  it("names a few alarm points and counts the rest", () => {
    expect(pointsText([], nameOf, t, "en")).toBe("groupingRules.summary.everyPoint");
    expect(pointsText([1, 2], nameOf, t, "en")).toBe("Boiler and Pump");
    expect(pointsText([1, 2, 3], nameOf, t, "de")).toBe("Boiler, Pump und Fan");
    expect(pointsText([1, 2, 3, 4, 99], nameOf, t, "en")).toBe('groupingRules.summary.pointsAndMore{"names":"Boiler, Pump, Fan","count":2}');
    // Before the names are read: only a count.
    expect(pointsText([7, 8], () => undefined, t, "en")).toBe('groupingRules.summary.points{"count":2}');
  });

  it("says how the alarms may be raised", () => {
    expect(sourcesText([], t)).toBe("groupingRules.summary.anySource");
    expect(sourcesText([3, 4], t)).toBe('groupingRules.summary.keys{"count":2}');
  });
});
