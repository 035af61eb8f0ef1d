import type { AlarmStatus, Flood, Incident, IncidentDetails } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { clock } from "../../core/clock.js";
import { conflict, notFound } from "../../core/errors.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, isoTimestamp, queryRows } from "../../db/database.js";
import { leaveIncident, lockAlarm, recordHistory, wakeEngine } from "../../engine/public.js";

const incidentColumns = sql`i.id::int as id, i.org_id as "orgId", i.kind, i.rule_id as "ruleId", i.rule_name as "ruleName", i.group_key as "groupKey",
  i.lead_alarm_id::int as "leadAlarmId", i.priority, i.alarm_count as "alarmCount", ${isoTimestamp("i.opened_at")} as "openedAt",
  ${isoTimestamp("i.last_alarm_at")} as "lastAlarmAt", ${isoTimestamp("i.ended_at")} as "endedAt", ${isoTimestamp("i.lifted_at")} as "liftedAt",
  i.lifted_by as "liftedBy"`;

/** How many alarms an incident's details list. */
const LISTED_ALARMS = 500;

/** Incidents as operators see and handle them: an incident's alarms, the open floods, lifting a flood, taking an alarm out. */
export class IncidentService {
  constructor(
    private readonly db: Db,
    private readonly flood: Config["flood"],
  ) {}

  async details(principal: Principal, id: number): Promise<IncidentDetails> {
    const incident = await this.visible(this.db, principal, id);
    const alarms = await queryRows<IncidentDetails["alarms"][number]>(
      this.db,
      sql`select a.id::int as id, a.name, a.status, a.priority, ${isoTimestamp("a.triggered_at")} as "triggeredAt", a.follows_incident as follows,
                 a.repeat_count as "repeatCount"
          from alarms a where a.incident_id = ${id} order by a.id desc limit ${LISTED_ALARMS}`,
    );
    return { incident, alarms };
  }

  /** The open floods of the caller's organizations, with the alarms of each organization's points within the flood window. */
  async floods(principal: Principal): Promise<Flood[]> {
    const rows = await queryRows<Incident & { orgName: string; alarmsInWindow: number }>(
      this.db,
      sql`select ${incidentColumns}, o.name as "orgName",
              (select count(*)::int from alarms a where a.org_id = i.org_id and a.alarm_point_id is not null
                 and a.triggered_at > now() - make_interval(secs => ${this.flood.windowSeconds})) as "alarmsInWindow"
            from incidents i join organizations o on o.id = i.org_id
            where i.kind = 'FLOOD' and i.ended_at is null and i.lifted_at is null and i.org_id in (select id from org_subtree(${principal.orgId}))
            order by i.id`,
    );
    return rows.map(({ orgName, alarmsInWindow, ...incident }) => ({
      incident,
      orgName,
      alarmsInWindow,
      windowMinutes: Math.round(this.flood.windowSeconds / 60),
      threshold: this.flood.alarms,
    }));
  }

  /** An operator lifts a flood: later alarms alert one by one again, and no flood starts in the organization for one window. */
  lift(principal: Principal, id: number): Promise<Incident> {
    return this.db.transaction(async (tx) => {
      const incident = await this.visible(tx, principal, id, true);
      if (incident.kind !== "FLOOD") throw conflict("Only a flood can be lifted");
      if (incident.endedAt || incident.liftedAt) throw conflict("This flood is over already");
      await tx.execute(sql`update incidents set lifted_at = ${clock.sqlNow()}, lifted_by = ${principal.login} where id = ${id}`);
      await recordHistory(tx, incident.leadAlarmId, {
        kind: "INCIDENT",
        actor: principal.login,
        detail: { key: "FLOOD_LIFTED", params: { user: principal.login } },
      });
      await notifyIncident(tx, incident);
      return this.visible(tx, principal, id);
    });
  }

  /** Takes an alarm out of its incident: one that followed its lead starts alerting on its own. */
  takeOut(principal: Principal, alarmId: number): Promise<{ id: number; status: AlarmStatus }> {
    return this.db.transaction(async (tx) => {
      const [visible] = await queryRows<{ id: number }>(
        tx,
        sql`select id::int as id from alarms where id = ${alarmId} and org_id in (select id from org_subtree(${principal.orgId}))`,
      );
      const alarm = visible && (await lockAlarm(tx, visible.id));
      if (!alarm) throw notFound("Alarm");
      if (alarm.incidentId === null) throw conflict("The alarm belongs to no incident");
      if (alarm.endedAt) throw conflict(`The alarm has already ended (${alarm.status})`);
      const [incident] = await queryRows<{ leadAlarmId: number }>(
        tx,
        sql`select lead_alarm_id::int as "leadAlarmId" from incidents where id = ${alarm.incidentId}`,
      );
      if (incident?.leadAlarmId === alarm.id) throw conflict("The alarm leads its incident: end the incident instead");
      const alerts = alarm.followsIncident && alarm.status === "NEW";
      await leaveIncident(tx, { id: alarm.id, incidentId: alarm.incidentId }, alerts, clock.sqlNow());
      await recordHistory(tx, alarm.id, {
        kind: "INCIDENT",
        status: alarm.status,
        actor: principal.login,
        detail: { key: "INCIDENT_LEFT", params: { incidentId: alarm.incidentId, user: principal.login } },
      });
      await tx.execute(
        sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', ${alarm.id}::bigint, 'orgId', ${alarm.orgId}::int)::text)`,
      );
      if (alerts) await wakeEngine(tx, "alarm");
      return { id: alarm.id, status: alarm.status };
    });
  }

  private async visible(db: Executor, principal: Principal, id: number, lock = false): Promise<Incident> {
    const [incident] = await queryRows<Incident>(
      db,
      sql`select ${incidentColumns} from incidents i where i.id = ${id} and i.org_id in (select id from org_subtree(${principal.orgId}))
          ${lock ? sql`for update` : sql``}`,
    );
    if (!incident) throw notFound("Incident");
    return incident;
  }
}

function notifyIncident(tx: Executor, incident: Incident) {
  return tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'alarm', 'alarmId', ${incident.leadAlarmId}::bigint, 'orgId', ${incident.orgId}::int)::text)`,
  );
}
