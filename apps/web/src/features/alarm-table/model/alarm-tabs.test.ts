import { describe, expect, it } from "vitest";
import { ALARM_TABS, STATUSES_OF, tabHolding } from "./alarm-tabs";

const [table, mine, history, loneWorker] = ALARM_TABS as [
  (typeof ALARM_TABS)[number],
  (typeof ALARM_TABS)[number],
  (typeof ALARM_TABS)[number],
  (typeof ALARM_TABS)[number],
];
const running = { endedAt: null, needsAttention: false };
const unhandled = { endedAt: "2026-11-25T01:00:00.000Z", needsAttention: true };
const ended = { endedAt: "2026-11-25T01:00:00.000Z", needsAttention: false };

describe("the tab an alarm is shown on", () => {
  it("is the one asked for when it lists the alarm", () => {
    expect(tabHolding(table, running)).toBe(table);
    expect(tabHolding(mine, unhandled)).toBe(mine);
    expect(tabHolding(history, unhandled)).toBe(history);
    expect(tabHolding(history, ended)).toBe(history);
  });

  it("is the alarm table or the history, wherever the alarm is now, when the link led elsewhere", () => {
    expect(tabHolding(table, ended)).toBe(history);
    expect(tabHolding(mine, ended)).toBe(history);
    expect(tabHolding(history, running)).toBe(table);
    expect(tabHolding(loneWorker, unhandled)).toBe(table);
  });

  it("offers the failed statuses in the alarm table's status filter", () => {
    expect(STATUSES_OF.all).toEqual(expect.arrayContaining(["PROCESSING", "FAILURE", "CONFIG_PROBLEM", "NOT_ACCEPTED"]));
    expect(STATUSES_OF.all).not.toContain("FINISHED");
  });
});
