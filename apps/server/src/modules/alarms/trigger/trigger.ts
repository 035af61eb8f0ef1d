import {
  type AlarmPointCalendarEvent,
  type AlarmSource,
  type AlarmStatus,
  alarmPointStateAt,
  DEFAULT_ALARM_ICON,
  type Phrase,
  type TriggerAlarmResponse,
  type ValidTriggerAlarmRequest,
} from "@alarm/contract";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { clock } from "../../../core/clock.js";
import { accessDenied, AppError, fieldError, notFound } from "../../../core/errors.js";
import { LIVE_CHANNEL } from "../../../core/live-hub.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../../core/organization-scope.js";
import type { Principal } from "../../../core/principal.js";
import { type Db, type Executor, qualified, queryRows } from "../../../db/database.js";
import { alarmPoints, alarms } from "../../../db/schema/index.js";
import { detailColumns, ENGINE_CHANNEL } from "../../../engine/alarm-records.js";
import { referenceProblems, refuseReferenceProblems } from "../../organizations/reference-scope.js";
import { planCopy, planCopyOf, type PlanCopy } from "../../../on-call/plan-copy.js";
import { choicePhrase, standbyChoice } from "../../../on-call/plan-in-force.js";

type PointTrigger = Extract<ValidTriggerAlarmRequest, { alarmPointId: number }> & { priority?: number };
/** Who triggers: a signed-in user, or another system through an integration key (no user). */
type Actor = Pick<Principal, "login" | "orgId"> & { id: number | null };
/** An alarm raised by another system: repeats of its dedup key fold into the open alarm. */
export type SourceTrigger = {
  alarmPointId: number;
  orgId: number;
  integrationKeyId: number;
  /** Shown as the alarm's trigger (e.g. "Alertmanager: prod"). */
  sourceName: string;
  dedupKey: string;
  /** False when the server made the dedup key up: no alarm can be open under it yet. */
  dedupKeyGiven: boolean;
  text: string | null;
  priority: number | null;
  source: AlarmSource;
  /** The timeline's words for the trigger, instead of "Raised by {source}". */
  phrase?: Phrase | undefined;
};
export type SourceTriggerOutcome = { id: number; status: AlarmStatus; repeated: boolean; repeatCount: number };
type Dedup = { pointId: number; key: string; integrationKeyId: number; source: AlarmSource; phrase?: Phrase | undefined };
type ManualCall = Extract<ValidTriggerAlarmRequest, { manualCall: unknown }>;
type NewAlarm = typeof alarms.$inferInsert;
type CalendarRow = { id: number; version: number; definition: unknown };
type TriggeredPoint = typeof alarmPoints.$inferSelect & { calendar: AlarmPointCalendarEvent[]; plan: PlanCopy | null; fileIds: number[] };

/** The timeline entry of a repeat, from rows (id, status, repeat_count) of `from`; the count includes the first event. */
const repeatedHistory = (sourceName: string, from: SQL) =>
  sql`insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      select id, 'REPEATED', status, ${sourceName}, 'Repeated by ' || ${sourceName}::text || ': ' || (repeat_count + 1) || ' times in all',
             jsonb_build_object('key', 'REPEATED_TIMES', 'params', jsonb_build_object('source', ${sourceName}::text, 'count', (repeat_count + 1)::text))
      from ${from}`;

/** Replacements may chain (A replaced by B replaced by C); a loop stops after this many. */
const MAX_REPLACEMENTS = 5;

/**
 * Triggering writes the alarm and its first history entry and wakes the engine, all in one
 * statement: once the caller has the id, the alarm cannot be lost.
 */
export class AlarmTrigger {
  /** `timeZone`: the server's, for organizations that set none (schedules are read in their organization's). */
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  trigger(principal: Principal, request: ValidTriggerAlarmRequest): Promise<TriggerAlarmResponse> {
    if ("manualCall" in request) {
      if (!principal.authorities.includes("MANUAL_CALL")) throw accessDenied("Manual calls need the MANUAL_CALL authority");
      return this.manualCall(this.db, principal, request);
    }
    if (!principal.authorities.includes("ALARM_PANEL")) throw accessDenied("Triggering alarm points needs the ALARM_PANEL authority");
    return this.alarmPoint(this.db, principal, request);
  }

