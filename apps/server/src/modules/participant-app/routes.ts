import {
  appAnswerRequest,
  appInstallationList,
  appInstallationParams,
  appProfile,
  appSignInRequest,
  appSignInResponse,
  appTriggerRequest,
  appTriggerResponse,
  calendarEventInput,
  errorBody,
  idParams,
  loneWorkerCheckIn,
  loneWorkerSession,
  loneWorkerSosRequest,
  loneWorkerStart,
  myAlarmList,
  onCallRangeQuery,
  participantCalendar,
  participantOnCall,
  respondOutcome,
  shiftPresence,
  shiftPresenceChange,
  statusOk,
} from "@alarm/contract";
import { z } from "zod";
import { requireParticipantOfUser } from "../../core/app-participant.js";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes, RouteScope, ServerDependencies } from "../../server-dependencies.js";
import { streamLiveEvents } from "../alarm-monitor/live-stream.js";
import { findPrincipal } from "../auth/service.js";
import { AlarmTrigger } from "../alarms/trigger/trigger.js";
import { AppInstallations } from "./installations.js";
import { ParticipantAppService } from "./service.js";

const tags = ["Participant app"];
const RESPONSE = { accept: "ACCEPT", decline: "DECLINE" } as const;
const RECONNECT_AFTER_STOP_MS = 1_000;
/** The participant app's calls are what an app sign-in reaches. */
const appOnly = { appSession: true };

/**
 * The participant app (`/app`): every call acts as the participant linked to the signed-in user by
 * its login (403 for a user linked to none); no authority is needed beyond that link.
 */
export const participantAppRoutes: ModuleRoutes = (dependencies) => async (app) => {
  const { config, database } = dependencies;
  const participantApp = new ParticipantAppService(database.db, new AlarmTrigger(database.db, config.timeZone), config.timeZone);
  registerAppSignIn(app, dependencies);
  registerAlarmRoutes(app, participantApp);
  registerLoneWorkerRoutes(app, participantApp);
  registerDutyRoutes(app, participantApp);
  registerLiveStream(app, dependencies, participantApp);
  registerInstallationRoutes(app, new AppInstallations(database.db));
};

function registerAppSignIn(app: RouteScope, { auth, database }: ServerDependencies) {
  app.post(
    "/app/auth",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sign a phone in to the participant app",
        description:
          "As POST /auth (two-factor asked the same way), for a user linked to a participant (403 otherwise). The session lasts APP_SESSION_TTL after its last refresh and is listed, revocable, under the participant's app installations.",
        body: appSignInRequest,
        response: { 200: appSignInResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { deviceName, ...credentials } = request.body;
      const signedIn = await auth.login(
        { ...credentials, address: request.ip, userAgent: request.headers["user-agent"] },
        { deviceName, admit: async (userId) => void (await requireParticipantOfUser(database.db, userId)) },
      );
      return { token: signedIn.token, refreshToken: signedIn.refreshToken, sessionId: signedIn.sessionId };
    },
  );
}

/** The start screen, the alarms that reached the participant and the alarms it raises. */
function registerAlarmRoutes(app: RouteScope, participantApp: ParticipantAppService) {
  app.get(
    "/app/me",
    {
      config: appOnly,
      schema: { tags, summary: "Who is signed in, as which participant, and what the app's start screen offers", response: { 200: appProfile, ...failures } },
    },
    (request) => participantApp.profile(principalOf(request)),
  );
  app.get(
    "/app/alarms",
    { config: appOnly, schema: { tags, summary: "Open alarms that reached the participant, newest first", response: { 200: myAlarmList, ...failures } } },
    async (request) => {
      const participant = await participantApp.participantOf(principalOf(request));
      return { list: await participantApp.alarms.list(participant.id, true) };
    },
  );
  app.get(
    "/app/alarms/history",
    { config: appOnly, schema: { tags, summary: "The latest 50 ended alarms that reached the participant", response: { 200: myAlarmList, ...failures } } },
    async (request) => {
      const participant = await participantApp.participantOf(principalOf(request));
      return { list: await participantApp.alarms.list(participant.id, false) };
    },
  );
  app.post(
    "/app/alarms/:id/answer",
    {
      config: appOnly,
      schema: {
        tags,
        summary: "Accept or decline an alarm that reached the participant (only the first answer counts)",
        params: idParams,
        body: appAnswerRequest,
        response: { 200: respondOutcome, ...failures },
      },
    },
    async (request) => {
      const participant = await participantApp.participantOf(principalOf(request));
      return participantApp.alarms.answer(participant.id, request.params.id, RESPONSE[request.body.answer]);
    },
  );
  app.post(
    "/app/trigger",
    {
      config: { ...appOnly, waitsForDatabase: true },
      schema: {
        tags,
        summary: "Raise an alarm with one of the organization's alarm apps",
        description:
          "The app's plan is alerted. The same requestId again answers the alarm it raised (a trigger queued offline may be sent twice). 400 on appType for an app the organization does not offer; 409 when it has no plan.",
        body: appTriggerRequest,
        response: { 200: appTriggerResponse, ...failures },
      },
    },
    (request) => participantApp.trigger(principalOf(request), request.body),
  );
}

