import type { ErrorBody, ErrorCode, UsedBy } from "@alarm/contract";

/** Failures found by the console itself rather than reported by the server. */
export type ClientErrorCode = "NETWORK" | "TIMEOUT" | "BAD_RESPONSE";

export type FieldProblem = NonNullable<ErrorBody["details"]>[number];

/** A failed call: the server's `{code, reason, details}` or a client-side code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly reason: string;
  readonly details: FieldProblem[];
  /** With RATE_LIMITED: seconds until the server accepts another attempt. */
  readonly retryAfterSeconds: number | undefined;
  /** With a CONFLICT for an object still in use: what uses it. */
  readonly usedBy: UsedBy | undefined;

  constructor(status: number, code: ErrorCode | ClientErrorCode, reason: string, details: FieldProblem[] = [], retryAfterSeconds?: number, usedBy?: UsedBy) {
    super(reason);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.reason = reason;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.usedBy = usedBy;
  }
}

export function isApiError(error: unknown, code?: ApiError["code"]): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** True when the server answered that the caller is not (or no longer) signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** True when the server gave a definite answer, as opposed to being unreachable or broken. */
export function isRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
