import { describe, expect, it } from "vitest";
import { checkTriggerForm, emptyTriggerForm, serverTriggerErrors, toTriggerRequest } from "./trigger-form";

describe("alarm point trigger form", () => {
  it("sends only the alarm point when nothing is added, and the trimmed text and delay otherwise", () => {
    expect(toTriggerRequest(7, emptyTriggerForm())).toEqual({ alarmPointId: 7 });
    expect(toTriggerRequest(7, { text: "  ", delayMinutes: 0 })).toEqual({ alarmPointId: 7 });
    expect(toTriggerRequest(7, { text: " Gate 2 ", delayMinutes: 15 })).toEqual({ alarmPointId: 7, text: "Gate 2", delayMinutes: 15 });
  });

  it("checks the length of the text and the range of the delay", () => {
    expect(checkTriggerForm(emptyTriggerForm())).toEqual({});
    expect(checkTriggerForm({ text: "x".repeat(2001), delayMinutes: 20_000 })).toEqual({
      text: { key: "alarmTrigger.errors.tooLong", values: { max: 2000 } },
      delayMinutes: { key: "alarmTrigger.errors.range", values: { min: 0, max: 10_080 } },
    });
  });

  it("places the server's problems at the text and the delay, and gives up on others", () => {
    expect(serverTriggerErrors([{ field: "delayMinutes", message: "Too big: expected number to be <=10080" }])).toEqual({
      delayMinutes: { text: "Too big: expected number to be <=10080" },
    });
    expect(serverTriggerErrors([{ field: "alarmPointId", message: "required" }])).toBeNull();
    expect(serverTriggerErrors([])).toBeNull();
  });
});
