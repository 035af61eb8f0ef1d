import { isUnauthorized } from "./api-error";
import type { ApiPath, HttpMethod } from "./api-routes";
import { sendUnchecked, type CallOptions, type Schema, type UncheckedOptions } from "./http";
import { expireSession } from "./session-expiry";
import { getToken } from "./session-storage";
import { freshToken, refreshTokens } from "./token-refresh";

/**
 * A call with the stored bearer token (refreshed first when about to expire). On 401 the tokens are refreshed once and the call is
 * repeated once; when the refresh is refused the session ends and the console goes to /login.
 */
async function request<T>(method: HttpMethod, path: string, options: Omit<UncheckedOptions<T>, "token">): Promise<T> {
  try {
    return await sendUnchecked(method, path, { ...options, token: await freshToken() });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    if (!(await refreshTokens())) {
      expireSession();
      throw error;
    }
    return sendUnchecked(method, path, { ...options, token: getToken() });
  }
}

/** The client's call for one method; path and body are checked against the server's routes (api-routes.ts). */
const callWith =
  <M extends HttpMethod>(method: M) =>
  <const Path extends ApiPath<M>, T>(path: Path, options: CallOptions<M, Path, T>) =>
    request(method, path, options);

export const api = {
  get: callWith("GET"),
  post: callWith("POST"),
  put: callWith("PUT"),
  patch: callWith("PATCH"),
  delete: callWith("DELETE"),
};

/**
 * The escape hatch, for a body the route types cannot follow (built by code generic over several routes): the path is still
 * checked against the routes, the body is not. Every use is counted in README.md ("Typed calls").
 */
export const apiWithUncheckedBody = {
  post: <const Path extends ApiPath<"POST">, T>(path: Path, options: { schema: Schema<T>; body: unknown; signal?: AbortSignal }) =>
    request("POST", path, options),
  put: <const Path extends ApiPath<"PUT">, T>(path: Path, options: { schema: Schema<T>; body: unknown; signal?: AbortSignal }) => request("PUT", path, options),
};
