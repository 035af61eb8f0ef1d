import type { AlarmSource, AlarmStatus, Phrase } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { type Executor, preparedStatement } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { detailColumns, ENGINE_CHANNEL } from "../alarm-records.js";
import type { ClaimedAtTrigger } from "../outbox/compose.js";
import type { FirstRankStart } from "./alarm-start.js";
import { rankNotified } from "./recipient-status.js";

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
  /** A NEW alarm that starts at its first rank in the same statement: given by insertStartedAlarm (engine/escalation/plain-start.ts) only. */
  start?: FirstRankStart | undefined;
};
export type InsertedAlarm = {
  id: number;
  created: boolean;
  status: AlarmStatus;
  repeatCount: number;
  /** Its messages claimed for this instance's outbox (FirstRankStart's claimSeconds), to be handed to it once committed. */
  claimed?: ClaimedAtTrigger | null;
};

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
 * point and key turns the insert into a repeat of it (`created` false). `started`: the alarm is
 * written PROCESSING at its first rank, with what the engine's start would write (startAlarmAtFirstRank):
 * the timeline's start, the rank's people notified and their messages queued, the point's ON_NEW
 * consequential triggers, its messages due now claimed for this instance's outbox when `claimSeconds` is given
 * (returned as `claimed`), the outboxes woken for any other. Prepared once each: every trigger of every kind runs one.
 */
