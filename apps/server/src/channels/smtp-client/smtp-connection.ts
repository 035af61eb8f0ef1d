import { connect as connectPlain, isIP, type Socket } from "node:net";
import { hostname } from "node:os";
import { connect as connectTls } from "node:tls";
import { ReplyReader, type SmtpReply, SmtpError } from "./smtp-reply.js";

/** The relay of SMTP_URL: smtps:// speaks TLS from the start; smtp:// upgrades with STARTTLS when the server offers it. */
export type SmtpEndpoint = {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** Certificates to trust besides the system's (a test's own). */
  ca?: string | undefined;
};

/** One email to one recipient, as the pool hands it to a connection. */
export type SmtpJob = {
  from: string;
  to: string;
  data: Buffer;
  /** Something of it went to the server: cut now, the connection must go (an empty message must never be ended with a dot). */
  started: boolean;
  /** Its data went out: from then on it may have arrived, and it is never handed to another connection. */
  dataSent: boolean;
  settled: boolean;
  /** The connection it was given to. */
  connection?: SmtpConnection | undefined;
  resolve(reply: SmtpReply): void;
  reject(error: SmtpError): void;
};

const CONNECT_TIMEOUT_MS = 10_000;
/** An idle connection is closed after this; a connection waiting this long for a reply is given up. */
const SOCKET_TIMEOUT_MS = 60_000;
const CLOSED: SmtpReply = { code: 0, text: "the SMTP connection closed" };

/** The TLS server name (SNI) of a host; a relay given by IP address has none (RFC 6066), its certificate names the address. */
const serverName = (host: string) => (isIP(host) ? undefined : host);

export const settle = (job: SmtpJob, outcome: SmtpReply | SmtpError) => {
  if (job.settled) return;
  job.settled = true;
  if (outcome instanceof SmtpError) job.reject(outcome);
  else job.resolve(outcome);
};

/**
 * One connection to the relay: greeted, EHLO, STARTTLS when offered, AUTH when the URL has a user.
 * Its emails go one after the other; with PIPELINING (RFC 2920) MAIL, RCPT and DATA go in one write
 * and the end of one email's data goes with the next one's envelope, so an email costs one write
 * and one round trip instead of four. When the connection dies, the emails whose data had not been
 * written are handed back (`handBack`) to be sent on another; those whose data had fail.
 */
export class SmtpConnection {
  private socket: Socket;
  private readonly queue: SmtpJob[] = [];
  private readonly replyWaiters: ((reply: SmtpReply) => void)[] = [];
  private readonly replies: SmtpReply[] = [];
  /** The server offered PIPELINING (RFC 2920). */
  pipelining = false;
  /** Emails started on this connection and not answered yet. */
  private readonly active = new Set<SmtpJob>();
  private draining = false;
  closed = false;

  private constructor(
    socket: Socket,
    private readonly handBack: (jobs: SmtpJob[], from: SmtpConnection) => void,
  ) {
    this.socket = socket;
    this.listen(socket);
  }

  /** Emails queued or being sent on this connection. */
  get load(): number {
    return this.queue.length + this.active.size;
  }

