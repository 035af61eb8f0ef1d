import {
  type AlarmLoadReport,
  type DetailedReport,
  type DetailedReportRequest,
  type Language,
  LANGUAGES,
  type MonthlyReport,
  type ResponseReport,
  type ValidReportExportRequest,
  type ValidAlarmLoadRequest,
  type ValidReportRequest,
} from "@alarm/contract";
import type { Config } from "../../config.js";
import { clock } from "../../core/clock.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { alarmLoadReport } from "./alarm-load.js";
import { countAlarms, detailedPage } from "./detailed.js";
import { exportAlarmLoad } from "./export/alarm-load-export.js";
import { exportReport, type ReportFile } from "./export/export-report.js";
import { monthlyReport } from "./monthly.js";
import { resolveReport } from "./report-scope.js";
import { responseReport } from "./responses.js";

/** The reports of the alarms the caller sees (authority REPORTS); each request is resolved to a span and a filter first. */
export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly defaultZone: string,
    private readonly flood: Config["flood"],
  ) {}

  /** `fieldPrefix`: "report." where the request nests the report (detailed, export). */
  resolve(principal: Principal, request: ValidReportRequest, fieldPrefix = "") {
    return resolveReport(this.db, principal, request, this.defaultZone, fieldPrefix);
  }

  async detailed(
    principal: Principal,
    request: Required<Pick<DetailedReportRequest, "currentPage" | "pageSize">> & { report: ValidReportRequest },
  ): Promise<DetailedReport> {
    const report = await this.resolve(principal, request.report, "report.");
    const [count, list] = await Promise.all([
      countAlarms(this.db, report),
      detailedPage(this.db, report, (request.currentPage - 1) * request.pageSize, request.pageSize),
    ]);
    return { span: report.span, count, currentPage: request.currentPage, pageSize: request.pageSize, pagesCount: Math.ceil(count / request.pageSize), list };
  }

  async monthly(principal: Principal, request: ValidReportRequest): Promise<MonthlyReport> {
    return monthlyReport(this.db, await this.resolve(principal, request));
  }

  /** The alarm load reads the period and the organizations only. */
  async alarmLoad(principal: Principal, request: ValidAlarmLoadRequest, fieldPrefix = ""): Promise<AlarmLoadReport> {
    const { range, from, until, organizationFilter } = request;
    const report = await this.resolve(principal, { range, from, until, organizationFilter, grouping: "NONE" }, fieldPrefix);
    return alarmLoadReport(this.db, report, this.flood, clock.now());
  }

  /** Starts a report file: refused before the first byte when the request is bad. */
  async export(principal: Principal, { report: request, format, language }: ValidReportExportRequest): Promise<ReportFile> {
    const reader = language ?? languageOf(principal);
    if (format === "EXCEL_ALARM_LOAD" || format === "PDF_ALARM_LOAD")
      return exportAlarmLoad(this.db, principal, request, await this.alarmLoad(principal, request, "report."), format, reader);
    const report = await this.resolve(principal, request, "report.");
    return exportReport(this.db, principal, request, report, format, reader);
  }

  async responses(principal: Principal, request: ValidReportRequest): Promise<ResponseReport> {
    return responseReport(this.db, await this.resolve(principal, request));
  }
}

const languageOf = (principal: Principal): Language => (LANGUAGES.includes(principal.language as Language) ? (principal.language as Language) : "ENGLISH");
