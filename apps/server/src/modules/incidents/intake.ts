import type { AlarmSource, AlarmStatus, Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { clock } from "../../core/clock.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { type InsertedAlarm, type NewAlarm, recordHistory } from "../../engine/public.js";
import type { PatternRunner } from "../alarm-rules/pattern-runner.js";
import { type CandidateRule, type IntakeState, intakeState } from "./intake-state.js";

/** What a new alarm is, for grouping: its point, its priority and text, and the source that raised it. */
export type IntakeAlarm = {
  orgId: number;
  pointId: number;
  planId: number | null;
  priority: number;
  text: string | null;
  source?: { integrationKeyId: number; source: AlarmSource } | undefined;
};

/** Where the alarm goes: folded into the chattering point's open alarm, into an incident, or on its own. */
export type Intake =
  | { kind: "CHATTER"; openAlarmId: number }
  | { kind: "INCIDENT"; groupKey: string; rule: { id: number; name: string } | null; windowSeconds: number }
  | { kind: "ALONE" };

export const FLOOD_KEY = "FLOOD";

/** The thresholds of flood protection and of chattering (config.ts: FLOOD_ALARMS, FLOOD_WINDOW, CHATTER_ALARMS). */
export type IntakeSettings = Pick<Config, "flood" | "chatterAlarms">;

/** The alarm's insert, told the incident it joins (none: it opens one, or stands alone). */
export type RaiseAlarm = (tx: Executor, incident?: { id: number; follows: boolean }) => Promise<InsertedAlarm>;

/**
 * How a storm is taken in (README, "Incidents and alarm floods"): a chattering point's repeats fold
 * into its open alarm; an alarm a grouping rule takes joins the open incident of its group key, or
 * opens one; past the flood threshold, the organization's other alarms join its flood incident.
 * The incident's first alarm alerts; the others alert nobody unless more urgent than the incident.
 */
export class IncidentIntake {
  constructor(
    private readonly db: Db,
    private readonly settings: IntakeSettings,
    private readonly patterns: PatternRunner,
  ) {}

  /** Raises `alarm` of point `pointId` the way its intake says (`raise` inserts it); a folded repeat answers the open alarm, not created. */
  /** `known`: the point's intake state, when its definition was read with it (point-definition.ts). */
  async takeIn(alarm: NewAlarm, pointId: number, raise: RaiseAlarm, known?: IntakeState): Promise<InsertedAlarm> {
    const { orgId, plan, priority, text, name } = alarm.values;
    const source = alarm.dedup && { integrationKeyId: alarm.dedup.integrationKeyId, source: alarm.dedup.source };
    const intake = await this.intakeOf({ orgId, pointId, planId: plan.planId ?? null, priority, text, source }, known);
    if (intake.kind === "CHATTER") {
      const folded = await this.foldChatter(intake.openAlarmId, pointId, alarm.actor);
      if (folded) return { id: folded.id, created: false, status: folded.status, repeatCount: folded.repeatCount };
    }
    if (intake.kind === "INCIDENT") return this.raiseInIncident(intake, { orgId, priority, name }, raise);
    return raise(this.db);
  }

  async intakeOf(alarm: IntakeAlarm, known?: IntakeState): Promise<Intake> {
    const { flood, chatterAlarms } = this.settings;
    const state = known ?? (await intakeState(this.db, { orgId: alarm.orgId, pointId: alarm.pointId, now: clock.now(), settings: this.settings }));
    const chattering = chatterAlarms > 0 && (state.chattering || state.pointAlarmsInMinute >= chatterAlarms - 1);
    if (state.openAlarmId !== null && chattering) {
      return { kind: "CHATTER", openAlarmId: state.openAlarmId };
    }
    for (const rule of state.rules) {
      const groupKey = await this.groupKey(rule, alarm);
      if (groupKey !== null) return { kind: "INCIDENT", groupKey, rule: { id: rule.id, name: rule.name }, windowSeconds: rule.windowMinutes * 60 };
    }
    if (flood.alarms > 0 && state.recentAlarms >= flood.alarms && !state.floodLifted) {
      return { kind: "INCIDENT", groupKey: FLOOD_KEY, rule: null, windowSeconds: flood.windowSeconds };
    }
    return { kind: "ALONE" };
  }

  /** The rule's key for the alarm, or null when the rule does not take it (another key, a label it lacks, a text it does not match). */
  private async groupKey(rule: CandidateRule, alarm: IntakeAlarm): Promise<string | null> {
    if (rule.integrationKeyIds.length > 0 && !(alarm.source && rule.integrationKeyIds.includes(alarm.source.integrationKeyId))) return null;
    const parts: string[] = [];
    for (const part of rule.groupBy) {
      let value: string | undefined;
      if (part.field === "ALARM_POINT") value = String(alarm.pointId);
      else if (part.field === "ORGANIZATION") value = String(alarm.orgId);
      else if (part.field === "ALARM_PLAN") value = String(alarm.planId ?? "");
      else if (part.field === "SOURCE") value = alarm.source ? String(alarm.source.integrationKeyId) : "";
      else if (part.field === "LABEL") value = alarm.source?.source.labels[part.label!] ?? alarm.source?.source.fields[part.label!];
      else {
        const [result] = await this.patterns.testAll([{ pattern: part.pattern!, text: alarm.text ?? "", caseSensitive: true, extract: true }]);
        value = result?.match;
      }
      if (value === undefined) return null;
      parts.push(value);
    }
    return `rule:${rule.id}:${JSON.stringify(parts)}`;
  }

  /**
   * Folds a chattering point's alarm into its open alarm: one more repeat on its timeline, the point
   * marked chattering. Null when that alarm ended meanwhile (the caller raises a new one).
   */
  async foldChatter(openAlarmId: number, pointId: number, actor: string): Promise<{ id: number; status: AlarmStatus; repeatCount: number } | null> {
    const [row] = await queryRows<{ id: number; status: AlarmStatus; repeatCount: number }>(
      this.db,
      sql`with repeated as (
            update alarms set repeat_count = repeat_count + 1, last_repeated_at = now() where id = ${openAlarmId} and ended_at is null
            returning id, status, org_id, repeat_count
          ), entry as (
            insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
            select id, 'REPEATED', status, ${actor}, 'Chattering: repeated ' || (repeat_count + 1) || ' times in all',
                   jsonb_build_object('key', 'CHATTERING_REPEAT', 'params', jsonb_build_object('source', ${actor}::text, 'count', (repeat_count + 1)::text))
            from repeated
          ), marked as (
            insert into chattering_points (alarm_point_id, org_id, since, last_event_at, folded_count)
            select ${pointId}, org_id, now(), now(), 1 from repeated
            on conflict (alarm_point_id) do update set last_event_at = now(), folded_count = chattering_points.folded_count + 1,
              since = case when chattering_points.last_event_at > now() - interval '60 seconds' then chattering_points.since else now() end
          )
          select id::int as id, status, repeat_count as "repeatCount",
                 pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', status, 'orgId', org_id)::text)
          from repeated`,
    );
    return row ?? null;
  }

  /**
   * Raises the alarm into the incident of its group key, in one transaction under a lock of the key:
   * concurrent alarms of one group yield one incident. The first opens it and alerts; the others
   * join it, alerting nobody unless more urgent than the incident (which then takes their priority).
   */
  raiseInIncident(intake: Extract<Intake, { kind: "INCIDENT" }>, alarm: { orgId: number; priority: number; name: string }, raise: RaiseAlarm) {
    const now = clock.sqlNow();
    const acceptsUntil = sql`${now} + make_interval(secs => ${intake.windowSeconds})`;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${alarm.orgId}, hashtext(${intake.groupKey}))`);
      const [open] = await queryRows<{ id: number; priority: number; leadAlarmId: number }>(
        tx,
        sql`select id::int as id, priority, lead_alarm_id::int as "leadAlarmId" from incidents
            where org_id = ${alarm.orgId} and group_key = ${intake.groupKey} and ended_at is null and lifted_at is null and accepts_until > ${now}
            order by id desc limit 1`,
      );
      if (!open) {
        const inserted = await raise(tx);
        if (!inserted.created || inserted.status === "INACTIVE") return inserted;
        await tx.execute(sql`with opened as (
            insert into incidents (org_id, kind, rule_id, rule_name, group_key, lead_alarm_id, priority, opened_at, last_alarm_at, accepts_until)
            values (${alarm.orgId}, ${intake.rule ? "GROUPED" : "FLOOD"}, ${intake.rule?.id ?? null}, ${intake.rule?.name ?? null}, ${intake.groupKey},
                    ${inserted.id}, ${alarm.priority}, ${now}, ${now}, ${acceptsUntil}) returning id)
          update alarms set incident_id = (select id from opened) where id = ${inserted.id}`);
        if (!intake.rule) await recordHistory(tx, inserted.id, [{ kind: "INCIDENT", status: inserted.status, detail: { key: "FLOOD_STARTED" } }]);
        return inserted;
      }
      const follows = alarm.priority >= open.priority;
      const inserted = await raise(tx, { id: open.id, follows });
      if (!inserted.created) return inserted;
      await tx.execute(sql`update incidents set alarm_count = alarm_count + 1, last_alarm_at = ${now}, accepts_until = ${acceptsUntil},
          priority = least(priority, ${alarm.priority}) where id = ${open.id}`);
      if (!follows) {
        const escalated: Phrase = { key: "INCIDENT_ESCALATED", params: { alarmId: inserted.id, name: alarm.name, priority: alarm.priority } };
        await recordHistory(tx, open.leadAlarmId, [{ kind: "INCIDENT", status: null, detail: escalated }]);
      }
      await tx.execute(
        sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', ${open.leadAlarmId}::bigint, 'orgId', ${alarm.orgId}::int)::text)`,
      );
      return inserted;
    });
  }
}
