import vm from "node:vm";
import { ALARM_RULE_LIMITS } from "@alarm/contract";

/** The answer of one regular expression on one text: `timedOut` when it ran past its time limit (no match then). */
export type PatternResult = { matched: boolean; timedOut: boolean };

/**
 * Runs rules' regular expressions under a time limit. A pattern like `(a+)+$` backtracks for longer
 * than the universe is old on a long enough text, and the expressions come from organizations'
 * administrators: each runs in a V8 context of its own with a watchdog that interrupts it (about
 * 0.1 ms a run). Compiled patterns are kept, few rules exist and they change rarely.
 */
export class PatternRunner {
  private readonly context = vm.createContext({ pattern: null as RegExp | null, text: "" });
  private readonly script = new vm.Script("pattern.test(text)");
  private readonly compiled = new Map<string, RegExp>();

  constructor(private readonly timeoutMs: number = ALARM_RULE_LIMITS.regexMillis) {}

  test(source: string, text: string, caseSensitive: boolean): PatternResult {
    this.context.pattern = this.patternOf(source, caseSensitive);
    this.context.text = text;
    try {
      return { matched: this.script.runInContext(this.context, { timeout: this.timeoutMs }) === true, timedOut: false };
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return { matched: false, timedOut: true };
      throw error;
    } finally {
      this.context.pattern = null;
      this.context.text = "";
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
