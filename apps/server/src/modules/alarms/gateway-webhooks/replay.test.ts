import { createHmac } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alarmRecords } from "../../../../test/alarm-fixtures.js";
import { gatewayWebhookEvents } from "../../../db/schema/index.js";
import { SECRET, useGatewayWebhookApp, WEBHOOK_PATHS as PATHS } from "../../../../test/gateway-webhook-app.js";

const app = useGatewayWebhookApp();
const { ctx, signed, post, webhook, alerted, notification, recipientStatus, inputPath } = app;

const now = () => Math.floor(Date.now() / 1000);
/** The signature this console checked before webhooks were signed with a timestamp: the body alone. */
const bodyOnlySignature = (payload: string) => `sha256=${createHmac("sha256", SECRET).update(payload).digest("hex")}`;
const without = (headers: Record<string, string>, name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
const historyOf = async (alarmId: number, kind: string) => (await alarmRecords(ctx.database.db, alarmId)).history.filter((step) => step.kind === kind);
const storedEvents = async (containing: string) =>
  (
    await ctx.database.db
      .select()
      .from(gatewayWebhookEvents)
      .where(like(gatewayWebhookEvents.eventKey, `%${containing}%`))
  )
    .map((event) => event.eventKey)
    .sort();

describe("generic webhooks are signed with their time, id and URL", () => {
  it("refuses a timestamp more than 5 minutes old or ahead with 403, and takes one within", async () => {
    const { message, sent } = await alerted("SMS");
    const report = { id: sent.externalId!, status: "delivered" };
    for (const timestamp of [now() - 310, now() + 310]) {
      const refused = await webhook("generic", PATHS.status, report, { timestamp });
      expect(refused.statusCode, String(timestamp - now())).toBe(403);
      expect(refused.json()).toMatchObject({ code: "ACCESS_DENIED" });
    }
    expect((await notification(message.id)).status).toBe("SENT");

    const inTime = await webhook("generic", PATHS.status, report, { timestamp: now() - 290 });
    expect(inTime.json()).toEqual({ recorded: true });
    expect((await notification(message.id)).status).toBe("DELIVERED");
  });

  it("refuses a signature over the body alone, and one whose timestamp or webhook id was changed", async () => {
    const { message, sent } = await alerted("SMS");
    const good = signed("generic", PATHS.status, { id: sent.externalId!, status: "delivered" });
    const bodyOnly = { "content-type": "application/json", "x-gateway-signature": bodyOnlySignature(good.payload) };
    const variants = {
      "body alone": bodyOnly,
      "body alone, with time and id": { ...good.headers, ...bodyOnly },
      "no timestamp": without(good.headers, "x-gateway-timestamp"),
      "no webhook id": without(good.headers, "x-gateway-webhook-id"),
      "another timestamp": { ...good.headers, "x-gateway-timestamp": String(Number(good.headers["x-gateway-timestamp"]) - 1) },
      "another webhook id": { ...good.headers, "x-gateway-webhook-id": "another-id" },
    };
    for (const [variant, headers] of Object.entries(variants)) {
      const refused = await ctx.app.inject({ method: "POST", url: PATHS.status, headers, payload: good.payload });
      expect(refused.statusCode, variant).toBe(403);
    }
    expect((await notification(message.id)).status).toBe("SENT");
    expect((await post(PATHS.status, good)).json()).toEqual({ recorded: true });
  });

  it("refuses a voice-input callback whose token was swapped for another message's, or dropped", async () => {
    const [first, second] = [await alerted("VOICE"), await alerted("VOICE")];
    const [firstPath, secondPath] = [inputPath(first.sent), inputPath(second.sent)];
    const acceptFirst = signed("generic", firstPath, { digits: "1" });

    for (const elsewhere of [secondPath, PATHS.voice]) {
      const swapped = await post(elsewhere, acceptFirst);
      expect(swapped.statusCode, elsewhere).toBe(403);
      expect(swapped.json()).toMatchObject({ code: "ACCESS_DENIED" });
    }
    // Signed the old way, over the body alone, the token was not covered.
    const bodyOnly = await ctx.app.inject({
      method: "POST",
      url: secondPath,
      headers: { "content-type": "application/json", "x-gateway-signature": bodyOnlySignature(acceptFirst.payload) },
      payload: acceptFirst.payload,
    });
    expect(bodyOnly.statusCode).toBe(403);
    expect(["ACCEPTED", "DECLINED"]).not.toContain(await recipientStatus(second.alarm.id));

    expect((await post(firstPath, acceptFirst)).json()).toMatchObject({ action: "hangup", text: "Thank you, you have accepted the alarm. Goodbye." });
    expect(await recipientStatus(first.alarm.id)).toBe("ACCEPTED");
    expect(["ACCEPTED", "DECLINED"]).not.toContain(await recipientStatus(second.alarm.id));
  });
});

describe("a webhook is taken once", () => {
  it("answers a replayed generic status webhook with recorded: false, also when the gateway retries it with a new timestamp", async () => {
    const { alarm, sent } = await alerted("VOICE");
    const report = signed("generic", PATHS.status, { id: sent.externalId!, status: "no-answer", error: "nobody picked up" }, { webhookId: "evt-status-1" });
    expect((await post(PATHS.status, report)).json()).toEqual({ recorded: true });

    const replayed = await post(PATHS.status, report);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ recorded: false });
    const retried = await webhook(
      "generic",
      PATHS.status,
      { id: sent.externalId!, status: "no-answer", error: "nobody picked up" },
      { webhookId: "evt-status-1" },
    );
    expect(retried.json()).toEqual({ recorded: false });
    expect(await historyOf(alarm.id, "NOTIFICATION_FAILED")).toHaveLength(1);
  });

  it("does not let a replayed SMS reply answer a later alarm sent to the same number (generic and Twilio)", async () => {
    const replies = {
      twilio: (address: string) => signed("twilio", PATHS.sms, { From: address, To: "+41790000000", Body: "1", MessageSid: `SMin${address.slice(1)}` }),
      generic: (address: string) => signed("generic", PATHS.sms, { from: address, text: "1" }),
    };
    for (const [dialect, reply] of Object.entries(replies)) {
      const first = await alerted("SMS");
      const captured = reply(first.address);
      expect((await post(PATHS.sms, captured)).statusCode, dialect).toBe(200);
      expect(await recipientStatus(first.alarm.id), dialect).toBe("ACCEPTED");

      const later = await alerted("SMS", { address: first.address });
      const replayed = await post(PATHS.sms, captured);
      expect(replayed.statusCode, dialect).toBe(200);
      if (dialect === "generic") expect(replayed.json()).toEqual({ recorded: false });
      expect(["ACCEPTED", "DECLINED"], dialect).not.toContain(await recipientStatus(later.alarm.id));
    }
  });

  it("takes duplicate Twilio status callbacks of a MessageSid and of a CallSid once, each status once", async () => {
    const sms = await alerted("SMS");
    const call = await alerted("VOICE");
    const [messageSid, callSid] = [sms.sent.externalId!, call.sent.externalId!];
    const callbacks: Record<string, string>[] = [
      { MessageSid: messageSid, SmsSid: messageSid, MessageStatus: "sent" },
      { MessageSid: messageSid, SmsSid: messageSid, MessageStatus: "delivered" },
      { CallSid: callSid, CallStatus: "ringing" },
      { CallSid: callSid, CallStatus: "completed" },
    ];
    for (let copy = 0; copy < 2; copy++) {
      for (const fields of callbacks) {
        const callback = await webhook("twilio", PATHS.status, fields);
        expect(callback.statusCode).toBe(200);
        expect(callback.body).toContain("<Response></Response>");
      }
    }
    expect(await storedEvents(messageSid)).toEqual([`twilio:status:${messageSid}:delivered`]);
    expect(await storedEvents(callSid)).toEqual([`twilio:status:${callSid}:completed`]);
    expect((await notification(sms.message.id)).status).toBe("DELIVERED");
    expect(await historyOf(sms.alarm.id, "NOTIFICATION_DELIVERED")).toHaveLength(1);
    expect(await historyOf(call.alarm.id, "NOTIFICATION_DELIVERED")).toHaveLength(1);
  });

  it("takes 3 and then 1 pressed in one call as two events, and a replayed key changes nothing", async () => {
    for (const dialect of ["generic", "twilio"] as const) {
      const { alarm, sent } = await alerted("VOICE");
      const path = inputPath(sent);
      const press = (digit: string) =>
        dialect === "twilio" ? signed("twilio", path, { Digits: digit, CallSid: sent.externalId! }) : signed("generic", path, { digits: digit });
      // What the call does next: JSON to a generic gateway; TwiML to Twilio, whose <Play> links do not show the words.
      const next = async (webhook: ReturnType<typeof press>) => {
        const answer = await post(path, webhook);
        expect(answer.statusCode, dialect).toBe(200);
        if (dialect === "generic") return answer.json<{ action: string; text: string }>();
        return { action: answer.body.includes("<Gather") ? "gather" : "hangup", text: undefined };
      };
      const words = (text: string) => (dialect === "generic" ? text : undefined);
      const [three, one] = [press("3"), press("1")];

      expect(await next(three), dialect).toEqual(expect.objectContaining({ action: "gather", text: words("Smoke in hall three") }));
      expect(await next(one), dialect).toEqual(expect.objectContaining({ action: "hangup", text: words("Thank you, you have accepted the alarm. Goodbye.") }));
      expect(await recipientStatus(alarm.id), dialect).toBe("ACCEPTED");

      // The gateway's retry, or a captured request played again: it hears where the call stands, and nothing is recorded again.
      expect(await next(three), dialect).toEqual(expect.objectContaining({ action: "gather" }));
      expect(await next(one), dialect).toEqual(expect.objectContaining({ action: "hangup", text: words("You have already accepted this alarm. Goodbye.") }));
      expect(await historyOf(alarm.id, "ACCEPTED"), dialect).toHaveLength(1);
    }
  });

  it("remembers a generic webhook id for a day, then forgets it", async () => {
    const [recent, old] = [await alerted("SMS"), await alerted("SMS")];
    await ctx.database.db.insert(gatewayWebhookEvents).values([
      { eventKey: "generic:evt-recent", receivedAt: sql`now() - interval '23 hours'` },
      { eventKey: "generic:evt-old", receivedAt: sql`now() - interval '25 hours'` },
    ]);
    const recentReport = await webhook("generic", PATHS.status, { id: recent.sent.externalId!, status: "delivered" }, { webhookId: "evt-recent" });
    expect(recentReport.json()).toEqual({ recorded: false });
    expect((await notification(recent.message.id)).status).toBe("SENT");

    const oldReport = await webhook("generic", PATHS.status, { id: old.sent.externalId!, status: "delivered" }, { webhookId: "evt-old" });
    expect(oldReport.json()).toEqual({ recorded: true });
    expect((await notification(old.message.id)).status).toBe("DELIVERED");
    const [kept] = await ctx.database.db.select().from(gatewayWebhookEvents).where(like(gatewayWebhookEvents.eventKey, "generic:evt-old"));
    expect(Date.now() - kept!.receivedAt.getTime()).toBeLessThan(60 * 60 * 1000);
  });
});
