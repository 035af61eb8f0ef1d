import type { DashboardCalls, DashboardCallsByType, DashboardInfo, DashboardPeriod, DashboardStatistics } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { periodSpan, type Span } from "../../core/calendar-spans.js";
import { clock } from "../../core/clock.js";
import { usageOf } from "../../core/object-counts.js";
import { API_VERSION } from "../../core/product-version.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { effectiveTimeZone } from "../../core/organization-time-zone.js";
import type { Principal } from "../../core/principal.js";
import { type Db, queryRows } from "../../db/database.js";
import { needsAttention } from "../alarm-monitor/alarm-conditions.js";
import { alarmStatistics, callsByType, callsOverTime } from "./figures.js";

/** The dashboard's figures for the caller's organization and those below it, per period in the organization's time zone. */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly defaultZone: string,
  ) {}

  async info(principal: Principal): Promise<DashboardInfo> {
    const [usage, [alarms], timeZone] = await Promise.all([
      usageOf(this.db, principal.orgId),
      queryRows<{ open: number; attention: number }>(
        this.db,
        sql`select count(*) filter (where ended_at is null)::int as open, count(*) filter (where ended_at is not null)::int as attention
              from alarms where ${inOrganizationSubtree(sql`org_id`, principal.orgId)} and (ended_at is null or ${needsAttention})`,
      ),
      this.zoneOf(principal),
    ]);
    return {
      organizations: usage.ORGANIZATION ?? 0,
      users: usage.USER ?? 0,
      participants: usage.PARTICIPANT ?? 0,
      alarmPoints: usage.ALARMPOINT ?? 0,
      alarmPlans: usage.ALARMPLAN ?? 0,
      openAlarms: alarms?.open ?? 0,
      alarmsNeedingAttention: alarms?.attention ?? 0,
      serverTime: clock.now().toISOString(),
      timeZone,
      version: API_VERSION,
    };
  }

  async statistics(principal: Principal, period: DashboardPeriod): Promise<DashboardStatistics> {
    const span = await this.spanOf(principal, period);
    return { ...periodOf(period, span), ...(await alarmStatistics(this.db, scopeOf(principal), span)) };
  }

  async callsByType(principal: Principal, period: DashboardPeriod): Promise<DashboardCallsByType> {
    const span = await this.spanOf(principal, period);
    return { ...periodOf(period, span), byType: await callsByType(this.db, scopeOf(principal), span) };
  }

  async calls(principal: Principal, period: DashboardPeriod): Promise<DashboardCalls> {
    const timeZone = await this.zoneOf(principal);
    const span = periodSpan(period, timeZone, clock.now());
    const bucket = period === "TODAY" ? "HOUR" : "DAY";
    return { ...periodOf(period, span), bucket, points: await callsOverTime(this.db, scopeOf(principal), span, bucket, timeZone) };
  }

  private zoneOf(principal: Principal) {
    return effectiveTimeZone(this.db, principal.orgId, this.defaultZone);
  }

  private async spanOf(principal: Principal, period: DashboardPeriod): Promise<Span> {
    return periodSpan(period, await this.zoneOf(principal), clock.now());
  }
}

const scopeOf = (principal: Principal) => (column: SQL) => inOrganizationSubtree(column, principal.orgId);
const periodOf = (period: DashboardPeriod, span: Span) => ({ period, from: span.from.toISOString(), until: span.until.toISOString() });
