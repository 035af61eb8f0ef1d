import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Engine } from "./engine/index.js";
import type { TriggerStarts } from "./engine/public.js";
import type { AuthService } from "./modules/auth/service.js";
import type { SignInThrottle } from "./modules/auth/sign-in-throttle.js";
import type { SpeechService } from "./modules/speech/service.js";

/**
 * What app.ts builds once and hands to every module's routes. Each route file takes the whole set
 * and destructures the parts it uses, building its own services from them.
 */
export type ServerDependencies = {
  config: Config;
  database: Database;
  engine: Engine;
  speech: SpeechService;
  auth: AuthService;
  throttle: SignInThrottle;
  /** Whether triggers start their alarms, shared with the engine that takes the messages they claim. */
  triggerStarts: TriggerStarts;
};

/** A module's routes, built from the server's dependencies; app.ts registers every one the same way. */
export type ModuleRoutes = (dependencies: ServerDependencies) => FastifyPluginAsyncZod;

/** The scope a module's routes register on, for the functions a route file groups its routes into. */
export type RouteScope = Parameters<FastifyPluginAsyncZod>[0];
