import { GROUPING_LIMITS, type GroupingRule, type ValidGroupingRuleCreate, type ValidGroupingRuleUpdate } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { AppError, conflict, fieldError, notFound, staleVersion } from "../../core/errors.js";
import { patternRefusal } from "../alarm-rules/regex-limits.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, toIntArray, queryRows } from "../../db/database.js";
import { groupingRules } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

const ruleColumns = sql`r.id, r.org_id as "orgId", o.name as "orgName", r.name, r.enabled, r.alarm_point_ids as "alarmPointIds",
  r.integration_key_ids as "integrationKeyIds", r.group_by as "groupBy", r.window_minutes as "windowMinutes", r.version,
  (select count(*)::int from incidents i where i.rule_id = r.id and i.ended_at is null) as "openIncidents"
  from grouping_rules r join organizations o on o.id = r.org_id`;

/**
 * Grouping rules (README, "Incidents and alarm floods"), kept per organization; a rule takes the
 * alarms of its organization and of those below it, so the points and integration keys it names
 * must lie there.
 */
export class GroupingRuleService {
  constructor(private readonly db: Db) {}

  /** The rules of the caller's organizations, those of `orgId` and below when given. */
  async list(principal: Principal, orgId?: number): Promise<GroupingRule[]> {
    if (orgId !== undefined && !(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    const root = orgId ?? principal.orgId;
    return queryRows<GroupingRule>(
      this.db,
      sql`select ${ruleColumns}
          where r.org_id in (select id from org_subtree(${root})) and r.org_id in (select id from org_subtree(${principal.orgId}))
          order by o.name, r.name, r.id`,
    );
  }

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<GroupingRule> {
    const [rule] = await queryRows<GroupingRule>(db, sql`select ${ruleColumns} where r.id = ${id}`);
    if (!rule || !(await isWithinOrganization(db, principal.orgId, rule.orgId))) throw notFound("Grouping rule");
    return rule;
  }

  create(principal: Principal, input: ValidGroupingRuleCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await tx.execute(sql`select pg_advisory_xact_lock(${input.orgId}, hashtext('grouping_rules'))`);
      const [count] = await queryRows<{ rules: number }>(tx, sql`select count(*)::int as rules from grouping_rules where org_id = ${input.orgId}`);
      if (count!.rules >= GROUPING_LIMITS.rulesPerOrganization) {
        throw conflict(`An organization has at most ${GROUPING_LIMITS.rulesPerOrganization} grouping rules`);
      }
      assertPatternsRunnable(input.groupBy);
      await assertReferencesWithin(tx, input.orgId, input);
      const [created] = await tx.insert(groupingRules).values(input).returning({ id: groupingRules.id });
      return this.get(principal, created!.id, tx);
    });
  }

  update(principal: Principal, input: ValidGroupingRuleUpdate) {
    return this.db.transaction(async (tx) => {
      const rule = await this.get(principal, input.id, tx);
      assertPatternsRunnable(input.groupBy);
      await assertReferencesWithin(tx, rule.orgId, input);
      const { id: _id, version, ...fields } = input;
      if (!(await updateVersioned(tx, groupingRules, rule.id, version, fields))) throw staleVersion();
      return this.get(principal, rule.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await tx.delete(groupingRules).where(eq(groupingRules.id, id));
    });
  }
}

/** The rule's text patterns must run on RE2 (no lookaround, no backreferences), as the alarm rules' do. */
function assertPatternsRunnable(groupBy: ValidGroupingRuleCreate["groupBy"]) {
  const details = groupBy.flatMap((part, index) => {
    const refusal = part.field === "TEXT" && part.pattern ? patternRefusal(part.pattern) : null;
    if (refusal === null) return [];
    return [
      { field: `groupBy.${index}.pattern`, message: `not supported by the regular expression engine (RE2 syntax): ${refusal}`, code: "UNSUPPORTED_PATTERN" },
    ];
  });
  if (details.length > 0) throw new AppError("VALIDATION", details.map((detail) => `${detail.field}: ${detail.message}`).join("; "), details);
}

/** The rule's points and integration keys must be of its organization or below it (and exist). */
async function assertReferencesWithin(tx: Executor, orgId: number, rule: Pick<ValidGroupingRuleCreate, "alarmPointIds" | "integrationKeyIds">) {
  if (rule.alarmPointIds.length > 0) {
    const found = await queryRows<{ id: number }>(
      tx,
      sql`select id from alarm_points where id = any(${toIntArray(rule.alarmPointIds)}) and not deleted and org_id in (select id from org_subtree(${orgId}))`,
    );
    const missing = rule.alarmPointIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw fieldError("alarmPointIds", `Unknown alarm points: ${missing.join(", ")}`, "UNKNOWN_ALARM_POINT");
  }
  if (rule.integrationKeyIds.length > 0) {
    const found = await queryRows<{ id: number }>(
      tx,
      sql`select k.id from integration_keys k join alarm_points p on p.id = k.alarm_point_id
          where k.id = any(${toIntArray(rule.integrationKeyIds)}) and p.org_id in (select id from org_subtree(${orgId}))`,
    );
    const missing = rule.integrationKeyIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw fieldError("integrationKeyIds", `Unknown integration keys: ${missing.join(", ")}`, "UNKNOWN_INTEGRATION_KEY");
  }
}
