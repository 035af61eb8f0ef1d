import { errorBody, livenessResponse, readinessResponse } from "@alarm/contract";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { liveness, readiness } from "./probes.js";

/** Probes for orchestrators (Kubernetes and the like), beside GET /health; both public, 503 with `{code, reason}` when failing. */
export const probeRoutes: ModuleRoutes =
  ({ config, database }) =>
  async (app) => {
    app.get(
      "/health/live",
      {
        config: { public: true, answersWhenBusy: true },
        schema: {
          tags: ["System"],
          summary: "Live while the process answers and the engine's loops go round",
          response: { 200: livenessResponse, 503: errorBody },
        },
      },
      async () => liveness(config),
    );
    app.get(
      "/health/ready",
      {
        config: { public: true },
        schema: {
          tags: ["System"],
          summary: "Ready when the database answers, its migrations are applied and the engine has started",
          response: { 200: readinessResponse, 503: errorBody },
        },
      },
      async () => readiness(config, database),
    );
  };
