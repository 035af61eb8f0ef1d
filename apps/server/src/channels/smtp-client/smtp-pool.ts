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
 * Emails one connection takes in turn before another is opened: with PIPELINING one round trip
 * sends one email's data and the next one's envelope, so an alarm's emails on a few connections
 * cost fewer writes and wake-ups than one email on each of many.
 */
const PIPELINE_DEPTH = 4;

/**
 * Up to `maxConnections` connections to one relay, opened as the sends need them: a send goes to the
 * connection with the most to do while it has fewer than PIPELINE_DEPTH (an idle one only, without PIPELINING), else to a new one while
 * there is room, else queues behind the connection with the least to do. An email a dying connection had not sent goes to another one.
 */
export class SmtpPool {
  private readonly connections = new Set<SmtpConnection>();
  private opening = 0;
  /** Sends waiting for a connection being opened: up to PIPELINE_DEPTH - 1 for each, or any while every connection is still opening. */
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
    const filling = fullestWithRoom(this.connections);
    if (filling) return place(job, filling);
    // A connection being opened will take its first send and PIPELINE_DEPTH - 1 more waiting for it.
    if (this.waiting.length < this.opening * (PIPELINE_DEPTH - 1)) return void this.waiting.push(job);
    if (this.connections.size + this.opening < this.maxConnections) return void this.openFor(job);
    const busy = leastBusy(this.connections);
    if (busy) return place(job, busy);
    // Every connection is still opening: the first to open takes it.
    this.waiting.push(job);
  }

  private async openFor(job: SmtpJob) {
    this.opening++;
    let connection: SmtpConnection | undefined;
    let failure: SmtpError | undefined;
    try {
      connection = await SmtpConnection.open(this.endpoint, (jobs, from) => this.handBack(jobs, from));
    } catch (error) {
      failure = error as SmtpError;
    }
    this.opening--;
    if (!connection) {
      settle(job, failure!);
      const waiting = this.waiting.splice(0);
      // No connection is left to take those waiting: they fail as this one did; else the others take them.
      if (this.connections.size + this.opening === 0) for (const next of waiting) settle(next, failure!);
      else for (const next of waiting) this.dispatch(next);
      return;
    }
    if (this.closed) {
      connection.close();
      for (const closedOut of [job, ...this.waiting.splice(0)]) settle(closedOut, new SmtpError("CONNECT", "the email channel is closed"));
      return;
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

/** The open connection with the most to do that still takes one more in turn: PIPELINE_DEPTH with PIPELINING, else only when idle. */
function fullestWithRoom(connections: Set<SmtpConnection>): SmtpConnection | undefined {
  let best: SmtpConnection | undefined;
  for (const connection of connections) {
    const room = connection.load < (connection.pipelining ? PIPELINE_DEPTH : 1);
    if (!connection.closed && room && (!best || connection.load > best.load)) best = connection;
  }
  return best;
}

function leastBusy(connections: Set<SmtpConnection>): SmtpConnection | undefined {
  let best: SmtpConnection | undefined;
  for (const connection of connections) if (!connection.closed && (!best || connection.load < best.load)) best = connection;
  return best;
}
