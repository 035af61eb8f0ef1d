import { errorBody, healthResponse } from "@alarm/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../core/errors.js";
import type { Database } from "../../db/database.js";

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      {
        config: { public: true },
        schema: { tags: ["System"], summary: "Ready when the database answers", response: { 200: healthResponse, 503: errorBody } },
      },
      async () => {
        try {
          await database.ping();
        } catch {
          throw new AppError("INTERNAL", "Database unreachable", undefined, 503);
        }
        return { status: "ok" as const, database: "up" as const };
      },
    );
  };
