import {
  alarmLoadReport,
  alarmLoadRequest,
  detailedReport,
  detailedReportRequest,
  monthlyReport,
  reportExportRequest,
  reportRequest,
  responseReport,
} from "@alarm/contract";
import { contentDisposition } from "../instructions/content-types.js";
import { principalOf } from "../../http/authentication.js";
import { fileAnswer, failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { REPORT_CONTENT_TYPES } from "./export/export-report.js";
import { ReportService } from "./service.js";

const tags = ["Reports"];
const config = { authority: "REPORTS" as const };

export const reportRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    const reports = new ReportService(database.reads, settings.timeZone, settings.flood);
    app.post(
      "/reports/detailed",
      {
        config,
        schema: {
          tags,
          summary: "Every alarm of the range that passes the filter, with its recipients and answers, by group then time",
          body: detailedReportRequest,
          response: { 200: detailedReport, ...failures },
        },
      },
      (request) => reports.detailed(principalOf(request), request.body),
    );
    app.post(
      "/reports/monthly",
      {
        config,
        schema: {
          tags,
          summary: "Alarms per month and group: by status, accepted, time to accept and to end (median, p90, mean)",
          body: reportRequest,
          response: { 200: monthlyReport, ...failures },
        },
      },
      (request) => reports.monthly(principalOf(request), request.body),
    );
    app.post(
      "/reports/responses",
      {
        config,
        schema: {
          tags,
          summary: "Time to accept and to end per alarm point, plan and organization; answer rates per participant; alarms per hour of the week",
          body: reportRequest,
          response: { 200: responseReport, ...failures },
        },
      },
      (request) => reports.responses(principalOf(request), request.body),
    );
    app.post(
      "/reports/alarm-load",
      {
        config,
        schema: {
          tags,
          summary:
            "Alarm load (ISA-18.2, EEMUA 191) of the alarm points' alarms: rates per 10 minutes and hour, floods, bad actors, chattering and stale alarms, priorities and time to accept, each beside its target",
          body: alarmLoadRequest,
          response: { 200: alarmLoadReport, ...failures },
        },
      },
      (request) => reports.alarmLoad(principalOf(request), request.body),
    );
    app.post(
      "/reports/export",
      {
        config,
        schema: {
          tags,
          summary:
            "The report as a file (Excel, Excel datatable, Excel detailed, PDF, PDF detailed, alarm load as Excel or PDF), streamed as it is written; X-Report-Alarms says how many alarms it covers",
          body: reportExportRequest,
          response: { 200: fileAnswer("The file's bytes: xlsx or PDF", ...REPORT_CONTENT_TYPES), ...failures },
        },
      },
      async (request, reply) => {
        const file = await reports.export(principalOf(request), request.body);
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition(file.name))
          .header("x-report-alarms", String(file.alarms))
          .header("cache-control", "no-store")
          .send(file.stream);
      },
    );
  };
