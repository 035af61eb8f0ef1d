import { z } from "zod";
import { objectType } from "./object-type.js";

/** Stable error codes (docs/domain-rules.md#rest-conventions); the console maps each to a translation key. */
export const ERROR_CODES = [
  "VALIDATION",
  "INVALID_CREDENTIALS",
  "VERIFICATION_CODE_REQUIRED",
  "INVALID_VERIFICATION_CODE",
  "UNAUTHORIZED",
  "ACCESS_DENIED",
  "NOT_FOUND",
  "CONFLICT",
  "LIMIT_EXCEEDED",
  "RATE_LIMITED",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "HEADERS_TOO_LARGE",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "INVALID_FILE_NAME",
  "SPEECH_UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "SERVER_BUSY",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** How many of the objects that use another a refusal names; the rest are counted. */
export const USED_BY_NAMED = 5;

/** The objects that keep another from being deleted: a few named (those the caller may see), and how many in all. */
export const usedBy = z.object({
  object: z.string().describe("The name of the object that is still used"),
  users: z.array(z.object({ type: objectType, name: z.string() })).max(USED_BY_NAMED),
  total: z.number().int().min(0).describe("How many objects use it, named or not"),
});
export type UsedBy = z.infer<typeof usedBy>;

export const errorBody = z
  .object({
    code: z.enum(ERROR_CODES),
    reason: z.string(),
    details: z
      .array(
        z.object({
          field: z.string(),
          message: z.string(),
          code: z.string().optional().describe("Machine-readable problem, e.g. TOO_SHORT"),
          limit: z.number().int().optional().describe("With TOO_LONG: the most characters accepted"),
        }),
      )
      .optional()
      .describe("Per-field problems of a VALIDATION error"),
    retryAfterSeconds: z.number().int().min(1).optional().describe("With RATE_LIMITED: seconds until a new attempt is accepted"),
    usedBy: usedBy.optional().describe("With a CONFLICT for an object that is still in use: what uses it"),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;
