import type { FastifyInstance } from "fastify";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered however many requests wait for the database: the liveness probe and the metrics, which show the overload. */
    answersWhenBusy?: boolean;
  }
}

/** Seconds a refused client is told to wait: the queue of a busy server moves in well under a second. */
export const SERVER_BUSY_RETRY_SECONDS = 1;

/**
 * Past `queueLimit` requests waiting for one of the pool's connections, a new request is answered
 * 503 SERVER_BUSY with Retry-After at once, before it reads anything. Without a bound, a server
 * triggered faster than its database takes the alarms holds every waiting request (its socket,
 * body and handler) until memory runs out; with it, the senders keep what is not accepted and send
 * it again (Alertmanager retries on 5xx, PagerDuty's Events API asks its senders to, the console
 * shows the error), and what was accepted is not lost. The embedded database has no pool and no bound.
 */
export function registerOverloadGuard(app: FastifyInstance, database: Pick<Database, "poolUse">, queueLimit: number) {
  if (!database.poolUse) return;
  const poolUse = database.poolUse.bind(database);
  let refused = 0;
  let toldAt = 0;
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config?.answersWhenBusy || poolUse().waiting < queueLimit) return;
    refused += 1;
    // Told once a minute, with how many were refused since: not once a request, when there are thousands.
    if (Date.now() - toldAt >= 60_000) {
      app.log.warn({ refused, queueLimit }, "more requests wait for the database than DATABASE_QUEUE_LIMIT: answering 503 SERVER_BUSY");
      toldAt = Date.now();
      refused = 0;
    }
    throw new AppError("SERVER_BUSY", "More requests wait for the database than the server takes: try again shortly", undefined, 503, {
      "retry-after": String(SERVER_BUSY_RETRY_SECONDS),
    });
  });
}
