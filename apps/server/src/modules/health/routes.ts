import { errorBody, healthResponse } from "@alarm/contract";
import { AppError } from "../../core/errors.js";
import { DATABASE_AWAY_RETRY_SECONDS } from "../../db/database-away.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

export const healthRoutes: ModuleRoutes =
  ({ database }) =>
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
          throw new AppError("DATABASE_UNAVAILABLE", "Database unreachable", undefined, 503, { "retry-after": String(DATABASE_AWAY_RETRY_SECONDS) });
        }
        return { status: "ok" as const, database: "up" as const };
      },
    );
  };
