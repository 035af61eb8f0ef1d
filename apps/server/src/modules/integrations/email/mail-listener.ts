import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Readable } from "node:stream";
import type { SMTPServer, SMTPServerAddress, SMTPServerError } from "smtp-server";
import type { Config } from "../../../config.js";
import { AppError } from "../../../core/errors.js";
import { TRIGGER_PATIENCE_MS, TRIGGERS_WAITING, whileDatabaseAway } from "../../../db/database-away.js";
import type { Db } from "../../../db/database.js";
import type { ServerDependencies } from "../../../server-dependencies.js";
import { type AdmittedKey, admitEvent } from "../intake/key-admission.js";
import { SourceEvents } from "../intake/source-events.js";
import { mailEvent } from "./mail-event.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMTP listener for mail to integration keys (INBOUND_SMTP_PORT). */
    inboundMail: MailListener;
  }
}

/** An idle client still connected at shutdown is cut off after this long. */
const CLOSE_TIMEOUT_MS = 5_000;

const refusal = (responseCode: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode });
const isRefusal = (error: unknown): error is SMTPServerError => error instanceof Error && "responseCode" in error;
const TRY_LATER = "4.3.0 Temporary failure, try again later";

/** Why a recipient is refused, in SMTP's words: a key that cannot act is permanent, a full minute or a failure temporary. */
function recipientRefusal(error: unknown): SMTPServerError {
  if (isRefusal(error)) return error;
  if (error instanceof AppError && error.code === "UNAUTHORIZED") return refusal(550, "5.1.1 No such integration key here");
  if (error instanceof AppError && error.code === "RATE_LIMITED") return refusal(451, "4.7.1 Too many alarms for this key this minute, try again later");
  return refusal(451, TRY_LATER);
}

/** The message as bytes, read to its end; null when it was larger than `maxBytes` (nothing beyond is kept). */
async function readUpTo(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks);
}

/**
 * Mail to `<integration key>@<domain>` raises the key's alarm
 * (docs/domain-rules.md#machine-clients): plain SMTP without sign-in, since the address is the
 * credential. A recipient is refused at RCPT TO unless its domain is ours and its key an unrevoked
 * EMAIL key within its rate; the message is then parsed and applied to every accepted key. TLS and
 * spam filtering are a relay's job in front.
 */
export class MailListener {
  private server: SMTPServer | null = null;
  private readonly events: SourceEvents;
  /** The key each accepted recipient stands for, until its message is taken. */
  private readonly keys = new WeakMap<SMTPServerAddress, AdmittedKey>();

  constructor(
    private readonly db: Db,
    private readonly settings: Config["inboundSmtp"],
    timeZone: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.events = new SourceEvents(db, timeZone);
  }

  /** The port it listens on; null while it does not. */
  port(): number | null {
    const address = this.server?.server.address();
    return address && typeof address === "object" ? address.port : null;
  }

  async start(): Promise<void> {
    if (this.settings.port === undefined || this.server) return;
    // Loaded here: a server without INBOUND_SMTP_PORT never holds the SMTP server and mail parser in memory.
    const { SMTPServer } = await import("smtp-server");
    const server = new SMTPServer({
      name: this.settings.domain,
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      size: this.settings.maxBytes,
      rejectOversized: true,
      logger: false,
      closeTimeout: CLOSE_TIMEOUT_MS,
      onRcptTo: (address, _session, callback) => {
        this.admit(address).then(
          () => callback(),
          (error: unknown) => callback(recipientRefusal(error)),
        );
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session.envelope.rcptTo).then(
          (reply) => callback(null, reply),
          (error: unknown) => callback(isRefusal(error) ? error : refusal(451, TRY_LATER)),
        );
      },
    });
    // A client that drops its connection is no failure of the server.
    server.on("error", (error) => this.log.debug({ err: error }, "inbound mail connection failed"));
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.settings.port, this.settings.host, () => {
        server.server.off("error", reject);
        resolve();
      });
    });
    this.server = server;
    this.log.info({ port: this.port(), domain: this.settings.domain }, "inbound mail listening");
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async admit(recipient: SMTPServerAddress): Promise<void> {
    const address = recipient.address.toLowerCase();
    const at = address.lastIndexOf("@");
    if (at < 1 || address.slice(at + 1) !== this.settings.domain.toLowerCase())
      throw refusal(550, `5.1.2 Mail for this server goes to @${this.settings.domain}`);
    // A failover: the sending server waits too (a mail transaction allows minutes), then hears 451 and sends again later.
    this.keys.set(
      recipient,
      await whileDatabaseAway(() => admitEvent(this.db, address.slice(0, at), ["EMAIL"]), Date.now() + TRIGGER_PATIENCE_MS, TRIGGERS_WAITING),
    );
  }

  /** Raises the alarm of every recipient's key; a key that fails does not undo the others'. */
  private async receive(stream: Readable, recipients: SMTPServerAddress[]): Promise<string> {
    const raw = await readUpTo(stream, this.settings.maxBytes);
    // Over the size: smtp-server answers 552 itself (rejectOversized).
    if (!raw) return "Message too large";
    const { simpleParser } = await import("mailparser");
    const mail = await simpleParser(raw);
    const alarmIds: number[] = [];
    let failure: unknown = null;
    for (const recipient of recipients) {
      const key = this.keys.get(recipient);
      if (!key) continue;
      try {
        const outcome = await whileDatabaseAway(
          () => this.events.apply(key, mailEvent(mail, key.dedupBySubject)),
          Date.now() + TRIGGER_PATIENCE_MS,
          TRIGGERS_WAITING,
        );
        if (outcome.alarmId !== null) alarmIds.push(outcome.alarmId);
      } catch (error) {
        failure = error;
        this.log.warn({ err: error, integrationKeyId: key.id }, "inbound mail could not raise its alarm");
      }
    }
    if (alarmIds.length === 0 && failure instanceof AppError) throw refusal(554, `5.6.0 ${failure.message}`);
    if (alarmIds.length === 0 && failure) throw failure;
    return `Accepted: alarm ${alarmIds.join(", ")}`;
  }
}

/** Decorates the app with its mail listener, started with the server when INBOUND_SMTP_PORT is set and stopped on close. */
export function registerMailListener(app: FastifyInstance, { config, database }: ServerDependencies) {
  const listener = new MailListener(database.db, config.inboundSmtp, config.timeZone, app.log);
  app.decorate("inboundMail", listener);
  if (config.inboundSmtp.port === undefined) return;
  app.addHook("onReady", () => listener.start());
  app.addHook("onClose", () => listener.stop());
}
