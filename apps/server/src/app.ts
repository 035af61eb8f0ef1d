import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { registerAuthentication } from "./http/authentication.js";
import { answerClientError, answerFrameworkError, registerErrorHandler } from "./http/error-handler.js";
import { registerTextInputCheck } from "./http/input-text.js";
import { loggerOptions } from "./http/request-log.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { accountRoutes } from "./modules/account/routes.js";
import { alarmPlanRoutes } from "./modules/alarm-plans/routes.js";
import { AlarmPlanService } from "./modules/alarm-plans/service.js";
import { alarmPointCalendarRoutes } from "./modules/alarm-points/calendar-routes.js";
import { AlarmPointCalendarService } from "./modules/alarm-points/calendar-service.js";
import { alarmPointRoutes } from "./modules/alarm-points/routes.js";
import { AlarmPointService } from "./modules/alarm-points/service.js";
import { alarmTemplateRoutes } from "./modules/alarm-templates/routes.js";
import { AlarmTemplateService } from "./modules/alarm-templates/service.js";
import { createEngine } from "./engine/index.js";
import { alarmTriggerRoutes } from "./modules/alarm-trigger/routes.js";
import { alarmMonitorRoutes } from "./modules/alarm-monitor/routes.js";
import { alarmResponseRoutes } from "./modules/alarm-responses/routes.js";
import { gatewayWebhookRoutes } from "./modules/gateway-webhooks/routes.js";
import { webPushRoutes } from "./modules/web-push/routes.js";
import { instructionRoutes } from "./modules/instructions/routes.js";
import { InstructionFileService } from "./modules/instructions/service.js";
import { speechRoutes } from "./modules/speech/routes.js";
import { SpeechService } from "./modules/speech/service.js";
import { textTemplateRoutes } from "./modules/text-templates/routes.js";
import { TextTemplateService } from "./modules/text-templates/service.js";
import { AccountService } from "./modules/account/service.js";
import { sharedSetting } from "./core/shared-settings.js";
import { clock } from "./core/clock.js";
import { testClockRoutes } from "./modules/test-clock/routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { AuthService } from "./modules/auth/service.js";
import { AccessTokens, newSigningSecret } from "./modules/auth/tokens.js";
import { SignInThrottle } from "./modules/auth/sign-in-throttle.js";
import { TwoFactorService } from "./modules/auth/two-factor-service.js";
import { healthRoutes } from "./modules/health/routes.js";
import { holidayRoutes } from "./modules/holidays/routes.js";
import { HolidayService } from "./modules/holidays/service.js";
import { listRoutes } from "./modules/lists/routes.js";
import { ListService } from "./modules/lists/service.js";
import { MoveService } from "./modules/organizations/move-service.js";
import { organizationRoutes } from "./modules/organizations/routes.js";
import { participantGroupRoutes } from "./modules/participant-groups/routes.js";
import { ParticipantGroupService } from "./modules/participant-groups/service.js";
import { participantCalendarRoutes } from "./modules/participants/calendar-routes.js";
import { ParticipantCalendarService } from "./modules/participants/calendar-service.js";
import { participantRoutes } from "./modules/participants/routes.js";
import { ParticipantService } from "./modules/participants/service.js";
import { OrganizationService } from "./modules/organizations/service.js";
import { roleRoutes } from "./modules/roles/routes.js";
import { RoleService } from "./modules/roles/service.js";
import { tableFilterRoutes } from "./modules/table-filters/routes.js";
import { TableFilterService } from "./modules/table-filters/service.js";
import { userRoutes } from "./modules/users/routes.js";
import { UserService } from "./modules/users/service.js";

