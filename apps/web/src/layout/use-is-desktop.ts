import { useSyncExternalStore } from "react";

/** The desktop layout starts above 1024 px (docs/domain-rules.md#constants). */
const DESKTOP_QUERY = "(min-width: 1025px)";

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

export function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop);
}
