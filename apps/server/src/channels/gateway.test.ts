import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, startFakeGateway } from "../../test/fake-gateway.js";
import { outgoingMessage } from "../../test/outgoing-message.js";
import { LOOPBACK_ALLOWED } from "../../test/outgoing.js";
import { useTestApp } from "../../test/test-app.js";
import type { Config } from "../config.js";
import { SpeechService } from "../modules/speech/service.js";
import type { Channel } from "./channel.js";
import { gatewayChannels } from "./gateway.js";
import { channelFailure } from "../../test/channel-failure.js";

const ctx = useTestApp(LOOPBACK_ALLOWED);
const PUBLIC_URL = "https://alarms.example.test";
const TOKEN = "1a.zz.abcdefghijklmnopqrstuv";
let gateway: FakeGateway;

beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());

function channel(settings: Partial<Config["gateway"]>, options: { speechWorks?: boolean } = {}): Channel {
  const config: Config = { ...ctx.config, publicUrl: PUBLIC_URL, gateway: { ...ctx.config.gateway, ...settings } };
  // A program and a WebAssembly build that do not exist: speech synthesis is unavailable.
  const speech =
    options.speechWorks === false
      ? new SpeechService({ ...config, espeakNg: "/nonexistent/espeak-ng" }, ctx.database.db, "file:///nonexistent/espeak-ng.js")
      : new SpeechService(config, ctx.database.db);
  const [only, ...others] = gatewayChannels({ config, speech });
  expect(others).toEqual([]);
  return only!;
}

const generic = (options?: { speechWorks?: boolean }) => channel({ kind: "generic", url: gateway.url, token: gateway.token, from: "+41790000000" }, options);
const twilio = (options?: { speechWorks?: boolean }) =>
  channel({ kind: "twilio", url: gateway.url, token: gateway.token, accountSid: gateway.accountSid, from: "+41790000000" }, options);
const sms = (overrides = {}) => outgoingMessage({ deviceType: "SMS", address: "+41791234567", ...overrides });
const call = (overrides = {}) => outgoingMessage({ deviceType: "VOICE", address: "+41791234567", ...overrides });
const inTime = () => AbortSignal.timeout(5_000);

