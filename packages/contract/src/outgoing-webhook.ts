import { z } from "zod";
import { objectId, objectIdParam } from "./ids.js";

/** JSON: our own shape, signed. The others are chats' incoming webhooks, which get their message shapes. */
export const WEBHOOK_FORMATS = ["JSON", "SLACK", "TEAMS", "MATTERMOST"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The state changes of an alarm an outgoing webhook can receive. */
export const WEBHOOK_EVENTS = ["TRIGGERED", "ACCEPTED", "ACKNOWLEDGED", "ENDED"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SENDING", "SENT", "FAILED"] as const;

const webhookFields = {
  name: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  format: z.enum(WEBHOOK_FORMATS),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  active: z.boolean().default(true),
};

export const outgoingWebhookCreate = z.object({ orgId: objectId, ...webhookFields }).meta({ id: "OutgoingWebhookCreate" });
export type OutgoingWebhookCreate = z.input<typeof outgoingWebhookCreate>;
export const outgoingWebhookUpdate = z.object({ ...webhookFields, version: z.number().int() }).meta({ id: "OutgoingWebhookUpdate" });
export type OutgoingWebhookUpdate = z.input<typeof outgoingWebhookUpdate>;

export const outgoingWebhook = z
  .object({
    id: z.number().int(),
    orgId: z.number().int(),
    orgName: z.string(),
    name: z.string(),
    url: z.string(),
    format: z.enum(WEBHOOK_FORMATS),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    secret: z.string().describe("Signs every delivery: header X-Alarm-Signature t=<unix seconds>,v1=<hex HMAC-SHA256 of `t.body`>"),
    createdAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: "OutgoingWebhook" });
export type OutgoingWebhook = z.infer<typeof outgoingWebhook>;

export const outgoingWebhookList = z.object({ list: z.array(outgoingWebhook) }).meta({ id: "OutgoingWebhookList" });

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    alarmId: z.number().int(),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    tries: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    responseStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const webhookDeliveryList = z.object({ list: z.array(webhookDelivery) }).meta({ id: "WebhookDeliveryList" });

export const outgoingWebhookParams = z.object({ id: objectIdParam });

/** The JSON body of a JSON-format delivery. */
export type WebhookPayload = {
  event: WebhookEvent;
  at: string;
  alarm: {
    id: number;
    name: string;
    status: string;
    priority: number;
    text: string | null;
    orgId: number;
    alarmPointId: number | null;
    triggeredAt: string;
    endedAt: string | null;
    repeatCount: number;
    dedupKey: string | null;
    url: string;
  };
};
