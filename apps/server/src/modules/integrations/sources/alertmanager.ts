import { type AlertmanagerAlert, type AlertmanagerNotification, EVENT_SEVERITIES, type EventSeverity } from "@alarm/contract";
import type { SourceEvent } from "../intake/source-events.js";
import { compactFields } from "./source-fields.js";

const isSeverity = (value: string | undefined): value is EventSeverity => (EVENT_SEVERITIES as readonly string[]).includes(value ?? "");

/**
 * Alertmanager's webhook (version 4) and Grafana's, which extends it: each alert is one alarm by its
 * fingerprint while it fires; "resolved" ends it. The summary is the alert's summary annotation,
 * else its description, else its name; a `severity` label of PagerDuty's words sets the priority.
 */
export function alertEvents(notification: AlertmanagerNotification): SourceEvent[] {
  return notification.alerts.map((alert) => (alert.status === "resolved" ? { action: "resolve", dedupKey: alert.fingerprint } : firing(alert, notification)));
}

function firing(alert: AlertmanagerAlert, notification: AlertmanagerNotification): SourceEvent {
  const labels = alert.labels;
  const annotations = alert.annotations;
  const summary = annotations.summary ?? annotations.description ?? labels.alertname ?? notification.title ?? "Alert";
  const severity = labels.severity?.toLowerCase();
  const links = [
    { href: alert.generatorURL, text: "Source" },
    { href: alert.dashboardURL, text: "Dashboard" },
    { href: alert.panelURL, text: "Panel" },
    { href: alert.silenceURL, text: "Silence" },
  ].filter((link): link is { href: string; text: string } => Boolean(link.href));
  return {
    action: "trigger",
    dedupKey: alert.fingerprint,
    summary: summary.slice(0, 1024),
    severity: isSeverity(severity) ? severity : undefined,
    description: {
      fields: compactFields({ receiver: notification.receiver, startsAt: alert.startsAt, value: alert.valueString, externalURL: notification.externalURL }),
      labels,
      annotations,
      details: null,
      links,
    },
  };
}
