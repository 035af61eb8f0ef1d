import type { Channel, OutgoingMessage, SendResult } from "./channel.js";
import { ChannelError } from "./channel.js";
import { emailContent } from "./email-content.js";
import { mimeMessage, parseAddress } from "./email-mime.js";
import type { ChannelDependencies } from "./index.js";
import { SmtpPool, smtpEndpoint } from "./smtp-client/smtp-pool.js";
import type { SmtpError } from "./smtp-client/smtp-reply.js";

/** High priority, as mail clients read it, and automatic, so that no vacation reply answers it. */
const HEADERS = { "X-Priority": "1 (Highest)", "X-MSMail-Priority": "High", Importance: "High", "Auto-Submitted": "auto-generated" };

const ENVELOPE_ADDRESS = /^[^\s<>]+@[^\s<>]+$/;

/** The Message-ID header of an outbox message: a retry carries the same one, so a receiver can tell it is a repeat. */
export const emailMessageId = (messageId: string) => `<${messageId}@alarm-console>`;

/** Email over SMTP (`SMTP_URL`, `SMTP_FROM`) through a pool of pipelining connections (smtp-client/). */
export function emailChannel({ config }: Pick<ChannelDependencies, "config">): Channel {
  const { url, from, connections } = config.smtp;
  if (!url) {
    return {
      name: "email",
      deviceTypes: ["EMAIL"],
      configured: false,
      send: () => Promise.reject(new ChannelError({ key: "EMAIL_NOT_CONFIGURED" }, true)),
    };
  }
  const sender = parseAddress(from);
  const pool = new SmtpPool(smtpEndpoint(url), Math.min(config.engine.concurrency, connections));
  return {
    name: "email",
    deviceTypes: ["EMAIL"],
    configured: true,
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      // An address with a line break or brackets would write commands of its own into the SMTP session.
      if (!ENVELOPE_ADDRESS.test(message.address)) throw new ChannelError({ key: "SMTP_CANNOT_SEND", params: { reply: message.address } }, true);
      const content = emailContent(message);
      try {
        const messageId = emailMessageId(message.messageId);
        const raw = mimeMessage({
          from: sender,
          to: { name: message.participant.name, address: message.address },
          ...content,
          messageId: messageId.slice(1, -1),
          date: new Date(),
          headers: HEADERS,
        });
        const reply = await pool.send({ from: sender.address, to: message.address }, raw, signal);
        const externalId = queueId(reply.text);
        return externalId ? { status: "SENT", externalId } : { status: "SENT" };
      } catch (error) {
        throw channelError(error as SmtpError);
      }
    },
    async close() {
      pool.close();
    },
  };
}

/** The id a server names in its final reply ("250 2.0.0 Ok: queued as 4XyZ", "250 OK id=1abc-00"), if any. */
function queueId(response: string | undefined): string | undefined {
  const match = /queued as ([^\s>]+)|\bid=([^\s>]+)/i.exec(response ?? "");
  return match?.[1] ?? match?.[2];
}

/** 5xx replies are permanent; 4xx, network trouble and an expired deadline are retried. */
function channelError(error: SmtpError): ChannelError {
  if (error.stage === "ABORT") return new ChannelError({ key: "SMTP_TIMEOUT" }, false);
  if (!error.reply) return new ChannelError({ key: "SMTP_CONNECTION_FAILED", params: { reply: error.message } }, false);
  if (error.permanent) return new ChannelError({ key: "SMTP_REFUSED", params: { reply: error.reply.text } }, true);
  return new ChannelError({ key: "SMTP_DEFERRED", params: { reply: error.reply.text } }, false);
}
