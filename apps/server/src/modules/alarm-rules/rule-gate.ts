import { clock } from "../../core/clock.js";
import type { Executor } from "../../db/database.js";
import { effectiveTimeZone } from "../../core/organization-time-zone.js";
import { type EvaluatedRule, type Evaluation, evaluateRules, type LocalArrival, type RuleEvent } from "./evaluate.js";
import { localArrival, localClock } from "./local-arrival.js";
import { type PatternRunner, patternRunner } from "./pattern-runner.js";
import { type LineRule, recordRegexTimeouts, rulesOfLine } from "./repo.js";

export type IncomingEvent = Omit<RuleEvent, "local">;
/** For a statement that reads an event's rules with more (the integrations' key admission). */
export { type LineRule, rulesOfLineJson } from "./repo.js";

const MINUTE = 60_000;

const NO_CLOCK: LocalArrival = { weekday: 0, minutes: 0, holiday: false, holidayYesterday: false };

/**
 * Where events of other systems meet the alarm rules: reads the rules of the event's organization
 * line, its arrival in that organization's clock (only when a rule asks for the time), and runs them.
 */
export class RuleGate {
  private readonly days = new Map<string, { zone: string; holiday: boolean; holidayYesterday: boolean }>();

  constructor(
    private readonly timeZone: string,
    private readonly patterns: PatternRunner = patternRunner,
  ) {}

  /**
   * For an event arriving now; counts the regular expressions that ran out of time on their rules.
   * `known`: the organization's rules, read with the event's key (integrations/intake/key-admission.ts).
   */
  async decide(db: Executor, orgId: number, event: IncomingEvent, alarmPointId: number, known?: readonly LineRule[]): Promise<Evaluation> {
    const rules = known ?? (await rulesOfLine(db, orgId));
    const evaluation = await this.evaluate(db, orgId, rules, event, alarmPointId, clock.now());
    await recordRegexTimeouts(db, evaluation.timedOutRuleIds);
    return evaluation;
  }

  /** Runs `rules` as they would run on `event` arriving at `at`, writing nothing. */
  async evaluate(
    db: Executor,
    orgId: number,
    rules: readonly EvaluatedRule[],
    event: IncomingEvent,
    alarmPointId: number | null,
    at: Date,
  ): Promise<Evaluation> {
    if (rules.length === 0) return evaluateRules(rules, { ...event, local: NO_CLOCK }, alarmPointId, this.patterns);
    const timeConditions = rules.flatMap((rule) => (rule.enabled ? rule.conditions.filter((condition) => condition.type === "TIME") : []));
    const local =
      timeConditions.length === 0
        ? NO_CLOCK
        : await this.arrival(
            db,
            orgId,
            at,
            timeConditions.some((condition) => condition.holidays !== "ANY"),
          );
    return evaluateRules(rules, { ...event, local }, alarmPointId, this.patterns);
  }

  /**
   * The organization's zone and holidays, read once per organization and clock minute: events come
   * in bursts, and a local date never changes within a minute of UTC (zones differ from it by whole
   * minutes). A changed zone or holiday counts from the next minute.
   */
  private async arrival(db: Executor, orgId: number, at: Date, withHolidays: boolean): Promise<LocalArrival> {
    const key = `${orgId} ${withHolidays} ${Math.floor(at.getTime() / MINUTE)}`;
    let day = this.days.get(key);
    if (!day) {
      const zone = await effectiveTimeZone(db, orgId, this.timeZone);
      const { holiday, holidayYesterday } = await localArrival(db, orgId, at, zone, withHolidays);
      day = { zone, holiday, holidayYesterday };
      if (this.days.size >= 1000) this.days.clear();
      this.days.set(key, day);
    }
    const { weekday, minutes } = localClock(at, day.zone);
    return { weekday, minutes, holiday: day.holiday, holidayYesterday: day.holidayYesterday };
  }
}
