import { createHash, timingSafeEqual } from "node:crypto";
import { AggregatorRegistry, Registry } from "prom-client";
import { engineRegistry } from "../../core/engine-metrics.js";
import { AppError } from "../../core/errors.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { databaseGauges } from "./database-gauges.js";
import { processRegistry } from "./instance-metrics.js";

/**
 * GET /metrics at the server's root, in Prometheus text format: the engine's and the process's
 * measurements of this instance, and the gauges read from the database (config.metrics says who
 * may read it). Not in the OpenAPI document: it is no JSON API.
 */
export const metricsRoutes: ModuleRoutes =
  ({ config, database, engine }) =>
  async (app) => {
    const instance = Registry.merge([processRegistry, databaseGauges(database)]);
    const { access, token } = config.metrics;
    app.get("/metrics", { config: { public: true, answersWhenBusy: true }, schema: { hide: true } }, async (request, reply) => {
      if (access === "off") throw new AppError("NOT_FOUND", "Metrics are off; set METRICS_TOKEN or METRICS=open");
      if (access === "token" && !bearerMatches(request.headers.authorization, token!)) {
        throw new AppError("UNAUTHORIZED", "Send the metrics token as Authorization: Bearer <token>", undefined, 401, { "www-authenticate": "Bearer" });
      }
      // The engine's measurements of both threads (the send thread's outbox, the main thread's other loops), added up.
      const [here, sendThread] = await Promise.all([engineRegistry.getMetricsAsJSON(), engine.threadMetrics()]);
      const registry = Registry.merge([AggregatorRegistry.aggregate([here, sendThread]), instance]);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
