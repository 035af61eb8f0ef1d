import { z } from "zod";
import { objectIdParam } from "./ids.js";

/**
 * Where another system's events come from. Each integration key has one kind and is accepted only
 * at its own endpoint under `/rest/integrations`.
 */
export const INTEGRATION_KINDS = ["EVENTS_API_V2", "ALERTMANAGER", "GRAFANA", "WEBHOOK", "EMAIL", "HEARTBEAT"] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** PagerDuty's severities, and the alarm priority each gives (1 is the most urgent). */
export const EVENT_SEVERITIES = ["critical", "error", "warning", "info"] as const;
export type EventSeverity = (typeof EVENT_SEVERITIES)[number];
export const SEVERITY_PRIORITY: Record<EventSeverity, number> = { critical: 1, error: 3, warning: 5, info: 7 };

export const INTEGRATION_LIMITS = {
  name: 100,
  ratePerMinute: { default: 120, max: 100_000 },
  heartbeatMinutes: { max: 10_080 },
  summary: 1024,
  dedupKey: 255,
  field: 255,
  /** Serialized size of custom details, labels and annotations together. */
  detailsBytes: 64 * 1024,
  links: 20,
  /** A request's body (PagerDuty accepts 512 KB; Alertmanager groups many alerts in one). */
  bodyBytes: 512 * 1024,
} as const;

const keyName = z.string().trim().min(1).max(INTEGRATION_LIMITS.name);

export const integrationKeyCreate = z
  .object({
    kind: z.enum(INTEGRATION_KINDS),
    name: keyName,
    ratePerMinute: z
      .number()
      .int()
      .min(1)
      .max(INTEGRATION_LIMITS.ratePerMinute.max)
      .default(INTEGRATION_LIMITS.ratePerMinute.default)
      .describe("Events accepted per minute; more are answered 429"),
    heartbeatMinutes: z
      .number()
      .int()
      .min(1)
      .max(INTEGRATION_LIMITS.heartbeatMinutes.max)
      .nullable()
      .default(null)
      .describe("HEARTBEAT keys: a ping is expected at least this often"),
    dedupBySubject: z.boolean().default(false).describe("EMAIL keys: mails with the same subject fold into one open alarm"),
  })
  .superRefine((key, context) => {
    if (key.kind === "HEARTBEAT" && key.heartbeatMinutes === null) {
      context.addIssue({ code: "custom", path: ["heartbeatMinutes"], message: "A heartbeat needs its interval in minutes", params: { code: "REQUIRED" } });
    }
  })
  .meta({ id: "IntegrationKeyCreate" });
export type IntegrationKeyCreate = z.input<typeof integrationKeyCreate>;
export type ValidIntegrationKeyCreate = z.output<typeof integrationKeyCreate>;

export const integrationKey = z
  .object({
    id: z.number().int(),
    alarmPointId: z.number().int(),
    kind: z.enum(INTEGRATION_KINDS),
    name: z.string(),
    secretHint: z.string().describe("The last characters of the secret, to tell keys apart"),
    ratePerMinute: z.number().int(),
    heartbeatMinutes: z.number().int().nullable(),
    dedupBySubject: z.boolean(),
    lastPingAt: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedBy: z.string().nullable(),
  })
  .meta({ id: "IntegrationKey" });
export type IntegrationKey = z.infer<typeof integrationKey>;

export const integrationKeyList = z.object({ list: z.array(integrationKey) }).meta({ id: "IntegrationKeyList" });

/** The answer to creating a key: the only time its secret is shown. */
export const createdIntegrationKey = z
  .object({
    key: integrationKey,
    secret: z.string(),
    endpoint: z.string().describe("Where the other system sends its events (for EMAIL: the address to mail)"),
  })
  .meta({ id: "CreatedIntegrationKey" });
export type CreatedIntegrationKey = z.infer<typeof createdIntegrationKey>;

export const integrationKeyParams = z.object({ id: objectIdParam });
export const alarmPointKeysParams = z.object({ id: objectIdParam });

/** What another system told about an alarm it raised, shown in the alarm's details. */
export const alarmSource = z
  .object({
    kind: z.enum(INTEGRATION_KINDS),
    keyName: z.string(),
    dedupKey: z.string().nullable(),
    severity: z.enum(EVENT_SEVERITIES).nullable(),
    /** Named fields of the source (PagerDuty's source, component, group, class; Alertmanager's generator URL …). */
    fields: z.record(z.string(), z.string()),
    labels: z.record(z.string(), z.string()),
    annotations: z.record(z.string(), z.string()),
    details: z.unknown().nullable(),
    links: z.array(z.object({ href: z.string(), text: z.string() })),
  })
  .meta({ id: "AlarmSource" });
export type AlarmSource = z.infer<typeof alarmSource>;

const limitedText = (max: number) => z.string().max(max);

