import { afterEach, describe, expect, it } from "vitest";
import { outgoingMessage } from "../../test/outgoing-message.js";
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from "../../test/smtp-sink.js";
import { loadConfig } from "../config.js";
import type { Channel } from "./channel.js";
import { ChannelError } from "./channel.js";
import { emailChannel } from "./email.js";
import { freePort } from "../../test/free-port.js";

const opened: { sink?: SmtpSink; channel: Channel }[] = [];

afterEach(async () => {
  for (const { sink, channel } of opened.splice(0)) {
    await channel.close?.();
    await sink?.close();
  }
});

function channelFor(url: string) {
  const channel = emailChannel({ config: loadConfig({ SMTP_URL: url, SMTP_FROM: "Alarm centre <alarms@example.test>" }) });
  return channel;
}

async function sinkAndChannel(options?: SmtpSinkOptions) {
  const sink = await startSmtpSink(options);
  const channel = channelFor(sink.url);
  opened.push({ sink, channel });
  return { sink, channel };
}

const signal = () => AbortSignal.timeout(10_000);

async function refusal(channel: Channel, message = outgoingMessage()): Promise<ChannelError> {
  const error = await channel.send(message, signal()).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe("email channel", () => {
  it("is not configured without SMTP_URL and refuses every message for good", async () => {
    const channel = emailChannel({ config: loadConfig({}) });
    expect(channel.configured).toBe(false);
    expect(channel.deviceTypes).toEqual(["EMAIL"]);
    const error = await refusal(channel);
    expect(error.permanent).toBe(true);
  });

  it("sends the alarm as text and HTML with answer links, signed in, with the outbox message id", async () => {
    const { sink, channel } = await sinkAndChannel();
    expect(channel.configured).toBe(true);
    const message = outgoingMessage();

    const result = await channel.send(message, signal());

    const mail = await sink.waitFor((arrived) => arrived.rcptTo.includes("pat@example.test"));
    expect(result).toEqual({ status: "SENT", externalId: `sink-${mail.sequence}` });
    expect(mail.user).toBe("sink");
    expect(mail.mailFrom).toBe("alarms@example.test");
    expect(mail.messageId).toBe(`<${message.messageId}@alarm-console>`);
    expect(mail.subject).toBe("ALARM: Fire in hall 3");
    expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
    expect(mail.headers.get("priority")).toBe("high");
    expect(mail.text).toContain("Smoke in hall 3");
    expect(mail.text).toContain(`Accept: ${message.links.accept}`);
    expect(mail.text).toContain(`Decline: ${message.links.decline}`);
    expect(mail.text).toContain(`Open the response page: ${message.links.respond}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Smoke in hall 3<br>");
    expect(mail.html).toMatch(new RegExp(`href="${escapeRegExp(message.links.accept)}"[^>]*>Accept</a>`));
    expect(mail.html).toMatch(new RegExp(`href="${escapeRegExp(message.links.decline)}"[^>]*>Decline</a>`));
    expect(mail.html).toMatch(new RegExp(`href="${escapeRegExp(message.links.respond)}"[^>]*>Open the response page</a>`));
  });

  it("writes the fixed words in the participant's language", async () => {
    const { sink, channel } = await sinkAndChannel();
    await channel.send(outgoingMessage({ address: "de@example.test", participant: { id: 1, name: "Max", language: "GERMAN", login: null } }), signal());
    await channel.send(outgoingMessage({ address: "cs@example.test", participant: { id: 2, name: "Jana", language: "CZECH", login: null } }), signal());

    const german = await sink.waitFor((mail) => mail.rcptTo.includes("de@example.test"));
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain(">Annehmen</a>");
    expect(german.html).toContain(">Ablehnen</a>");
    expect(german.text).toContain("Antwortseite öffnen:");
    const czech = await sink.waitFor((mail) => mail.rcptTo.includes("cs@example.test"));
    expect(czech.html).toContain('<html lang="cs">');
    expect(czech.html).toContain(">Přijmout</a>");
    expect(czech.html).toContain(">Odmítnout</a>");
  });

  it("escapes HTML in the alarm's texts and lists the instruction files as links", async () => {
    const { sink, channel } = await sinkAndChannel();
    const files = [
      { name: "Evacuation <plan>.pdf", url: "https://alarms.example.test/rest/api/respond/t/files/1" },
      { name: "Hall 3 & 4.png", url: "https://alarms.example.test/rest/api/respond/t/files/2" },
    ];
    await channel.send(outgoingMessage({ subject: 'Fire <b>"now"</b>', body: "<script>alert(1)</script> & run", instructionFiles: files }), signal());

    const mail = await sink.waitFor(() => true);
    expect(mail.subject).toBe('Fire <b>"now"</b>');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; run");
    expect(mail.html).toContain("Fire &lt;b&gt;&quot;now&quot;&lt;/b&gt;");
    expect(mail.html).toContain(">Instructions</h2>");
    expect(mail.html).toContain(`<a href="${files[0]!.url}" style="color:#1d4ed8">Evacuation &lt;plan&gt;.pdf</a>`);
    expect(mail.html).toContain(">Hall 3 &amp; 4.png</a>");
    expect(mail.text).toContain(`Instructions:\n- Evacuation <plan>.pdf: ${files[0]!.url}\n- Hall 3 & 4.png: ${files[1]!.url}`);
  });

  it("sends a retry with the same Message-ID, so the receiver can tell it is a repeat", async () => {
    const { sink, channel } = await sinkAndChannel();
    const message = outgoingMessage();
    await channel.send(message, signal());
    await channel.send(message, signal());
    await channel.send(outgoingMessage(), signal());

    await sink.waitFor((mail) => mail.sequence === 3);
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(ids.filter((id) => id === `<${message.messageId}@alarm-console>`)).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("sends many messages at once over its pool", async () => {
    const { sink, channel } = await sinkAndChannel();
    const messages = Array.from({ length: 12 }, (_, index) => outgoingMessage({ address: `p${index}@example.test` }));
    const results = await Promise.all(messages.map((message) => channel.send(message, signal())));

    expect(results.every((result) => result.status === "SENT")).toBe(true);
    await sink.waitFor(() => sink.messages.length === 12);
    expect(new Set(sink.messages.map((mail) => mail.rcptTo[0])).size).toBe(12);
  });

  it("fails for good when the server refuses the mailbox (5xx)", async () => {
    const { sink, channel } = await sinkAndChannel({ rejectWith: { code: 550, message: "5.1.1 Mailbox unknown" } });
    const error = await refusal(channel);
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("550");
    expect(sink.messages).toHaveLength(0);
  });

  it("fails for good when the server refuses the message after DATA (5xx)", async () => {
    const { channel } = await sinkAndChannel({ rejectWith: { code: 554, message: "5.7.1 Rejected as spam", stage: "data" } });
    expect((await refusal(channel)).permanent).toBe(true);
  });

  it("retries when the server defers (4xx), at the recipient or after the message", async () => {
    const atRecipient = await sinkAndChannel({ rejectWith: { code: 451, message: "4.3.0 Try again later" } });
    const deferred = await refusal(atRecipient.channel);
    expect(deferred.permanent).toBe(false);
    expect(deferred.message).toContain("451");

    const afterData = await sinkAndChannel({ rejectWith: { code: 452, message: "4.3.1 Insufficient storage", stage: "data" } });
    expect((await refusal(afterData.channel)).permanent).toBe(false);
  });

  it("refuses only the recipients the server refuses and keeps sending the others", async () => {
    const { sink, channel } = await sinkAndChannel({ rejectWith: (to) => (to.startsWith("gone") ? { code: 550 } : undefined) });
    expect((await refusal(channel, outgoingMessage({ address: "gone@example.test" }))).permanent).toBe(true);
    await channel.send(outgoingMessage({ address: "here@example.test" }), signal());
    expect((await sink.waitFor(() => true)).rcptTo).toEqual(["here@example.test"]);
  });

  it("retries when no server answers at the address", async () => {
    const port = await freePort();
    const channel = channelFor(`smtp://127.0.0.1:${port}`);
    opened.push({ channel });
    const error = await refusal(channel);
    expect(error.permanent).toBe(false);
  });

  it("gives up on a stalled server when the send's signal aborts, as a failure to retry", async () => {
    const { sink, channel } = await sinkAndChannel({ hang: true });
    const error = await channel.send(outgoingMessage(), AbortSignal.timeout(300)).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ChannelError);
    expect((error as ChannelError).permanent).toBe(false);
    expect((error as ChannelError).message).toContain("deadline");
    expect(sink.messages).toHaveLength(0);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
