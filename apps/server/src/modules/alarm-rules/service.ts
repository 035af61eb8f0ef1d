import {
  ALARM_RULE_LIMITS,
  type AlarmRule,
  type AlarmRuleTestResult,
  type InheritedAlarmRule,
  type alarmRuleTest,
  type ValidAlarmRuleCreate,
  type ValidAlarmRuleUpdate,
  type alarmRuleOrder,
} from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, conflict, fieldError, notFound, staleVersion } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { alarmRules } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import type { SignInThrottle } from "../auth/sign-in-throttle.js";
import { assertRoomFor } from "../../core/object-limits.js";
import type { EvaluatedRule } from "./evaluate.js";
import { assertRuleReferencesUsable } from "./references.js";
import { assertPatternsRunnable, assertRegexRoomInLine, regexConditionCount } from "./regex-limits.js";
import { inheritedRulesOf, nextPosition, ruleById, ruleIdsOf, rulesOfLine, setPositions } from "./repo.js";
import type { RuleGate } from "./rule-gate.js";

type RuleTest = z.output<typeof alarmRuleTest>;

const HIDDEN_RULE = "A rule of an organization above yours";
type RuleOrder = z.output<typeof alarmRuleOrder>;

/** A saved rule that runs regular expressions must leave room for them in every line it joins. */
const assertRegexRoom = (tx: Executor, orgId: number, rule: { enabled: boolean; conditions: ValidAlarmRuleCreate["conditions"] }) =>
  rule.enabled && regexConditionCount(rule.conditions) > 0 ? assertRegexRoomInLine(tx, orgId) : Promise.resolve();

/** Alarm rules: kept per organization in the order they are evaluated. */
export class AlarmRuleService {
  constructor(
    private readonly db: Db,
    private readonly gate: RuleGate,
    private readonly throttle: SignInThrottle,
  ) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<AlarmRule> {
    const rule = await ruleById(db, id);
    if (!rule || !(await isWithinOrganization(db, principal.orgId, rule.orgId))) throw notFound("Alarm rule");
    return rule;
  }

