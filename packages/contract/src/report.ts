import { z } from "zod";
import { alarmColumnsFilter, alarmStatus, RECIPIENT_STATUSES } from "./alarm.js";
import { objectId } from "./ids.js";
import { language } from "./language.js";

/**
 * Reports (docs/domain-rules.md#alarm-table-filter, authority REPORTS): the quick ranges and a
 * custom one, the groupings, the alarm table's filters; detailed lists every alarm, monthly
 * aggregates per month and group. Also: time to accept and to end (median and
 * p90), answer rates and the hour of week.
 */
export const REPORT_RANGES = [
  "TODAY",
  "YESTERDAY",
  "LAST_7_DAYS",
  "LAST_28_DAYS",
  "THIS_WEEK",
  "LAST_WEEK",
  "THIS_MONTH",
  "LAST_MONTH",
  "THIS_QUARTER",
  "LAST_QUARTER",
  "THIS_YEAR",
  "CUSTOM",
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_GROUPINGS = ["NONE", "NAME", "ALARM_POINT_ID", "SYSTEM_ID", "TRIGGERED_BY", "STATUS"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** EXCEL_ALARM_LOAD and PDF_ALARM_LOAD: the alarm load report (alarm-load.ts), which reads only the period and the organizations. */
export const REPORT_EXPORT_FORMATS = ["EXCEL", "EXCEL_DATATABLE", "EXCEL_DETAILED", "PDF", "PDF_DETAILED", "EXCEL_ALARM_LOAD", "PDF_ALARM_LOAD"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** A custom range spans at most this many days. */
export const REPORT_MAX_DAYS = 732;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** The period and the organizations of a report: the fields every report takes (the alarm load report takes only these). */
export const reportScopeFields = {
  range: z.enum(REPORT_RANGES).default("THIS_MONTH"),
  from: isoDay.optional().describe("CUSTOM: the first day"),
  until: isoDay.optional().describe("CUSTOM: the last day, included"),
  organizationFilter: z
    .object({ orgIds: z.array(objectId).max(500), recursive: z.boolean().default(true) })
    .nullable()
    .optional(),
};

/** A custom range needs both days. */
export function requireCustomDays(request: { range: ReportRange; from?: string | undefined; until?: string | undefined }, context: z.RefinementCtx) {
  if (request.range !== "CUSTOM") return;
  if (!request.from) context.addIssue({ code: "custom", path: ["from"], message: "required for a custom range", params: { code: "REQUIRED" } });
  if (!request.until) context.addIssue({ code: "custom", path: ["until"], message: "required for a custom range", params: { code: "REQUIRED" } });
}

/** The filter body of every report call and of the export (POST). Days are read in the server's time zone. */
export const reportRequest = z
  .object({
    ...reportScopeFields,
    grouping: z.enum(REPORT_GROUPINGS).default("NONE"),
    textFilter: z.string().max(200).optional(),
    columnsFilter: alarmColumnsFilter.optional(),
    participantsFilter: z.array(objectId).max(500).nullable().optional(),
  })
  .superRefine(requireCustomDays)
  .meta({ id: "ReportRequest" });
export type ReportRequest = z.input<typeof reportRequest>;
export type ValidReportRequest = z.output<typeof reportRequest>;

export const detailedReportRequest = z
  .object({ report: reportRequest, currentPage: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(500).default(50) })
  .meta({ id: "DetailedReportRequest" });
export type DetailedReportRequest = z.input<typeof detailedReportRequest>;

export const reportExportRequest = z
  .object({ report: reportRequest, format: z.enum(REPORT_EXPORT_FORMATS), language: language.optional().describe("Default: the caller's") })
  .meta({ id: "ReportExportRequest" });
export type ReportExportRequest = z.input<typeof reportExportRequest>;
export type ValidReportExportRequest = z.output<typeof reportExportRequest>;

/** The instant range a report covers: `from` inclusive, `until` exclusive, and the zone its days are read in. */
export const reportSpan = z.object({ from: z.iso.datetime(), until: z.iso.datetime(), timeZone: z.string() }).meta({ id: "ReportSpan" });
export type ReportSpan = z.infer<typeof reportSpan>;

const seconds = z.number().nullable();
export const durationFigures = z.object({ count: z.number().int(), median: seconds, p90: seconds, mean: seconds }).meta({ id: "DurationFigures" });
export type DurationFigures = z.infer<typeof durationFigures>;

export const reportRecipient = z.object({
  participantId: z.number().int(),
  name: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  respondedAt: z.iso.datetime().nullable(),
});

/** One alarm of the detailed report, with who it reached and how they answered. */
export const detailedReportRow = z
  .object({
    id: z.number().int(),
    group: z.string().nullable().describe("The value of the grouping column; null for NONE"),
    name: z.string(),
    alarmPointId: z.number().int().nullable(),
    systemId: z.string().nullable(),
    orgName: z.string(),
    triggeredBy: z.string(),
    triggeredAt: z.iso.datetime(),
    endedAt: z.iso.datetime().nullable(),
    status: alarmStatus,
    priority: z.number().int(),
    secondsToAccept: seconds,
    secondsToEnd: seconds,
    recipients: z.array(reportRecipient),
  })
  .meta({ id: "DetailedReportRow" });
export type DetailedReportRow = z.infer<typeof detailedReportRow>;

export const detailedReport = z
  .object({
    span: reportSpan,
    count: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pagesCount: z.number().int(),
    list: z.array(detailedReportRow),
  })
  .meta({ id: "DetailedReport" });
export type DetailedReport = z.infer<typeof detailedReport>;

/** One month of one group: alarms triggered, by status, accepted, and how fast. */
export const monthlyReportRow = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    group: z.string().nullable(),
    alarms: z.number().int(),
    byStatus: z.record(z.string(), z.number().int()),
    accepted: z.number().int(),
    toAccept: durationFigures,
    toEnd: durationFigures,
  })
  .meta({ id: "MonthlyReportRow" });
export type MonthlyReportRow = z.infer<typeof monthlyReportRow>;

export const monthlyReport = z
  .object({ span: reportSpan, grouping: z.enum(REPORT_GROUPINGS), rows: z.array(monthlyReportRow), total: monthlyReportRow.omit({ month: true, group: true }) })
  .meta({ id: "MonthlyReport" });
export type MonthlyReport = z.infer<typeof monthlyReport>;

const responseFigures = z.object({ alarms: z.number().int(), toAccept: durationFigures, toEnd: durationFigures });

/** How fast alarms are accepted and ended, who answers, and when alarms come. */
export const responseReport = z
  .object({
    span: reportSpan,
    byAlarmPoint: z.array(responseFigures.extend({ alarmPointId: z.number().int().nullable(), name: z.string() })),
    byPlan: z.array(responseFigures.extend({ planId: z.number().int().nullable(), name: z.string() })),
    byOrganization: z.array(responseFigures.extend({ orgId: z.number().int(), name: z.string() })),
    participants: z.array(
      z.object({
        participantId: z.number().int(),
        name: z.string(),
        alerted: z.number().int(),
        accepted: z.number().int(),
        declined: z.number().int(),
        unanswered: z.number().int(),
        answerRate: z.number().nullable().describe("Accepted or declined, of those alerted; 0 to 1"),
        medianSecondsToAnswer: seconds,
      }),
    ),
    hourOfWeek: z.array(z.array(z.number().int()).length(24)).length(7).describe("Alarms by weekday (Monday first) and hour, in the report's zone"),
  })
  .meta({ id: "ResponseReport" });
export type ResponseReport = z.infer<typeof responseReport>;
