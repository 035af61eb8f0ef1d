import type { CurrentUser } from "@alarm/contract";
import { useSyncExternalStore } from "react";
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from "./session-storage";

/** The stored session; components re-render when it changes (here or in another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

export function useCurrentUser(): CurrentUser | null {
  return useSession().user;
}
