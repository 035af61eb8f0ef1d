import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * This process's own measurements beside the engine's (core/engine-metrics.ts): Node.js process
 * figures (event-loop lag, heap, CPU, handles) and HTTP request durations.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/**
 * prom-client names three gauges like counters (`nodejs_active_handles_total`, …), which
 * `promtool check metrics` refuses: each is served as `…_all_types` instead, the sum of the same
 * gauge by type.
 */
for (const base of ["nodejs_active_handles", "nodejs_active_requests", "nodejs_active_resources"]) {
  const misnamed = processRegistry.getSingleMetric(`${base}_total`);
  if (!misnamed) continue;
  processRegistry.removeSingleMetric(`${base}_total`);
  new Gauge({
    name: `${base}_all_types`,
    help: `Total number of ${base.slice("nodejs_active_".length)} of every type`,
    registers: [processRegistry],
    async collect() {
      this.set((await misnamed.get()).values[0]?.value ?? 0);
    },
  });
}

const requestDuration = new Histogram({
  name: "alarm_console_http_request_duration_seconds",
  help: "HTTP requests answered, by method, route (as declared) and status code",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Times every request of `app`; a path that matches no route counts as "unmatched", so stray URLs make no new series. */
export function registerRequestMetrics(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
