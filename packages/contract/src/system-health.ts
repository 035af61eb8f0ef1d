import { z } from "zod";

/** GET /health/live: the process answers and every engine loop went round lately. */
export const livenessResponse = z.object({
  status: z.literal("ok"),
  engine: z.enum(["running", "off"]),
  loops: z.array(z.object({ job: z.string(), secondsSinceRound: z.number() })).describe("The engine's loops in this process and when each last went round"),
});
export type LivenessResponse = z.infer<typeof livenessResponse>;

/** GET /health/ready: the instance can serve: database reachable, migrations applied, engine started (unless turned off). */
export const readinessResponse = z.object({
  status: z.literal("ok"),
  database: z.literal("up"),
  migrations: z.literal("applied"),
  engine: z.enum(["started", "off"]),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
