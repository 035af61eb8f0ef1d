import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TextTemplateService } from "./service.js";

export const textTemplateRoutes =
  (_service: TextTemplateService): FastifyPluginAsyncZod =>
  async () => {};
