import { describe, expect, it } from "vitest";
import { alarmHref, alarmPlaceOf, alarmTableHref, isSettled, settledOutcomeOf, triggerOutcomeOf } from "./trigger-outcome";

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

describe("the outcome of a followed alarm", () => {
  it("turns into an error, naming the alarm, when nobody handled it; such an alarm is found in the alarm table", () => {
    for (const [status, key] of [
      ["FAILURE", "alarmTrigger.outcome.failure"],
      ["CONFIG_PROBLEM", "alarmTrigger.outcome.configProblem"],
      ["NOT_ACCEPTED", "alarmTrigger.outcome.notAccepted"],
    ] as const) {
      expect(isSettled(status)).toBe(true);
      expect(settledOutcomeOf(status, "Fire")).toEqual({
        severity: "error",
        summaryKey: "alarmTrigger.outcome.failedTitle",
        lines: [{ key, values: { name: "Fire" } }, { key: "alarmTrigger.outcome.staysInTable" }],
      });
      expect(alarmHref(7, alarmPlaceOf(status))).toBe("/alarm-table?tab=0&id=7");
    }
  });

  it("turns into a success note once accepted, also when only a later step is seen", () => {
    for (const status of ["ACCEPTED", "ACKNOWLEDGED", "FINISHED", "NOT_ACKNOWLEDGED"] as const) {
      expect(settledOutcomeOf(status, "Fire")).toEqual({
        severity: "success",
        summaryKey: "alarmTrigger.outcome.acceptedTitle",
        lines: [{ key: "alarmTrigger.outcome.accepted", values: { name: "Fire" } }],
      });
    }
    expect(alarmHref(7, alarmPlaceOf("FINISHED"))).toBe("/alarm-table?tab=2&id=7");
    expect(alarmHref(7, alarmPlaceOf("ACCEPTED"))).toBe("/alarm-table?tab=0&id=7");
  });

  it("keeps waiting while the alarm is under way, and says nothing more when an operator ended it", () => {
    for (const status of ["SCHEDULED", "NEW", "PROCESSING", "PARTIAL_ACCEPTED"] as const) expect(isSettled(status)).toBe(false);
    for (const status of ["CANCELED", "INTERRUPTED"] as const) {
      expect(isSettled(status)).toBe(true);
      expect(settledOutcomeOf(status, "Fire")).toBeNull();
    }
  });
});
