// The gateway webhook tests' console behind a fake gateway (not loaded by the server).
import type { LoginResponse } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { alarmRecords, createParticipant, trigger, waitForMessages } from "./alarm-fixtures.js";
import { type FakeGateway, type GatewayRequest, signedWebhook, startFakeGateway, type WebhookToSign } from "./fake-gateway.js";
import { LOOPBACK_ALLOWED } from "./outgoing.js";
import { useTestApp } from "./test-app.js";
import type { Config } from "../src/config.js";
import { alarmNotifications } from "../src/db/schema/index.js";

export const PUBLIC_URL = "https://alarms.example.test";
export const SECRET = "webhook-secret-0123456789";
export const WEBHOOK_PATHS = { status: "/rest/api/gateway/status", sms: "/rest/api/gateway/sms", voice: "/rest/api/gateway/voice-input" };

export type Dialect = "generic" | "twilio";
/** How a test webhook is signed: another secret, or the generic dialect's timestamp and webhook id. */
export type Signing = Partial<Pick<WebhookToSign, "secret" | "timestamp" | "webhookId">>;

/**
 * A console behind PUBLIC_URL whose (Twilio) gateway is a fake one and whose webhooks are signed with
 * SECRET; call at the top of a test file. Messages go out through the gateway; webhooks come in
 * signed as a gateway signs them.
 */
export function useGatewayWebhookApp() {
  let gateway: FakeGateway | undefined;
  // The fake gateway's address is known only once it runs: it is filled in before the app starts (hooks run in order).
  const overrides: Partial<Config> = { publicUrl: PUBLIC_URL, ...LOOPBACK_ALLOWED };
  beforeAll(async () => {
    gateway = await startFakeGateway();
    overrides.gateway = { kind: "twilio", url: gateway.url, token: gateway.token, accountSid: gateway.accountSid, from: "+41790000000", webhookSecret: SECRET };
  });
  afterAll(() => gateway?.close());
  const ctx = useTestApp(overrides);
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await ctx.signIn("admin");
  });

  /** A webhook signed for `path` as it is sent to the console's public address. */
  const signed = (dialect: Dialect, path: string, fields: Record<string, string>, signing: Signing = {}) =>
    signedWebhook(dialect, { url: PUBLIC_URL + path, fields, secret: SECRET, ...signing });
  /** Posts a signed webhook to `path`, which need not be the path it was signed for. */
  const post = (path: string, webhook: ReturnType<typeof signed>) =>
    ctx.app.inject({ method: "POST", url: path, headers: webhook.headers, payload: webhook.payload });

  let numbers = 0;
  const nextNumber = () => `+4179123${String(4500 + ++numbers)}`;

  return {
    ctx,
    get gateway(): FakeGateway {
      return gateway!;
    },
    signed,
    post,
    /** Signs and posts a webhook. */
    webhook: (dialect: Dialect, path: string, fields: Record<string, string>, signing?: Signing) => post(path, signed(dialect, path, fields, signing)),
    nextNumber,

    /** A participant with one device alerted by a manual call; answers the alarm, its message and what the gateway was sent. */
    async alerted(type: "SMS" | "VOICE", options: { language?: string; address?: string } = {}) {
      const address = options.address ?? nextNumber();
      const person = await createParticipant(ctx.call, admin.token, { devices: [{ type, address }], language: options.language });
      const alarm = await trigger(ctx.call, admin.token, {
        manualCall: { name: "Fire in hall 3", orgId: 1, participantIds: [person.id], text: "Smoke in hall 3", speechText: "Smoke in hall three" },
      });
      const [message] = await waitForMessages(ctx.database.db, alarm.id, 1);
      const sent = await gateway!.waitFor((request) => request.idempotencyKey === message!.messageId);
      return { alarm, message: message!, sent, address, person };
    },

    notification: async (id: number) => (await ctx.database.db.select().from(alarmNotifications).where(eq(alarmNotifications.id, id)))[0]!,
    recipientStatus: async (alarmId: number) => (await alarmRecords(ctx.database.db, alarmId)).recipients[0]!.status,
    /** The <Gather action> of a call's TwiML: the voice-input callback with the call's token, relative to the console. */
    inputPath: (sent: GatewayRequest) => /action="([^"]+)"/.exec(sent.text!)![1]!.replaceAll("&amp;", "&").slice(PUBLIC_URL.length),
  };
}
