/** The app's service worker: precaches the app, shows alarm notifications. Its scope is /app/. */
export const SERVICE_WORKER_URL = "/app/sw.js";
export const SERVICE_WORKER_SCOPE = "/app/";

export type PushSupport = "supported" | "insecure" | "unsupported";

export function pushSupport(): PushSupport {
  if (!window.isSecureContext) return "insecure";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  return "supported";
}

/** Registers the service worker (at start; a browser without one still runs the app). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch (error) {
    console.warn("The app's service worker could not be registered", error);
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/** This app's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/** Asks for permission and subscribes the app's service worker with the server's VAPID key; null when notifications are not allowed. */
export async function subscribePush(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== "granted") return null;
  const registration = (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE)) ?? (await registerServiceWorker());
  if (!registration) return null;
  await navigator.serviceWorker.ready;
  const serverKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another server key cannot be used by this server.
  if (existing && !sameKey(existing.options.applicationServerKey, serverKey)) await existing.unsubscribe();
  else if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}
