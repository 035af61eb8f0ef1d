import { INTEGRATION_LIMITS, type PagerDutyEvent, pagerDutyEvent } from "@alarm/contract";
import type { SourceEvent } from "../intake/source-events.js";
import { compactFields, oversized } from "./source-fields.js";

export type ParsedPagerDutyEvent = { ok: true; routingKey: string; event: SourceEvent } | { ok: false; errors: string[] };

/** What is wrong with a body that is no valid event, worded like PagerDuty's errors ("'payload.summary' …"). */
export function pagerDutyProblems(body: unknown): string[] {
  const parsed = pagerDutyEvent.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => (issue.code === "custom" ? issue.message : `'${issue.path.join(".") || "event"}' ${issue.message}`));
}

/** The source event of a valid PagerDuty Events API v2 event (the route has validated it against the schema). */
export function parsePagerDutyEvent(event: PagerDutyEvent): ParsedPagerDutyEvent {
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
        fields: compactFields({
          source: payload.source,
          component: payload.component,
          group: payload.group,
          class: payload.class,
          timestamp: payload.timestamp,
          client: event.client,
          client_url: event.client_url,
        }),
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
