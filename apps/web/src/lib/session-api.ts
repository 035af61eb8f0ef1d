import { logoutResponse, verifyResponse, type CurrentUser, type Language } from "@alarm/contract";
import { api } from "./api-client";
import { isRejection } from "./api-error";
import { send } from "./http";
import { clearSession, clearSessionAndFilters, getToken, storeUser } from "./session-storage";
import { freshToken, refreshTokens } from "./token-refresh";

/** GET /verify with the stored token (refreshed first when about to expire), without the client's own refresh-and-retry. */
async function verify(): Promise<CurrentUser> {
  const { user } = await send("GET", "/verify", { schema: verifyResponse, token: await freshToken() });
  storeUser(user);
  return user;
}

/**
 * The check before every non-login route (docs/domain-rules.md#session): verify; when refused,
 * refresh once and verify again; when that fails too, the session is cleared. Resolves the user or
 * null (signed out). Throws only when the server cannot be reached, so a network hiccup does not
 * sign anyone out.
 */
export async function confirmSession(): Promise<CurrentUser | null> {
  if (!getToken()) {
    clearSession();
    return null;
  }
  try {
    return await verify();
  } catch (error) {
    if (!isRejection(error)) throw error;
  }
  try {
    if (await refreshTokens()) return await verify();
  } catch (error) {
    if (!isRejection(error)) throw error;
  }
  clearSession();
  return null;
}

/** Re-reads the signed-in user (after a change of password, two-factor or language). */
export async function reloadCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { user } = await api.get("/verify", { schema: verifyResponse, signal });
  storeUser(user);
  return user;
}

/**
 * GET /logout (best effort: the session is forgotten even when the server is away). Answers the
 * provider's logout address when the session came from a single sign-on whose provider has one.
 */
export async function logout(): Promise<string | undefined> {
  let providerLogoutUrl: string | undefined;
  try {
    if (getToken()) providerLogoutUrl = (await send("GET", "/logout", { schema: logoutResponse, token: getToken() })).providerLogoutUrl;
  } catch {
    // Signing out must always work locally.
  } finally {
    clearSessionAndFilters();
  }
  return providerLogoutUrl;
}

/** PATCH /account/language: the signed-in user's language, kept by the server (answers `{user}`). */
export async function saveLanguage(language: Language): Promise<CurrentUser> {
  const { user } = await api.patch("/account/language", { schema: verifyResponse, body: { language } });
  storeUser(user);
  return user;
}