function registerLoneWorkerRoutes(app: RouteScope, participantApp: ParticipantAppService) {
  app.post(
    "/app/lone-worker",
    {
      config: appOnly,
      schema: {
        tags,
        summary: "Start a lone-worker session",
        description: "409 when one is running; 400 on alarmPointId (NO_LONE_WORKER_POINT) when the organization has no lone-worker alarm point.",
        body: loneWorkerStart,
        response: { 200: loneWorkerSession, ...failures },
      },
    },
    (request) => participantApp.loneWorker.start(principalOf(request), request.body),
  );
  app.post(
    "/app/lone-worker/check-in",
    {
      config: { ...appOnly, changesSignIns: false },
      schema: {
        tags,
        summary: "Check in: the next check-in is due an interval from now (409 without a running session)",
        body: loneWorkerCheckIn,
        response: { 200: loneWorkerSession, ...failures },
      },
    },
    (request) => participantApp.loneWorker.checkIn(principalOf(request), request.body.location),
  );
  app.post(
    "/app/lone-worker/check-out",
    { config: appOnly, schema: { tags, summary: "End the running lone-worker session", response: { 200: statusOk, ...failures } } },
    async (request) => {
      await participantApp.loneWorker.checkOut(principalOf(request));
      return ok;
    },
  );
  app.post(
    "/app/lone-worker/sos",
    {
      config: appOnly,
      schema: {
        tags,
        summary: "SOS: trigger the organization's lone-worker alarm point with the worker's location (idempotent by requestId)",
        body: loneWorkerSosRequest,
        response: { 200: appTriggerResponse, ...failures },
      },
    },
    (request) => participantApp.sos(principalOf(request), request.body),
  );
}

/** When the participant is there: its shift, its duties and its absences. */
function registerDutyRoutes(app: RouteScope, participantApp: ParticipantAppService) {
  app.put(
    "/app/shift",
    { config: appOnly, schema: { tags, summary: "Check in to or out of the shift", body: shiftPresenceChange, response: { 200: shiftPresence, ...failures } } },
    (request) => participantApp.setShift(principalOf(request), request.body.checkedIn),
  );
  app.get(
    "/app/duties",
    {
      config: appOnly,
      schema: { tags, summary: "When the participant is on duty", querystring: onCallRangeQuery, response: { 200: participantOnCall, ...failures } },
    },
    (request) => participantApp.duties(principalOf(request), request.query),
  );
  app.get(
    "/app/absences",
    { config: appOnly, schema: { tags, summary: "The participant's private media schedule", response: { 200: participantCalendar, ...failures } } },
    (request) => participantApp.absences(principalOf(request)),
  );
  app.post(
    "/app/absences",
    {
      config: appOnly,
      schema: {
        tags,
        summary: "Add an absence (the entry's kind is always ABSENT); answers the whole schedule",
        body: calendarEventInput,
        response: { 200: participantCalendar, ...failures },
      },
    },
    (request) => participantApp.addAbsence(principalOf(request), request.body),
  );
  app.delete(
    "/app/absences/:eventId",
    {
      config: appOnly,
      schema: {
        tags,
        summary: "Remove one of the participant's absences; answers the whole schedule",
        params: z.object({ eventId: idParams.shape.id }),
        response: { 200: participantCalendar, ...failures },
      },
    },
    (request) => participantApp.removeAbsence(principalOf(request), request.params.eventId),
  );
}

function registerLiveStream(app: RouteScope, { database, engine }: ServerDependencies, participantApp: ParticipantAppService) {
  const openStreams = new Set<(retryMs?: number) => void>();
  app.addHook("preClose", async () => {
    for (const close of openStreams) close(RECONNECT_AFTER_STOP_MS);
  });
  app.get(
    "/app/live",
    {
      config: appOnly,
      schema: {
        tags,
        summary:
          "Server-sent events for the participant: new alarm messages (notification), status changes of the alarms that reached the participant (alarm) and changes of the participant's lone-worker session",
        response: failures,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const participant = await participantApp.participantOf(principal);
      const login = principal.login.toLowerCase();
      // Changes of the alarms that reached the participant: those open now, and those a message announces later.
      const mine = new Set(await participantApp.alarms.openIds(participant.id));
      reply.hijack();
      const close = streamLiveEvents(reply.raw, {
        hub: engine.live,
        accepts: async (event) => {
          if (event.type === "notification") {
            if (event.login.toLowerCase() !== login) return false;
            mine.add(event.alarmId);
            return true;
          }
          if (event.type === "alarm") return mine.has(event.alarmId);
          return event.type === "lone-worker" && event.participantId === participant.id;
        },
        stillAllowed: async () => (await findPrincipal(database.db, principal.id, principal.sessionId)) !== undefined,
        onError: (error) => request.log.error({ err: error }, "participant app stream failed"),
      });
      openStreams.add(close);
      reply.raw.on("close", () => openStreams.delete(close));
    },
  );
}

/** The console's view of a participant's signed-in phones. */
function registerInstallationRoutes(app: RouteScope, installations: AppInstallations) {
  const participantRead = { authority: "PARTICIPANT_ADMIN" as const };
  app.get(
    "/participants/:id/app-installations",
    {
      config: participantRead,
      schema: {
        tags,
        summary: "Phones signed in to the participant app as the participant's linked user",
        params: idParams,
        response: { 200: appInstallationList, ...failures },
      },
    },
    async (request) => ({ list: await installations.list(principalOf(request), request.params.id) }),
  );
  app.delete(
    "/participants/:id/app-installations/:sessionId",
    {
      config: participantRead,
      schema: { tags, summary: "Sign a phone out of the participant app", params: appInstallationParams, response: { 200: statusOk, ...failures } },
    },
    async (request) => {
      await installations.revoke(principalOf(request), request.params.id, request.params.sessionId);
      return ok;
    },
  );
}
