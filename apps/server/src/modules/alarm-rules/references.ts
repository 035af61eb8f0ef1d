import type { RuleAction, RuleCondition } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, queryRows } from "../../db/database.js";
import { referenceProblems, refuseReferenceProblems } from "../../core/reference-scope.js";

/**
 * What a rule names must be its organization's to name: a ROUTE's alarm point lies in the rule's
 * organization or above it (as every reference does); an integration key belongs to an alarm point
 * in the rule's organization or below it, whose events the rule sees. Both within the caller's scope.
 * `prefix` goes before each problem's field (an unsaved rule of the test call sits under `draft.`).
 */
export async function assertRuleReferencesUsable(
  db: Executor,
  rule: { orgId: number; conditions: readonly RuleCondition[]; actions: readonly RuleAction[] },
  callerOrgId: number,
  prefix = "",
) {
  const routed = rule.actions.map((action) => (action.type === "ROUTE" ? action.alarmPointId : null));
  const problems = await referenceProblems(db, "ALARMPOINT", routed, { orgId: rule.orgId, callerOrgId }, (index) => `${prefix}actions.${index}.alarmPointId`);
  const deleted = await deletedPoints(db, routed);
  for (const [index, id] of routed.entries()) {
    if (id !== null && deleted.has(id))
      problems.push({ field: `${prefix}actions.${index}.alarmPointId`, message: `Alarm point ${id} is deleted`, code: "UNKNOWN_ALARM_POINT" });
  }
  for (const [index, condition] of rule.conditions.entries()) {
    if (condition.type !== "INTEGRATION") continue;
    const known = await keysBelow(db, condition.integrationKeyIds, rule.orgId, callerOrgId);
    for (const id of condition.integrationKeyIds) {
      if (!known.has(id))
        problems.push({ field: `${prefix}conditions.${index}.integrationKeyIds`, message: `Unknown integration key: ${id}`, code: "UNKNOWN_INTEGRATION_KEY" });
    }
  }
  refuseReferenceProblems(problems);
}

async function deletedPoints(db: Executor, ids: readonly (number | null)[]): Promise<Set<number>> {
  const named = ids.filter((id): id is number => id !== null);
  if (named.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from alarm_points where deleted and id in (${sql.join(
      named.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

async function keysBelow(db: Executor, ids: readonly number[], orgId: number, callerOrgId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select k.id from integration_keys k join alarm_points a on a.id = k.alarm_point_id
        where k.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and ${inOrganizationSubtree(sql`a.org_id`, orgId)} and ${inOrganizationSubtree(sql`a.org_id`, callerOrgId)}`,
  );
  return new Set(rows.map((row) => row.id));
}