  static async open(endpoint: SmtpEndpoint, handBack: (jobs: SmtpJob[], from: SmtpConnection) => void): Promise<SmtpConnection> {
    const socket = endpoint.secure
      ? connectTls({ host: endpoint.host, port: endpoint.port, servername: serverName(endpoint.host), ca: endpoint.ca })
      : connectPlain({ host: endpoint.host, port: endpoint.port });
    const connection = new SmtpConnection(socket, handBack);
    const timer = setTimeout(() => socket.destroy(new Error("the SMTP server did not answer in time")), CONNECT_TIMEOUT_MS);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once(endpoint.secure ? "secureConnect" : "connect", resolve);
        socket.once("error", reject);
      });
      await connection.expect(220, "CONNECT");
      let features = await connection.hello();
      if (!endpoint.secure && /^250[ -]STARTTLS\b/im.test(features)) {
        connection.socket.write("STARTTLS\r\n");
        await connection.expect(220, "CONNECT");
        await connection.upgrade(endpoint);
        features = await connection.hello();
      }
      connection.pipelining = /^250[ -]PIPELINING\b/im.test(features);
      if (endpoint.user) await connection.signIn(endpoint.user, endpoint.password ?? "", features);
      connection.socket.setTimeout(SOCKET_TIMEOUT_MS, () => connection.idleOrStalled());
      return connection;
    } catch (error) {
      socket.destroy();
      throw error instanceof SmtpError ? error : new SmtpError("CONNECT", (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  enqueue(job: SmtpJob) {
    this.queue.push(job);
    if (!this.draining) void this.drain();
  }

  /** A job's deadline passed: dropped if nothing of it went out; otherwise the connection goes, and the others are handed back. */
  cut(job: SmtpJob) {
    const index = this.queue.indexOf(job);
    if (index !== -1 && !job.started) this.queue.splice(index, 1);
    else this.destroy();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.socket.end("QUIT\r\n");
  }

  private destroy() {
    this.socket.destroy();
  }

  private listen(socket: Socket) {
    const reader = new ReplyReader((reply) => {
      const waiter = this.replyWaiters.shift();
      if (waiter) waiter(reply);
      else this.replies.push(reply);
    });
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => reader.push(chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => this.onClosed());
  }

  private onClosed() {
    this.closed = true;
    for (const waiter of this.replyWaiters.splice(0)) waiter(CLOSED);
    const unsent = [...this.queue.splice(0), ...this.active].filter((job) => !job.dataSent && !job.settled);
    this.active.clear();
    this.handBack(unsent, this);
  }

  private idleOrStalled() {
    if (this.load === 0) this.close();
    else this.destroy();
  }

  private async upgrade({ host, ca }: SmtpEndpoint) {
    const plain = this.socket;
    plain.removeAllListeners("data");
    plain.removeAllListeners("close");
    const secure = connectTls({ socket: plain, servername: serverName(host), ca });
    await new Promise<void>((resolve, reject) => secure.once("secureConnect", resolve).once("error", reject));
    this.socket = secure;
    this.listen(secure);
  }

  private async hello(): Promise<string> {
    this.socket.write(`EHLO ${hostname()}\r\n`);
    const ehlo = await this.reply();
    if (ehlo.code === 250) return ehlo.text;
    this.socket.write(`HELO ${hostname()}\r\n`);
    return (await this.expect(250, "CONNECT")).text;
  }

  private async signIn(user: string, password: string, features: string) {
    if (/^250[ -]AUTH\b.*\bLOGIN\b/im.test(features) && !/^250[ -]AUTH\b.*\bPLAIN\b/im.test(features)) {
      this.socket.write("AUTH LOGIN\r\n");
      await this.expect(334, "CONNECT");
      this.socket.write(`${Buffer.from(user).toString("base64")}\r\n`);
      await this.expect(334, "CONNECT");
      this.socket.write(`${Buffer.from(password).toString("base64")}\r\n`);
    } else this.socket.write(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString("base64")}\r\n`);
    await this.expect(235, "CONNECT");
  }

  private async drain() {
    this.draining = true;
    try {
      if (this.pipelining) await this.drainPipelined();
      else for (let job = this.takeNext(); job && !this.closed; job = this.takeNext()) await this.sendOneByOne(job);
    } finally {
      this.draining = false;
    }
  }

  private async drainPipelined() {
    let inData: SmtpJob | undefined;
    while (!this.closed) {
      const next = this.takeNext();
      if (!next && !inData) break;
      this.socket.cork();
      if (inData) {
        inData.dataSent = true;
        this.socket.write(inData.data);
      }
      if (next) {
        next.started = true;
        this.active.add(next);
        this.socket.write(`MAIL FROM:<${next.from}>\r\nRCPT TO:<${next.to}>\r\nDATA\r\n`);
      }
      this.socket.uncork();
      if (inData) {
        this.answered(inData, "MESSAGE", await this.reply(), 250);
        inData = undefined;
      }
      if (!next) continue;
      const [mail, recipient, data] = [await this.reply(), await this.reply(), await this.reply()];
      if (data.code === 354 && mail.code === 250 && recipient.code < 300) inData = next;
      else await this.refused(next, mail, recipient, data);
    }
    // Closed with an email whose data went out and whose answer did not come: it may have arrived, it may not.
    if (inData) this.answered(inData, "MESSAGE", CLOSED, 250);
  }

  /** A server without PIPELINING: each command waits for its answer. */
  private async sendOneByOne(job: SmtpJob) {
    job.started = true;
    this.active.add(job);
    this.socket.write(`MAIL FROM:<${job.from}>\r\n`);
    const mail = await this.reply();
    if (mail.code !== 250) return this.refused(job, mail, mail, mail);
    this.socket.write(`RCPT TO:<${job.to}>\r\n`);
    const recipient = await this.reply();
    if (recipient.code >= 300) return this.refused(job, mail, recipient, recipient);
    this.socket.write("DATA\r\n");
    const data = await this.reply();
    if (data.code !== 354) return this.refused(job, mail, recipient, data);
    job.dataSent = true;
    this.socket.write(job.data);
    this.answered(job, "MESSAGE", await this.reply(), 250);
  }

  /** Settles the job by the server's answer; one the connection's end handed back to another (its data never went out) is left to that one. */
  private answered(job: SmtpJob, stage: SmtpError["stage"], reply: SmtpReply, expected: number) {
    this.active.delete(job);
    if (reply.code === 0 && !job.dataSent) return;
    settle(job, reply.code === expected ? reply : this.failure(stage, reply));
  }

  /** The server refused the envelope: the job fails with the first refusal, and the transaction is reset. */
  private async refused(job: SmtpJob, mail: SmtpReply, recipient: SmtpReply, data: SmtpReply) {
    if (mail.code !== 250) this.answered(job, "ENVELOPE", mail, 250);
    else if (recipient.code >= 300) this.answered(job, "RECIPIENT", recipient, 250);
    else this.answered(job, "MESSAGE", data, 354);
    // A server that took DATA without a recipient would deliver the empty message a dot ended: the connection goes instead.
    if (data.code === 354) this.destroy();
    else if (!this.closed) {
      this.socket.write("RSET\r\n");
      await this.reply();
    }
  }

  private failure(stage: SmtpError["stage"], reply: SmtpReply) {
    return reply.code === 0 ? new SmtpError("CONNECT", reply.text) : new SmtpError(stage, reply.text, reply);
  }

  private takeNext(): SmtpJob | undefined {
    let job = this.queue.shift();
    while (job?.settled) job = this.queue.shift();
    return job;
  }

  private async expect(code: number, stage: SmtpError["stage"]): Promise<SmtpReply> {
    const reply = await this.reply();
    if (reply.code !== code) throw this.failure(stage, reply);
    return reply;
  }

  private reply(): Promise<SmtpReply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.closed && this.socket.destroyed) return Promise.resolve(CLOSED);
    return new Promise((resolve) => this.replyWaiters.push(resolve));
  }
}
