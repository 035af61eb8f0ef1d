import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from "fastify";
import { TRIGGER_PATIENCE_MS, TRIGGERS_WAITING, whileDatabaseAway } from "../db/database-away.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A trigger: while the database is away (a failover), the request waits for it up to
     * TRIGGER_PATIENCE_MS from its arrival, then is answered as usual, or 503 with Retry-After.
     * Other requests are answered 503 at once.
     */
    waitsForDatabase?: boolean;
  }
}

/** The moment (epoch ms) a waiting request gives up: `patienceMs` after it arrived. */
export const patienceDeadline = (reply: FastifyReply, patienceMs = TRIGGER_PATIENCE_MS) => Date.now() - reply.elapsedTime + patienceMs;

/**
 * Routes that say `config.waitsForDatabase` run their handler again while it fails because the
 * database is away (the authentication hook waits the same way). The handler runs from its start
 * each time: what a trigger writes is one statement or one transaction, so a failed try left
 * nothing behind, and only a try whose commit was cut may have been written (docs/high-availability.md).
 */
export function registerDatabasePatience(app: FastifyInstance, patienceMs = TRIGGER_PATIENCE_MS) {
  app.addHook("onRoute", (route) => {
    if (!route.config?.waitsForDatabase) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      return whileDatabaseAway(async () => handler.call(this, request, reply), patienceDeadline(reply, patienceMs), TRIGGERS_WAITING);
    };
  });
}
