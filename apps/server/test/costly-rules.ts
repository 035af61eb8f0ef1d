import { ALARM_RULE_LIMITS } from "@alarm/contract";

/**
 * The most expensive alarm rules the limits allow: as many REGEX conditions as an organization's
 * line may hold, each as long as a pattern may be. `^(a+)+$` backtracks for ages in a backtracking
 * engine on a run of a's that ends in no match; the bounded repeats behind it (never matched: the texts hold no c) make a large automaton
 * for a linear-time one. Each pattern differs, so no pattern's work is reused for another.
 */
export function costlyPattern(index: number): string {
  let pattern = `^(a+)+$|z${index}z`;
  for (let repeat = 10 + (index % 40); ; repeat++) {
    const alternative = `|a[ab]{${repeat}}c`;
    if (pattern.length + alternative.length > ALARM_RULE_LIMITS.pattern) return pattern;
    pattern += alternative;
  }
}

/** `length` a's and b's in no order an automaton could learn (a fixed pseudo-random sequence). */
export function costlyText(length: number): string {
  let seed = 7;
  let text = "";
  for (let index = 0; index < length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += seed < 1_073_741_824 ? "a" : "b";
  }
  return text;
}

/** A summary as long as one may be that none of the costly patterns matches: a run of a's, then a's and b's. */
export const COSTLY_SUMMARY = `${"a".repeat(40)}!${costlyText(983)}`;

/** Rules of `orgId` holding `conditions` costly REGEX conditions on the summary, as many as a rule may hold; `first` numbers their patterns. */
export function costlyRules(orgId: number, conditions: number, first = 0) {
  const perRule = ALARM_RULE_LIMITS.conditions;
  return Array.from({ length: Math.ceil(conditions / perRule) }, (_, rule) => ({
    orgId,
    name: `Costly ${rule + 1}`,
    conditions: Array.from({ length: Math.min(perRule, conditions - rule * perRule) }, (_, index) => ({
      type: "TEXT",
      field: "SUMMARY",
      mode: "REGEX",
      value: costlyPattern(first + rule * perRule + index),
    })),
    actions: [{ type: "SET_PRIORITY", priority: 1 }],
  }));
}
