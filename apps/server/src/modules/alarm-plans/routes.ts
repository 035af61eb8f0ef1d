import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AlarmPlanService } from "./service.js";

export const alarmPlanRoutes =
  (_service: AlarmPlanService): FastifyPluginAsyncZod =>
  async () => {};
