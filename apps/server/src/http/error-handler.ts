import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, codeOfStatus } from "../core/errors.js";
import type { ConnectionErrors } from "../db/connection-errors.js";
import { DATABASE_AWAY_RETRY_SECONDS, isDatabaseAway } from "../db/database-away.js";
import { API_POLICY, COMMON_HEADERS } from "./security-headers.js";

/**
 * Maps every failure to the contract's `{code, reason}`; client mistakes never become a 500, and
 * neither does a database that is away (a failover): 503 with Retry-After, told to
 * `connectionErrors` (one warning a while, not a stack trace a request).
 */
export function registerErrorHandler(app: FastifyInstance, connectionErrors: ConnectionErrors) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    if (isDatabaseAway(error)) {
      connectionErrors.heard(error);
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_AWAY_RETRY_SECONDS))
        .send({ code: "DATABASE_UNAVAILABLE", reason: "The database cannot be reached right now (a failover may be under way); try again shortly" });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { field, message: issue.message ?? "invalid", ...problemOf(issue.keyword, issue.params) };
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
    if (isClientError(status)) return reply.status(status).send({ code: codeOfStatus(status), reason: error.message });
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "INTERNAL", reason: "Internal server error" });
  });
}

const isClientError = (status: number) => status >= 400 && status < 500;

/**
 * The machine-readable problem of a zod issue: a custom issue carries its own in `params.code`; text
 * over its maximum length is TOO_LONG with the limit, so the console can say the limit in its language.
 */
function problemOf(keyword: string, params: unknown): { code?: string; limit?: number } {
  const { params: custom, origin, maximum } = params as { params?: { code?: unknown }; origin?: unknown; maximum?: unknown };
  if (typeof custom?.code === "string") return { code: custom.code };
  if (keyword === "too_big" && origin === "string" && typeof maximum === "number") return { code: "TOO_LONG", limit: maximum };
  return {};
}

/** Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter too long for its router. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && isClientError(error.statusCode) ? error.statusCode : 400;
  // Sent before any hook runs, so the security headers are set here.
  return reply
    .status(status)
    .headers({ ...COMMON_HEADERS, "content-security-policy": API_POLICY })
    .send({ code: codeOfStatus(status), reason: error.message });
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * (headers too large, a timeout, a malformed request line), answered as `{code, reason}` too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const reason =
    status === 431 ? "The request's headers are too large" : status === 408 ? "The request took too long to arrive" : "The request could not be read";
  const body = JSON.stringify({ code: codeOfStatus(status), reason });
  const headerLines = Object.entries({ ...COMMON_HEADERS, "content-security-policy": API_POLICY })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${headerLines}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
