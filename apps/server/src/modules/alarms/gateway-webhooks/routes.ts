import { errorBody } from "@alarm/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { GATEWAY_WEBHOOK_PATHS } from "../../../channels/gateway/callbacks.js";
import { deliveryReport, pressedKeys, smsReply } from "../../../channels/gateway/inbound.js";
import { announcementTwiml, EMPTY_TWIML, gatherTwiml } from "../../../channels/gateway/twiml.js";
import { EMPTY_BODY, type WebhookBody } from "../../../channels/gateway/webhook-body.js";
import { TIMESTAMP_TOLERANCE_SECONDS, type VerifiedWebhook, verifyWebhook } from "../../../channels/gateway/webhook-signature.js";
import { accessDenied } from "../../../core/errors.js";
import type { ModuleRoutes } from "../../../server-dependencies.js";
import { parseWebhookBodies } from "./body.js";
import { GatewayWebhookService, type VoiceAnswer } from "./service.js";

const tags = ["Gateway webhooks"];
const SIGNED =
  "Called by the SMS and voice gateway, not by people. Signed, keyed with GATEWAY_WEBHOOK_SECRET (else GATEWAY_TOKEN): X-Twilio-Signature " +
  "(Twilio dialect, form-encoded body, answered with TwiML), or X-Gateway-Timestamp (Unix seconds), X-Gateway-Webhook-Id (the event's id, " +
  'the same when the gateway sends it again) and X-Gateway-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<webhook id>.POST <full URL called>.<raw body>"> ' +
  `(generic dialect, JSON body, answered with JSON). A missing or wrong signature, or a timestamp more than ${TIMESTAMP_TOLERANCE_SECONDS / 60} minutes off, ` +
  "is 403 ACCESS_DENIED. An event taken before (the same webhook id; for Twilio the same sid and status, inbound MessageSid, or CallSid and key) changes nothing.";
const twiml = z.string().describe("TwiML (text/xml), to a Twilio-compatible gateway");
const recorded = z.object({ recorded: z.boolean().describe("Whether it was taken: false for an unknown message, an ignored text, or an event taken before") });
const spoken = {
  text: z.string(),
  language: z.string().describe("e.g. de-DE"),
  audioUrl: z.string().nullable().describe("WAV to play instead of speaking `text`"),
};
const voiceAnswer = z.discriminatedUnion("action", [
  z.object({ action: z.literal("hangup"), ...spoken }),
  z.object({
    action: z.literal("gather"),
    ...spoken,
    prompt: z.string().describe("Spoken after `text` when there is no audio (the audio contains it)"),
    inputCallback: z.string().describe("Where to post the next key"),
  }),
]);
const failures = { 400: errorBody, 403: errorBody };

/**
 * The gateway's webhooks: delivery reports, SMS replies ("1" accept, "2" decline) and keys pressed
 * in alarm calls. Public routes: each request is checked against its signature before anything else.
 */
export const gatewayWebhookRoutes: ModuleRoutes =
  ({ config, database, engine, speech }) =>
  async (app) => {
    const service = new GatewayWebhookService(config, database.db, engine.tokens, speech);
    const key = config.gateway.webhookSecret ?? config.gateway.token;
    const webhooks = new WeakMap<FastifyRequest, VerifiedWebhook>();
    parseWebhookBodies(app);

    const bodyOf = (request: FastifyRequest) => (request.body as WebhookBody | undefined) ?? EMPTY_BODY;
    // Before the query is validated, so an unsigned request learns nothing but 403.
    app.addHook("preValidation", async (request) => {
      const webhook = verifyWebhook(key, { method: request.method, url: config.publicUrl + request.url, headers: request.headers, body: bodyOf(request) });
      if ("refused" in webhook) throw accessDenied(webhook.refused);
      webhooks.set(request, webhook);
    });
    const inbound = (request: FastifyRequest) => ({ webhook: webhooks.get(request)!, fields: bodyOf(request).fields });
    const xml = (reply: FastifyReply, document: string) => reply.type("text/xml; charset=utf-8").send(document);

    app.post(
      GATEWAY_WEBHOOK_PATHS.status,
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Delivery report of an SMS or call",
          description: `${SIGNED} Generic: {id, status: delivered|completed|failed|undelivered|busy|no-answer|canceled (or an interim queued|sent|ringing|in-progress…), error?}. Twilio: MessageSid+MessageStatus or CallSid+CallStatus.`,
          response: { 200: z.union([recorded, twiml]), ...failures },
        },
      },
      async (request, reply) => {
        const { webhook, fields } = inbound(request);
        const changed = await service.deliveryReport(deliveryReport(webhook, fields));
        return webhook.dialect === "twilio" ? xml(reply, EMPTY_TWIML) : { recorded: changed };
      },
    );

    app.post(
      GATEWAY_WEBHOOK_PATHS.sms,
      {
        config: { public: true },
        schema: {
          tags,
          summary: "An SMS to the console's number: 1 accepts, 2 declines the sender's latest open alarm message",
          description: `${SIGNED} Generic: {from, text}. Twilio: From, Body, MessageSid. Nothing is sent back.`,
          response: { 200: z.union([recorded, twiml]), ...failures },
        },
      },
      async (request, reply) => {
        const { webhook, fields } = inbound(request);
        const outcome = await service.smsReply(smsReply(webhook, fields));
        return webhook.dialect === "twilio" ? xml(reply, EMPTY_TWIML) : { recorded: outcome?.outcome === "RECORDED" };
      },
    );

    app.post(
      GATEWAY_WEBHOOK_PATHS.voiceInput,
      {
        config: { public: true },
        schema: {
          tags,
          summary: "A key pressed in an alarm call: 1 accepts, 2 declines, 3 repeats the message",
          description: `${SIGNED} Generic: {digits}. Twilio: Digits, CallSid. The token is the call's signed response token, put into the URL when the call was made (and covered by the signature).`,
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 200: z.union([voiceAnswer, twiml]), ...failures },
        },
      },
      async (request, reply) => {
        const { webhook, fields } = inbound(request);
        const answer = await service.keyPressed(request.query.token ?? "", pressedKeys(webhook, fields));
        return webhook.dialect === "twilio" ? xml(reply, voiceTwiml(answer)) : voiceJson(answer);
      },
    );
  };

const voiceTwiml = (answer: VoiceAnswer) => ("gather" in answer ? gatherTwiml(answer.gather, answer.inputCallback) : announcementTwiml(answer.hangUp));

const voiceJson = (answer: VoiceAnswer): z.infer<typeof voiceAnswer> =>
  "gather" in answer ? { action: "gather", ...answer.gather, inputCallback: answer.inputCallback } : { action: "hangup", ...answer.hangUp };
