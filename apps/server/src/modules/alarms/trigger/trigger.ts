import {
  type AlarmIcon,
  type AlarmSource,
  type GeoLocation,
  type AlarmStatus,
  alarmPointStateAt,
  ALARM_POINT_DEFAULTS,
  DEFAULT_ALARM_ICON,
  type Phrase,
  ROOT_ORG_ID,
  type TriggerAlarmResponse,
  type ValidTriggerAlarmRequest,
} from "@alarm/contract";
import { sql } from "drizzle-orm";
import { clock } from "../../../core/clock.js";
import { accessDenied, AppError, fieldError, notFound } from "../../../core/errors.js";
import { LIVE_CHANNEL } from "../../../core/live-hub.js";
import { isWithinOrganization } from "../../../core/organization-scope.js";
import type { Principal } from "../../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../../db/database.js";
import { referenceProblems, refuseReferenceProblems } from "../../../core/reference-scope.js";
import { planCopy, type PlanCopy } from "../../../on-call/plan-copy.js";
import { choicePhrase, standbyChoice } from "../../../on-call/plan-in-force.js";
import {
  type AlarmValues,
  type Dedup,
  type FollowUpAlarm,
  insertAlarm,
  insertStartedAlarm,
  type NewAlarm,
  repeatedHistory,
  type TriggerStarts,
} from "../../../engine/public.js";
import { patternRunner } from "../../alarm-rules/pattern-runner.js";
import { IncidentIntake, type IntakeSettings } from "../../incidents/intake.js";
import { intakeParams } from "../../incidents/intake-state.js";
import {
  isPlainAt,
  maintenanceAt,
  onDutyWindow,
  pointById,
  pointInScope,
  pointWithFirstRank,
  pointWithFirstRankInScope,
  shelvedAt,
  type TriggeredPoint,
  triggeredPoint,
} from "./point-definition.js";
import { inMaintenance, sourcePhrase, suppressionOf } from "./trigger-reasons.js";

type PointTrigger = Extract<ValidTriggerAlarmRequest, { alarmPointId: number }> & { priority?: number; location?: GeoLocation | undefined };
/** An alarm app's button in the participant app: the app's plan alerted, under the app's name and icon. */
export type AppAlarm = {
  orgId: number;
  name: string;
  systemId: string | null;
  icon: AlarmIcon;
  alarmPlanId: number;
  text: string | null;
  location: GeoLocation | null;
};
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
  /** What the alarm rules decided: the rule that suppressed the event, a delay, the rules that matched. */
  rules?: { suppressedBy: string | null; delayMinutes: number; applied: string[] } | undefined;
};
export type SourceTriggerOutcome = { id: number; status: AlarmStatus; repeated: boolean; repeatCount: number };
type ManualCall = Extract<ValidTriggerAlarmRequest, { manualCall: unknown }>;
/** A follow-up alarm: the alarm that raised it, and the timeline's words for that. */
type FollowUp = { initiatorAlarmId: number; reason: Phrase };

/** Replacements may chain (A replaced by B replaced by C); a loop stops after this many. */
const MAX_REPLACEMENTS = 5;

/**
 * Triggering writes the alarm and its first history entry and wakes the engine, all in one
 * statement: once the caller has the id, the alarm cannot be lost.
 */
export class AlarmTrigger {
  /** `timeZone`: the server's, for organizations that set none (schedules are read in their organization's). */
  private readonly intake: IncidentIntake | null;

  private readonly intakeSettings: IntakeSettings | undefined;
  private readonly starts: TriggerStarts | null;

