import type { ErrorBody, ErrorCode } from "@alarm/contract";

type Detail = NonNullable<ErrorBody["details"]>[number];

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  INVALID_CREDENTIALS: 401,
  VERIFICATION_CODE_REQUIRED: 401,
  INVALID_VERIFICATION_CODE: 401,
  UNAUTHORIZED: 401,
  ACCESS_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_EXCEEDED: 409,
  RATE_LIMITED: 429,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 400,
  INVALID_FILE_NAME: 400,
  SPEECH_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into `{code, reason}`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    readonly details?: Detail[],
    status?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
    this.status = status ?? STATUS[code];
  }

  toBody(): ErrorBody {
    return this.details ? { code: this.code, reason: this.reason, details: this.details } : { code: this.code, reason: this.reason };
  }
}

export const notFound = (what = "Object") => new AppError("NOT_FOUND", `${what} not found`);
export const accessDenied = (reason = "You are not allowed to do this") => new AppError("ACCESS_DENIED", reason);
export const unauthorized = (reason = "Sign in first") => new AppError("UNAUTHORIZED", reason);
export const conflict = (reason: string) => new AppError("CONFLICT", reason);
export const fieldError = (field: string, message: string, code?: string) =>
  new AppError("VALIDATION", message, [code ? { field, message, code } : { field, message }]);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError("RATE_LIMITED", "Too many attempts, try again later", undefined, 429, {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