describe("gateway channel", () => {
  it("is not configured without GATEWAY, and says what is missing", async () => {
    const unset = channel({ kind: undefined });
    expect(unset.configured).toBe(false);
    expect(unset.deviceTypes).toEqual(["SMS", "VOICE"]);
    const problem = await channelFailure(unset.send(sms(), inTime()));
    expect(problem.permanent).toBe(true);
    expect(problem.message).toMatch(/not configured/);

    const incomplete = channel({ kind: "twilio", url: gateway.url, token: "secret", accountSid: undefined, from: undefined });
    expect(incomplete.configured).toBe(false);
    expect((await channelFailure(incomplete.send(sms(), inTime()))).message).toMatch(/GATEWAY_ACCOUNT_SID, GATEWAY_FROM missing/);
  });

  it("sends an SMS to the generic gateway as JSON with the message id as idempotency key", async () => {
    const message = sms();
    const result = await generic().send(message, inTime());
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({
      dialect: "generic",
      kind: "SMS",
      path: "/messages",
      idempotencyKey: message.messageId,
      to: "+41791234567",
      from: "+41790000000",
    });
    expect(request.headers.authorization).toBe(`Bearer ${gateway.token}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toMatchObject({ id: message.messageId, statusCallback: `${PUBLIC_URL}/rest/api/gateway/status` });
    expect(request.text).toBe(`${message.body}\n\nReply 1 to accept or 2 to decline, or answer here: ${message.links.respond}`);
    expect(result).toEqual({ status: "SENT", externalId: request.externalId });
  });

  it("starts a generic call with the synthesized message, the key prompt and the signed input callback", async () => {
    const message = call({ speechText: "Fire in hall 3", participant: { id: 3, name: "Pat", language: "GERMAN", login: null } });
    const result = await generic().send(message, inTime());
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({ kind: "VOICE", path: "/calls", idempotencyKey: message.messageId, text: "Fire in hall 3" });
    expect(request.body).toMatchObject({
      id: message.messageId,
      to: "+41791234567",
      language: "de-DE",
      prompt: "Drücken Sie 1 zum Annehmen, 2 zum Ablehnen, 3 zum Wiederholen der Nachricht.",
      inputCallback: `${PUBLIC_URL}/rest/api/gateway/voice-input?token=${TOKEN}`,
      statusCallback: `${PUBLIC_URL}/rest/api/gateway/status`,
    });
    expect(result.externalId).toBe(request.externalId);
    // The audio link is public and absolute, and plays the WAV from this server.
    const audioUrl = request.body.audioUrl as string;
    expect(audioUrl.startsWith(`${PUBLIC_URL}/rest/api/alarmpoints/prelisten/`)).toBe(true);
    const audio = await ctx.call({ method: "GET", url: audioUrl.slice(PUBLIC_URL.length) });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/wav");
  });

  it("sends an SMS the Twilio way: form fields, basic auth and I-Twilio-Idempotency-Token", async () => {
    const message = sms();
    const result = await twilio().send(message, inTime());
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({ dialect: "twilio", kind: "SMS", path: `/2010-04-01/Accounts/${gateway.accountSid}/Messages.json` });
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.headers["i-twilio-idempotency-token"]).toBe(message.messageId);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${gateway.accountSid}:${gateway.token}`).toString("base64")}`);
    expect(request.body).toEqual({ From: "+41790000000", To: "+41791234567", Body: request.text, StatusCallback: `${PUBLIC_URL}/rest/api/gateway/status` });
    expect(request.text).toContain(message.links.respond);
    expect(result).toEqual({ status: "SENT", externalId: request.externalId });
    expect(result.externalId).toMatch(/^SM\d{32}$/);
  });

  it("starts a Twilio call whose TwiML plays the synthesized speech inside a one-key <Gather>", async () => {
    const message = call({ speechText: "Fire in hall 3" });
    const result = await twilio().send(message, inTime());
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({ kind: "VOICE", path: `/2010-04-01/Accounts/${gateway.accountSid}/Calls.json`, idempotencyKey: message.messageId });
    expect(request.body).toMatchObject({ To: "+41791234567", From: "+41790000000", StatusCallback: `${PUBLIC_URL}/rest/api/gateway/status` });
    const twiml = request.text!;
    expect(twiml).toMatch(
      new RegExp(
        `<Gather input="dtmf" numDigits="1" timeout="\\d+" method="POST" action="${PUBLIC_URL}/rest/api/gateway/voice-input\\?token=${TOKEN.replaceAll(".", "\\.")}"><Play>${PUBLIC_URL}/rest/api/alarmpoints/prelisten/[^<]+</Play></Gather>`,
      ),
    );
    expect(result.externalId).toMatch(/^CA\d{32}$/);
  });

  it("lets the gateway speak the text itself, in the participant's language, when speech synthesis is unavailable", async () => {
    const message = call({ speechText: "Požár v hale 3 & <sklad>", participant: { id: 3, name: "Pat", language: "CZECH", login: null } });
    await twilio({ speechWorks: false }).send(message, inTime());
    const twiml = gateway.requests.at(-1)!.text!;
    expect(twiml).not.toContain("<Play>");
    expect(twiml).toContain(
      '<Say language="cs-CZ">Požár v hale 3 &amp; &lt;sklad&gt;</Say><Say language="cs-CZ">Stiskněte 1 pro přijetí, 2 pro odmítnutí, 3 pro zopakování zprávy.</Say>',
    );

    await generic({ speechWorks: false }).send(message, inTime());
    expect(gateway.requests.at(-1)!.body).toMatchObject({ audioUrl: null, text: "Požár v hale 3 & <sklad>", language: "cs-CZ" });
  });

  it("sends a retried message with the same idempotency key, and the gateway answers with the first id", async () => {
    const message = sms();
    const first = await generic().send(message, inTime());
    const again = await generic().send(message, inTime());
    expect(again.externalId).toBe(first.externalId);
    const [one, two] = gateway.requests.filter((request) => request.idempotencyKey === message.messageId);
    expect([one!.duplicate, two!.duplicate]).toEqual([false, true]);
  });

  it("fails temporarily on 5xx and when the gateway cannot be reached, permanently on other refusals", async () => {
    gateway.setBehaviour({ mode: "fail", times: 2 });
    const serverError = await channelFailure(generic().send(sms(), inTime()));
    expect(serverError).toMatchObject({ permanent: false, message: "the gateway answered 500: The gateway failed" });
    expect((await channelFailure(twilio().send(call(), inTime()))).permanent).toBe(false);
    gateway.setBehaviour({ mode: "fail", status: 429, times: 1 });
    expect(await channelFailure(generic().send(sms(), inTime()))).toMatchObject({ permanent: false, message: "the gateway answered 429: The gateway failed" });

    gateway.setBehaviour("refuse");
    const refused = await channelFailure(generic().send(sms({ address: "+41000" }), inTime()));
    expect(refused).toMatchObject({ permanent: true, message: "the gateway answered 400: The number +41000 is not valid" });
    expect((await channelFailure(twilio().send(sms(), inTime()))).permanent).toBe(true);
    gateway.setBehaviour("accept");

    const wrongToken = channel({ kind: "generic", url: gateway.url, token: "not-the-token" });
    expect(await channelFailure(wrongToken.send(sms(), inTime()))).toMatchObject({
      permanent: true,
      message: "the gateway answered 401: Authentication failed",
    });

    const closed = await startFakeGateway();
    await closed.close();
    const unreachable = await channelFailure(channel({ kind: "generic", url: closed.url }).send(sms(), inTime()));
    expect(unreachable.permanent).toBe(false);
    expect(unreachable.message).toMatch(/^the gateway cannot be reached: .*ECONNREFUSED/);
  });

  it("sends nothing to a gateway address in a refused range: the outgoing guard fails the message for good", async () => {
    for (const [url, reason] of [
      ["http://169.254.169.254/latest", "169.254.169.254 is not a public address (cloud metadata)"],
      ["https://10.0.0.1/sms", "10.0.0.1 is not a public address (private)"],
      ["https://[fd00:ec2::254]/", "fd00:ec2::254 is not a public address (cloud metadata)"],
    ]) {
      const refused = await channelFailure(channel({ kind: "generic", url }).send(sms(), inTime()));
      expect(refused).toMatchObject({ permanent: true, message: `the gateway's address is refused: ${reason}` });
    }
  });

  it("gives up on a gateway that does not answer when the outbox's deadline aborts the send", async () => {
    gateway.setBehaviour({ mode: "hang", times: 1 });
    const message = sms();
    const problem = await channelFailure(generic().send(message, AbortSignal.timeout(300)));
    expect(problem).toMatchObject({ permanent: false, message: "the gateway did not answer in time" });
    const hung = await gateway.waitFor((request) => request.idempotencyKey === message.messageId);
    expect(hung.answer).toBe("hang");
    // The next request is accepted again.
    expect((await generic().send(sms(), inTime())).status).toBe("SENT");
  });
});
