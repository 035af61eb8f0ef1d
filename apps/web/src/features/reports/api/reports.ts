import { alarmLoadReport, type AlarmLoadRequest, detailedReport, monthlyReport, responseReport, type ReportRequest } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Everything the reports read. */
export const reportsQueryKey = ["reports"] as const;

/** POST /reports/detailed: one page of the alarms of the report, with their group and recipients. */
export function detailedReportQueryOptions(report: ReportRequest, currentPage: number, pageSize: number) {
  const body = { report, currentPage, pageSize };
  return queryOptions({
    queryKey: [...reportsQueryKey, "detailed", body],
    queryFn: ({ signal }) => api.post("/reports/detailed", { schema: detailedReport, body, signal }),
    // Paging keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const useDetailedReport = (report: ReportRequest, currentPage: number, pageSize: number) =>
  useQuery(detailedReportQueryOptions(report, currentPage, pageSize));

/** POST /reports/monthly: alarms per month and group, with how fast they were accepted and ended. */
export function monthlyReportQueryOptions(report: ReportRequest) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "monthly", report],
    queryFn: ({ signal }) => api.post("/reports/monthly", { schema: monthlyReport, body: report, signal }),
  });
}

export const useMonthlyReport = (report: ReportRequest) => useQuery(monthlyReportQueryOptions(report));

/** POST /reports/responses: response times per alarm point, plan and organization, answer rates, the hour of week. */
export function responseReportQueryOptions(report: ReportRequest) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "responses", report],
    queryFn: ({ signal }) => api.post("/reports/responses", { schema: responseReport, body: report, signal }),
  });
}

export const useResponseReport = (report: ReportRequest) => useQuery(responseReportQueryOptions(report));

/** POST /reports/alarm-load: the alarm load of the period and organizations, each figure beside its target. */
export function alarmLoadQueryOptions(request: AlarmLoadRequest) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "alarm-load", request],
    queryFn: ({ signal }) => api.post("/reports/alarm-load", { schema: alarmLoadReport, body: request, signal }),
  });
}

export const useAlarmLoadReport = (request: AlarmLoadRequest) => useQuery(alarmLoadQueryOptions(request));