  create(principal: Principal, input: ValidAlarmRuleCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      assertPatternsRunnable(input.conditions);
      await assertRuleReferencesUsable(tx, input, principal.orgId);
      const id = await this.insert(tx, input.orgId, { ...input, description: input.description ?? null });
      await assertRegexRoom(tx, input.orgId, input);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: ValidAlarmRuleUpdate) {
    return this.db.transaction(async (tx) => {
      const rule = await this.get(principal, input.id, tx);
      assertPatternsRunnable(input.conditions);
      await assertRuleReferencesUsable(tx, { ...input, orgId: rule.orgId }, principal.orgId);
      const { id: _id, version, ...fields } = input;
      if (!(await updateVersioned(tx, alarmRules, rule.id, version, { ...fields, description: fields.description ?? null }))) throw staleVersion();
      await assertRegexRoom(tx, rule.orgId, input);
      return this.get(principal, rule.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await tx.delete(alarmRules).where(eq(alarmRules.id, id));
    });
  }

  /** A copy named "<name> (copy)" after the organization's other rules, disabled until someone turns it on. */
  clone(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const rule = await this.get(principal, id, tx);
      assertPatternsRunnable(rule.conditions);
      const copyId = await this.insert(tx, rule.orgId, { ...rule, name: `${rule.name} (copy)`.slice(0, ALARM_RULE_LIMITS.name), enabled: false });
      return this.get(principal, copyId, tx);
    });
  }

  /** Puts the organization's rules in the given order; `ruleIds` must name each of them once. */
  order(principal: Principal, input: RuleOrder) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      const current = await ruleIdsOf(tx, input.orgId);
      const same =
        current.length === input.ruleIds.length && new Set(input.ruleIds).size === current.length && input.ruleIds.every((id) => current.includes(id));
      if (!same) throw conflict("The organization's rules have changed meanwhile; reload them and try again");
      await setPositions(tx, input.ruleIds);
    });
  }

  /** Runs the rules of the organization's line on a sample event, with an unsaved draft in place, writing nothing. */
  async test(principal: Principal, input: RuleTest): Promise<AlarmRuleTestResult> {
    const db = this.db;
    // Each test runs every regular expression of the line, so a user's tests are counted.
    await this.throttle.admitUse(
      `alarm-rule-test:${principal.id}`,
      ALARM_RULE_LIMITS.testsPerMinute,
      60,
      `More than ${ALARM_RULE_LIMITS.testsPerMinute} rule tests in a minute`,
    );
    if (!(await isWithinOrganization(db, principal.orgId, input.orgId))) throw notFound("Organization");
    const { event } = input;
    const pointId = event.integrationKeyId === null ? null : await this.pointOfKey(principal, event.integrationKeyId);
    let rules: EvaluatedRule[] = await this.visibleRules(principal, input.orgId);
    if (input.draft) {
      const draft = { ...input.draft, id: input.draft.id };
      if (draft.id !== null) await this.get(principal, draft.id);
      assertPatternsRunnable(draft.conditions, "draft.");
      await assertRuleReferencesUsable(db, { orgId: input.orgId, conditions: draft.conditions, actions: draft.actions }, principal.orgId, "draft.");
      rules = draft.id !== null && rules.some((rule) => rule.id === draft.id) ? rules.map((rule) => (rule.id === draft.id ? draft : rule)) : [...rules, draft];
    }
    const at = event.at ? new Date(event.at) : new Date();
    const incoming = { kind: event.kind, integrationKeyId: event.integrationKeyId, summary: event.summary, severity: event.severity, labels: event.labels };
    const { outcome, traces } = await this.gate.evaluate(db, input.orgId, rules, incoming, pointId, at);
    const pointName = outcome.alarmPointId === null ? null : await this.pointName(principal, outcome.alarmPointId);
    return {
      rules: traces,
      decision: {
        alarmPointId: outcome.alarmPointId,
        alarmPointName: pointName,
        priority: outcome.priority,
        addedTexts: outcome.addedTexts,
        delayMinutes: outcome.delayMinutes,
        suppressedBy: outcome.suppressedBy,
        stoppedBy: outcome.stoppedBy,
      },
    };
  }

  private async insert(tx: Executor, orgId: number, rule: Pick<AlarmRule, "name" | "description" | "enabled" | "conditions" | "actions">): Promise<number> {
    await assertRoomFor(tx, "ALARM_RULE", orgId);
    // One writer at a time per organization, so two new rules never take the same position.
    await tx.execute(sql`select pg_advisory_xact_lock(${orgId}, hashtext('alarm_rules'))`);
    const [{ count }] = (await queryRows<{ count: number }>(tx, sql`select count(*)::int as count from alarm_rules where org_id = ${orgId}`)) as [
      { count: number },
    ];
    if (count >= ALARM_RULE_LIMITS.rulesPerOrganization) {
      throw new AppError("LIMIT_EXCEEDED", `An organization may have at most ${ALARM_RULE_LIMITS.rulesPerOrganization} alarm rules`);
    }
    const [row] = await tx
      .insert(alarmRules)
      .values({
        orgId,
        name: rule.name,
        description: rule.description,
        enabled: rule.enabled,
        conditions: rule.conditions,
        actions: rule.actions,
        position: await nextPosition(tx, orgId),
      })
      .returning({ id: alarmRules.id });
    return row!.id;
  }

  /** The alarm point of an integration key the caller can see (an unknown one reads as absent). */
  private async pointOfKey(principal: Principal, keyId: number): Promise<number> {
    const [row] = await queryRows<{ pointId: number; orgId: number }>(
      this.db,
      sql`select a.id as "pointId", a.org_id as "orgId" from integration_keys k join alarm_points a on a.id = k.alarm_point_id where k.id = ${keyId}`,
    );
    if (!row || !(await isWithinOrganization(this.db, principal.orgId, row.orgId))) {
      throw fieldError("event.integrationKeyId", `Unknown integration key: ${keyId}`, "UNKNOWN_INTEGRATION_KEY");
    }
    return row.pointId;
  }

  /** A point above the caller's scope (routed to by a rule there) keeps its name to itself. */
  private async pointName(principal: Principal, id: number): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(
      this.db,
      sql`select name from alarm_points where id = ${id} and ${inOrganizationSubtree(sql`org_id`, principal.orgId)}`,
    );
    return row?.name ?? null;
  }

  /** The rules that run before the organization's own, those above the caller's scope without their names. */
  async inherited(principal: Principal, orgId: number): Promise<{ list: InheritedAlarmRule[] }> {
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    const rules = await inheritedRulesOf(this.db, orgId);
    const visible = await this.visibleOrganizations(principal, rules);
    return { list: rules.map((rule) => (visible.has(rule.orgId) ? rule : { id: null, name: null, enabled: rule.enabled, orgId: null, orgName: null })) };
  }

  /** The organizations of `rules` within the caller's scope. */
  private async visibleOrganizations(principal: Principal, rules: readonly { orgId: number }[]): Promise<Set<number>> {
    const visible = new Set<number>();
    for (const id of new Set(rules.map((rule) => rule.orgId))) if (await isWithinOrganization(this.db, principal.orgId, id)) visible.add(id);
    return visible;
  }

  /**
   * The rules of the organization's line; those of organizations above the caller's scope take part
   * in the test, as they do on real events, but without their names and ids.
   */
  private async visibleRules(principal: Principal, orgId: number): Promise<EvaluatedRule[]> {
    const rules = await rulesOfLine(this.db, orgId);
    const visible = await this.visibleOrganizations(principal, rules);
    return rules.map(({ orgId: ruleOrg, ...rule }) => (visible.has(ruleOrg) ? rule : { ...rule, id: null, name: HIDDEN_RULE }));
  }
}
