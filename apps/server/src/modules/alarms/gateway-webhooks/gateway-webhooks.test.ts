import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alarmRecords, waitForStatus } from "../../../../test/alarm-fixtures.js";
import { genericWebhookHeaders } from "../../../../test/fake-gateway.js";
import { alarms } from "../../../db/schema/index.js";
import { PUBLIC_URL, SECRET, useGatewayWebhookApp, WEBHOOK_PATHS as PATHS } from "../../../../test/gateway-webhook-app.js";

const app = useGatewayWebhookApp();
const { ctx, webhook, nextNumber, alerted, notification, recipientStatus, inputPath } = app;

describe("gateway webhook signatures", () => {
  it("refuses unsigned, wrongly signed and tampered webhooks with 403 ACCESS_DENIED", async () => {
    const unsigned = await ctx.app.inject({ method: "POST", url: PATHS.sms, payload: { from: "+41791234567", text: "1" } });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: "ACCESS_DENIED" });
    expect((await ctx.app.inject({ method: "POST", url: PATHS.status })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: `${PATHS.voice}?token=x` })).statusCode).toBe(403);

    for (const dialect of ["generic", "twilio"] as const) {
      expect((await webhook(dialect, PATHS.status, { id: "x", status: "delivered" }, { secret: "another-secret-0123456789" })).statusCode, dialect).toBe(403);
    }
    // Signed for another address (the signature covers the URL, and its query).
    const elsewhere = app.signed("twilio", `${PATHS.voice}?token=a`, { Digits: "1", CallSid: "CA1" });
    expect((await app.post(`${PATHS.voice}?token=b`, elsewhere)).statusCode).toBe(403);
    // A field changed after signing.
    const signed = app.signed("generic", PATHS.sms, { from: "+41791234567", text: "2" });
    const tampered = await app.post(PATHS.sms, { ...signed, payload: signed.payload.replace('"2"', '"1"') });
    expect(tampered.statusCode).toBe(403);
  });

  it("answers 400, never 500, to signed bodies that are not what the gateway sends", async () => {
    // Signed as they are, so only their shape is wrong.
    const raw = (payload: string, contentType = "application/json") =>
      ctx.app.inject({
        method: "POST",
        url: PATHS.status,
        headers: { "content-type": contentType, ...genericWebhookHeaders({ url: PUBLIC_URL + PATHS.status, payload, secret: SECRET }) },
        payload,
      });
    const notJson = await raw("{not json");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: "VALIDATION" });
    expect((await raw("[1,2]")).statusCode).toBe(400);
    expect((await raw("")).statusCode).toBe(400);

    const missing = await webhook("generic", PATHS.status, { status: "delivered" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "id" }] });
    expect((await webhook("generic", PATHS.status, { id: "gw-1", status: "exploded" })).statusCode).toBe(400);
    expect((await webhook("twilio", PATHS.status, { MessageSid: "SM1" })).statusCode).toBe(400);
    expect((await webhook("twilio", PATHS.sms, { From: "+41791234567" })).statusCode).toBe(400);
    // Twilio names its events by these sids: without them an event could not be told from its replay.
    const noMessageSid = await webhook("twilio", PATHS.sms, { From: "+41791234567", Body: "1" });
    expect(noMessageSid.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "MessageSid" }] });
    const noCallSid = await webhook("twilio", `${PATHS.voice}?token=x`, { Digits: "1" });
    expect(noCallSid.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "CallSid" }] });
    const otherType = await raw("<xml/>", "application/xml");
    expect(otherType.statusCode).toBe(415);
  });
});

describe("delivery reports", () => {
  it("marks a message DELIVERED by its Twilio sid and ignores interim states", async () => {
    const { message, sent } = await alerted("SMS");
    expect(message.externalId).toBe(sent.externalId);

    const queued = await webhook("twilio", PATHS.status, { MessageSid: sent.externalId!, SmsSid: sent.externalId!, MessageStatus: "sent" });
    expect(queued.statusCode).toBe(200);
    expect((await notification(message.id)).status).toBe("SENT");

    const delivered = await webhook("twilio", PATHS.status, { MessageSid: sent.externalId!, MessageStatus: "delivered", AccountSid: app.gateway.accountSid });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.headers["content-type"]).toMatch(/^text\/xml/);
    expect(delivered.body).toContain("<Response></Response>");
    const stored = await notification(message.id);
    expect(stored.status).toBe("DELIVERED");
    expect(stored.deliveredAt).not.toBeNull();
  });

  it("marks a call FAILED from a generic report, with the gateway's reason, and answers an unknown id calmly", async () => {
    const { alarm, message, sent } = await alerted("VOICE");
    const report = await webhook("generic", PATHS.status, { id: sent.externalId!, status: "no-answer", error: "nobody picked up" });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ recorded: true });
    expect(await notification(message.id)).toMatchObject({ status: "FAILED", lastError: "nobody picked up" });
    // Its only device failed: the alarm fails (the engine hands over as after any failed message).
    await waitForStatus(ctx.database.db, alarm.id, "FAILURE");

    expect((await webhook("generic", PATHS.status, { id: "gw-unknown", status: "delivered" })).json()).toEqual({ recorded: false });
  });
});