const alarmUpsert = (started: boolean) => (db: Executor) => {
  const copied = Object.fromEntries(COPIED.map((key) => [key, value(key)])) as Record<Copied, SQL>;
  const row = db
    .insert(alarms)
    .values({
      ...copied,
      status: started ? sql`'PROCESSING'` : value("status"),
      ...(started ? { round: sql`1`, rank: sql`1` } : {}),
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
    .returning({
      id: alarms.id,
      created: sql<boolean>`(xmax = 0)`.as("created"),
      status: alarms.status,
      repeatCount: alarms.repeatCount,
      orgId: alarms.orgId,
      alarmPointId: alarms.alarmPointId,
      ...(started && {
        name: alarms.name,
        text: alarms.text,
        speechText: alarms.speechText,
        triggeredBy: alarms.triggeredBy,
        triggeredAt: alarms.triggeredAt,
        instructionFileIds: alarms.instructionFileIds,
        textTemplateId: alarms.textTemplateId,
      }),
    });
  const notices = sql`pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', id, 'status', status, 'orgId', org_id)::text)`;
  const repeatEntry = sql`repeat_entry as (${repeatedHistory(value("actor"), sql`upserted where not created`)})`;
  if (!started) {
    return sql`with upserted as ${row}, inserted as (select * from upserted where created), entry as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
        select id, 'TRIGGERED', status, ${value("actor")}, ${value("detail")}, ${value("phrase")}::jsonb from inserted
    ), plan_entry as (
      insert into alarm_history (alarm_id, kind, status, detail, phrase)
        select id, 'PLAN_CHOSEN', status, ${value("planDetail")}, ${value("planPhrase")}::jsonb from inserted where ${value("planDetail")}::text is not null
    ), ${repeatEntry}
    select id::int as id, created, status, repeat_count as "repeatCount", ${notices},
           case when created and not ${value("final")}::boolean then pg_notify(${ENGINE_CHANNEL}, 'alarm') end
    from upserted`;
  }
  // The timeline as a trigger and the engine's start write it, in one CTE so that its order is the entries' ids.
  // No PLAN_CHOSEN: a plan a standby schedule chose is no plain start (plain-start.ts).
  return sql`with upserted as ${row}, inserted as (select * from upserted where created), entries as (
      insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
      select inserted.id, e.kind, e.status, e.actor, e.detail, e.phrase from inserted
      cross join (values (1, 'TRIGGERED', 'NEW', ${value("actor")}::text, ${value("detail")}::text, ${value("phrase")}::jsonb),
                         (2, 'STATUS', 'PROCESSING', 'system', null, null),
                         (3, 'RANK_STARTED', 'PROCESSING', null, ${value("rankDetail")}::text, ${value("rankPhrase")}::jsonb)) as e(n, kind, status, actor, detail, phrase)
      order by e.n
    ), ${repeatEntry}, ${rankNotified(sql`where exists (select 1 from inserted)`, sql`(select id from inserted)`, true)}, fired as (
      insert into consequential_firings (alarm_id, consequential_id, trigger_type)
      select inserted.id, c.id, 'ON_NEW' from inserted join alarm_points c on c.initiator_id = inserted.alarm_point_id
      where c.consequential_trigger = 'ON_NEW' and not c.deleted
      on conflict do nothing returning id
    )
    select id::int as id, created, status, repeat_count as "repeatCount", ${notices},
           case when exists (select 1 from messages where status = 'PENDING') then pg_notify(${ENGINE_CHANNEL}, 'outbox') end,
           (select pg_notify(${ENGINE_CHANNEL}, 'follow-up') from fired limit 1),
           ${claimedMessages}::text as claimed
    from upserted`;
};

/** The messages the started alarm's statement claimed, with what their sends are written from (ClaimedMessage, as claimMessages reads it). */
const claimedMessages = sql`(select json_agg(json_build_object(
        'id', m.id, 'alarmId', u.id, 'recipientId', m.recipient_id, 'participantId', m.participant_id, 'deviceType', m.device_type,
        'address', m.address, 'messageId', m.message_id, 'tries', 1, 'round', 1, 'summary', null,
        'participantName', p.name, 'language', p.language, 'recipientStatus', 'NOTIFIED', 'login', pa.login,
        'alarmName', u.name, 'text', u.text, 'speechText', u.speech_text, 'triggeredBy', u.triggered_by, 'triggeredAt', u.triggered_at,
        'startedAt', u.triggered_at, 'endedAt', null, 'instructionFileIds', u.instruction_file_ids, 'orgName', o.name, 'texts', t.texts) order by m.id)
      from messages m join people p on p."participantId" = m.participant_id
      left join participants pa on pa.id = m.participant_id
      cross join upserted u join organizations o on o.id = u.org_id
      left join text_templates t on t.id = u.text_template_id
      where m.status = 'SENDING')`;
/** An inserted alarm as the statement answers it: the claimed messages as JSON text. */
type InsertedRow = Omit<InsertedAlarm, "claimed"> & { claimed?: string | null };
const upsertAlarm = preparedStatement<InsertedRow>("insert_alarm", alarmUpsert(false));
const upsertStartedAlarm = preparedStatement<InsertedRow>("insert_started_alarm", alarmUpsert(true));

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function insertAlarm(tx: Executor, alarm: NewAlarm): Promise<InsertedAlarm> {
  const reason = detailColumns(alarm.reason);
  const planStep = detailColumns(alarm.planStep ?? null);
  const final = alarm.status === "INACTIVE";
  const scheduledFor = alarm.delayMinutes ? new Date(clock.now().getTime() + alarm.delayMinutes * 60_000) : null;
  const copied = Object.fromEntries(COPIED.map((key) => [key, driverValue(key, alarm.values[key])]));
  const { start } = alarm;
  const [inserted] = await (start ? upsertStartedAlarm : upsertAlarm)(tx, {
    ...copied,
    ...(start && {
      rank: start.rank,
      round: start.round,
      people: start.people,
      messages: start.messages,
      rankDetail: start.detail,
      rankPhrase: start.phrase,
      claimSeconds: start.claimSeconds,
    }),
    status: alarm.status,
    scheduledFor,
    nextStepAt: start ? start.nextStepAt : final || alarm.incident?.follows ? null : (scheduledFor ?? clock.now()),
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
  // Their claim counts from now on this process's clock (not the database's).
  const { claimed, ...row } = inserted!;
  return { ...row, claimed: claimed ? { json: claimed, claimedAtMs: Date.now() } : null };
}

function driverValue(key: Copied, value: unknown): unknown {
  return value === null ? null : alarms[key].mapToDriverValue(value);
}
