import { type DeviceType, onDutyTimeline, type OnCallRangeQuery, participantTimeline, type StandbyCoverage, type TeamCoverage } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { notFound } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, queryRows } from "../../db/database.js";
import { onCallAlarmPoints, onCallWorld } from "../../on-call/on-call-rows.js";
import { rangeOf } from "./on-call-service.js";

/** At most this many alarm points or participants of one schedule are looked at. */
const MAX_USERS = 500;

/** Where a schedule leaves people unreached: shown on the schedule editors and warned about on save. */
export class ScheduleCoverageService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  private async scheduleOrg(principal: Principal, table: "alarm_rotationals" | "participant_rotationals", id: number): Promise<number> {
    const [row] = await queryRows<{ org_id: number }>(this.db, sql`select org_id from ${sql.identifier(table)} where id = ${id}`);
    if (!row || !(await isWithinOrganization(this.db, principal.orgId, row.org_id))) throw notFound("Schedule");
    return row.org_id;
  }

  /** The coverage gaps of every alarm point (of the caller's organizations) that uses the standby schedule. */
  async standby(principal: Principal, id: number, query: OnCallRangeQuery): Promise<StandbyCoverage> {
    await this.scheduleOrg(principal, "alarm_rotationals", id);
    const range = rangeOf(query);
    const ids = await queryRows<{ id: number }>(
      this.db,
      sql`select id from alarm_points where rotational_calendar_id = ${id} and not deleted and ${inOrganizationSubtree(sql`org_id`, principal.orgId)} order by name, id limit ${MAX_USERS}`,
    );
    const points = await onCallAlarmPoints(
      this.db,
      ids.map((row) => row.id),
      this.timeZone,
    );
    const alarmPoints: StandbyCoverage["alarmPoints"] = [];
    for (const point of points) {
      const world = await onCallWorld(this.db, { points: [point], range, holidayOrgId: point.orgId, defaultZone: this.timeZone });
      const gaps = onDutyTimeline(point, range, world).flatMap((interval) =>
        interval.gap ? [{ from: interval.from.toISOString(), to: interval.to.toISOString(), gap: interval.gap }] : [],
      );
      alarmPoints.push({ alarmPointId: point.id, name: point.name, gaps });
    }
    return { scheduleId: id, from: range.from.toISOString(), to: range.to.toISOString(), alarmPoints };
  }

  /** When the team schedule asks one of its participants (of the caller's organizations) for a kind of device they do not have. */
  async team(principal: Principal, id: number, query: OnCallRangeQuery): Promise<TeamCoverage> {
    const orgId = await this.scheduleOrg(principal, "participant_rotationals", id);
    const range = rangeOf(query);
    const assigned = await queryRows<{ id: number }>(
      this.db,
      sql`select id from participants where participant_rotational_id = ${id} and ${inOrganizationSubtree(sql`org_id`, principal.orgId)} order by name, surname, id limit ${MAX_USERS}`,
    );
    const world = await onCallWorld(this.db, {
      points: [],
      participantIds: assigned.map((row) => row.id),
      range,
      holidayOrgId: orgId,
      defaultZone: this.timeZone,
    });
    const participants = assigned.map(({ id: participantId }) => ({
      participantId,
      name: world.participants.get(participantId)?.name ?? "",
      missingDevices: participantTimeline(participantId, range, world).flatMap(({ from, to, answer }) => {
        const missing = answer.reached === null && answer.notReached.participantId === participantId ? answer.notReached.teamEvent : undefined;
        return missing ? [{ from: from.toISOString(), to: to.toISOString(), deviceType: missing.deviceType as DeviceType, eventName: missing.eventName }] : [];
      }),
    }));
    return { scheduleId: id, from: range.from.toISOString(), to: range.to.toISOString(), participants };
  }
}
