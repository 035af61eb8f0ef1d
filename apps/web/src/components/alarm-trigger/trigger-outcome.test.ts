import { describe, expect, it } from "vitest";
import { alarmTableHref, triggerOutcomeOf } from "./trigger-outcome";

describe("trigger outcome", () => {
  it("says an alarm started now, or scheduled with its delay", () => {
    expect(triggerOutcomeOf({ id: 4, status: "NEW", replacedBy: null }, "Fire")).toEqual({
      severity: "success",
      summaryKey: "alarmTrigger.outcome.startedTitle",
      lines: [{ key: "alarmTrigger.outcome.started", values: { name: "Fire" } }],
    });
    expect(triggerOutcomeOf({ id: 4, status: "SCHEDULED", replacedBy: null }, "Fire", 15)).toEqual({
      severity: "success",
      summaryKey: "alarmTrigger.outcome.scheduledTitle",
      lines: [{ key: "alarmTrigger.outcome.scheduled", values: { name: "Fire", minutes: 15 } }],
    });
  });

  it("warns when the alarm point is inactive now: nobody is alerted", () => {
    expect(triggerOutcomeOf({ id: 5, status: "INACTIVE", replacedBy: null }, "Pump")).toEqual({
      severity: "warn",
      summaryKey: "alarmTrigger.outcome.inactiveTitle",
      lines: [{ key: "alarmTrigger.outcome.inactive", values: { name: "Pump" } }],
    });
  });

  it("warns when another alarm point replaced the chosen one, and names the replacement as the one triggered", () => {
    const outcome = triggerOutcomeOf({ id: 6, status: "NEW", replacedBy: { alarmPointId: 9, name: "Pump B" } }, "Pump A");
    expect(outcome.severity).toBe("warn");
    expect(outcome.lines).toEqual([
      { key: "alarmTrigger.outcome.replaced", values: { name: "Pump A", replacement: "Pump B" } },
      { key: "alarmTrigger.outcome.started", values: { name: "Pump B" } },
    ]);
  });

  it("links to the alarm on the alarm table tab", () => {
    expect(alarmTableHref(42)).toBe("/alarm-table?tab=0&id=42");
  });
});
