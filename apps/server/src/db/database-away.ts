/**
 * The database was not there: no connection could be made, or one was cut (the leader died, a
 * failover is under way, the server restarts). Such an error is no fault of the request: it is
 * answered 503 with Retry-After, told as one warning a while (connection-errors.ts), and a trigger
 * waits for the new leader (docs/high-availability.md).
 */

/** SQLSTATE classes and codes of a database that went away or is not ready yet. */
const AWAY_STATES = new Set([
  "57P01", // admin_shutdown: Patroni stopped or demoted the node
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or in recovery
  "25006", // read_only_sql_transaction: reached a replica (the old leader, demoted)
]);
const AWAY_CLASS = "08"; // connection_exception

/** What Node's sockets and node-postgres say when the server is unreachable or the connection broke. */
const AWAY_SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const AWAY_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/** Whether `error` (or an error it wraps, as drizzle wraps the driver's) says the database is away. */
export function isDatabaseAway(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (AWAY_STATES.has(code) || code.startsWith(AWAY_CLASS) || AWAY_SYSTEM_CODES.has(code))) return true;
    if (AWAY_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseAway)) return true;
  }
  return false;
}

/** Seconds a client is told to wait before trying again (a failover with Patroni's defaults takes 10–30 s). */
export const DATABASE_AWAY_RETRY_SECONDS = 5;
/** How long a trigger waits for the database before it is answered 503. */
export const TRIGGER_PATIENCE_MS = 15_000;
/** How often a waiting trigger tries again: short, so it succeeds soon after the new leader takes writes. */
const RETRY_EVERY_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many may wait for the database at once. Triggers reach public routes (anyone with or without
 * a valid key gets as far as the key's lookup), so while the database is away the waiting ones are
 * bounded: past the limit a caller is answered at once (503), not held.
 */
export class WaitingRoom {
  private waiting = 0;
  constructor(readonly limit: number) {}

  enter(): boolean {
    if (this.waiting >= this.limit) return false;
    this.waiting += 1;
    return true;
  }

  leave() {
    this.waiting -= 1;
  }
}

/** Requests and inbound mail waiting for a failover, per instance. */
export const TRIGGERS_WAITING = new WaitingRoom(500);

/**
 * Runs `work` again while it fails because the database is away, until `deadline` (epoch ms); any
 * other failure, or the last one, is thrown, and so is the first when `room` is full. For work that
 * may run twice: a statement whose connection broke may have committed (then the retry repeats it,
 * as a client retrying would).
 */
export async function whileDatabaseAway<T>(work: () => Promise<T>, deadline: number, room?: WaitingRoom): Promise<T> {
  let entered = false;
  try {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!isDatabaseAway(error) || Date.now() + RETRY_EVERY_MS > deadline) throw error;
        if (room && !entered && !(entered = room.enter())) throw error;
        await pause(RETRY_EVERY_MS);
      }
    }
  } finally {
    if (entered) room?.leave();
  }
}
