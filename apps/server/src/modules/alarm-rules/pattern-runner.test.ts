import { afterEach, describe, expect, it } from "vitest";
import { COSTLY_SUMMARY, costlyPattern, costlyText } from "../../../test/costly-rules.js";
import { type PatternJob, PatternRunner, type PatternRunnerOptions } from "./pattern-runner.js";

const runners: PatternRunner[] = [];
const runner = (options: Partial<PatternRunnerOptions> = {}) => {
  const made = new PatternRunner(options);
  runners.push(made);
  return made;
};
const job = (pattern: string, text: string, caseSensitive = false): PatternJob => ({ pattern, text, caseSensitive });
const MATCHED = { matched: true, timedOut: false };
const TIMED_OUT = { matched: false, timedOut: true };

afterEach(async () => {
  for (const made of runners.splice(0)) await made.stop();
});

describe("the pattern runner's worker thread", () => {
  it("answers each pattern with RE2's syntax and case rules, and starts no worker for an event without patterns", async () => {
    const patterns = runner();
    expect(await patterns.testAll([])).toEqual([]);
    expect(patterns.workersStarted).toBe(0);
    expect(await patterns.testAll([job("^disk (full|low)$", "DISK FULL"), job("^disk", "DISK FULL", true), job("(a)\\1", "aa")])).toEqual([
      MATCHED,
      { matched: false, timedOut: false },
      // RE2 has no backreferences: a stored pattern it cannot compile is no match, counted as a time-out.
      TIMED_OUT,
    ]);
    expect(patterns.workersStarted).toBe(1);
  });

  it("gives all the patterns of one event one time budget: those not reached by then count as timed out", async () => {
    // The grace is long here: the worker itself stops at the deadline, after the pattern it was running.
    const patterns = runner({ graceMs: 60_000 });
    const costly = Array.from({ length: 100 }, (_, index) => job(costlyPattern(1000 + index), COSTLY_SUMMARY));
    const results = await patterns.testAll(costly);
    expect(results).toHaveLength(100);
    expect(results[0]).toEqual({ matched: false, timedOut: false });
    expect(results.at(-1)).toEqual(TIMED_OUT);
    expect(patterns.workersStarted).toBe(1);
  });

  it("stops a worker that does not answer within the budget and a grace, and runs the next event on a fresh one", async () => {
    const patterns = runner({ budgetMs: 0, graceMs: 1000 });
    // One pattern on a text this long runs for many seconds, far past the grace.
    const endless = patterns.testAll([job(costlyPattern(2000), costlyText(2_000_000))]);
    const next = patterns.testAll([job("^disk", "disk full")]);
    expect(await endless).toEqual([TIMED_OUT]);
    expect(await next).toEqual([MATCHED]);
    expect(patterns.workersStarted).toBe(2);
  });

  it("answers an evaluation past the bound of pending ones as timed out at once", async () => {
    const patterns = runner({ maxPending: 2 });
    const pending = [1, 2, 3].map(() => patterns.testAll([job("^disk", "disk full"), job("full$", "disk full")]));
    expect(await Promise.all(pending)).toEqual([
      [MATCHED, MATCHED],
      [MATCHED, MATCHED],
      [TIMED_OUT, TIMED_OUT],
    ]);
  });

  it("answers what waits as timed out when it stops, and starts afresh when asked again", async () => {
    const patterns = runner();
    const waiting = patterns.testAll([job("^disk", "disk full")]);
    await patterns.stop();
    expect(await waiting).toEqual([TIMED_OUT]);
    expect(await patterns.testAll([job("^disk", "disk full")])).toEqual([MATCHED]);
    expect(patterns.workersStarted).toBe(2);
  });
});
