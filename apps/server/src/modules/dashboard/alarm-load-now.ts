import type { DashboardAlarmLoad } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, queryRows } from "../../db/database.js";

const TEN_MINUTES = 600;
const HOUR = 3600;

/**
 * ALARM_LOAD: the alarms of alarm points in the caller's organizations over the last 10 minutes, the
 * last hour and the flood window, and whether that window is in flood (more than `flood.alarms`;
 * never when flood protection is off). Read from the alarms along the triggered-at index: the
 * rollups are per hour, too coarse for 10 minutes.
 */
export async function alarmLoadNow(db: Executor, orgId: number, flood: Config["flood"], now: Date): Promise<DashboardAlarmLoad> {
  const since = (seconds: number) => sql`${new Date(now.getTime() - seconds * 1000).toISOString()}::timestamptz`;
  const [row] = await queryRows<{ tenMinutes: number; hour: number; window: number }>(
    db,
    sql`select count(*) filter (where triggered_at >= ${since(TEN_MINUTES)})::int as "tenMinutes",
               count(*) filter (where triggered_at >= ${since(HOUR)})::int as hour,
               count(*) filter (where triggered_at >= ${since(flood.windowSeconds)})::int as window
          from alarms
         where ${inOrganizationSubtree(sql`org_id`, orgId)} and alarm_point_id is not null
           and triggered_at >= ${since(Math.max(HOUR, flood.windowSeconds))}`,
  );
  const windowAlarms = row?.window ?? 0;
  const enabled = flood.alarms > 0;
  return {
    at: now.toISOString(),
    lastTenMinutes: row?.tenMinutes ?? 0,
    lastHour: row?.hour ?? 0,
    flood: { enabled, alarms: flood.alarms, windowSeconds: flood.windowSeconds, windowAlarms, inFlood: enabled && windowAlarms > flood.alarms },
  };
}
