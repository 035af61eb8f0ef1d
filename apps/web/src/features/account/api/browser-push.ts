/** The service worker that shows alarm notifications (apps/web/public/push-worker.js). */
const WORKER_URL = "/push-worker.js";

export type PushSupport = "supported" | "insecure" | "unsupported";

/** Whether this browser can receive Web Push here: it needs a service worker, the Push API and a secure (https or localhost) page. */
export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return window.isSecureContext ? "unsupported" : "insecure";
  }
  return "supported";
}

/** This browser's subscription, if it has one (without registering the worker). */
export async function currentBrowserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** Asks for permission, registers the worker and subscribes with the server's VAPID key. Null when the user does not allow notifications. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== "granted") return null;
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const serverKey = keyBytes(publicKey);
  // A subscription made with another server key cannot be used by this server.
  if (existing && !sameKey(existing.options.applicationServerKey, serverKey)) await existing.unsubscribe();
  else if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}
