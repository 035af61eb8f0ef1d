import type { EventSeverity, IntegrationKind } from "@alarm/contract";

/** The primeicon of each kind of integration key, in the key list, the new-key dialog and an alarm's source. */
export const INTEGRATION_KIND_ICON: Record<IntegrationKind, string> = {
  EVENTS_API_V2: "pi-send",
  ALERTMANAGER: "pi-bell",
  GRAFANA: "pi-chart-line",
  WEBHOOK: "pi-link",
  EMAIL: "pi-envelope",
  HEARTBEAT: "pi-heart",
};

/** The translation key of a kind's name ("PagerDuty Events API v2", "Heartbeat" …). */
export const integrationKindKey = (kind: IntegrationKind) => `integrations.kinds.${kind}`;

/** The tag severity a source's severity is shown with. */
export const SEVERITY_TAG: Record<EventSeverity, "danger" | "warning" | "info"> = {
  critical: "danger",
  error: "danger",
  warning: "warning",
  info: "info",
};
