import { z } from "zod";

/** Stable error codes of DESIGN.md section 2; the console maps each to a translation key. */
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
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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
        }),
      )
      .optional()
      .describe("Per-field problems of a VALIDATION error"),
    retryAfterSeconds: z.number().int().min(1).optional().describe("With RATE_LIMITED: seconds until a new attempt is accepted"),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;
