import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { InstructionFileService } from "./service.js";

export const instructionRoutes =
  (_files: InstructionFileService): FastifyPluginAsyncZod =>
  async () => {};
