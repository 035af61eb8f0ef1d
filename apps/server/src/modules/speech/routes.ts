import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SpeechService } from "./service.js";

export const speechRoutes =
  (_speech: SpeechService): FastifyPluginAsyncZod =>
  async () => {};
