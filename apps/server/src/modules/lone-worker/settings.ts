import { LONE_WORKER_DEFAULTS, type LoneWorkerSettings, type LoneWorkerSettingsUpdate } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { fieldError, notFound, staleVersion } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { referenceProblems, refuseReferenceProblems } from "../../core/reference-scope.js";

/** The setting in force for `orgId`: its own, or the nearest ancestor's. */
export async function loneWorkerSettingsFor(db: Executor, orgId: number): Promise<LoneWorkerSettings> {
  const [row] = await queryRows<Omit<LoneWorkerSettings, "orgId" | "inheritedFromOrgId"> & { fromOrgId: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from organizations where id = ${orgId}
          union all
          select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id)
        select s.org_id as "fromOrgId", s.alarm_point_id as "alarmPointId", p.name as "alarmPointName", s.grace_minutes as "graceMinutes", s.version
        from up join lone_worker_settings s on s.org_id = up.id
        left join alarm_points p on p.id = s.alarm_point_id and not p.deleted
        order by up.depth limit 1`,
  );
  if (!row)
    return { orgId, alarmPointId: null, alarmPointName: null, graceMinutes: LONE_WORKER_DEFAULTS.graceMinutes, inheritedFromOrgId: null, version: null };
  const own = row.fromOrgId === orgId;
  return {
    orgId,
    alarmPointId: row.alarmPointName === null ? null : row.alarmPointId,
    alarmPointName: row.alarmPointName,
    graceMinutes: row.graceMinutes,
    inheritedFromOrgId: own ? null : row.fromOrgId,
    version: own ? row.version : null,
  };
}

/** Authority MOBILE_APP: which alarm point a lone worker's missed check-in or SOS triggers, per organization. */
export class LoneWorkerSettingsService {
  constructor(private readonly db: Db) {}

  async get(principal: Principal, orgId: number): Promise<LoneWorkerSettings> {
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    return loneWorkerSettingsFor(this.db, orgId);
  }

  put(principal: Principal, orgId: number, change: LoneWorkerSettingsUpdate): Promise<LoneWorkerSettings> {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, orgId))) throw notFound("Organization");
      if (change.alarmPointId !== null) {
        refuseReferenceProblems(await referenceProblems(tx, "ALARMPOINT", [change.alarmPointId], { orgId, callerOrgId: principal.orgId }, "alarmPointId"));
      }
      const values = { alarmPointId: change.alarmPointId, graceMinutes: change.graceMinutes };
      const written =
        change.version === null
          ? await queryRows(
              tx,
              sql`insert into lone_worker_settings (org_id, alarm_point_id, grace_minutes) values (${orgId}, ${values.alarmPointId}, ${values.graceMinutes}) on conflict do nothing returning org_id`,
            )
          : await queryRows(
              tx,
              sql`update lone_worker_settings set alarm_point_id = ${values.alarmPointId}, grace_minutes = ${values.graceMinutes}, version = version + 1
                  where org_id = ${orgId} and version = ${change.version} returning org_id`,
            );
      if (written.length === 0) throw staleVersion();
      return loneWorkerSettingsFor(tx, orgId);
    });
  }
}

export const noLoneWorkerPoint = () =>
  fieldError("alarmPointId", "The organization has no lone-worker alarm point; an administrator sets one on the alarm apps screen", "NO_LONE_WORKER_POINT");
