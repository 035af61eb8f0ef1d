import { describe, expect, it } from "vitest";
import { movedOrder } from "./rule-order";
import { EXAMPLE_EVENT, parseSampleEvent } from "./test-event-model";

describe("the sample event of the test panel", () => {
  it("takes the example as it is", () => {
    expect(parseSampleEvent(EXAMPLE_EVENT)).toEqual({
      ok: true,
      event: { kind: "WEBHOOK", summary: "Disk full on db-1", severity: "info", labels: { host: "db-1" } },
    });
  });

  it("says what is wrong: no text, no JSON, no object, an unknown or a wrong field", () => {
    expect(parseSampleEvent("  ")).toEqual({ ok: false, problem: { key: "alarmRules.test.eventRequired" } });
    expect(parseSampleEvent("{summary: 1}")).toMatchObject({ ok: false, problem: { key: "alarmRules.test.invalidJson" } });
    expect(parseSampleEvent("[1]")).toEqual({ ok: false, problem: { key: "alarmRules.test.notAnObject" } });
    expect(parseSampleEvent('{"sevrity": "info"}')).toMatchObject({
      ok: false,
      problem: { key: "alarmRules.test.unknownField", values: { field: "sevrity" } },
    });
    expect(parseSampleEvent('{"severity": "fatal"}')).toMatchObject({
      ok: false,
      problem: { key: "alarmRules.test.eventProblem", values: { field: "severity" } },
    });
    expect(parseSampleEvent('{"labels": {"host": 1}}')).toMatchObject({ ok: false, problem: { values: { field: "labels.host" } } });
  });
});

describe("moving a rule", () => {
  it("swaps it with its neighbour, and leaves the ends alone", () => {
    expect(movedOrder([4, 5, 6], 5, -1)).toEqual([5, 4, 6]);
    expect(movedOrder([4, 5, 6], 5, 1)).toEqual([4, 6, 5]);
    expect(movedOrder([4, 5, 6], 4, -1)).toEqual([4, 5, 6]);
    expect(movedOrder([4, 5, 6], 6, 1)).toEqual([4, 5, 6]);
    expect(movedOrder([4, 5, 6], 9, 1)).toEqual([4, 5, 6]);
  });
});
