import { REPORT_MAX_DAYS, type ReportGrouping, type ReportSpan, type ValidReportRequest } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { addDays, daysBetween, localDay, rangeDays, spanOfDays } from "../../core/calendar-spans.js";
import { clock } from "../../core/clock.js";
import { fieldError } from "../../core/errors.js";
import { effectiveTimeZone } from "../../core/organization-time-zone.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { filterConditions } from "../alarm-monitor/alarm-conditions.js";
import { organizationsShown } from "../alarm-monitor/service.js";

/** A report request resolved: the span it covers, the alarms it counts (`where`, on the table `alarms`, not aliased) and the value it groups by. */
export type ResolvedReport = {
  span: ReportSpan;
  timeZone: string;
  where: SQL;
  group: SQL;
  grouping: ReportGrouping;
  /** The organizations shown, null for all: printed in exported files. */
  orgIds: number[] | null;
};

/** The grouping's column as text (null for NONE). */
const GROUP_COLUMNS: Record<ReportGrouping, SQL> = {
  NONE: sql`null::text`,
  NAME: sql`alarms.name`,
  ALARM_POINT_ID: sql`alarms.alarm_point_id::text`,
  SYSTEM_ID: sql`alarms.system_id`,
  TRIGGERED_BY: sql`alarms.triggered_by`,
  STATUS: sql`alarms.status`,
};

/**
 * `fieldPrefix` names where the report sits in the request body ("report." when it is nested), so
 * that a refused day is reported on the field the client sent.
 */
export async function resolveReport(db: Db, principal: Principal, request: ValidReportRequest, defaultZone: string, fieldPrefix = ""): Promise<ResolvedReport> {
  const timeZone = await effectiveTimeZone(db, principal.orgId, defaultZone);
  const [first, end] =
    request.range === "CUSTOM" ? customDays(request.from!, request.until!, fieldPrefix) : rangeDays(request.range, localDay(clock.now(), timeZone));
  const { from, until } = spanOfDays(timeZone, first, end);
  const orgIds = await organizationsShown(db, principal, request.organizationFilter);
  const filter = filterConditions(
    { userId: principal.id, login: principal.login },
    {
      field: "ALL",
      textFilter: request.textFilter,
      columnsFilter: request.columnsFilter,
      participantsFilter: request.participantsFilter,
      orgIds,
      triggeredWithin: { from, until },
    },
  );
  return {
    span: { from: from.toISOString(), until: until.toISOString(), timeZone },
    timeZone,
    where: filter ?? sql`true`,
    group: GROUP_COLUMNS[request.grouping],
    grouping: request.grouping,
    orgIds,
  };
}

/** The days of a custom range, checked: real days, the end not before the start, at most REPORT_MAX_DAYS. */
function customDays(from: string, until: string, fieldPrefix: string): [string, string] {
  for (const [field, day] of [
    ["from", from],
    ["until", until],
  ] as const) {
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day || day < "1970-01-01")
      throw fieldError(`${fieldPrefix}${field}`, `${day} is not a day`, "INVALID_DATE");
  }
  if (until < from) throw fieldError(`${fieldPrefix}until`, "The last day is before the first", "END_BEFORE_START");
  if (daysBetween(from, until) >= REPORT_MAX_DAYS) throw fieldError(`${fieldPrefix}until`, `A report spans at most ${REPORT_MAX_DAYS} days`, "TOO_LONG");
  return [from, addDays(until, 1)];
}
