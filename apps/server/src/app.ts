import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { PATHS } from "./paths.js";
import { registerAuditContext } from "./http/audit-context.js";
import { registerAuthentication } from "./http/authentication.js";
import { consoleFileHeaders, registerCompression } from "./http/compression.js";
import { registerDatabasePatience } from "./http/database-patience.js";
import { registerOverloadGuard } from "./http/overload-guard.js";
import { answerClientError, answerFrameworkError, registerErrorHandler } from "./http/error-handler.js";
import { registerTextInputCheck } from "./http/input-text.js";
import { registerJsonBodyParser } from "./http/json-body.js";
import { registerUnknownFieldCheck } from "./http/unknown-fields.js";
import { openApiOptions } from "./http/openapi-document.js";
import { loggerOptions } from "./http/request-log.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { accountRoutes } from "./modules/account/routes.js";
import { alarmPlanRoutes } from "./modules/alarm-plans/routes.js";
import { alarmPointCalendarRoutes } from "./modules/alarm-points/calendar-routes.js";
import { alarmPointRoutes } from "./modules/alarm-points/routes.js";
import { consequentialRoutes } from "./modules/alarm-points/consequential-routes.js";
import { alarmTemplateRoutes } from "./modules/alarm-templates/routes.js";
import { createEngine } from "./engine/index.js";
import { TriggerStarts } from "./engine/public.js";
import { AlarmTrigger } from "./modules/alarms/trigger/trigger.js";
import { alarmRoutes } from "./modules/alarms/routes.js";
import { alarmMonitorRoutes } from "./modules/alarm-monitor/routes.js";
import { pushBrowsers } from "./modules/web-push/push-browsers.js";
import { webPushRoutes } from "./modules/web-push/routes.js";
import { instructionRoutes } from "./modules/instructions/routes.js";
import { speechRoutes } from "./modules/speech/routes.js";
import { SpeechService } from "./modules/speech/service.js";
import { textTemplateRoutes } from "./modules/text-templates/routes.js";
import { alarmRuleRoutes } from "./modules/alarm-rules/routes.js";
import { maintenanceWindowRoutes } from "./modules/maintenance-windows/routes.js";
import { shelvingRoutes } from "./modules/alarm-points/shelving-routes.js";
import { incidentRoutes } from "./modules/incidents/routes.js";
import { clock } from "./core/clock.js";
import { testClockRoutes } from "./modules/test-clock/routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { ssoRoutes } from "./modules/auth/sso-routes.js";
import { AuthService } from "./modules/auth/service.js";
import type { ModuleRoutes, ServerDependencies } from "./server-dependencies.js";
import { AccessTokens, serverSigningSecret } from "./modules/auth/tokens.js";
import { SignInThrottle } from "./modules/auth/sign-in-throttle.js";
import { healthRoutes } from "./modules/health/routes.js";
import { registerRequestMetrics } from "./modules/metrics/instance-metrics.js";
import { probeRoutes } from "./modules/metrics/probe-routes.js";
import { metricsRoutes } from "./modules/metrics/routes.js";
import { holidayRoutes } from "./modules/holidays/routes.js";
import { listRoutes } from "./modules/lists/routes.js";
import { organizationRoutes } from "./modules/organizations/routes.js";
import { participantGroupRoutes } from "./modules/participant-groups/routes.js";
import { participantCalendarRoutes } from "./modules/participants/calendar-routes.js";
import { participantRoutes } from "./modules/participants/routes.js";
import { roleRoutes } from "./modules/roles/routes.js";
import { dashboardRoutes } from "./modules/dashboard/routes.js";
import { reportRoutes } from "./modules/reports/routes.js";
import { rotationScheduleRoutes } from "./modules/rotation-schedules/routes.js";
import { onCallRoutes } from "./modules/on-call/routes.js";
import { integrationIntakeRoutes } from "./modules/integrations/intake/routes.js";
import { integrationKeyRoutes } from "./modules/integrations/keys/routes.js";
import { registerMailListener } from "./modules/integrations/email/mail-listener.js";
import { Heartbeats } from "./modules/integrations/heartbeats/heartbeats.js";
import { outgoingWebhookRoutes } from "./modules/outgoing-webhooks/routes.js";
import { tableFilterRoutes } from "./modules/table-filters/routes.js";
import { userRoutes } from "./modules/users/routes.js";
import { predefinedAppRoutes } from "./modules/predefined-apps/routes.js";
import { auditLogRoutes } from "./modules/audit-log/routes.js";
import { loneWorkerRoutes } from "./modules/lone-worker/routes.js";
import { LoneWorkerSessions } from "./modules/lone-worker/sessions.js";
import { participantAppRoutes } from "./modules/participant-app/routes.js";
import { shiftPresenceRoutes } from "./modules/shift-presence/routes.js";
import { systemTableRoutes } from "./modules/system-tables/routes.js";
import { importExportRoutes } from "./modules/import-export/routes.js";

export const API_PREFIX = "/rest/api";
/** Instruction-file calls have their own base (docs/domain-rules.md#rest-conventions). */
export const ADMIN_PREFIX = "/rest/admin";
/** Other systems' alerts, with integration keys instead of users' tokens. */
export const INTEGRATIONS_PREFIX = "/rest/integrations";