export const API_PREFIX = "/rest/api";
/** Instruction-file calls have their own base (SPEC section 7). */
export const ADMIN_PREFIX = "/rest/admin";
const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** `logStream` replaces stdout as the log's destination (tests read it). */
export async function buildApp(config: Config, database: Database, logStream?: { write(line: string): void }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputCheck(app);
  registerSecurityHeaders(app, `${API_PREFIX}/docs`);

  // Instances share the signing key through the database unless one is configured.
  const signingSecret = config.jwtSecret ?? (await sharedSetting(database.db, "jwt-signing-secret", newSigningSecret));
  const throttle = new SignInThrottle(database.db, config);
  const auth = new AuthService(database.db, config, new AccessTokens(signingSecret, config.accessTokenTtlSeconds), throttle);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Alarm console API", version: "1.0.0", description: "REST API of the alarm-notification and on-call console." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    // Each operation names the authority it needs, for readers and for the authorization tests.
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const config = document.route.config as { authority?: string | string[]; public?: boolean } | undefined;
      const schema = transformed.schema as Record<string, unknown>;
      if (config?.authority) schema["x-authority"] = typeof config.authority === "string" ? config.authority : config.authority.join(" | ");
      if (config?.public) schema.security = [];
      return transformed;
    },
    // Registers every schema with a zod `id` under components.schemas, where the operations' $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  if (config.testClock) clock.allowAdvance();
  const speech = new SpeechService(config, database.db);
  const engine = createEngine(config, database, speech);
  const dependencies = { config, database, engine, speech };
  await app.register(
    async (api) => {
      registerAuthentication(api, auth);
      await api.register(healthRoutes(database));
      await api.register(authRoutes(auth, new TwoFactorService(database.db, throttle)));
      await api.register(accountRoutes(new AccountService(database.db, throttle)));
      await api.register(organizationRoutes(new OrganizationService(database.db), new MoveService(database.db)));
      const users = new UserService(database.db);
      await api.register(userRoutes(users));
      const participants = new ParticipantService(database.db, users);
      await api.register(participantRoutes(participants));
      await api.register(participantCalendarRoutes(new ParticipantCalendarService(database.db, participants, config.timeZone)));
      await api.register(participantGroupRoutes(new ParticipantGroupService(database.db)));
      await api.register(holidayRoutes(new HolidayService(database.db)));
      await api.register(roleRoutes(new RoleService(database.db)));
      await api.register(listRoutes(new ListService(database.db)));
      await api.register(tableFilterRoutes(new TableFilterService(database.db)));
      await api.register(alarmPlanRoutes(new AlarmPlanService(database.db)));
      await api.register(alarmPointRoutes(new AlarmPointService(database.db)));
      await api.register(alarmPointCalendarRoutes(new AlarmPointCalendarService(database.db, config.timeZone)));
      await api.register(speechRoutes(speech));
      await api.register(alarmTemplateRoutes(new AlarmTemplateService(database.db)));
      await api.register(textTemplateRoutes(new TextTemplateService(database.db, config.timeZone)));
      await api.register(alarmTriggerRoutes(engine));
      await api.register(alarmMonitorRoutes(dependencies));
      await api.register(alarmResponseRoutes(dependencies));
      await api.register(webPushRoutes(dependencies));
      await api.register(gatewayWebhookRoutes(dependencies));
      if (config.testClock) await api.register(testClockRoutes(clock));
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      registerAuthentication(admin, auth);
      await admin.register(instructionRoutes(new InstructionFileService(database.db, config)));
    },
    { prefix: ADMIN_PREFIX },
  );

  await serveConsole(app, config.webDist ?? defaultWebDist);
  await engine.start(app.log);
  app.addHook("onClose", () => engine.stop());
  return app;
}

/**
 * Serves the built console, answering unknown non-API paths with index.html for client routing.
 * Files are looked up per request, so a rebuilt console is served without a restart.
 */
async function serveConsole(app: FastifyInstance, webDist: string) {
  const hasConsole = existsSync(`${webDist}/index.html`);
  if (hasConsole) await app.register(fastifyStatic, { root: webDist, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/rest/");
    if (!isApi && hasConsole && request.method === "GET") return reply.sendFile("index.html");
    return reply.status(404).send({ code: "NOT_FOUND", reason: `No route ${request.method} ${request.url.split("?")[0]}` });
  });
}
