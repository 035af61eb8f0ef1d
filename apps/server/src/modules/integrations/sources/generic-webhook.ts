import { type GenericWebhookEvent } from "@alarm/contract";
import type { SourceEvent } from "../intake/source-events.js";

/** The generic webhook: `summary`, `details`, `dedup`, `action` (trigger, acknowledge, close). */
export function genericEvent(event: GenericWebhookEvent): SourceEvent {
  if (event.action !== "trigger") return { action: event.action === "close" ? "resolve" : "acknowledge", dedupKey: event.dedup! };
  return {
    action: "trigger",
    dedupKey: event.dedup,
    summary: event.summary!,
    severity: event.severity,
    description: { fields: {}, labels: {}, annotations: {}, details: event.details ?? null, links: [] },
  };
}
