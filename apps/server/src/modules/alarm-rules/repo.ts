import type { AlarmRule, InheritedAlarmRule } from "@alarm/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { alarmRules, organizations } from "../../db/schema/index.js";
import type { EvaluatedRule } from "./evaluate.js";

type RuleRow = Omit<AlarmRule, "type" | "routedPoints" | "lastRegexTimeoutAt"> & {
  lastRegexTimeoutAt: Date | null;
  routedPoints: AlarmRule["routedPoints"] | null;
};

/** The names of the alarm points a rule's ROUTE actions name (a deleted one is still named). */
const routedPoints = sql<AlarmRule["routedPoints"] | null>`(select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name)
  from alarm_points a where a.id::text in (select action->>'alarmPointId' from jsonb_array_elements(${alarmRules.actions}) as action))`;

export async function ruleById(db: Executor, id: number): Promise<AlarmRule | undefined> {
  const [row] = await db
    .select({
      id: alarmRules.id,
      orgId: alarmRules.orgId,
      orgName: organizations.name,
      name: alarmRules.name,
      description: alarmRules.description,
      enabled: alarmRules.enabled,
      position: alarmRules.position,
      conditions: alarmRules.conditions,
      actions: alarmRules.actions,
      routedPoints,
      regexTimeouts: alarmRules.regexTimeouts,
      lastRegexTimeoutAt: alarmRules.lastRegexTimeoutAt,
      version: alarmRules.version,
    })
    .from(alarmRules)
    .innerJoin(organizations, eq(organizations.id, alarmRules.orgId))
    .where(eq(alarmRules.id, id));
  return row && ruleOf(row);
}

function ruleOf(row: RuleRow): AlarmRule {
  return { ...row, type: "ALARM_RULE", routedPoints: row.routedPoints ?? [], lastRegexTimeoutAt: row.lastRegexTimeoutAt?.toISOString() ?? null };
}

/** The next position at the end of the organization's rules. */
export async function nextPosition(db: Executor, orgId: number): Promise<number> {
  const [row] = await queryRows<{ next: number }>(db, sql`select coalesce(max(position), 0)::int + 1 as next from alarm_rules where org_id = ${orgId}`);
  return row!.next;
}

export async function ruleIdsOf(db: Executor, orgId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from alarm_rules where org_id = ${orgId} order by position, id for update`);
  return rows.map((row) => row.id);
}

export async function setPositions(db: Executor, ruleIds: readonly number[]) {
  await db.execute(
    sql`update alarm_rules r set position = ordered.position, version = r.version + 1
        from unnest(${`{${ruleIds.join(",")}}`}::int[]) with ordinality as ordered(id, position) where r.id = ordered.id`,
  );
}

/** A rule as the events' gate runs it. */
export type LineRule = EvaluatedRule & { id: number; orgId: number };

/**
 * The rules that apply to the events of organization `orgId`: those of the organizations above it
 * first (from the root down), then its own, each organization's by position.
 */
export async function rulesOfLine(db: Executor, orgId: number): Promise<LineRule[]> {
  const [row] = await queryRows<{ rules: LineRule[] }>(db, sql`select ${rulesOfLineJson(sql`${orgId}`)} as rules`);
  return row!.rules;
}

/** The same as one JSON array (an expression), for a statement that reads more: `orgId` an SQL expression. */
export const rulesOfLineJson = (orgId: SQL) =>
  sql<LineRule[]>`coalesce((select json_agg(json_build_object('id', r.id, 'orgId', r.org_id, 'name', r.name, 'enabled', r.enabled,
      'conditions', r.conditions, 'actions', r.actions) order by line.depth, r.position, r.id)
    from alarm_rules r join org_line(${orgId}) line on line.id = r.org_id), '[]')`;

/** The rules of the organizations above `orgId` in its line, in the order they run (before its own rules). */
export function inheritedRulesOf(db: Executor, orgId: number): Promise<(InheritedAlarmRule & { id: number; orgId: number })[]> {
  return queryRows(
    db,
    sql`select r.id, r.org_id as "orgId", o.name as "orgName", r.name, r.enabled
        from alarm_rules r join org_line(${orgId}) line on line.id = r.org_id join organizations o on o.id = r.org_id
        where r.org_id <> ${orgId}
        order by line.depth, r.position, r.id`,
  );
}

/** Counts a regular expression that ran out of time against each of the rules. */
export async function recordRegexTimeouts(db: Executor, ruleIds: readonly number[]) {
  if (ruleIds.length === 0) return;
  await db.execute(
    sql`update alarm_rules set regex_timeouts = regex_timeouts + 1, last_regex_timeout_at = now() where id in (${sql.join(
      ruleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
