import { describe, expect, it } from "vitest";
import { checkDelay, checkTriggerText, checkWholeNumber } from "./trigger-checks";

describe("trigger checks", () => {
  it("takes a whole number within its range, and empty only where optional", () => {
    expect(checkWholeNumber(3, 1, 9)).toBeUndefined();
    expect(checkWholeNumber(null, 1, 9)).toEqual({ key: "alarmTrigger.errors.required" });
    expect(checkWholeNumber(0, 1, 9)).toEqual({ key: "alarmTrigger.errors.range", values: { min: 1, max: 9 } });
    expect(checkWholeNumber(2.5, 1, 9)).toEqual({ key: "alarmTrigger.errors.range", values: { min: 1, max: 9 } });
  });

  it("lets the delay be empty (at once) and at most a week", () => {
    expect(checkDelay(null)).toBeUndefined();
    expect(checkDelay(10_080)).toBeUndefined();
    expect(checkDelay(10_081)).toEqual({ key: "alarmTrigger.errors.range", values: { min: 0, max: 10_080 } });
  });

  it("limits an added text to 2000 characters, not counting the blanks around it", () => {
    expect(checkTriggerText(` ${"x".repeat(2000)} `)).toBeUndefined();
    expect(checkTriggerText("x".repeat(2001))).toEqual({ key: "alarmTrigger.errors.tooLong", values: { max: 2000 } });
  });
});
