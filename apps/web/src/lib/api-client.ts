import { isUnauthorized } from "./api-error";
import { send, type HttpMethod, type Schema } from "./http";
import { expireSession } from "./session-expiry";
import { getToken } from "./session-storage";
import { freshToken, refreshTokens } from "./token-refresh";

export interface RequestOptions<T> {
  schema: Schema<T>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call with the stored bearer token (refreshed first when about to expire). On 401 the tokens are refreshed once and the call is
 * repeated once; when the refresh is refused the session ends and the console goes to /login.
 */
async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T> {
  try {
    return await send(method, path, { ...options, token: await freshToken() });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    if (!(await refreshTokens())) {
      expireSession();
      throw error;
    }
    return send(method, path, { ...options, token: getToken() });
  }
}

export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request("GET", path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request("POST", path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request("PUT", path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => request("PATCH", path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request("DELETE", path, options),
};
