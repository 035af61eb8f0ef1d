import { errorBody } from "@alarm/contract";
import { ApiError } from "./api-error";
import type { ApiPath, BodyOption, HttpMethod, RouteOf } from "./api-routes";

export const API_BASE = "/rest/api";

/** Paths are relative to API_BASE; an absolute "/rest/..." path (instruction files live under /rest/admin) is used as it is. */
export function urlOf(path: string): string {
  return path.startsWith("/rest/") ? path : `${API_BASE}${path}`;
}

export const HTTP_TIMEOUT_MS = 30_000;

export type { HttpMethod };

/** What the console needs of a contract (zod) schema: checking an answer. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A call's options whatever its route: what a typed client (api-client.ts) hands on after checking them against the route. */
export interface UncheckedOptions<T> {
  /** The contract schema of the answer; the answer is checked against it. */
  schema: Schema<T>;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** The options of a call of method M on `Path`: the answer's schema, the route's request body if it takes one (api-routes.ts), a signal. */
export type CallOptions<M extends HttpMethod, Path extends string, T> = { schema: Schema<T>; signal?: AbortSignal } & BodyOption<M, RouteOf<M, Path>>;

export type SendOptions<M extends HttpMethod, Path extends string, T> = CallOptions<M, Path, T> & { token?: string | null };

/** One HTTP call to a route of the API: 30 s timeout, success is status 200 only, failures become ApiError. */
export function send<M extends HttpMethod, const Path extends ApiPath<M>, T>(method: M, path: Path, options: SendOptions<M, Path, T>): Promise<T> {
  return sendUnchecked(method, path, options);
}

/** `send` for a path and body already checked against the route by the caller's own signature. */
export async function sendUnchecked<T>(method: HttpMethod, path: string, options: UncheckedOptions<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener("abort", abortFromCaller);

  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(urlOf(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, "TIMEOUT", `No answer from ${path} within ${HTTP_TIMEOUT_MS / 1000} s`);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }

  const json = await response.json().catch(() => undefined);
  if (response.status !== 200) throw toApiError(response.status, json);

  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, "BAD_RESPONSE", `Unexpected answer from ${path}`);
  }
  return parsed.data;
}

/** The ApiError of a failed answer: the server's `{code, reason}` when it sent one. */
export function toApiError(status: number, json: unknown): ApiError {
  const body = errorBody.safeParse(json);
  if (body.success) return new ApiError(status, body.data.code, body.data.reason, body.data.details, body.data.retryAfterSeconds, body.data.usedBy);
  return new ApiError(status, status === 401 ? "UNAUTHORIZED" : "BAD_RESPONSE", `HTTP ${status}`);
}
