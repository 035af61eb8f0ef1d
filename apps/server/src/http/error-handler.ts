import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors.js";

/** Maps every failure to the contract's `{code, reason}`; client mistakes never become a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        // A custom zod issue carries its machine-readable problem in `params.code`.
        const code = (issue.params as { params?: { code?: unknown } }).params?.code;
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { field, message: issue.message ?? "invalid", ...(typeof code === "string" ? { code } : {}) };
      });
      return reply.status(400).send({
        code: "VALIDATION",
        reason: `Invalid ${error.validationContext ?? "request"}: ${details.map((d) => `${d.field || "value"} ${d.message}`).join("; ")}`,
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response does not match its schema");
      return reply.status(500).send({ code: "INTERNAL", reason: "Internal server error" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? "NOT_FOUND" : status === 429 ? "RATE_LIMITED" : status === 401 ? "UNAUTHORIZED" : "VALIDATION";
      return reply.status(status).send({ code, reason: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "INTERNAL", reason: "Internal server error" });
  });
}
