import { createTransport, type NodemailerError } from "nodemailer";
import type { Channel, OutgoingMessage, SendResult } from "./channel.js";
import { ChannelError } from "./channel.js";
import { emailContent } from "./email-content.js";
import { mimeMessage, parseAddress } from "./email-mime.js";
import type { ChannelDependencies } from "./index.js";

/** How long a connection may take to open and greet; the send's own deadline comes from its AbortSignal. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** High priority, as mail clients read it, and automatic, so that no vacation reply answers it. */
const HEADERS = { "X-Priority": "1 (Highest)", "X-MSMail-Priority": "High", Importance: "High", "Auto-Submitted": "auto-generated" };

/** The Message-ID header of an outbox message: a retry carries the same one, so a receiver can tell it is a repeat. */
export const emailMessageId = (messageId: string) => `<${messageId}@alarm-console>`;

/** Email over SMTP (`SMTP_URL`, `SMTP_FROM`) through a pool of connections. */
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
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: Math.min(config.engine.concurrency, connections),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    name: "email",
    deviceTypes: ["EMAIL"],
    configured: true,
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
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
        // The Message-ID given again, or the transport makes up a random one for its log.
        const info = await transport.sendMail({ envelope: { from: sender.address, to: [message.address] }, raw, messageId, signal });
        const externalId = info.serverMessageId ?? queueId(info.response);
        return externalId ? { status: "SENT", externalId } : { status: "SENT" };
      } catch (error) {
        throw channelError(error as NodemailerError);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** The id a server names in its final reply ("250 2.0.0 Ok: queued as 4XyZ", "250 OK id=1abc-00"), if any. */
function queueId(response: string | undefined): string | undefined {
  const match = /queued as ([^\s>]+)|\bid=([^\s>]+)/i.exec(response ?? "");
  return match?.[1] ?? match?.[2];
}

/** 5xx replies and messages that can never be sent are permanent; 4xx, network trouble and an expired deadline are retried. */
function channelError(error: NodemailerError): ChannelError {
  if (error.code === "EABORT") return new ChannelError({ key: "SMTP_TIMEOUT" }, false);
  const reply = error.response ? `${error.response}` : error.message;
  if (error.permanent === true) return new ChannelError({ key: "SMTP_REFUSED", params: { reply } }, true);
  if (error.responseCode === undefined && (error.code === "EENVELOPE" || error.code === "ECONFIG")) {
    return new ChannelError({ key: "SMTP_CANNOT_SEND", params: { reply } }, true);
  }
  return new ChannelError({ key: error.responseCode ? "SMTP_DEFERRED" : "SMTP_CONNECTION_FAILED", params: { reply } }, false);
}
