import {
  alarmPointOnCall,
  dutyFeedLink,
  dutyFeedState,
  dutyOverride,
  dutyOverrideCreate,
  dutyOverrideQuery,
  idParams,
  onCallRangeQuery,
  participantOnCall,
  standbyCoverage,
  teamCoverage,
  statusOk,
} from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes, RouteScope } from "../../server-dependencies.js";
import { DutyFeedService } from "./duty-feed.js";
import { DutyOverrideService } from "./duty-overrides.js";
import { OnCallService } from "./on-call-service.js";
import { ScheduleCoverageService } from "./schedule-coverage.js";

const tags = ["On call"];
const write = { authority: "SCHEDULE_ADMIN" as const };
/** Those who edit alarm points or participants see who is on duty there too. */
const pointRead = { authority: ["SCHEDULE_ADMIN", "ALARM_DEFINITION"] as const };
const participantRead = { authority: ["SCHEDULE_ADMIN", "PARTICIPANT_ADMIN"] as const };
const overridesRead = { authority: ["SCHEDULE_ADMIN", "ALARM_DEFINITION", "PARTICIPANT_ADMIN"] as const };
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, "a feed address") });

/** Who is on duty (the on-call resolver over a range), duty overrides, and participants' iCalendar feeds of their duties. */
export const onCallRoutes: ModuleRoutes =
  ({ database, config }) =>
  async (app) => {
    const onCall = new OnCallService(database.db, config.timeZone);
    const overrides = new DutyOverrideService(database.db, config.timeZone);
    const feeds = new DutyFeedService(database.db, config.timeZone, config.publicUrl);
    const coverage = new ScheduleCoverageService(database.db, config.timeZone);
    registerCoverageRoutes(app, coverage);
    registerOnDutyRoutes(app, onCall);
    registerOverrideRoutes(app, overrides);
    registerDutyFeedRoutes(app, feeds);
  };

/** Where a schedule leaves gaps: points nobody covers, devices a team schedule asks for and lacks. */
function registerCoverageRoutes(app: RouteScope, coverage: ScheduleCoverageService) {
  app.get(
    "/on-call/alarm-rotationals/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Coverage gaps of the alarm points using a standby schedule over the next days",
        params: idParams,
        querystring: onCallRangeQuery,
        response: { 200: standbyCoverage, ...failures },
      },
    },
    (request) => coverage.standby(principalOf(request), request.params.id, request.query),
  );
  app.get(
    "/on-call/participant-rotationals/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "When a team media schedule asks its participants for a kind of device they do not have",
        params: idParams,
        querystring: onCallRangeQuery,
        response: { 200: teamCoverage, ...failures },
      },
    },
    (request) => coverage.team(principalOf(request), request.params.id, request.query),
  );
}

/** Who is on duty for an alarm point, and when a participant is. */
function registerOnDutyRoutes(app: RouteScope, onCall: OnCallService) {
  app.get(
    "/on-call/alarm-points/:id",
    {
      config: pointRead,
      schema: {
        tags,
        summary: "Who the alarm point reaches, on which devices, over the next days; coverage gaps marked",
        params: idParams,
        querystring: onCallRangeQuery,
        response: { 200: alarmPointOnCall, ...failures },
      },
    },
    (request) => onCall.alarmPoint(principalOf(request), request.params.id, request.query),
  );
  app.get(
    "/on-call/participants/:id",
    {
      config: participantRead,
      schema: {
        tags,
        summary: "When the participant is on duty, for which alarm point and on which devices",
        params: idParams,
        querystring: onCallRangeQuery,
        response: { 200: participantOnCall, ...failures },
      },
    },
    (request) => onCall.participant(principalOf(request), request.params.id, request.query),
  );
}

function registerOverrideRoutes(app: RouteScope, overrides: DutyOverrideService) {
  app.get(
    "/duty-overrides",
    {
      config: overridesRead,
      schema: {
        tags,
        summary: "Duty overrides not yet over: of a participant (covered or covering) or of an alarm point's people",
        querystring: dutyOverrideQuery,
        response: { 200: z.array(dutyOverride), ...failures },
      },
    },
    (request) => overrides.list(principalOf(request), request.query),
  );
  app.post(
    "/duty-overrides",
    {
      config: write,
      schema: { tags, summary: "Let another participant cover a duty from … to …", body: dutyOverrideCreate, response: { 200: dutyOverride, ...failures } },
    },
    (request) => overrides.create(principalOf(request), request.body),
  );
  app.delete(
    "/duty-overrides/:id",
    { config: write, schema: { tags, summary: "Remove a duty override", params: idParams, response: { 200: statusOk, ...failures } } },
    async (request) => {
      await overrides.remove(principalOf(request), request.params.id);
      return ok;
    },
  );
}

/** A participant's secret iCalendar feed of its duties: its address, and the feed itself. */
function registerDutyFeedRoutes(app: RouteScope, feeds: DutyFeedService) {
  app.get(
    "/participants/:id/duty-feed",
    {
      config: participantRead,
      schema: { tags, summary: "Whether the participant has a duty feed address", params: idParams, response: { 200: dutyFeedState, ...failures } },
    },
    (request) => feeds.state(principalOf(request), request.params.id),
  );
  app.post(
    "/participants/:id/duty-feed",
    {
      config: write,
      schema: {
        tags,
        summary: "Create (or replace) the secret address of the participant's duties as an iCalendar feed; shown once",
        params: idParams,
        response: { 200: dutyFeedLink, ...failures },
      },
    },
    (request) => feeds.create(principalOf(request), request.params.id),
  );
  app.delete(
    "/participants/:id/duty-feed",
    { config: write, schema: { tags, summary: "Revoke the participant's duty feed address", params: idParams, response: { 200: statusOk, ...failures } } },
    async (request) => {
      await feeds.revoke(principalOf(request), request.params.id);
      return ok;
    },
  );
  app.get(
    "/duty-feed/:file",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A participant's duties as an iCalendar (text/calendar) feed; the secret address is the permission",
        description: "A week back and two months ahead, one event per duty. 404 for an unknown or revoked address.",
        params: feedParams,
        response: { 200: z.string().describe("text/calendar (RFC 5545)"), ...failures },
      },
    },
    async (request, reply) => {
      const calendar = await feeds.calendar(request.params.file.slice(0, -".ics".length));
      return reply
        .headers({ "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "no-referrer" })
        .type("text/calendar; charset=utf-8")
        .send(calendar);
    },
  );
}
