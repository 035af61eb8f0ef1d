import type { AlarmSource, AlarmStatus, Phrase } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { type Executor, preparedStatement } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { detailColumns, ENGINE_CHANNEL } from "../alarm-records.js";

/** The columns a trigger copies from the alarm point or the manual call (the others are the insert's own, or defaults). */
const COPIED = [
  "orgId",
  "kind",
  "alarmPointId",
  "name",
  "systemId",
  "icon",
  "priority",
  "text",
  "speechText",
  "language",
  "textTemplateId",
  "instructionFileIds",
  "plan",
  "mediaProcessingType",
  "mediaUsageType",
  "acknowledgeMode",
  "confirmPriority",
  "localAcknowledgeTime",
  "countRepeat",
  "repeatBetween",
  "repeatMonInterval",
  "triggeredBy",
  "triggeredByUserId",
  "location",
] as const;
type Copied = (typeof COPIED)[number];
export type AlarmValues = { [K in Copied]-?: Exclude<(typeof alarms.$inferInsert)[K], undefined> };

/** An alarm raised by another system: its key, and the dedup key that folds repeats into it while it is open. */
export type Dedup = { pointId: number; key: string; integrationKeyId: number; source: AlarmSource; phrase?: Phrase | undefined };

export type NewAlarm = {
  values: AlarmValues;
  status: "NEW" | "SCHEDULED" | "INACTIVE";
  /** Who triggered, as the timeline names them. */
  actor: string;
  reason: Phrase | null;
  delayMinutes?: number | undefined;
  /** Which plan a standby schedule chose, for the timeline. */
  planStep?: Phrase | null | undefined;
  dedup?: Dedup | undefined;
  /** A follow-up alarm: the alarm whose consequential trigger raised it. */
  initiatorAlarmId?: number | undefined;
  /** The incident it joins; `follows`: it alerts nobody and follows the lead alarm's status (no step of its own). */
  incident?: { id: number; follows: boolean } | undefined;
};
export type InsertedAlarm = { id: number; created: boolean; status: AlarmStatus; repeatCount: number };

const value = (name: string) => sql`${sql.placeholder(name)}`;

/** The timeline entry of a repeat, from rows (id, status, repeat_count) of `from`; the count includes the first event. */
export const repeatedHistory = (sourceName: string | SQL, from: SQL) =>
  sql`insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      select id, 'REPEATED', status, ${sourceName}, 'Repeated by ' || ${sourceName}::text || ': ' || (repeat_count + 1) || ' times in all',
             jsonb_build_object('key', 'REPEATED_TIMES', 'params', jsonb_build_object('source', ${sourceName}::text, 'count', (repeat_count + 1)::text))
      from ${from}`;

/**
 * One statement, so atomic without a transaction: the alarm, its first history entries, the live
 * monitors and (unless it ended already) the engine. With a dedup key, an open alarm of the same
 * point and key turns the insert into a repeat of it (`created` false). Prepared once: every
 * trigger of every kind runs it.
 */
const upsertAlarm = preparedStatement<InsertedAlarm>("insert_alarm", (db) => {
  const copied = Object.fromEntries(COPIED.map((key) => [key, value(key)])) as Record<Copied, SQL>;
  const row = db
    .insert(alarms)
    .values({
      ...copied,
      status: value("status"),
      scheduledFor: value("scheduledFor"),
      nextStepAt: value("nextStepAt"),
      endedAt: sql`case when ${value("final")}::boolean then now() end`,
      dedupPointId: value("dedupPointId"),
      dedupKey: value("dedupKey"),
      integrationKeyId: value("integrationKeyId"),
      source: sql`${value("source")}::jsonb`,
      initiatorAlarmId: value("initiatorAlarmId"),
      incidentId: value("incidentId"),
      followsIncident: value("followsIncident"),
    })
    .onConflictDoUpdate({
      target: [alarms.dedupPointId, alarms.dedupKey],
      targetWhere: sql`ended_at is null`,
      set: { repeatCount: sql`${alarms.repeatCount} + 1`, lastRepeatedAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ id: alarms.id, created: sql<boolean>`(xmax = 0)`.as("created"), status: alarms.status, repeatCount: alarms.repeatCount, orgId: alarms.orgId });
  return sql`with upserted as ${row}, inserted as (select * from upserted where created), entry as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
        select id, 'TRIGGERED', status, ${value("actor")}, ${value("detail")}, ${value("phrase")}::jsonb from inserted
    ), plan_entry as (
      insert into alarm_history (alarm_id, kind, status, detail, phrase)
        select id, 'PLAN_CHOSEN', status, ${value("planDetail")}, ${value("planPhrase")}::jsonb from inserted where ${value("planDetail")}::text is not null
    ), repeat_entry as (${repeatedHistory(value("actor"), sql`upserted where not created`)})
    select id::int as id, created, status, repeat_count as "repeatCount",
           pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', status, 'orgId', org_id)::text),
           case when created and not ${value("final")}::boolean then pg_notify(${ENGINE_CHANNEL}, 'alarm') end
    from upserted`;
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function insertAlarm(tx: Executor, alarm: NewAlarm): Promise<InsertedAlarm> {
  const reason = detailColumns(alarm.reason);
  const planStep = detailColumns(alarm.planStep ?? null);
  const final = alarm.status === "INACTIVE";
  const scheduledFor = alarm.delayMinutes ? new Date(clock.now().getTime() + alarm.delayMinutes * 60_000) : null;
  const copied = Object.fromEntries(COPIED.map((key) => [key, driverValue(key, alarm.values[key])]));
  const [inserted] = await upsertAlarm(tx, {
    ...copied,
    status: alarm.status,
    scheduledFor,
    nextStepAt: final || alarm.incident?.follows ? null : (scheduledFor ?? clock.now()),
    final,
    dedupPointId: alarm.dedup?.pointId ?? null,
    dedupKey: alarm.dedup?.key ?? null,
    integrationKeyId: alarm.dedup?.integrationKeyId ?? null,
    source: json(alarm.dedup?.source),
    initiatorAlarmId: alarm.initiatorAlarmId ?? null,
    incidentId: alarm.incident?.id ?? null,
    followsIncident: alarm.incident?.follows ?? false,
    actor: alarm.actor,
    detail: reason.detail,
    phrase: json(reason.phrase),
    planDetail: planStep.detail,
    planPhrase: json(planStep.phrase),
  });
  return inserted!;
}

function driverValue(key: Copied, value: unknown): unknown {
  return value === null ? null : alarms[key].mapToDriverValue(value);
}