  /**
   * `intake`: given, alarms from the alarm panel and from other systems are taken in by incidents
   * (chatter, grouping, floods). `starts` (TriggerStarts): when it says so, a trigger without a dedup
   * key writes its alarm already started at the first rank when it can start plainly, its due
   * messages claimed and handed to the outbox (insertStartedAlarm); otherwise the engine starts it a
   * moment later.
   */
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    options: { intake?: IntakeSettings | undefined; starts?: TriggerStarts } = {},
  ) {
    this.intakeSettings = options.intake;
    this.starts = options.starts ?? null;
    this.intake = options.intake ? new IncidentIntake(db, options.intake, patternRunner) : null;
  }

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
   * yield one alarm. `loaded`: the point's definition, when the caller read it already.
   */
  async triggerFromSource(event: SourceTrigger, loaded?: TriggeredPoint): Promise<SourceTriggerOutcome> {
    const dedup: Dedup = {
      pointId: event.alarmPointId,
      key: event.dedupKey,
      integrationKeyId: event.integrationKeyId,
      source: event.source,
      phrase: event.phrase,
    };
    const point = loaded ?? (await this.pointWithDefinition(this.db, event.alarmPointId));
    // A repeat of an open alarm counts even when the point would now raise none (inactive, no plan)
    // or another one (replaced); for a plain point the insert's conflict counts it.
    if (event.dedupKeyGiven && !(point && isPlainAt(point, clock.now()))) {
      const repeated = await this.repeat(this.db, dedup, event.sourceName);
      if (repeated) return repeated;
    }
    if (!point) throw notFound("Alarm point");
    const actor: Actor = { login: event.sourceName, orgId: event.orgId, id: null };
    const request: PointTrigger = {
      alarmPointId: event.alarmPointId,
      text: event.text,
      priority: event.priority ?? undefined,
      delayMinutes: event.rules?.delayMinutes || undefined,
    };
    const outcome = await this.alarmPoint(this.db, actor, request, { ...dedup, rules: event.rules }, point);
    return { id: outcome.id, status: outcome.status, repeated: outcome.repeated, repeatCount: outcome.repeatCount };
  }

  /**
   * The follow-up alarm of a consequential trigger, raised within `tx` by the engine's follow-up job
   * when the initiator's alarm reached the trigger's type; it names that alarm as its initiator.
   */
  readonly raiseFollowUp: FollowUpAlarm = async (tx, firing) => {
    const point = await this.pointWithDefinition(tx, firing.consequentialId);
    if (!point) throw notFound("Consequential trigger");
    const actor: Actor = { login: firing.initiatorName, orgId: point.orgId, id: null };
    const reason: Phrase = { key: "RAISED_BY_ALARM", params: { name: firing.initiatorName, alarmId: firing.alarmId, trigger: { key: firing.triggerType } } };
    const outcome = await this.alarmPoint(tx, actor, { alarmPointId: point.id }, undefined, point, { initiatorAlarmId: firing.alarmId, reason });
    return { id: outcome.id, name: point.name };
  };

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

  private async alarmPoint(
    tx: Executor,
    principal: Actor,
    request: PointTrigger,
    dedup?: Dedup & { rules?: SourceTrigger["rules"] },
    loaded?: TriggeredPoint,
    followUp?: FollowUp,
  ): Promise<TriggerAlarmResponse & { repeated: boolean; repeatCount: number }> {
    // A source's event starts its alarm only when its key's admission read the first rank with the
    // point: most of a source's events are repeats, which fold into the open alarm, and a read of who
    // the rank reaches would be wasted on them.
    const starts = !followUp && (!dedup || loaded?.firstRank) && this.starts?.now() ? this.starts : null;
    // A source's integration key names its point: there is no caller's scope to check.
    let point = loaded ?? (await this.pointWithDefinition(tx, request.alarmPointId, dedup ? undefined : principal, starts !== null));
    if (!point) throw notFound("Alarm point");
    const now = clock.now();
    const maintenance = followUp ? null : maintenanceAt(point, now);
    const shelf = shelvedAt(point, now);
    const suppression: Phrase | null | undefined = shelf
      ? { key: "SUPPRESSED_WHILE_SHELVED", params: { user: shelf.shelvedBy, reason: shelf.reason } }
      : dedup && suppressionOf(dedup, principal.login, maintenance);
    if (suppression) {
      const values = this.pointAlarm(point, request, principal);
      const { id, created, repeatCount } = await insertAlarm(tx, {
        values,
        status: "INACTIVE",
        actor: principal.login,
        reason: suppression,
        dedup,
        initiatorAlarmId: undefined,
      });
      return { id, status: "INACTIVE", replacedBy: null, repeated: !created, repeatCount };
    }
    if (maintenance && !dedup && !followUp && !request.confirmMaintenance) throw inMaintenance(point.name, maintenance.name);
    let replacedBy: TriggerAlarmResponse["replacedBy"] = null;
    const replacedNames: string[] = [];
    for (let hop = 0; hop < MAX_REPLACEMENTS; hop++) {
      const state = alarmPointStateAt(point.calendar, now);
      if (!state.active) {
        const values = this.pointAlarm(point, request, principal);
        const { id } = await insertAlarm(tx, {
          values,
          status: "INACTIVE",
          actor: principal.login,
          reason: { key: "POINT_INACTIVE_NOW" },
          initiatorAlarmId: followUp?.initiatorAlarmId,
        });
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
      : (followUp?.reason ??
        (dedup
          ? (dedup.phrase ?? sourcePhrase(dedup, principal.login))
          : maintenance
            ? { key: "TRIGGERED_IN_MAINTENANCE", params: { window: maintenance.name, user: principal.login } }
            : null));
    const status = request.delayMinutes ? "SCHEDULED" : "NEW";
    const initiatorAlarmId = followUp?.initiatorAlarmId;
    const alarm: NewAlarm = { values, status, actor: principal.login, reason: detail, delayMinutes: request.delayMinutes, planStep, dedup, initiatorAlarmId };
    const intake = this.intake && tx === this.db && !followUp && status === "NEW" ? this.intake : null;
    const insert = async (into: Executor, incident?: NewAlarm["incident"]) => {
      if (!starts) return insertAlarm(into, { ...alarm, incident });
      // Claimed only by a statement that commits on its own: within a transaction the outbox could send before the commit.
      const claimSeconds = into === this.db ? starts.claimSeconds() : null;
      const inserted = await insertStartedAlarm(into, { ...alarm, incident }, this.timeZone, claimSeconds, point.firstRank);
      starts.hand(inserted.claimed);
      return inserted;
    };
    const inserted = intake ? await intake.takeIn(alarm, point.id, insert, point.intake) : await insert(tx);
    if (!inserted.created) return { id: inserted.id, status: inserted.status, replacedBy, repeated: true, repeatCount: inserted.repeatCount };
    return { id: inserted.id, status: inserted.status, replacedBy, repeated: false, repeatCount: 0 };
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

  private pointAlarm(point: TriggeredPoint, request: PointTrigger, principal: Actor): AlarmValues {
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
      location: request.location ?? null,
    };
  }

  /**
   * An alarm raised from the participant app by a console user linked to a participant, within `tx`.
   * The caller (modules/participant-app) has checked the app, its plan and the participant.
   */
  async appAlarm(tx: Executor, actor: Actor, alarm: AppAlarm): Promise<TriggerAlarmResponse> {
    const plan = await planCopy(tx, alarm.alarmPlanId);
    if (!plan) throw new AppError("CONFLICT", `The alarm plan of "${alarm.name}" no longer exists`);
    const values: AlarmValues = {
      orgId: alarm.orgId,
      kind: "APP",
      alarmPointId: null,
      name: alarm.name,
      systemId: alarm.systemId,
      icon: alarm.icon,
      priority: ALARM_POINT_DEFAULTS.priority,
      text: alarm.text,
      speechText: alarm.text,
      language: "ENGLISH",
      textTemplateId: null,
      instructionFileIds: [],
      plan: plan.snapshot,
      mediaProcessingType: plan.mediaProcessingType,
      mediaUsageType: plan.mediaUsageType,
      acknowledgeMode: "NONE",
      confirmPriority: ALARM_POINT_DEFAULTS.confirmPriority,
      localAcknowledgeTime: ALARM_POINT_DEFAULTS.localAcknowledgeTime,
      countRepeat: ALARM_POINT_DEFAULTS.countRepeat,
      repeatBetween: ALARM_POINT_DEFAULTS.repeatBetween,
      repeatMonInterval: 0,
      triggeredBy: actor.login,
      triggeredByUserId: actor.id,
      location: alarm.location,
    };
    const { id } = await insertAlarm(tx, { values, status: "NEW", actor: actor.login, reason: { key: "RAISED_FROM_APP", params: { name: actor.login } } });
    return { id, status: "NEW", replacedBy: null };
  }

  /**
   * The alarm point of a lone worker's missed check-in or SOS, within `tx` (the engine's or the
   * request's): no caller scope, the session's organization setting names the point.
   */
  async loneWorkerAlarm(
    tx: Executor,
    actor: Actor,
    request: { alarmPointId: number; text: string; location: GeoLocation | null },
  ): Promise<TriggerAlarmResponse> {
    // Started at once as the trigger's alarms are, its first rank read with the point.
    const point = await this.pointWithDefinition(tx, request.alarmPointId, undefined, this.starts?.now() ?? false);
    if (!point) throw notFound("Lone-worker alarm point");
    const outcome = await this.alarmPoint(
      tx,
      actor,
      { alarmPointId: point.id, text: request.text, location: request.location ?? undefined, confirmMaintenance: true },
      undefined,
      point,
    );
    return { id: outcome.id, status: outcome.status, replacedBy: outcome.replacedBy };
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
    const values: AlarmValues = {
      orgId: call.orgId,
      kind: "MANUAL_CALL",
      alarmPointId: null,
      name: call.name,
      systemId: null,
      icon: { name: "phone", color: DEFAULT_ALARM_ICON.color },
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
      repeatMonInterval: 0,
      triggeredBy: principal.login,
      triggeredByUserId: principal.id,
      location: null,
    };
    const status = request.delayMinutes ? "SCHEDULED" : "NEW";
    const { id } = await insertAlarm(tx, { values, status, actor: principal.login, reason: { key: "MANUAL_CALL" }, delayMinutes: request.delayMinutes });
    return { id, status, replacedBy: null };
  }

  /**
   * The point with its calendar, its plan's ranks and its files, in one query; `principal` limits it
   * to the caller's scope; `firstRank`: with its plan's first rank as the alarm's start reads it.
   */
  private async pointWithDefinition(tx: Executor, id: number, principal?: Actor, firstRank = false): Promise<TriggeredPoint | undefined> {
    const now = clock.now();
    const intake = intakeParams(this.intakeSettings ?? null, now);
    const values = { id, ...intake, ...onDutyWindow(now) };
    const scoped = principal && principal.orgId !== ROOT_ORG_ID ? { ...values, orgId: principal.orgId } : null;
    const [row] = firstRank
      ? await (scoped ? pointWithFirstRankInScope(tx, scoped) : pointWithFirstRank(tx, values))
      : await (scoped ? pointInScope(tx, scoped) : pointById(tx, values));
    return row && triggeredPoint(row, firstRank ? now : undefined);
  }
}
