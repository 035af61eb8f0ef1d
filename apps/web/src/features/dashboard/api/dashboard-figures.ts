import {
  dashboardAlarmLoad,
  dashboardCalls,
  dashboardCallsByType,
  dashboardInfo,
  dashboardResources,
  dashboardStatistics,
  type DashboardPeriod,
} from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ApiPath } from "../../../lib/api-routes";
import type { Schema } from "../../../lib/http";

const figuresKey = ["dashboard", "figures"] as const;

/** The resource gauges are read again this often. */
export const RESOURCES_REFRESH_MS = 5_000;
/** The alarm load of the last 10 minutes is read again this often. */
export const ALARM_LOAD_REFRESH_MS = 15_000;
/** The other figures change slowly: read again each minute while the dashboard is open. */
const FIGURES_REFRESH_MS = 60_000;

const figures = <T>(path: ApiPath<"GET">, schema: Schema<T>, refetchInterval = FIGURES_REFRESH_MS) =>
  queryOptions({
    queryKey: [...figuresKey, path],
    queryFn: ({ signal }) => api.get(path, { schema, signal }),
    refetchInterval,
  });

/** GET /dashboard: counts, server time and version. */
export const useDashboardInfo = () => useQuery(figures("/dashboard", dashboardInfo));

/** GET /dashboard/statistics/{period}: alarms of the period by status. */
export const useDashboardStatistics = (period: DashboardPeriod, enabled: boolean) =>
  useQuery({ ...figures(`/dashboard/statistics/${period}`, dashboardStatistics), enabled });

/** GET /dashboard/calls-typed/{period}: messages of the period by device type. */
export const useDashboardCallsByType = (period: DashboardPeriod, enabled: boolean) =>
  useQuery({ ...figures(`/dashboard/calls-typed/${period}`, dashboardCallsByType), enabled });

/** GET /dashboard/calls/{period}: messages over the period, per hour or day. */
export const useDashboardCalls = (period: DashboardPeriod, enabled: boolean) => useQuery({ ...figures(`/dashboard/calls/${period}`, dashboardCalls), enabled });

/** GET /dashboard/resources: the server's gauges, for holders of SYSTEM_TABLES. */
export const useDashboardResources = (enabled: boolean) => useQuery({ ...figures("/dashboard/resources", dashboardResources, RESOURCES_REFRESH_MS), enabled });

/** GET /dashboard/alarm-load: the alarms of the last 10 minutes and hour, and whether they are in flood, every 15 s. */
export const useDashboardAlarmLoad = (enabled: boolean) =>
  useQuery({ ...figures("/dashboard/alarm-load", dashboardAlarmLoad, ALARM_LOAD_REFRESH_MS), enabled });