describe("SMS replies", () => {
  it('accepts with "1" the latest open alarm messaged to that number, via the Twilio dialect', async () => {
    const { alarm, address } = await alerted("SMS");
    const reply = await webhook("twilio", PATHS.sms, { From: address, To: "+41790000000", Body: " 1 ", MessageSid: "SMreply1" });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("<Response></Response>");
    expect(await recipientStatus(alarm.id)).toBe("ACCEPTED");
    const { history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(history.find((step) => step.kind === "ACCEPTED")?.detail).toBe("via SMS reply");
    await waitForStatus(ctx.database.db, alarm.id, "ACCEPTED");
  });

  it('declines with "2" only the most recent of two open alarms sent to the number (generic dialect)', async () => {
    const address = nextNumber();
    const older = await alerted("SMS", { address });
    const newer = await alerted("SMS", { address });
    const reply = await webhook("generic", PATHS.sms, { from: address, text: "2" });
    expect(reply.json()).toEqual({ recorded: true });
    expect(await recipientStatus(newer.alarm.id)).toBe("DECLINED");
    expect(["ACCEPTED", "DECLINED"]).not.toContain(await recipientStatus(older.alarm.id));
  });

  it("ignores other texts, unknown numbers and alarms that have ended", async () => {
    const { alarm, address } = await alerted("SMS");
    expect((await webhook("generic", PATHS.sms, { from: address, text: "12" })).json()).toEqual({ recorded: false });
    expect((await webhook("generic", PATHS.sms, { from: address, text: "yes" })).json()).toEqual({ recorded: false });
    expect((await webhook("generic", PATHS.sms, { from: nextNumber(), text: "1" })).json()).toEqual({ recorded: false });
    await ctx.database.db.update(alarms).set({ endedAt: new Date() }).where(eq(alarms.id, alarm.id));
    expect((await webhook("generic", PATHS.sms, { from: address, text: "1" })).json()).toEqual({ recorded: false });
    expect(["ACCEPTED", "DECLINED"]).not.toContain(await recipientStatus(alarm.id));
  });
});

describe("keys pressed in alarm calls", () => {
  it("repeats the message on 3 and accepts on 1, answering TwiML to a Twilio gateway", async () => {
    const { alarm, sent } = await alerted("VOICE", { language: "GERMAN" });
    const path = inputPath(sent);
    expect(path).toMatch(/^\/rest\/api\/gateway\/voice-input\?token=[\w.-]+$/);

    const repeat = await webhook("twilio", path, { Digits: "3", CallSid: sent.externalId! });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["content-type"]).toMatch(/^text\/xml/);
    expect(repeat.body).toMatch(
      new RegExp(
        `<Gather input="dtmf" numDigits="1" [^>]*action="${PUBLIC_URL}${path.replaceAll("?", "\\?").replaceAll(".", "\\.")}"><Play>${PUBLIC_URL}/rest/api/alarmpoints/prelisten/`,
      ),
    );
    expect(["ACCEPTED", "DECLINED"]).not.toContain(await recipientStatus(alarm.id));

    const accept = await webhook("twilio", path, { Digits: "1", CallSid: sent.externalId! });
    expect(accept.statusCode).toBe(200);
    expect(accept.body).toMatch(/<Play>[^<]+<\/Play><Hangup\/><\/Response>$/);
    expect(await recipientStatus(alarm.id)).toBe("ACCEPTED");
    const { history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(history.find((step) => step.kind === "ACCEPTED")?.detail).toBe("via voice call");

    const again = await webhook("generic", path, { digits: "2" });
    expect(again.json()).toMatchObject({ action: "hangup", text: "Sie haben diesen Alarm bereits angenommen. Auf Wiederhören.", language: "de-DE" });
  });

  it("declines on 2 and answers JSON to a generic gateway; a forged token ends the call", async () => {
    const { alarm, sent } = await alerted("VOICE");
    const path = inputPath(sent);
    const repeat = await webhook("generic", path, { digits: "3" });
    expect(repeat.json()).toMatchObject({
      action: "gather",
      text: "Smoke in hall three",
      prompt: "Press 1 to accept, 2 to decline, 3 to repeat the message.",
      language: "en-GB",
      inputCallback: PUBLIC_URL + path,
    });
    expect(repeat.json().audioUrl).toMatch(new RegExp(`^${PUBLIC_URL}/rest/api/alarmpoints/prelisten/`));

    const decline = await webhook("generic", path, { digits: "2" });
    expect(decline.json()).toMatchObject({ action: "hangup", text: "Thank you, you have declined the alarm. Goodbye.", language: "en-GB" });
    expect(await recipientStatus(alarm.id)).toBe("DECLINED");

    const forged = await webhook("generic", `${PATHS.voice}?token=${path.split("token=")[1]!.slice(0, -2)}xx`, { digits: "1" });
    expect(forged.json()).toMatchObject({ action: "hangup", text: "This call can no longer be answered. Goodbye." });
    expect((await webhook("generic", PATHS.voice, { digits: "1" })).json()).toMatchObject({ action: "hangup" });
  });
});