  /**
   * Raises an alarm for another system, or counts a repeat when an alarm of the same alarm point and
   * dedup key is still open: the unique index on open (point, key) pairs makes concurrent events
   * yield one alarm.
   */
  async triggerFromSource(event: SourceTrigger): Promise<SourceTriggerOutcome> {
    const dedup: Dedup = { pointId: event.alarmPointId, key: event.dedupKey, integrationKeyId: event.integrationKeyId, source: event.source, phrase: event.phrase };
    const repeated = event.dedupKeyGiven ? await this.repeat(this.db, dedup, event.sourceName) : null;
    if (repeated) return repeated;
    const actor: Actor = { login: event.sourceName, orgId: event.orgId, id: null };
    const request: PointTrigger = { alarmPointId: event.alarmPointId, text: event.text, priority: event.priority ?? undefined };
    const outcome = await this.alarmPoint(this.db, actor, request, dedup);
    return { id: outcome.id, status: outcome.status, repeated: outcome.repeated, repeatCount: outcome.repeatCount };
  }

  /** Counts a repeat on the open alarm of `dedup`, if there is one. */
  private async repeat(tx: Executor, dedup: Dedup, sourceName: string): Promise<SourceTriggerOutcome | null> {
    const [row] = await queryRows<{ id: number; status: AlarmStatus; repeatCount: number }>(
      tx,
      sql`with repeated as (
            update alarms set repeat_count = repeat_count + 1, last_repeated_at = now()
            where dedup_point_id = ${dedup.pointId} and dedup_key = ${dedup.key} and ended_at is null
            returning id, status, org_id, repeat_count),
          entry as (${repeatedHistory(sourceName, sql`repeated`)})
          select id::int as id, status, repeat_count as "repeatCount",
                 pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', status, 'orgId', org_id)::text)
          from repeated`,
    );
    return row ? { id: row.id, status: row.status, repeated: true, repeatCount: row.repeatCount } : null;
  }

  private async alarmPoint(tx: Executor, principal: Actor, request: PointTrigger, dedup?: Dedup): Promise<TriggerAlarmResponse & { repeated: boolean; repeatCount: number }> {
    // A source's integration key names its point: there is no caller's scope to check.
    let point = await this.pointWithDefinition(tx, request.alarmPointId, dedup ? undefined : principal);
    if (!point) throw notFound("Alarm point");
    const now = clock.now();
    let replacedBy: TriggerAlarmResponse["replacedBy"] = null;
    const replacedNames: string[] = [];
    for (let hop = 0; hop < MAX_REPLACEMENTS; hop++) {
      const state = alarmPointStateAt(point.calendar, now);
      if (!state.active) {
        const { id } = await this.insert(tx, principal, this.pointAlarm(point, request, principal), "INACTIVE", { key: "POINT_INACTIVE_NOW" });
        return { id, status: "INACTIVE", replacedBy, repeated: false, repeatCount: 0 };
      }
      if (state.replacementAlarmPointId === null) break;
      const replacement = await this.pointWithDefinition(tx, state.replacementAlarmPointId);
      if (!replacement) break;
      replacedNames.push(point.name);
      point = replacement;
      replacedBy = { alarmPointId: replacement.id, name: replacement.name };
    }
    const { plan, planStep } = await this.planInForce(tx, point, now);
    const values = this.pointAlarm({ ...point, plan }, request, principal);
    const detail: Phrase | null = replacedNames.length
      ? { key: "TRIGGERED_REPLACING", params: { point: point.name, replaced: replacedNames.join(", ") } }
      : dedup
        ? (dedup.phrase ?? { key: "RAISED_BY_SOURCE", params: { source: principal.login } })
        : null;
    const status = request.delayMinutes ? "SCHEDULED" : "NEW";
    const inserted = await this.insert(tx, principal, values, status, detail, request.delayMinutes, planStep, dedup);
    if (!inserted.created) return { id: inserted.id, status: inserted.status, replacedBy, repeated: true, repeatCount: inserted.repeatCount };
    return { id: inserted.id, status, replacedBy, repeated: false, repeatCount: 0 };
  }

