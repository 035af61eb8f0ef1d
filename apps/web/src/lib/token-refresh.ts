import { tokenPair } from "@alarm/contract";
import { isRejection } from "./api-error";
import { send } from "./http";
import { expireSession } from "./session-expiry";
import { getRefreshToken, storeTokens } from "./session-storage";

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

/**
 * For calls outside the API client (file transfers): runs `attempt` and, when `refused(answer)` says
 * the token was refused (401), refreshes the tokens once and runs it again. A refused refresh ends
 * the session and the first answer stands.
 */
export async function withFreshToken<R>(attempt: () => Promise<R>, refused: (answer: R) => boolean): Promise<R> {
  const first = await attempt();
  if (!refused(first)) return first;
  if (!(await refreshTokens())) {
    expireSession();
    return first;
  }
  return attempt();
}
