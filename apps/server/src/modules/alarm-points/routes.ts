import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AlarmPointService } from "./service.js";

export const alarmPointRoutes =
  (_service: AlarmPointService): FastifyPluginAsyncZod =>
  async () => {};
