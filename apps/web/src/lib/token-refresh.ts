import { tokenPair } from "@alarm/contract";
import { isRejection } from "./api-error";
import { send } from "./http";
import { expireSession } from "./session-expiry";
import { getRefreshToken, getToken, storeTokens } from "./session-storage";

let running: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for a new pair. Calls that fail together share one refresh,
 * because the server accepts each refresh token only once. Resolves false when the server refuses;
 * throws when the server cannot be reached.
 */
export function refreshTokens(): Promise<boolean> {
  running ??= exchange().finally(() => {
    running = null;
  });
  return running;
}

async function exchange(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  try {
    storeTokens(await send("POST", "/refresh", { schema: tokenPair, body: { refreshToken } }));
    return true;
  } catch (error) {
    if (isRejection(error)) return false;
    throw error;
  }
}

/** Refresh this long before the access token expires (a quarter of its lifetime when that is shorter). */
const EXPIRY_MARGIN_MS = 30_000;

/** Whether a JWT expires within the margin at `now`; false for a token whose claims cannot be read. */
export function expiresSoon(token: string, now: number): boolean {
  try {
    const payload = token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/");
    const { exp, iat } = JSON.parse(atob(payload)) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== "number") return false;
    const lifetimeMs = typeof iat === "number" ? (exp - iat) * 1000 : Infinity;
    return exp * 1000 - now <= Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 4);
  } catch {
    return false;
  }
}

/**
 * The stored access token, refreshed first when it is about to expire: a call with an expired
 * token would be refused with a 401 that the browser reports as an error, however well it is
 * handled. A refused or failed refresh leaves the token as it is for the call's own 401 handling.
 */
export async function freshToken(): Promise<string | null> {
  const token = getToken();
  if (token && getRefreshToken() && expiresSoon(token, Date.now())) await refreshTokens().catch(() => false);
  return getToken();
}

/**
 * For calls outside the API client (file transfers): runs `attempt` and, when `refused(answer)` says
 * the token was refused (401), refreshes the tokens once and runs it again. A refused refresh ends
 * the session and the first answer stands.
 */
export async function withFreshToken<R>(attempt: () => Promise<R>, refused: (answer: R) => boolean): Promise<R> {
  await freshToken();
  const first = await attempt();
  if (!refused(first)) return first;
  if (!(await refreshTokens())) {
    expireSession();
    return first;
  }
  return attempt();
}