/** PagerDuty Events API v2: POST /rest/integrations/v2/enqueue, kept field for field. */
export const pagerDutyEvent = z
  .object({
    routing_key: z.string().min(1).max(64).describe("The integration key (kind EVENTS_API_V2)"),
    event_action: z.enum(["trigger", "acknowledge", "resolve"]),
    dedup_key: limitedText(INTEGRATION_LIMITS.dedupKey)
      .min(1)
      .optional()
      .describe("Events with the same key fold into one open alarm; required to acknowledge or resolve"),
    payload: z
      .object({
        summary: z.string().trim().min(1).max(INTEGRATION_LIMITS.summary),
        source: z.string().trim().min(1).max(INTEGRATION_LIMITS.field),
        severity: z.enum(EVENT_SEVERITIES),
        timestamp: z.iso.datetime({ offset: true }).optional(),
        component: limitedText(INTEGRATION_LIMITS.field).optional(),
        group: limitedText(INTEGRATION_LIMITS.field).optional(),
        class: limitedText(INTEGRATION_LIMITS.field).optional(),
        custom_details: z.unknown().optional(),
      })
      .optional()
      .describe("Required to trigger"),
    images: z
      .array(z.object({ src: z.string().max(2048), href: z.string().max(2048).optional(), alt: z.string().max(255).optional() }))
      .max(INTEGRATION_LIMITS.links)
      .optional(),
    links: z
      .array(z.object({ href: z.string().max(2048), text: z.string().max(255).optional() }))
      .max(INTEGRATION_LIMITS.links)
      .optional(),
    client: z.string().max(255).optional(),
    client_url: z.string().max(2048).optional(),
  })
  .superRefine((event, context) => {
    if (event.event_action === "trigger" && !event.payload) context.addIssue({ code: "custom", path: ["payload"], message: "'payload' is missing" });
    if (event.event_action !== "trigger" && !event.dedup_key)
      context.addIssue({ code: "custom", path: ["dedup_key"], message: "'dedup_key' is required to acknowledge or resolve" });
  })
  .meta({ id: "PagerDutyEvent" });
export type PagerDutyEvent = z.infer<typeof pagerDutyEvent>;

export const pagerDutyAccepted = z
  .object({ status: z.literal("success"), message: z.literal("Event processed"), dedup_key: z.string() })
  .meta({ id: "PagerDutyAccepted" });
export const pagerDutyRejected = z
  .object({ status: z.string(), message: z.string(), errors: z.array(z.string()).optional() })
  .meta({ id: "PagerDutyRejected" });

const stringMap = z.record(z.string(), z.string());

/** One alert of an Alertmanager (webhook version 4) or Grafana notification. */
export const alertmanagerAlert = z.object({
  status: z.enum(["firing", "resolved"]),
  labels: stringMap.default({}),
  annotations: stringMap.default({}),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  generatorURL: z.string().optional(),
  fingerprint: z.string().min(1).max(INTEGRATION_LIMITS.dedupKey),
  dashboardURL: z.string().optional(),
  panelURL: z.string().optional(),
  silenceURL: z.string().optional(),
  valueString: z.string().optional(),
});
export type AlertmanagerAlert = z.infer<typeof alertmanagerAlert>;

/** POST /rest/integrations/alertmanager and /rest/integrations/grafana: Alertmanager's webhook payload, which Grafana extends. */
export const alertmanagerNotification = z
  .object({
    version: z.string().optional(),
    groupKey: z.string().optional(),
    status: z.enum(["firing", "resolved"]),
    receiver: z.string().optional(),
    externalURL: z.string().optional(),
    commonLabels: stringMap.optional(),
    commonAnnotations: stringMap.optional(),
    title: z.string().optional().describe("Grafana"),
    message: z.string().optional().describe("Grafana"),
    alerts: z.array(alertmanagerAlert).min(1).max(1000),
  })
  .meta({ id: "AlertmanagerNotification" });
export type AlertmanagerNotification = z.infer<typeof alertmanagerNotification>;

/** POST or GET /rest/integrations/webhook: JSON, a form or the query string. */
export const genericWebhookFields = z.object({
  summary: z.string().trim().min(1).max(INTEGRATION_LIMITS.summary).optional().describe("Required to trigger"),
  details: z.string().max(INTEGRATION_LIMITS.detailsBytes).optional(),
  dedup: z
    .string()
    .trim()
    .min(1)
    .max(INTEGRATION_LIMITS.dedupKey)
    .optional()
    .describe("Events with the same value fold into one open alarm; required to acknowledge or close"),
  action: z.enum(["trigger", "acknowledge", "close"]).default("trigger"),
  severity: z.enum(EVENT_SEVERITIES).optional(),
});
export const genericWebhookEvent = genericWebhookFields
  .superRefine((event, context) => {
    if (event.action === "trigger" && !event.summary) context.addIssue({ code: "custom", path: ["summary"], message: "A summary is required" });
    if (event.action !== "trigger" && !event.dedup)
      context.addIssue({ code: "custom", path: ["dedup"], message: "The dedup key of the alarm to act on is required" });
  })
  .meta({ id: "GenericWebhookEvent" });
export type GenericWebhookEvent = z.infer<typeof genericWebhookEvent>;

/** What the integration endpoints other than the Events API answer. */
export const integrationOutcome = z
  .object({
    alarms: z.array(
      z.object({
        alarmId: z.number().int().nullable(),
        dedupKey: z.string(),
        outcome: z
          .enum(["TRIGGERED", "SUPPRESSED", "REPEATED", "ACKNOWLEDGED", "RESOLVED", "NO_OPEN_ALARM"])
          .describe("SUPPRESSED: recorded as an inactive alarm, nobody alerted (an alarm rule, a maintenance window, or the point's calendar)"),
      }),
    ),
  })
  .meta({ id: "IntegrationOutcome" });
export type IntegrationOutcome = z.infer<typeof integrationOutcome>;

/** GET or POST /rest/integrations/heartbeat/{key}: the ping is recorded. */
export const heartbeatAccepted = z
  .object({
    pingedAt: z.string(),
    dueAt: z.string().describe("The next ping is expected by then; without it the alarm point is triggered"),
    alarms: integrationOutcome.shape.alarms.describe("The missed-heartbeat alarm this ping ended, if one was open"),
  })
  .meta({ id: "HeartbeatAccepted" });
export type HeartbeatAccepted = z.infer<typeof heartbeatAccepted>;
