import vm from "node:vm";
import { ALARM_RULE_LIMITS } from "@alarm/contract";

/** The answer of one regular expression on one text: `timedOut` when it ran past its time limit (no match then). */
export type PatternResult = { matched: boolean; timedOut: boolean };
export type PatternJob = { pattern: string; text: string; caseSensitive: boolean };

const TIMED_OUT: PatternResult = { matched: false, timedOut: true };

/**
 * Runs rules' regular expressions under a time limit. A pattern like `(a+)+$` backtracks for longer
 * than the universe is old on a long enough text, and the expressions come from organizations'
 * administrators: they run in a V8 context of their own with a watchdog that interrupts them. Each
 * run starts a watchdog thread, so the patterns of one event run together under one; only when that
 * runs out of time does each run alone, to find the one that did.
 */
export class PatternRunner {
  private readonly context = vm.createContext({ patterns: [] as RegExp[], texts: [] as string[], results: [] as boolean[] });
  private readonly script = new vm.Script("for (let i = 0; i < patterns.length; i++) results[i] = patterns[i].test(texts[i]);");
  private readonly compiled = new Map<string, RegExp>();

  constructor(private readonly timeoutMs: number = ALARM_RULE_LIMITS.regexMillis) {}

  testAll(jobs: readonly PatternJob[]): PatternResult[] {
    if (jobs.length === 0) return [];
    const together = this.run(jobs);
    if (together) return together.map((matched) => ({ matched, timedOut: false }));
    return jobs.map((job) => {
      const alone = this.run([job]);
      return alone ? { matched: alone[0]!, timedOut: false } : TIMED_OUT;
    });
  }

  test(pattern: string, text: string, caseSensitive: boolean): PatternResult {
    return this.testAll([{ pattern, text, caseSensitive }])[0]!;
  }

  /** The matches of all jobs, or null when they ran out of time. */
  private run(jobs: readonly PatternJob[]): boolean[] | null {
    const results: boolean[] = [];
    Object.assign(this.context, { patterns: jobs.map((job) => this.patternOf(job.pattern, job.caseSensitive)), texts: jobs.map((job) => job.text), results });
    try {
      this.script.runInContext(this.context, { timeout: this.timeoutMs });
      return results;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return null;
      throw error;
    } finally {
      Object.assign(this.context, { patterns: [], texts: [], results: [] });
    }
  }

  private patternOf(source: string, caseSensitive: boolean): RegExp {
    const flags = caseSensitive ? "u" : "iu";
    const key = `${flags}/${source}`;
    let pattern = this.compiled.get(key);
    if (!pattern) {
      if (this.compiled.size >= 1000) this.compiled.clear();
      pattern = new RegExp(source, flags);
      this.compiled.set(key, pattern);
    }
    return pattern;
  }
}
