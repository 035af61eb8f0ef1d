import { z } from "zod";
import { clock } from "../../core/clock.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

/**
 * Moves the server's clock forward so that waits pass at once (DESIGN "Test clock"). Registered
 * only when the server runs in test mode (`TEST_CLOCK`); it does not exist in production.
 */
export const testClockRoutes: ModuleRoutes = () => async (app) => {
    app.post(
      "/test/clock",
      {
        config: { public: true },
        schema: {
          hide: true,
          body: z.strictObject({ advanceSeconds: z.number().min(0).max(366 * 86_400) }),
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceSeconds * 1000);
        return { now: clock.now().toISOString() };
      },
    );
  };