  /**
   * The plan in force now: the one the point's standby schedule chooses (remembered on the alarm, so
   * that the engine asks the schedule again at each rank), else the point's own.
   */
  private async planInForce(tx: Executor, point: TriggeredPoint, now: Date): Promise<{ plan: PlanCopy | null; planStep: Phrase | null }> {
    const choice = point.rotationalCalendarId === null ? null : await standbyChoice(tx, point.id, now, this.timeZone);
    if (!choice) return { plan: point.plan, planStep: null };
    const planId = choice.alarmPlanId ?? point.alarmPlanId;
    const plan = planId === point.alarmPlanId ? point.plan : planId === null ? null : await planCopy(tx, planId);
    if (!plan) return { plan, planStep: null };
    return {
      plan: { ...plan, snapshot: { ...plan.snapshot, standbyScheduleId: choice.scheduleId } },
      planStep: choicePhrase(choice, plan.snapshot.planName ?? ""),
    };
  }

  private pointAlarm(point: TriggeredPoint, request: PointTrigger, principal: Actor): NewAlarm {
    const plan = point.plan;
    if (!plan && point.alarmPlanId === null) throw new AppError("CONFLICT", `The alarm point "${point.name}" has no alarm plan`);
    if (!plan) throw new AppError("CONFLICT", `The alarm plan of "${point.name}" no longer exists`);
    const text = [point.text, request.text].filter(Boolean).join("\n") || null;
    return {
      orgId: point.orgId,
      kind: "STANDARD",
      alarmPointId: point.id,
      name: point.name,
      systemId: point.systemId,
      icon: point.icon,
      status: "NEW",
      priority: request.priority ?? point.priority,
      text,
      speechText: point.speechText ?? text,
      language: point.language,
      textTemplateId: point.textTemplateId,
      instructionFileIds: point.fileIds,
      plan: plan.snapshot,
      mediaProcessingType: point.mediaProcessingType ?? plan.mediaProcessingType,
      mediaUsageType: point.mediaUsageType ?? plan.mediaUsageType,
      acknowledgeMode: point.acknowledgeMode,
      confirmPriority: point.confirmPriority,
      localAcknowledgeTime: point.localAcknowledgeTime,
      countRepeat: point.countRepeat,
      repeatBetween: point.repeatBetween,
      repeatMonInterval: point.repeatMonInterval,
      triggeredBy: principal.login,
      triggeredByUserId: principal.id,
    };
  }

  private async manualCall(tx: Executor, principal: Principal, request: ManualCall): Promise<TriggerAlarmResponse> {
    const call = request.manualCall;
    if (!(await isWithinOrganization(tx, principal.orgId, call.orgId))) throw fieldError("manualCall.orgId", "Unknown organization", "UNKNOWN_ORGANIZATION");
    if (call.participantIds.length + call.participantGroupIds.length === 0) {
      throw fieldError("manualCall.participantIds", "Choose at least one participant or group", "REQUIRED");
    }
    // A call of an organization may reach people and use texts of its line (above and below it),
    // never of a sibling branch.
    const scope = { orgId: call.orgId, callerOrgId: principal.orgId, alsoBelow: true };
    refuseReferenceProblems([
      ...(await referenceProblems(tx, "PARTICIPANT", call.participantIds, scope, "manualCall.participantIds")),
      ...(await referenceProblems(tx, "PARTICIPANT_GROUP", call.participantGroupIds, scope, "manualCall.participantGroupIds")),
      ...(await referenceProblems(tx, "TEXT_TEMPLATE", [call.textTemplateId], scope, "manualCall.textTemplateId")),
    ]);
    const text = call.text || null;
    const values: NewAlarm = {
      orgId: call.orgId,
      kind: "MANUAL_CALL",
      alarmPointId: null,
      name: call.name,
      systemId: null,
      icon: { name: "phone", color: DEFAULT_ALARM_ICON.color },
      status: "NEW",
      priority: call.priority,
      text,
      speechText: call.speechText || text,
      language: principal.language === "GERMAN" || principal.language === "CZECH" ? principal.language : "ENGLISH",
      textTemplateId: call.textTemplateId ?? null,
      instructionFileIds: [],
      plan: { ranks: [{ orderId: 1, waitTime: 0, participantIds: call.participantIds, participantGroupIds: call.participantGroupIds }] },
      mediaProcessingType: "ALL_AT_ONCE",
      mediaUsageType: call.mediaUsageType,
      acknowledgeMode: "NONE",
      confirmPriority: call.confirmPriority,
      localAcknowledgeTime: call.localAcknowledgeTime,
      countRepeat: call.countRepeat,
      repeatBetween: call.repeatBetween,
      triggeredBy: principal.login,
      triggeredByUserId: principal.id,
    };
    const status = request.delayMinutes ? "SCHEDULED" : "NEW";
    const { id } = await this.insert(tx, principal, values, status, { key: "MANUAL_CALL" }, request.delayMinutes);
    return { id, status, replacedBy: null };
  }

