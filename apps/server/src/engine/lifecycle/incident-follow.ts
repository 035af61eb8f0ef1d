import { type AlarmStatus, isFinalStatus, type Phrase } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { type Executor, queryRows } from "../../db/database.js";
import { assertAlarmTransition } from "./transitions.js";

const HANDLED: readonly AlarmStatus[] = ["ACCEPTED", "PARTIAL_ACKNOWLEDGED", "ACKNOWLEDGED"];

/**
 * The status an alarm that follows its incident takes when the lead alarm took `lead`, from the one
 * it has (null: it stays). Accepting and acknowledging the lead does so for the followers; ending
 * it ends them: handled ones finish, unhandled ones are canceled (they never alerted), and when
 * nobody accepted the lead, they were not accepted either.
 */
export function followerStatus(lead: AlarmStatus, follower: AlarmStatus): AlarmStatus | null {
  if (lead === "ACCEPTED") return follower === "NEW" ? "ACCEPTED" : null;
  if (lead === "PARTIAL_ACKNOWLEDGED" || lead === "ACKNOWLEDGED") return follower === "NEW" || follower === "ACCEPTED" ? "ACKNOWLEDGED" : null;
  if (!isFinalStatus(lead)) return null;
  if (HANDLED.includes(follower)) return lead === "NOT_ACKNOWLEDGED" && follower !== "ACKNOWLEDGED" ? "NOT_ACKNOWLEDGED" : "FINISHED";
  if (lead === "NOT_ACCEPTED" || lead === "FAILURE" || lead === "CONFIG_PROBLEM") return "NOT_ACCEPTED";
  return lead === "FINISHED" ? "FINISHED" : "CANCELED";
}

const FOLLOWER_STATUSES: readonly AlarmStatus[] = ["NEW", "ACCEPTED", "PARTIAL_ACKNOWLEDGED", "ACKNOWLEDGED"];

/**
 * After the lead alarm of an incident changed to `status` (within its transaction): its followers
 * change with it, one statement for all, each with its timeline entry; the incident ends with its
 * lead. Does nothing for an alarm that leads no incident.
 */
export async function followLead(tx: Executor, lead: { id: number; orgId: number }, incidentId: number, status: AlarmStatus, actor: string | null) {
  const pairs = FOLLOWER_STATUSES.map((from) => [from, followerStatus(status, from)] as const).filter(
    (pair): pair is [AlarmStatus, AlarmStatus] => pair[1] !== null,
  );
  pairs.forEach(([from, to]) => assertAlarmTransition(from, to));
  const final = isFinalStatus(status);
  if (pairs.length === 0 && !final) return;
  const phrase: Phrase = { key: "INCIDENT_FOLLOWED", params: { alarmId: lead.id } };
  const target = sql.join(
    pairs.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  await queryRows(
    tx,
    sql`with incident as (
          ${final ? sql`update incidents set ended_at = now() where id = ${incidentId} and lead_alarm_id = ${lead.id} and ended_at is null returning id` : sql`select id from incidents where id = ${incidentId} and lead_alarm_id = ${lead.id}`}
        )${
          pairs.length === 0
            ? sql``
            : sql`, followed as (
          update alarms m set status = case m.status ${target} end, version = m.version + 1, next_step_at = null${final ? sql`, ended_at = now()` : sql``}
          where m.incident_id in (select id from incident) and m.follows_incident and m.id <> ${lead.id} and m.ended_at is null
            and m.status = any(${`{${pairs.map(([from]) => from).join(",")}}`}::text[])
          returning m.id, m.status
        ), entry as (
          insert into alarm_history (alarm_id, kind, status, actor, detail, phrase)
          select id, 'STATUS', status, ${actor ?? "system"}, ${`Followed its incident's alarm ${lead.id}`}, ${JSON.stringify(phrase)}::jsonb from followed
        )`
        }
        select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', ${lead.id}::bigint, 'status', ${status}::text, 'orgId', ${lead.orgId}::int)::text)
        from incident`,
  );
}

/** A failed lead's failure seen to: its followers that failed with it are seen to as well. */
export async function closeFollowers(tx: Executor, leadId: number, by: string) {
  await tx.execute(sql`update alarms m set failure_acknowledged_at = now(), failure_acknowledged_by = ${by}, version = m.version + 1
    from incidents i where i.lead_alarm_id = ${leadId} and m.incident_id = i.id and m.follows_incident and m.id <> ${leadId}
      and m.ended_at is not null and m.failure_acknowledged_at is null`);
}

/**
 * Takes the alarm out of its incident (under its lock, the caller's transaction): the incident counts
 * one alarm less, and an alarm that followed it silently alerts on its own from now (`alerts`).
 */
export async function leaveIncident(tx: Executor, alarm: { id: number; incidentId: number }, alerts: boolean, now: SQL) {
  await tx.execute(sql`with left_incident as (
      update alarms set incident_id = null, follows_incident = false, version = version + 1
        ${alerts ? sql`, next_step_at = ${now}` : sql``} where id = ${alarm.id} returning id)
    update incidents set alarm_count = alarm_count - 1 where id = ${alarm.incidentId} and exists (select 1 from left_incident)`);
}
