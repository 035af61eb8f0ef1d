import { ALARM_RULE_LIMITS, type RuleCondition } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { RE2JS } from "re2js";
import { AppError } from "../../core/errors.js";
import { type Executor, queryRows } from "../../db/database.js";

const isRegex = (condition: RuleCondition) => condition.type === "TEXT" && condition.mode === "REGEX";

/** Why the linear-time engine (RE2) cannot run `pattern`: lookaround and backreferences, for instance; null when it can. */
export function patternRefusal(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** 400 VALIDATION naming each REGEX condition whose pattern RE2 cannot run; `prefix` goes before the field names ("draft."). */
export function assertPatternsRunnable(conditions: readonly RuleCondition[], prefix = "") {
  const details = conditions.flatMap((condition, index) => {
    const refusal = isRegex(condition) ? patternRefusal((condition as { value: string }).value) : null;
    return refusal === null
      ? []
      : [
          {
            field: `${prefix}conditions.${index}.value`,
            message: `not supported by the regular expression engine (RE2 syntax): ${refusal}`,
            code: "UNSUPPORTED_PATTERN",
          },
        ];
  });
  if (details.length > 0) throw new AppError("VALIDATION", details.map((detail) => `${detail.field}: ${detail.message}`).join("; "), details);
}

export const regexConditionCount = (conditions: readonly RuleCondition[]) => conditions.filter(isRegex).length;

/**
 * After a rule of `orgId` was written in the transaction: refuses it (400 VALIDATION on `conditions`)
 * when an event of the organization or of one below it would now meet more REGEX conditions of
 * enabled rules than the limit. Such checks take turns, so two saves in one line cannot pass together.
 */
export async function assertRegexRoomInLine(tx: Executor, orgId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('alarm_rules_regex'))`);
  const [row] = await queryRows<{ most: number }>(
    tx,
    sql`with recursive own as (
          select r.org_id, count(*)::int as regex
          from alarm_rules r cross join lateral jsonb_array_elements(r.conditions) c
          where r.enabled and c->>'type' = 'TEXT' and c->>'mode' = 'REGEX'
          group by r.org_id),
        down(id, total) as (
          select ${orgId}::int, (select coalesce(sum(own.regex), 0)::int from org_line(${orgId}) line join own on own.org_id = line.id)
          union all
          select o.id, down.total + coalesce((select own.regex from own where own.org_id = o.id), 0)
          from organizations o join down on o.parent_id = down.id)
        select coalesce(max(total), 0)::int as most from down`,
  );
  const limit = ALARM_RULE_LIMITS.regexConditionsPerLine;
  if (row!.most > limit) {
    const message = `The enabled rules an event of this organization (or of one below it) meets may hold at most ${limit} regular expression conditions together; they would hold ${row!.most}`;
    throw new AppError("VALIDATION", message, [{ field: "conditions", message, code: "TOO_MANY_PATTERNS" }]);
  }
}
