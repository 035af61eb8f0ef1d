import { useSyncExternalStore } from "react";

export const APP_BASE = "/app";
export const SCREENS = ["home", "alarms", "lone-worker", "duties", "settings"] as const;
export type Screen = (typeof SCREENS)[number];

export interface Route {
  screen: Screen;
  /** ?alarm=ID: the alarm a notification opened the app for. */
  alarmId: number | null;
}

/** The screen of a path under /app/ (anything unknown is the home screen) and the alarm of ?alarm=. */
export function routeOf(pathname: string, search: string): Route {
  const rest = pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length + 1).replace(/\/+$/, "") : "";
  const alarm = Number(new URLSearchParams(search).get("alarm"));
  const alarmId = Number.isInteger(alarm) && alarm > 0 ? alarm : null;
  const screen = (SCREENS as readonly string[]).includes(rest) ? (rest as Screen) : "home";
  // A notification's link goes to the start address: the alarm is found among my alarms.
  return { screen: alarmId !== null && screen === "home" ? "alarms" : screen, alarmId };
}

export function pathOf(screen: Screen): string {
  return screen === "home" ? `${APP_BASE}/` : `${APP_BASE}/${screen}`;
}

const listeners = new Set<() => void>();
let snapshot = "";
let route: Route = { screen: "home", alarmId: null };

function current(): Route {
  const key = `${location.pathname}${location.search}`;
  if (key !== snapshot) {
    snapshot = key;
    route = routeOf(location.pathname, location.search);
  }
  return route;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** Goes to a screen (or an alarm), as a new entry of the history so that Back returns. */
export function navigate(screen: Screen, alarmId: number | null = null, replace = false): void {
  const url = `${pathOf(screen)}${alarmId ? `?alarm=${alarmId}` : ""}`;
  if (url === `${location.pathname}${location.search}`) return;
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  for (const listener of [...listeners]) listener();
}

/** The route of the address bar; changes with navigate() and Back. */
export function useRoute(): [Route, typeof navigate] {
  const value = useSyncExternalStore(subscribe, current);
  return [value, navigate];
}
