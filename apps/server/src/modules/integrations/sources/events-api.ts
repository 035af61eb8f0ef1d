import { INTEGRATION_LIMITS, type PagerDutyEvent, pagerDutyEvent } from "@alarm/contract";
import type { SourceEvent } from "../intake/source-events.js";
import { compactFields, oversized } from "./source-fields.js";

export type ParsedPagerDutyEvent = { ok: true; routingKey: string; event: SourceEvent } | { ok: false; errors: string[] };

/** Reads a PagerDuty Events API v2 event; errors are worded like PagerDuty's ("'payload.summary' is missing or blank"). */
export function parsePagerDutyEvent(body: unknown): ParsedPagerDutyEvent {
  const parsed = pagerDutyEvent.safeParse(body);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => (issue.code === "custom" ? issue.message : `'${issue.path.join(".") || "event"}' ${issue.message}`)) };
  }
  const event = parsed.data;
  if (event.event_action !== "trigger") return { ok: true, routingKey: event.routing_key, event: { action: event.event_action, dedupKey: event.dedup_key! } };
  const payload = event.payload!;
  if (oversized(payload.custom_details)) return { ok: false, errors: [`'payload.custom_details' is larger than ${INTEGRATION_LIMITS.detailsBytes / 1024} KB`] };
  return {
    ok: true,
    routingKey: event.routing_key,
    event: {
      action: "trigger",
      dedupKey: event.dedup_key,
      summary: payload.summary,
      severity: payload.severity,
      description: {
        fields: compactFields({ source: payload.source, component: payload.component, group: payload.group, class: payload.class, timestamp: payload.timestamp, client: event.client, client_url: event.client_url }),
        labels: {},
        annotations: {},
        details: payload.custom_details ?? null,
        links: linksOf(event),
      },
    },
  };
}

function linksOf(event: PagerDutyEvent) {
  const links = (event.links ?? []).map((link) => ({ href: link.href, text: link.text ?? link.href }));
  const images = (event.images ?? []).map((image) => ({ href: image.href ?? image.src, text: image.alt ?? image.src }));
  return [...links, ...images];
}
