import { QueryClient } from "@tanstack/react-query";
import { isRejection } from "../lib/api-error";
import { sendUnchecked } from "../lib/http";
import { appApi } from "./lib/api";
import { createAppClient } from "./lib/client";
import { OfflineQueue, QUEUE_KEY } from "./lib/offline-queue";
import { SESSION_KEY, SessionStore } from "./lib/session";
import { clearSnapshots } from "./lib/snapshot";
import { browserStore } from "./lib/storage";

/** The app's one instance of each service (the page is the app: no other page shares them). */
export const store = browserStore();
export const session = new SessionStore(store);
export const queue = new OfflineQueue(store);

// The app decides itself what to do without a network (the answers kept, the offline queue):
// queries and mutations run whatever the browser says about being online ("always"), rather than wait.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: "always",
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      // A definite answer (4xx) is final; an unreachable server is tried once more.
      retry: (failureCount, error) => !isRejection(error) && failureCount < 1,
    },
    mutations: { retry: false, networkMode: "always" },
  },
});

/** The session is over (refused refresh, or signed out): nothing of it stays on screen. */
function forgetSessionData() {
  queryClient.clear();
  clearSnapshots(store);
}

// Signed out in another tab too: drop what was read for the session.
session.subscribe(() => {
  if (!session.get()) queryClient.clear();
});

let sessionEnded = false;

/** The server refused the session (revoked or expired): the sign-in screen says so, until a new sign-in. */
export const sessionEndedNotice = {
  shown: () => sessionEnded,
  done: () => void (sessionEnded = false),
};

export const client = createAppClient(sendUnchecked, session, () => {
  sessionEnded = true;
  forgetSessionData();
});
export const api = appApi(client);

/** Signs out on purpose: tells the server (best effort), forgets the session, its data and its queue. */
export async function signOut(): Promise<void> {
  try {
    if (session.get()) await api.logout();
  } catch {
    // Signing out must work without the server too.
  }
  queue.clear();
  session.clear();
  forgetSessionData();
  sessionEndedNotice.done();
}

// Another tab of the app signed in or out, or queued an alarm: follow it.
window.addEventListener("storage", (event) => {
  if (event.key === null || event.key === SESSION_KEY) session.reload();
  if (event.key === null || event.key === QUEUE_KEY) queue.reload();
});
