import { SmtpConnection, type SmtpEndpoint, type SmtpJob, settle } from "./smtp-connection.js";
import { dataOf, type SmtpReply, SmtpError } from "./smtp-reply.js";

/** The relay of an smtp:// or smtps:// URL, with its user and password when it has them. */
export function smtpEndpoint(url: string): SmtpEndpoint {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}

/**
 * Up to `maxConnections` connections to one relay, opened as the sends need them: a send goes to an
 * idle connection, else to a new one while there is room, else queues behind the connection with the
 * least to do. An email a dying connection had not sent goes to another one.
 */
export class SmtpPool {
  private readonly connections = new Set<SmtpConnection>();
  private opening = 0;
  /** Sends that came while every connection was still opening. */
  private readonly waiting: SmtpJob[] = [];
  private closed = false;

  constructor(
    private readonly endpoint: SmtpEndpoint,
    private readonly maxConnections: number,
  ) {}

  /** Sends `raw` (the whole message) from `from` to `to`; resolves with the server's reply to its data, rejects with an SmtpError. */
  send(envelope: { from: string; to: string }, raw: Buffer, signal: AbortSignal): Promise<SmtpReply> {
    return new Promise((resolve, reject) => {
      const job: SmtpJob = { ...envelope, data: dataOf(raw), started: false, dataSent: false, settled: false, resolve, reject };
      const cut = () => {
        settle(job, new SmtpError("ABORT", "the send's deadline passed"));
        job.connection?.cut(job);
      };
      if (signal.aborted) return cut();
      signal.addEventListener("abort", cut, { once: true });
      const done = () => signal.removeEventListener("abort", cut);
      job.resolve = (reply) => (done(), resolve(reply));
      job.reject = (error) => (done(), reject(error));
      this.dispatch(job);
    });
  }

  close() {
    this.closed = true;
    for (const connection of this.connections) connection.close();
    this.connections.clear();
  }

  private dispatch(job: SmtpJob) {
    if (job.settled) return;
    if (this.closed) return settle(job, new SmtpError("CONNECT", "the email channel is closed"));
    for (const connection of this.connections) if (!connection.closed && connection.load === 0) return place(job, connection);
    if (this.connections.size + this.opening < this.maxConnections) return void this.openFor(job);
    const busy = leastBusy(this.connections);
    if (busy) return place(job, busy);
    // Every connection is still opening: the first to open takes it.
    this.waiting.push(job);
  }

  private async openFor(job: SmtpJob) {
    this.opening++;
    let connection: SmtpConnection;
    try {
      connection = await SmtpConnection.open(this.endpoint, (jobs, from) => this.handBack(jobs, from));
    } catch (error) {
      settle(job, error as SmtpError);
      // No connection is left to take those waiting: they fail as this one did.
      if (this.connections.size + this.opening === 1) for (const waiting of this.waiting.splice(0)) settle(waiting, error as SmtpError);
      return;
    } finally {
      this.opening--;
    }
    if (this.closed) {
      connection.close();
      return settle(job, new SmtpError("CONNECT", "the email channel is closed"));
    }
    this.connections.add(connection);
    place(job, connection);
    for (const waiting of this.waiting.splice(0)) this.dispatch(waiting);
  }

  private handBack(jobs: SmtpJob[], from: SmtpConnection) {
    this.connections.delete(from);
    for (const job of jobs) {
      job.started = false;
      job.connection = undefined;
      this.dispatch(job);
    }
  }
}

function place(job: SmtpJob, connection: SmtpConnection) {
  if (job.settled) return;
  job.connection = connection;
  connection.enqueue(job);
}

function leastBusy(connections: Set<SmtpConnection>): SmtpConnection | undefined {
  let best: SmtpConnection | undefined;
  for (const connection of connections) if (!connection.closed && (!best || connection.load < best.load)) best = connection;
  return best;
}
