import { z } from "zod";
import { clock } from "../../core/clock.js";
import { fieldError } from "../../core/errors.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

/**
 * Moves the server's clock forward so that waits pass at once, or to a chosen instant so that schedules
 * can be tried at the times they name (docs/domain-rules.md#test-clock). Registered
 * only when the server runs in test mode (`TEST_CLOCK`); it does not exist in production.
 */
export const testClockRoutes: ModuleRoutes = () => async (app) => {
  app.post(
    "/test/clock",
    {
      config: { public: true },
      schema: {
        hide: true,
        body: z.union([
          z.strictObject({
            advanceSeconds: z
              .number()
              .min(0)
              .max(366 * 86_400),
          }),
          z.strictObject({ at: z.iso.datetime({ offset: true }).describe("Move to this instant; it must not be in the clock's past") }),
        ]),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      const body = request.body;
      const ms = "at" in body ? Date.parse(body.at) - clock.now().getTime() : body.advanceSeconds * 1000;
      if (ms < 0) throw fieldError("at", "The clock moves only forward", "IN_THE_PAST");
      clock.advance(ms);
      return { now: clock.now().toISOString() };
    },
  );
};
