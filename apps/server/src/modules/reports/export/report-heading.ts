import type { ValidReportRequest } from "@alarm/contract";
import { clock } from "../../../core/clock.js";
import { inArray } from "drizzle-orm";
import type { Principal } from "../../../core/principal.js";
import type { Db } from "../../../db/database.js";
import { organizations } from "../../../db/schema/index.js";
import type { ResolvedReport } from "../report-scope.js";
import type { ExportText } from "./export-text.js";

/** What an exported file says of itself before its figures: organization, range, zone, grouping, every filter, who made it and when. */
export type ReportHeading = { title: string; lines: [label: string, value: string][] };

const TITLES = { MONTHLY: "reportFiles.titleMonthly", DETAILED: "reportFiles.titleDetailed", ALARM_LOAD: "reportFiles.titleAlarmLoad" } as const;

export async function reportHeading(
  db: Db,
  principal: Principal,
  request: ValidReportRequest,
  report: Pick<ResolvedReport, "span">,
  text: ExportText,
  kind: "MONTHLY" | "DETAILED" | "ALARM_LOAD",
): Promise<ReportHeading> {
  const t = text.t;
  const named = request.organizationFilter?.orgIds ?? [];
  const organization = named.length
    ? (await db.select({ name: organizations.name }).from(organizations).where(inArray(organizations.id, named))).map((row) => row.name).join(", ")
    : t("reportFiles.below", { name: principal.orgName });
  const lastDay = new Date(Date.parse(report.span.until) - 1).toISOString();
  const columns = request.columnsFilter ?? {};
  const filters = [
    request.textFilter?.trim() && `${t("reportFiles.filter.text")}: ${request.textFilter.trim()}`,
    columns.alarmName?.trim() && `${t("reportFiles.filter.alarmName")}: ${columns.alarmName.trim()}`,
    columns.alarmPointId && `${t("reportFiles.filter.alarmPointId")}: ${columns.alarmPointId}`,
    columns.status?.length && `${t("reportFiles.filter.status")}: ${columns.status.map((status) => t(`alarmStatuses.${status}`)).join(", ")}`,
    columns.systemId?.trim() && `${t("reportFiles.filter.systemId")}: ${columns.systemId.trim()}`,
    columns.triggeredBy?.trim() && `${t("reportFiles.filter.triggeredBy")}: ${columns.triggeredBy.trim()}`,
    request.participantsFilter?.length && `${t("reportFiles.filter.participants")}: ${request.participantsFilter.join(", ")}`,
  ].filter((line): line is string => Boolean(line));
  // The alarm load reads the period and the organizations only: no grouping, no filters.
  const alarmFilters: ReportHeading["lines"] =
    kind === "ALARM_LOAD"
      ? []
      : [
          [t("reportFiles.grouping"), t(`reportFiles.groupings.${request.grouping}`)],
          [t("reportFiles.filters"), filters.length ? filters.join("; ") : t("reportFiles.none")],
        ];
  return {
    title: t(TITLES[kind]),
    lines: [
      [t("reportFiles.organization"), organization],
      [t("reportFiles.range"), `${text.date(report.span.from)} – ${text.date(lastDay)}`],
      [t("reportFiles.timeZone"), report.span.timeZone],
      ...alarmFilters,
      [t("reportFiles.createdBy"), `${principal.name} ${principal.surname} (${principal.login})`.trim()],
      [t("reportFiles.created"), text.dateTime(clock.now().toISOString(), false)],
    ],
  };
}
