import type { ErrorBody, ErrorCode, UsedBy } from "@alarm/contract";

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
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 400,
  INVALID_FILE_NAME: 400,
  SPEECH_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  INTERNAL: 500,
};

/** The code answered for a status set by Fastify itself or a plugin; any other client error is a VALIDATION. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: "UNAUTHORIZED",
  403: "ACCESS_DENIED",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
};
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? "VALIDATION";

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
/** A refused delete: other objects still hold this one; `usedBy` names a few of them for the console. */
export class TightlyUsedError extends AppError {
  constructor(
    readonly object: string,
    readonly users?: Omit<UsedBy, "object">,
  ) {
    super("CONFLICT", `Object "${object}" is tightly used by others`);
  }

  override toBody(): ErrorBody {
    return this.users ? { ...super.toBody(), usedBy: { object: this.object, ...this.users } } : super.toBody();
  }
}

export const tightlyUsed = (name: string, users?: Omit<UsedBy, "object">) => new TightlyUsedError(name, users);
/** A refused update: the version sent is no longer the stored one. */
export const staleVersion = () => conflict("Someone else changed this object meanwhile; reload it and try again");
export const fieldError = (field: string, message: string, code?: string) =>
  new AppError("VALIDATION", message, [code ? { field, message, code } : { field, message }]);
/** 429 with the wait both as the `Retry-After` header and as `retryAfterSeconds` in the body. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, reason: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super("RATE_LIMITED", reason, undefined, 429, { "retry-after": String(seconds) });
    this.retryAfterSeconds = seconds;
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), retryAfterSeconds: this.retryAfterSeconds };
  }
}

export const rateLimited = (retryAfterSeconds: number, reason = "Too many attempts, try again later") => new RateLimitedError(retryAfterSeconds, reason);
