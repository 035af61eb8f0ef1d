import { currentUser, type CurrentUser, type LoginResponse } from "@alarm/contract";

/** localStorage keys of the session (docs/domain-rules.md#session). */
export const SESSION_KEYS = ["token", "refreshToken", "orgId", "orgData", "user", "multiOrgData", "multiOrgIds"] as const;

/** Saved filters of the alarm table tabs All, My alarms and History; cleared on logout only. */
export const ALARM_FILTER_KEYS = ["alarmFilter.all", "alarmFilter.my", "alarmFilter.history"] as const;

export interface OrgData {
  id: number;
  name: string;
}

export interface SessionSnapshot {
  token: string | null;
  user: CurrentUser | null;
  orgData: OrgData | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = readSnapshot();

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readOrgData(): OrgData | null {
  const value = readJson("orgData");
  if (typeof value !== "object" || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === "number" && typeof name === "string" ? { id, name } : null;
}

function readSnapshot(): SessionSnapshot {
  const parsedUser = currentUser.safeParse(readJson("user"));
  return {
    token: localStorage.getItem("token"),
    user: parsedUser.success ? parsedUser.data : null,
    orgData: readOrgData(),
  };
}

function changed(): void {
  snapshot = readSnapshot();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function getToken(): string | null {
  return localStorage.getItem("token");
}

export function getRefreshToken(): string | null {
  return localStorage.getItem("refreshToken");
}

export function storeTokens(pair: { token: string; refreshToken: string }): void {
  localStorage.setItem("token", pair.token);
  localStorage.setItem("refreshToken", pair.refreshToken);
  changed();
}

export function storeLogin(answer: LoginResponse): void {
  localStorage.setItem("token", answer.token);
  localStorage.setItem("refreshToken", answer.refreshToken);
  localStorage.setItem("user", JSON.stringify(answer.user));
  localStorage.setItem("orgId", String(answer.user.orgId));
  localStorage.setItem("orgData", JSON.stringify({ id: answer.user.orgId, name: answer.user.orgName }));
  changed();
}

/** Replaces the stored user (and so its authorities) with a fresher copy from the server. */
export function storeUser(user: CurrentUser): void {
  const text = JSON.stringify(user);
  if (localStorage.getItem("user") === text) return;
  localStorage.setItem("user", text);
  changed();
}

/** The organization the console works in (the topbar shows it): localStorage `orgId` and `orgData`. */
export function storeCurrentOrganization(org: OrgData): void {
  const text = JSON.stringify({ id: org.id, name: org.name });
  if (localStorage.getItem("orgData") === text && localStorage.getItem("orgId") === String(org.id)) return;
  localStorage.setItem("orgId", String(org.id));
  localStorage.setItem("orgData", text);
  changed();
}

/** Forgets the sign-in (session expired): the saved alarm filters stay. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  changed();
}

/** Logout: forgets the sign-in and the saved alarm filters. */
export function clearSessionAndFilters(): void {
  for (const key of ALARM_FILTER_KEYS) localStorage.removeItem(key);
  clearSession();
}

// Another tab signed in or out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) changed();
  });
}
