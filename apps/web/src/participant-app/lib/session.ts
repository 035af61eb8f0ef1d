import { readJson, writeJson, type KeyValueStore } from "./storage";

/** localStorage key of the app's sign-in: apart from the console's `token`, so both can be signed in on one browser. */
export const SESSION_KEY = "app.session";

/** The phone's sign-in (POST /app/auth): a short-lived bearer token, its single-use refresh token, and the installation's id. */
export interface AppSession {
  token: string;
  refreshToken: string;
  sessionId: string;
}

function isSession(value: unknown): value is AppSession {
  if (typeof value !== "object" || value === null) return false;
  const { token, refreshToken, sessionId } = value as Record<string, unknown>;
  return typeof token === "string" && typeof refreshToken === "string" && typeof sessionId === "string" && token !== "" && refreshToken !== "";
}

/**
 * The stored session, with listeners for the screens: the app shows the sign-in screen whenever it
 * is null. Another tab of the app signing in or out is followed through the storage event.
 */
export class SessionStore {
  private readonly listeners = new Set<() => void>();
  private current: AppSession | null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly key = SESSION_KEY,
  ) {
    this.current = this.read();
  }

  private read(): AppSession | null {
    const value = readJson(this.store, this.key);
    return isSession(value) ? { token: value.token, refreshToken: value.refreshToken, sessionId: value.sessionId } : null;
  }

  get = (): AppSession | null => this.current;

  token(): string | null {
    return this.current?.token ?? null;
  }

  set(session: AppSession): void {
    writeJson(this.store, this.key, session);
    this.current = session;
    this.changed();
  }

  /** New tokens from POST /refresh; the installation stays the same. Ignored when signed out meanwhile. */
  renew(pair: { token: string; refreshToken: string }): void {
    if (this.current) this.set({ ...this.current, token: pair.token, refreshToken: pair.refreshToken });
  }

  clear(): void {
    this.store.removeItem(this.key);
    if (this.current === null) return;
    this.current = null;
    this.changed();
  }

  /** Reads the stored session again (another tab changed it). */
  reload(): void {
    const next = this.read();
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