  /**
   * With `dedup`, an open alarm of the same point and key may have been raised since the caller
   * looked: the insert then counts a repeat on it instead (`created` false).
   */
  private async insert(
    tx: Executor,
    principal: Actor,
    values: NewAlarm,
    status: "NEW" | "SCHEDULED" | "INACTIVE",
    reason: Phrase | null,
    delayMinutes?: number,
    planStep: Phrase | null = null,
    dedup?: Dedup,
  ): Promise<{ id: number; created: boolean; status: AlarmStatus; repeatCount: number }> {
    const { detail, phrase } = detailColumns(reason);
    const chosen = detailColumns(planStep);
    const final = status === "INACTIVE";
    const scheduledFor = delayMinutes ? new Date(clock.now().getTime() + delayMinutes * 60_000) : null;
    const row = tx
      .insert(alarms)
      .values({
        ...values,
        status,
        scheduledFor,
        nextStepAt: final ? null : (scheduledFor ?? clock.now()),
        endedAt: final ? sql`now()` : null,
        ...(dedup && { dedupPointId: dedup.pointId, dedupKey: dedup.key, integrationKeyId: dedup.integrationKeyId, source: dedup.source }),
      })
      .onConflictDoUpdate({
        target: [alarms.dedupPointId, alarms.dedupKey],
        targetWhere: sql`ended_at is null`,
        set: { repeatCount: sql`${alarms.repeatCount} + 1`, lastRepeatedAt: sql`now()` },
      })
      // xmax is 0 for a row this statement inserted, and set for one it updated.
      .returning({ id: alarms.id, created: sql<boolean>`(xmax = 0)`.as("created"), status: alarms.status, repeatCount: alarms.repeatCount, orgId: alarms.orgId });
    // One statement, so atomic without a transaction: the alarm, its first history entry, the live
    // monitors and (unless it ended already) the engine.
    const [inserted] = await queryRows<{ id: number; created: boolean; status: AlarmStatus; repeatCount: number }>(
      tx,
      sql`with upserted as ${row}, inserted as (select * from upserted where created), entry as (
            insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
              select id, 'TRIGGERED', ${status}, ${principal.login}, ${detail}, ${phrase && JSON.stringify(phrase)}::jsonb from inserted
          ), repeat_entry as (${repeatedHistory(principal.login, sql`upserted where not created`)})${
            planStep
              ? sql`, plan_entry as (
            insert into alarm_history (alarm_id, kind, status, detail, phrase)
              select id, 'PLAN_CHOSEN', ${status}, ${chosen.detail}, ${chosen.phrase && JSON.stringify(chosen.phrase)}::jsonb from inserted
          )`
              : sql``
          }
          select id::int as id, created, status, repeat_count as "repeatCount",
                 pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', status, 'orgId', org_id)::text)
                 ${final ? sql`` : sql`, case when created then pg_notify(${ENGINE_CHANNEL}, 'alarm') end`}
          from upserted`,
    );
    return inserted!;
  }

  /** The point with its calendar, its plan's ranks and its files, in one query; `principal` limits it to the caller's scope. */
  private async pointWithDefinition(tx: Executor, id: number, principal?: Actor): Promise<TriggeredPoint | undefined> {
    const [row] = await tx
      .select({
        point: getTableColumns(alarmPoints),
        calendar: sql<CalendarRow[]>`coalesce((select json_agg(json_build_object('id', e.id, 'version', e.version, 'definition', e.definition) order by e.id)
          from alarm_point_calendar_events e where e.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
        plan: planCopyOf(qualified(alarmPoints.alarmPlanId)),
        fileIds: sql<number[]>`coalesce((select json_agg(f.file_id order by f.order_id) from alarm_point_instruction_files f where f.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
      })
      .from(alarmPoints)
      .where(and(eq(alarmPoints.id, id), eq(alarmPoints.deleted, false), principal ? inOrganizationSubtree(alarmPoints.orgId, principal.orgId) : undefined));
    if (!row) return undefined;
    const calendar = row.calendar.map((entry) => ({ ...(entry.definition as AlarmPointCalendarEvent), id: entry.id, version: entry.version }));
    return { ...row.point, calendar, plan: row.plan, fileIds: row.fileIds };
  }
}
