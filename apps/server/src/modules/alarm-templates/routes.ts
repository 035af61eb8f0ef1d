import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AlarmTemplateService } from "./service.js";

export const alarmTemplateRoutes =
  (_service: AlarmTemplateService): FastifyPluginAsyncZod =>
  async () => {};
