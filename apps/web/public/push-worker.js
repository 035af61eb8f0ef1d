/* global self */
// Service worker of the alarm console: shows the Web Push notifications of alarms (payload from
// apps/server/src/channels/web-push.ts). A click opens the response page; an action button opens it
// with that answer highlighted, and the participant confirms there.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function readPayload(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener("push", (event) => {
  const alarm = readPayload(event.data);
  const actions = Array.isArray(alarm.actions) ? alarm.actions : [];
  const links = Object.fromEntries(actions.map((action) => [action.action, action.url]));
  event.waitUntil(
    self.registration.showNotification(alarm.title || "Alarm", {
      body: alarm.body || "",
      // One notification per alarm: a repeat round replaces it and alerts again.
      tag: alarm.alarmId ? `alarm-${alarm.alarmId}` : undefined,
      renotify: Boolean(alarm.alarmId),
      requireInteraction: true,
      data: { url: alarm.url, links },
      actions: actions.map((action) => ({ action: action.action, title: action.title })),
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, links } = event.notification.data || {};
  const target = (event.action && links && links[event.action]) || url;
  if (target) event.waitUntil(self.clients.openWindow(target));
});
