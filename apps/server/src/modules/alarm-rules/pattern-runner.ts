import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ALARM_RULE_LIMITS } from "@alarm/contract";

/** The answer of one regular expression on one text: `timedOut` when it was not run in time or no longer compiles (no match then). */
export type PatternResult = { matched: boolean; timedOut: boolean; match?: string | undefined };
/** `extract`: also answer the matched text (the first group's, else the whole match's). */
export type PatternJob = { pattern: string; text: string; caseSensitive: boolean; extract?: boolean };

export type PatternRunnerOptions = {
  /** How long one event's patterns may run together. */
  budgetMs: number;
  /** How much longer the worker may take to answer before it is stopped. */
  graceMs: number;
  /** Evaluations waiting or running at once; more are answered as timed out at once. */
  maxPending: number;
};

const DEFAULTS: PatternRunnerOptions = { budgetMs: ALARM_RULE_LIMITS.regexBudgetMillis, graceMs: 250, maxPending: 50 };
/** A worker thread that has not loaded the engine by then never will. */
const STARTUP_MS = 10_000;
const TIMED_OUT: PatternResult = { matched: false, timedOut: true };

// Runs each event's patterns with RE2 (linear time), checking the deadline between patterns, and
// answers what it finished: true or false per pattern run, null for one that does not compile.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.moduleUrl).then(
  (module) => {
    const { RE2JS } = module.RE2JS ? module : module.default;
    const compiled = new Map();
    const compile = (source, caseSensitive) => {
      const key = (caseSensitive ? "s/" : "i/") + source;
      if (!compiled.has(key)) {
        if (compiled.size >= 1000) compiled.clear();
        let pattern = null;
        try {
          pattern = RE2JS.compile(source, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
        } catch {}
        compiled.set(key, pattern);
      }
      return compiled.get(key);
    };
    parentPort.on("message", ({ jobs, budgetMs }) => {
      const deadline = performance.now() + budgetMs;
      const results = [];
      for (const job of jobs) {
        if (results.length > 0 && performance.now() >= deadline) break;
        const pattern = compile(job.pattern, job.caseSensitive);
        if (pattern === null || !job.extract) {
          results.push(pattern === null ? null : pattern.test(job.text));
          continue;
        }
        const matcher = pattern.matcher(job.text);
        results.push(matcher.find() ? (matcher.groupCount() > 0 && matcher.group(1) !== null ? matcher.group(1) : matcher.group(0)) : false);
      }
      parentPort.postMessage({ results });
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: String(error) }),
);
`;

type WorkerAnswer = { ready?: true; failed?: string; results?: (boolean | string | null)[] };
type Evaluation = { jobs: readonly PatternJob[]; resolve: (results: PatternResult[]) => void };

const allTimedOut = (jobs: readonly PatternJob[]) => jobs.map(() => TIMED_OUT);

/**
 * Runs rules' regular expressions off the main thread. The expressions come from organizations'
 * administrators and the texts from other systems: even in linear time, hundreds of long patterns on
 * a long text take a while. One worker thread runs one event's patterns at a time under one time
 * budget; when it does not answer within the budget and a grace (a single pattern ran long), it is
 * stopped, that event's patterns count as timed out, and a fresh worker takes the next event.
 */
export class PatternRunner {
  private readonly options: PatternRunnerOptions;
  private worker: Worker | null = null;
  private ready = false;
  private readonly waiting: Evaluation[] = [];
  private running: Evaluation | null = null;
  private watchdog: NodeJS.Timeout | undefined;
  private started = 0;

  constructor(options: Partial<PatternRunnerOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** How many worker threads were started so far (one more after each one stopped). */
  get workersStarted(): number {
    return this.started;
  }

  testAll(jobs: readonly PatternJob[]): Promise<PatternResult[]> {
    if (jobs.length === 0) return Promise.resolve([]);
    if (this.waiting.length + (this.running ? 1 : 0) >= this.options.maxPending) return Promise.resolve(allTimedOut(jobs));
    return new Promise((resolve) => {
      this.waiting.push({ jobs, resolve });
      this.next();
    });
  }

  /** Stops the worker; what waits or runs counts as timed out. */
  async stop() {
    const worker = this.worker;
    this.abandon(true);
    await worker?.terminate();
  }

  private next() {
    if (this.running || this.waiting.length === 0) return;
    if (!this.worker) this.start();
    if (!this.ready) return;
    this.running = this.waiting.shift()!;
    this.arm(this.options.budgetMs + this.options.graceMs);
    this.worker!.postMessage({ jobs: this.running.jobs, budgetMs: this.options.budgetMs });
  }

  private start() {
    const worker = new Worker(WORKER, { eval: true, workerData: { moduleUrl: re2jsModuleUrl() } });
    worker.unref();
    this.started++;
    this.worker = worker;
    this.ready = false;
    this.arm(STARTUP_MS);
    worker.on("message", (answer: WorkerAnswer) => {
      if (worker === this.worker) this.answered(answer);
    });
    worker.on("error", () => {});
    worker.on("exit", () => {
      if (worker === this.worker) this.abandon(!this.ready);
    });
  }

  private answered(answer: WorkerAnswer) {
    if (answer.failed !== undefined) return this.abandon(true);
    clearTimeout(this.watchdog);
    if (answer.ready) {
      this.ready = true;
    } else if (this.running) {
      const { jobs, resolve } = this.running;
      this.running = null;
      resolve(
        jobs.map((_, index) => {
          const matched = answer.results![index];
          if (matched === undefined || matched === null) return TIMED_OUT;
          return typeof matched === "string" ? { matched: true, timedOut: false, match: matched } : { matched, timedOut: false };
        }),
      );
    }
    this.next();
  }

  private arm(ms: number) {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.abandon(!this.ready), ms);
    this.watchdog.unref();
  }

  /**
   * Stops the worker and answers the running evaluation as timed out; `everything`: the waiting ones
   * too (the worker could not start, or the runner stops). Otherwise a fresh worker takes the next.
   */
  private abandon(everything: boolean) {
    clearTimeout(this.watchdog);
    void this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    const dropped = [...(this.running ? [this.running] : []), ...(everything ? this.waiting.splice(0) : [])];
    this.running = null;
    for (const { jobs, resolve } of dropped) resolve(allTimedOut(jobs));
    this.next();
  }
}

/** Where the npm package re2js is installed, as a URL the worker can import (from the sources and from the bundle alike). */
function re2jsModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve("re2js")).href;
}

/** The runner of every rule gate of this process. */
export const patternRunner = new PatternRunner();
