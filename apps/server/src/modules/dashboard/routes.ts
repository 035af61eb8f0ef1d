import {
  ROOT_ORG_ID,
  dashboardAlarmLoad,
  dashboardCalls,
  dashboardCallsByType,
  dashboardInfo,
  dashboardPeriodParams,
  dashboardResources,
  dashboardStatistics,
  widgetsDocument,
  widgetsUpdate,
} from "@alarm/contract";
import { accessDenied } from "../../core/errors.js";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { channelOverview } from "../../channels/overview.js";
import { clock } from "../../core/clock.js";
import { alarmLoadNow } from "./alarm-load-now.js";
import { ResourceGauges } from "./resources.js";
import { DashboardService } from "./service.js";
import { saveWidgets, widgetsOf } from "./widgets.js";

const tags = ["Dashboard"];
/** Alarm figures are for those who watch or report on alarms. */
const figures = { authority: ["ALARM_TABLE", "REPORTS"] as const };

export const dashboardRoutes: ModuleRoutes =
  ({ database, config }) =>
  async (app) => {
    const dashboard = new DashboardService(database.reads, config.timeZone);
    const gauges = new ResourceGauges(config.dataDir);
    app.get(
      "/widgets",
      {
        schema: {
          tags,
          summary: "The caller's dashboard layout (the preset of their role numbers until they arrange it)",
          response: { 200: widgetsDocument, ...failures },
        },
      },
      (request) => widgetsOf(database.db, principalOf(request)),
    );
    app.put(
      "/widgets",
      {
        schema: {
          tags,
          summary: "Save the caller's dashboard layout; null returns to the preset",
          body: widgetsUpdate,
          response: { 200: widgetsDocument, ...failures },
        },
      },
      (request) => saveWidgets(database.db, principalOf(request), request.body.widgets),
    );
    app.get(
      "/dashboard",
      { schema: { tags, summary: "General info: objects and open alarms of the caller's organizations", response: { 200: dashboardInfo, ...failures } } },
      (request) => dashboard.info(principalOf(request)),
    );
    app.get(
      "/dashboard/statistics/:period",
      {
        config: figures,
        schema: {
          tags,
          summary: "Alarms triggered in the period by status, accepted and ended, with mean times",
          params: dashboardPeriodParams,
          response: { 200: dashboardStatistics, ...failures },
        },
      },
      (request) => dashboard.statistics(principalOf(request), request.params.period),
    );
    app.get(
      "/dashboard/calls-typed/:period",
      {
        config: figures,
        schema: {
          tags,
          summary: "Messages to devices in the period by device type",
          params: dashboardPeriodParams,
          response: { 200: dashboardCallsByType, ...failures },
        },
      },
      (request) => dashboard.callsByType(principalOf(request), request.params.period),
    );
    app.get(
      "/dashboard/calls/:period",
      {
        config: figures,
        schema: {
          tags,
          summary: "Messages to devices over the period, per hour (today) or per day",
          params: dashboardPeriodParams,
          response: { 200: dashboardCalls, ...failures },
        },
      },
      (request) => dashboard.calls(principalOf(request), request.params.period),
    );
    app.get(
      "/dashboard/alarm-load",
      {
        config: figures,
        schema: {
          tags,
          summary: "Alarms of alarm points in the caller's organizations over the last 10 minutes and hour, and whether they are in flood now",
          response: { 200: dashboardAlarmLoad, ...failures },
        },
      },
      (request) => alarmLoadNow(database.reads, principalOf(request).orgId, config.flood, clock.now()),
    );
    app.get(
      "/dashboard/resources",
      {
        config: { authority: "SYSTEM_TABLES" },
        schema: {
          tags,
          summary: "Memory, disk and CPU of the server host and process, and each device type's notification channel (users of the total system only)",
          response: { 200: dashboardResources, ...failures },
        },
      },
      async (request) => {
        // The host serves every organization: its figures are the installation's, not a tenant's.
        if (principalOf(request).orgId !== ROOT_ORG_ID) throw accessDenied("The server's resources are shown to users of the total system only");
        return { ...(await gauges.read()), channels: channelOverview(config) };
      },
    );
  };
