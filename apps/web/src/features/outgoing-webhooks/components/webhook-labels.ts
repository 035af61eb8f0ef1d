import type { WebhookDeliveryStatus as DeliveryStatus, WebhookEvent, WebhookFormat } from "@alarm/contract";

/** The translation keys of what the server names by a code, written out so the key test sees them. */
export const FORMAT_KEYS: Record<WebhookFormat, string> = {
  JSON: "outgoingWebhooks.formats.JSON",
  SLACK: "outgoingWebhooks.formats.SLACK",
  TEAMS: "outgoingWebhooks.formats.TEAMS",
  MATTERMOST: "outgoingWebhooks.formats.MATTERMOST",
};

/** What each format sends, under the format picker. */
export const FORMAT_HINT_KEYS: Record<WebhookFormat, string> = {
  JSON: "outgoingWebhooks.formatHints.JSON",
  SLACK: "outgoingWebhooks.formatHints.SLACK",
  TEAMS: "outgoingWebhooks.formatHints.TEAMS",
  MATTERMOST: "outgoingWebhooks.formatHints.MATTERMOST",
};

export const EVENT_KEYS: Record<WebhookEvent, string> = {
  TRIGGERED: "outgoingWebhooks.events.TRIGGERED",
  ACCEPTED: "outgoingWebhooks.events.ACCEPTED",
  ACKNOWLEDGED: "outgoingWebhooks.events.ACKNOWLEDGED",
  ENDED: "outgoingWebhooks.events.ENDED",
};

export const DELIVERY_STATUS_KEYS: Record<DeliveryStatus, string> = {
  PENDING: "outgoingWebhooks.deliveries.statuses.PENDING",
  SENDING: "outgoingWebhooks.deliveries.statuses.SENDING",
  SENT: "outgoingWebhooks.deliveries.statuses.SENT",
  FAILED: "outgoingWebhooks.deliveries.statuses.FAILED",
};

export const DELIVERY_STATUS_SEVERITY: Record<DeliveryStatus, "success" | "info" | "warning" | "danger"> = {
  PENDING: "warning",
  SENDING: "info",
  SENT: "success",
  FAILED: "danger",
};
