import { pushPublicKey, pushSubscription, pushSubscriptionList, statusOk } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentBrowserSubscription, pushSupport, subscribeBrowser } from "./browser-push";

/** Off: not subscribed for this user; blocked: the user denied notifications to the console. */
export type BrowserPushState = { kind: "unsupported" | "insecure" } | { kind: "blocked" } | { kind: "off" } | { kind: "on"; otherBrowsers: number };

const pushStateKey = ["push-subscription"] as const;

/** Whether this browser receives the signed-in user's alarms: its subscription must be one the server keeps for the user. */
async function readBrowserPushState(signal: AbortSignal): Promise<BrowserPushState> {
  const support = pushSupport();
  if (support !== "supported") return { kind: support };
  if (Notification.permission === "denied") return { kind: "blocked" };
  const [local, server] = await Promise.all([currentBrowserSubscription(), api.get("/push/subscriptions", { schema: pushSubscriptionList, signal })]);
  const endpoints = server.list.map((entry) => entry.endpoint);
  if (!local || !endpoints.includes(local.endpoint)) return { kind: "off" };
  return { kind: "on", otherBrowsers: endpoints.length - 1 };
}

export function browserPushQueryOptions() {
  return queryOptions({ queryKey: pushStateKey, queryFn: ({ signal }) => readBrowserPushState(signal), retry: false });
}

export const useBrowserPushState = () => useQuery(browserPushQueryOptions());

/** Turns notifications on here; settles with false when the user did not allow them. */
async function turnOn(): Promise<boolean> {
  const { publicKey } = await api.get("/push/public-key", { schema: pushPublicKey });
  const subscription = await subscribeBrowser(publicKey);
  if (!subscription) return false;
  await api.post("/push/subscriptions", { schema: statusOk, body: pushSubscription.parse(subscription.toJSON()) });
  return true;
}

/** The server forgets this browser first, so no alarm is sent to a subscription that is ending. */
async function turnOff(): Promise<void> {
  const subscription = await currentBrowserSubscription();
  if (!subscription) return;
  await api.delete("/push/subscriptions", { schema: statusOk, body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

function usePushChange<T>(change: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }) });
}

export const useTurnOnPush = () => usePushChange(turnOn);
export const useTurnOffPush = () => usePushChange(turnOff);
