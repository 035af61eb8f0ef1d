import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerError } from "smtp-server";
import { waitForArrival } from "./arrivals.js";

/** A refusal the sink answers with, at the recipient (RCPT TO) or after the message (DATA). */
export type SmtpRejection = { code: number; message?: string; stage?: "rcpt" | "data" };

export type SmtpSinkOptions = {
  /** Refuse every message, or those a function picks by recipient address. */
  rejectWith?: SmtpRejection | ((recipient: string) => SmtpRejection | undefined);
  /** Take the message but never answer it: a stalled server. */
  hang?: boolean;
  /**
   * false: keep only the arrival, envelope and Message-ID, not the parsed message (a benchmark's
   * sink must not take the CPU the server under test needs). Default true.
   */
  parse?: boolean;
};

/** One message the sink accepted. */
export type SinkMessage = {
  arrivedAt: Date;
  /** Index in arrival order; the queue id the sink answered with is `sink-<sequence>`. */
  sequence: number;
  /** SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  /** AUTH user of the session, if it signed in. */
  user: string | undefined;
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  to: string[];
  text: string | undefined;
  html: string | undefined;
  /** Header names in lower case, values as mailparser reads them. */
  headers: Map<string, unknown>;
  raw: string;
};

export type SmtpSink = {
  /** smtp://user:secret@127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** Accepted messages in arrival order. */
  messages: SinkMessage[];
  /** How many messages the sink has answered as queued (those being parsed are not in `messages` yet). */
  readonly answered: number;
  /**
   * How long the sink holds each message before answering it (0: at once); a message whose client
   * leaves before the answer is not kept, as a server that never acknowledged it would not deliver it.
   */
  delayMs: number;
  /** Resolves with the first message (already here or arriving) the predicate picks; rejects after `timeoutMs`. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /**
   * Resolves once every message answered so far is in `messages`: the sink answers a message before
   * it has parsed it, so a sender may have recorded a send that a loaded test process has not read yet.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address ?? ""));

function smtpError(rejection: SmtpRejection): SMTPServerError {
  const error: SMTPServerError = new Error(rejection.message ?? (rejection.code >= 500 ? "Mailbox unavailable" : "Try again later"));
  error.responseCode = rejection.code;
  return error;
}

/** A real SMTP server on 127.0.0.1 (random port, plain text, any credentials) that records what it receives. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let received = 0;
  const waiters = new Set<(message: SinkMessage) => void>();
  const state = { delayMs: 0 };
  const closedSessions = new Set<string>();
  /** Messages answered and still being parsed, and who waits for none to be. */
  const reading = new Set<number>();
  const idle: (() => void)[] = [];
  const rejectionFor = (recipient: string) => (typeof options.rejectWith === "function" ? options.rejectWith(recipient) : options.rejectWith);
  const keep = (message: SinkMessage) => {
    messages.push(message);
    for (const waiter of waiters) waiter(message);
  };

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onClose: (session) => closedSessions.add(session.id),
    onRcptTo(address, _session, callback) {
      const rejection = rejectionFor(address.address);
      callback(rejection && rejection.stage !== "data" ? smtpError(rejection) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => (state.delayMs > 0 ? setTimeout(answer, state.delayMs) : answer()));
      const answer = () => {
        if (options.hang || closedSessions.has(session.id)) return;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const rejection = recipients.map(rejectionFor).find((found) => found?.stage === "data");
        if (rejection) return callback(smtpError(rejection));
        const raw = Buffer.concat(chunks).toString("utf8");
        const sequence = ++received;
        // The session is reset for the next message once answered: keep what it says now.
        const envelope: Envelope = {
          arrivedAt: new Date(),
          sequence,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: recipients,
          user: typeof session.user === "string" ? session.user : undefined,
        };
        callback(null, `OK: queued as sink-${sequence}`);
        if (options.parse === false) return keep(unparsedMessage(envelope, raw));
        reading.add(sequence);
        void simpleParser(raw)
          .then((parsed) => keep(parsedMessage(envelope, parsed, raw)))
          .finally(() => {
            reading.delete(sequence);
            if (reading.size === 0) for (const resolve of idle.splice(0)) resolve();
          });
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  // A client that drops its connection (a killed server process) is not the sink's failure.
  server.on("error", () => undefined);

  return {
    url: `smtp://sink:secret@127.0.0.1:${port}`,
    port,
    messages,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    waitFor: (predicate, timeoutMs = 5_000) =>
      waitForArrival(messages, waiters, predicate, timeoutMs, () => `no matching message within ${timeoutMs} ms (${messages.length} received)`),
    get answered() {
      return received;
    },
    settled: () => (reading.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the sink knows of a message before reading it. */
type Envelope = Pick<SinkMessage, "arrivedAt" | "sequence" | "mailFrom" | "rcptTo" | "user">;

/** Only the envelope and the Message-ID, for a sink that does not parse. */
function unparsedMessage(envelope: Envelope, raw: string): SinkMessage {
  const header = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const messageId = /^message-id:\s*(\S+)/im.exec(header)?.[1];
  return { ...envelope, messageId, subject: undefined, from: undefined, to: envelope.rcptTo, text: undefined, html: undefined, headers: new Map(), raw: "" };
}

function parsedMessage(envelope: Envelope, parsed: ParsedMail, raw: string): SinkMessage {
  return {
    ...envelope,
    messageId: parsed.messageId,
    subject: parsed.subject,
    from: parsed.from?.value[0]?.address,
    to: addresses(parsed.to),
    text: parsed.text,
    html: parsed.html === false ? undefined : parsed.html,
    headers: parsed.headers as Map<string, unknown>,
    raw,
  };
}
