/** What the test fixtures need of a request: the in-process `ctx.call`, or this over real HTTP. */
export type ApiCall = (options: { method: string; url: string; token?: string; payload?: object }) => Promise<{
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}>;

/** Calls a running server's API over HTTP; `url` is relative to /rest/api unless it starts with /rest/. */
export function httpCall(baseUrl: string): ApiCall {
  return async ({ method, url, token, payload }) => {
    const response = await fetch(`${baseUrl}${url.startsWith("/rest/") ? url : `/rest/api${url}`}`, {
      method,
      headers: { ...(payload ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: <T>() => JSON.parse(body) as T };
  };
}

export async function signIn(call: ApiCall, login: string, password: string): Promise<string> {
  const response = await call({ method: "POST", url: "/auth", payload: { login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