/** `logStream` replaces stdout as the log's destination (tests read it). */
/** `sendThreadEntry`: the main file the engine starts its send thread from (main.ts passes itself; tests run the outbox in-thread). */
export async function buildApp(
  config: Config,
  database: Database,
  logStream?: { write(line: string): void },
  sendThreadEntry?: string,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, database.connectionErrors);
  database.tellConnectionErrorsTo(app.log);
  registerDatabasePatience(app);
  registerOverloadGuard(app, database, config.databaseQueueLimit);
  registerTextInputCheck(app);
  registerJsonBodyParser(app);
  registerUnknownFieldCheck(app, INTEGRATIONS_PREFIX);
  registerSecurityHeaders(app, `${API_PREFIX}/docs`);
  registerRequestMetrics(app);
  await registerCompression(app);

  // Instances share the signing key through the database unless one is configured.
  const signingSecret = await serverSigningSecret(config.jwtSecret, database.db);
  const throttle = new SignInThrottle(database.db, config);
  const auth = new AuthService(database.db, config, new AccessTokens(signingSecret, config.accessTokenTtlSeconds), throttle);
  const stopHearingSignIns = await auth.hearSignInChanges(database);
  app.addHook("onClose", stopHearingSignIns);

  await app.register(fastifySwagger, openApiOptions(config.publicUrl));
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  if (config.testClock) clock.allowAdvance();
  const speech = new SpeechService(config, database.db);
  const heartbeats = new Heartbeats(database.db, config.timeZone);
  const triggerStarts = new TriggerStarts(config.engine.enabled, database, config.engine.sendTimeoutSeconds);
  const trigger = new AlarmTrigger(database.db, config.timeZone, { starts: triggerStarts });
  const loneWorkers = new LoneWorkerSessions(database.db, trigger);
  const engine = createEngine(config, database, {
    speech,
    push: pushBrowsers,
    missedHeartbeat: heartbeats.raiseMissed,
    followUp: trigger.raiseFollowUp,
    missedCheckIn: loneWorkers.raiseMissed,
    sendThreadEntry,
    triggerStarts,
  });
  const dependencies: ServerDependencies = { config, database, engine, speech, auth, throttle, triggerStarts };
  const apiRoutes: ModuleRoutes[] = [
    healthRoutes,
    probeRoutes,
    authRoutes,
    ssoRoutes,
    accountRoutes,
    organizationRoutes,
    userRoutes,
    participantRoutes,
    participantCalendarRoutes,
    participantGroupRoutes,
    holidayRoutes,
    roleRoutes,
    listRoutes,
    tableFilterRoutes,
    alarmPlanRoutes,
    alarmPointRoutes,
    consequentialRoutes,
    alarmPointCalendarRoutes,
    rotationScheduleRoutes,
    onCallRoutes,
    integrationKeyRoutes,
    speechRoutes,
    alarmTemplateRoutes,
    textTemplateRoutes,
    alarmRuleRoutes,
    maintenanceWindowRoutes,
    shelvingRoutes,
    incidentRoutes,
    alarmRoutes,
    alarmMonitorRoutes,
    webPushRoutes,
    outgoingWebhookRoutes,
    dashboardRoutes,
    reportRoutes,
    predefinedAppRoutes,
    loneWorkerRoutes,
    participantAppRoutes,
    shiftPresenceRoutes,
    systemTableRoutes,
    importExportRoutes,
    auditLogRoutes,
    ...(config.testClock ? [testClockRoutes] : []),
  ];
  await registerUnder(app, API_PREFIX, auth, apiRoutes, dependencies);
  await registerUnder(app, ADMIN_PREFIX, auth, [instructionRoutes], dependencies);
  await registerUnder(app, INTEGRATIONS_PREFIX, auth, [integrationIntakeRoutes], dependencies);

  await app.register(metricsRoutes(dependencies));
  await serveConsole(app, config.webDist ?? PATHS.webDist);
  await engine.start(app.log);
  app.addHook("onClose", () => engine.stop());
  registerMailListener(app, dependencies);
  return app;
}

/** Registers modules' routes under one prefix, each behind the authentication check. */
async function registerUnder(app: FastifyInstance, prefix: string, auth: AuthService, routes: ModuleRoutes[], dependencies: ServerDependencies) {
  await app.register(
    async (scope) => {
      registerAuditContext(scope);
      registerAuthentication(scope, auth);
      for (const moduleRoutes of routes) await scope.register(moduleRoutes(dependencies));
    },
    { prefix },
  );
}

/**
 * Serves the built console, answering unknown non-API paths with index.html for client routing.
 * Files are looked up per request, so a rebuilt console is served without a restart.
 */
async function serveConsole(app: FastifyInstance, webDist: string) {
  const hasConsole = existsSync(`${webDist}/index.html`);
  // The build writes a .br and a .gz beside each compressible file; the one the browser accepts is sent.
  if (hasConsole)
    await app.register(fastifyStatic, { root: webDist, wildcard: true, preCompressed: true, cacheControl: false, setHeaders: consoleFileHeaders(webDist) });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/rest/");
    // The participant app (a second entry of the build) routes on its own below /app.
    const page = /^\/app(\/|\?|$)/.test(request.url) && existsSync(`${webDist}/app/index.html`) ? "app/index.html" : "index.html";
    if (!isApi && hasConsole && request.method === "GET") return reply.sendFile(page);
    return reply.status(404).send({ code: "NOT_FOUND", reason: `No route ${request.method} ${request.url.split("?")[0]}` });
  });
}
