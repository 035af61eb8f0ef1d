/* global self, caches */
// Service worker of the participant app (scope /app/). It keeps the app for offline use and shows
// the Web Push notifications of alarms (payload from apps/server/src/channels/web-push.ts, the same
// as the console's push-worker.js).
//
// - Navigations under /app/: network first, the last page kept as the fallback, so that the app
//   opens without a connection.
// - /assets/*: named by their content, so cache first; the page's files are fetched at install.
// - /rest/: never cached here; the app keeps its last answers itself and shows them as such.

const CACHE = "participant-app-v1";
const SHELL = "/app/";
const STATIC_FILES = ["/app/manifest.webmanifest", "/app/icons/icon-192.png", "/app/icons/icon-512.png", "/app/icons/maskable-192.png"];

/** The files a page of the app names: its script, styles, preloads and icons. */
function filesNamedIn(html) {
  const files = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/(?:assets|app)\/[^"]+)"/g)) files.add(match[1]);
  return [...files].filter((file) => file !== SHELL);
}

/** Fetches the app's page and the files it names into the cache. */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`The app's page answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  await Promise.all(
    [...new Set([...filesNamedIn(html), ...STATIC_FILES])].map(async (file) => {
      if (await cache.match(file)) return;
      const fetched = await fetch(file);
      if (fetched.ok) await cache.put(file, fetched);
    }),
  );
  return html;
}

/** A new build of the app: its files are kept, those of older builds that are no longer named go. */
async function dropOldAssets(html) {
  const cache = await caches.open(CACHE);
  const named = new Set(filesNamedIn(html));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/assets/") && !named.has(path) && !(await isLazyOfCurrentBuild(path, cache, named))) await cache.delete(request);
  }
}

/** Language files and other chunks loaded later are kept when the current build's files import them. */
async function isLazyOfCurrentBuild(path, cache, named) {
  const name = path.slice("/assets/".length);
  for (const file of named) {
    if (!file.endsWith(".js")) continue;
    const response = await cache.match(file);
    if (response && (await response.text()).includes(name)) return true;
  }
  return false;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    cacheShell()
      .catch((error) => console.warn("The app could not be kept for offline use yet", error))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE && name.startsWith("participant-app-")) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function navigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.includes("text/html")) {
      const html = await response.clone().text();
      const kept = await cache.match(SHELL);
      await cache.put(SHELL, response.clone());
      // A new build: fetch its files now, while online, and forget the old ones.
      if (!kept || (await kept.text()) !== html) {
        cacheShell()
          .then(dropOldAssets)
          .catch(() => undefined);
      }
    }
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/rest/")) return;
  if (request.mode === "navigate" && (url.pathname === "/app" || url.pathname.startsWith("/app/"))) {
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith("/assets/") || STATIC_FILES.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

// --- Web Push ---

function readPayload(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data.text() };
  }
}

/** Tells the open windows of the app to read the alarms again. */
async function tellWindows(message) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) if (new URL(client.url).pathname.startsWith("/app")) client.postMessage(message);
}

self.addEventListener("push", (event) => {
  const alarm = readPayload(event.data);
  const actions = Array.isArray(alarm.actions) ? alarm.actions : [];
  const links = Object.fromEntries(actions.map((action) => [action.action, action.url]));
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alarm.title || "Alarm", {
        body: alarm.body || "",
        // One notification per alarm: a repeat round replaces it and alerts again.
        tag: alarm.alarmId ? `alarm-${alarm.alarmId}` : undefined,
        renotify: Boolean(alarm.alarmId),
        requireInteraction: true,
        icon: "/app/icons/icon-192.png",
        badge: "/app/icons/maskable-192.png",
        vibrate: [300, 150, 300, 150, 300],
        data: { alarmId: alarm.alarmId, url: alarm.url, links },
        actions: actions.map((action) => ({ action: action.action, title: action.title })),
      }),
      tellWindows({ type: "alarm-push", alarmId: alarm.alarmId }),
    ]),
  );
});

/**
 * A click on the notification opens the app at the alarm (an open window of the app is brought to
 * the front and shown the alarm); Accept or Decline opens the response page with that answer.
 */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { alarmId, url, links } = event.notification.data || {};
  const action = event.action && links && links[event.action];
  event.waitUntil(
    (async () => {
      if (action) {
        await self.clients.openWindow(action);
        await tellWindows({ type: "alarm-push", alarmId });
        return;
      }
      const target = alarmId ? `/app/?alarm=${alarmId}` : url || "/app/";
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const app = windows.find((client) => new URL(client.url).pathname.startsWith("/app"));
      if (app) {
        await app.focus();
        app.postMessage({ type: "open-alarm", alarmId });
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
