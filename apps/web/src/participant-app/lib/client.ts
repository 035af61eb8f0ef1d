import { tokenPair } from "@alarm/contract";
import { isRejection, isUnauthorized } from "../../lib/api-error";
import type { ApiPath, HttpMethod } from "../../lib/api-routes";
import type { CallOptions, UncheckedOptions } from "../../lib/http";
import type { SessionStore } from "./session";

/** One HTTP call (http.ts's sendUnchecked; a fake in tests): the client's own signature has checked path and body. */
export type Send = <T>(method: HttpMethod, path: string, options: UncheckedOptions<T>) => Promise<T>;

/** A call of method M on `Path`, typed by the server's routes (lib/api-routes.ts). */
type AppCall = <M extends HttpMethod, const Path extends ApiPath<M>, T>(method: M, path: Path, options: CallOptions<M, Path, T>) => Promise<T>;

export interface AppClient {
  call: AppCall;
  /** A call without the session (sign-in). */
  callPublic: AppCall;
  /**
   * Trades the refresh token for a new pair; calls refused together share one refresh, since the
   * server takes each refresh token once. False when the server refuses (the session is over);
   * throws when it cannot be reached.
   */
  refresh(): Promise<boolean>;
  /** The session is over: forget it (the app shows the sign-in screen). */
  signOut(): void;
}

/**
 * The app's API client: the session's bearer token on each call; on 401 the tokens are refreshed
 * once (POST /refresh) and the call repeated once; a refused refresh signs the app out. A server
 * out of reach leaves the session as it is, so a phone in a dead spot stays signed in.
 */
export function createAppClient(send: Send, session: SessionStore, onSignedOut: () => void = () => undefined): AppClient {
  let refreshing: Promise<boolean> | null = null;

  async function exchange(): Promise<boolean> {
    const current = session.get();
    if (!current) return false;
    try {
      session.renew(await send("POST", "/refresh", { schema: tokenPair, body: { refreshToken: current.refreshToken } }));
      return true;
    } catch (error) {
      if (isRejection(error)) return false;
      throw error;
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= exchange().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function signOut() {
    session.clear();
    onSignedOut();
  }

  async function call<T>(method: HttpMethod, path: string, options: Omit<UncheckedOptions<T>, "token">): Promise<T> {
    const token = session.token();
    try {
      return await send(method, path, { ...options, token });
    } catch (error) {
      if (!isUnauthorized(error) || token === null) throw error;
      const now = session.token();
      if (now === null) throw error;
      // Another call may have refreshed the tokens while this one was under way: use them.
      const renewed = now !== token || (await refresh());
      if (!renewed) {
        signOut();
        throw error;
      }
      return send(method, path, { ...options, token: session.token() });
    }
  }

  return {
    call,
    callPublic: (method, path, options) => send(method, path, options),
    refresh,
    signOut,
  };
}
