import { alarmDetails, alarmList, alarmTableRequest, historyByAlarmQuery, historyList, idParams, prepareTriggerAgainResponse } from "@alarm/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ServerDependencies } from "../../server-dependencies.js";
import type { AlarmTab } from "./alarm-conditions.js";
import { streamLiveEvents } from "./live-stream.js";
import { AlarmMonitorService, COUNT_PAGES_AHEAD } from "./service.js";

const tags = ["Alarm monitor"];
/** How soon a browser whose live stream ended with the server's stop tries again. */
const RECONNECT_AFTER_STOP_MS = 1_000;
const RECONNECT_AFTER_GAP_MS = 100;
const config = { authority: "ALARM_TABLE" as const };

const TABS: { path: string; tab: AlarmTab; alarms: string }[] = [
  { path: "/alarmtable", tab: "open", alarms: "running alarms and failed ones no operator has acknowledged yet" },
  { path: "/history", tab: "ended", alarms: "ended alarms" },
];

export const alarmMonitorRoutes =
  ({ config: settings, database, engine }: ServerDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const monitor = new AlarmMonitorService(database.db, settings.timeZone);
    // The list of ended alarms may come from a replica (DATABASE_READ_URL); running ones, their
    // details and timelines come from the leader, since the live table reads them right after an event.
    const history = new AlarmMonitorService(database.reads, settings.timeZone);

    for (const { path, tab, alarms } of TABS) {
      app.post(
        path,
        {
          config,
          schema: {
            tags,
            summary: `A page of ${alarms} in the caller's organizations; the count is exact up to ${COUNT_PAGES_AHEAD} pages ahead, a lower bound beyond`,
            body: alarmTableRequest,
            response: { 200: alarmList, ...failures },
          },
        },
        (request) => (tab === "ended" ? history : monitor).list(principalOf(request), tab, request.body),
      );
      app.get(
        `${path}/details/:id`,
        {
          config,
          schema: {
            tags,
            summary: "An alarm with its recipients, messages and timeline; either tab answers for any alarm in scope, running or ended",
            params: idParams,
            response: { 200: alarmDetails, ...failures },
          },
        },
        (request) => monitor.details(principalOf(request), request.params.id),
      );
      app.get(
        `${path}/prepare-trigger-again/:id`,
        {
          config,
          schema: {
            tags,
            summary: "The request that triggers this alarm again, to review before POST /alarm-trigger",
            params: idParams,
            response: { 200: prepareTriggerAgainResponse, ...failures },
          },
        },
        (request) => monitor.prepareTriggerAgain(principalOf(request), request.params.id),
      );
    }

    app.post(
      "/history/by-alarm",
      {
        config,
        schema: { tags, summary: "The timeline of one alarm, running or ended", querystring: historyByAlarmQuery, response: { 200: historyList, ...failures } },
      },
      async (request) => ({ list: await monitor.timeline(principalOf(request), request.query.alarmId) }),
    );

    // Streams still open when the server stops would keep it from closing; browsers reconnect soon after.
    const openStreams = new Set<(retryMs?: number) => void>();
    app.addHook("preClose", async () => {
      for (const close of openStreams) close(RECONNECT_AFTER_STOP_MS);
    });
    // Events were lost while the database was away: browsers reconnect at once and read everything again.
    const stopGapWatch = engine.live.onGap(() => {
      for (const close of openStreams) close(RECONNECT_AFTER_GAP_MS);
    });
    app.addHook("onClose", async () => stopGapWatch());
    app.get(
      "/alarms/live",
      {
        config,
        schema: {
          tags,
          summary: "Server-sent events (text/event-stream): changes of alarms in the caller's organizations and messages for the caller as a participant",
          response: failures,
        },
      },
      (request, reply) => {
        const principal = principalOf(request);
        reply.hijack();
        const close = streamLiveEvents(reply.raw, {
          hub: engine.live,
          accepts: monitor.liveEventFilter(principal),
          stillAllowed: () => monitor.stillWatching(principal),
          onError: (error) => request.log.error({ err: error }, "live alarm stream failed"),
        });
        openStreams.add(close);
        reply.raw.on("close", () => openStreams.delete(close));
      },
    );
  };
