/** Where connection errors are told: a pino logger or anything with its `warn`. */
export type WarningLog = { warn(details: object, message: string): void };

const QUIET_MS = 10_000;

/**
 * The errors a pool's connections report on their own (the database restarted, a failover cut
 * them): told as one warning, then at most one a quiet period saying how many came meanwhile, so a
 * database that is away for a while does not flood the log. The queries on those connections fail
 * and are answered where they were made.
 */
export class ConnectionErrors {
  private log: WarningLog | null = null;
  private toldAt = Number.NEGATIVE_INFINITY;
  private unreported = 0;

  constructor(private readonly now: () => number = Date.now) {}

  tellTo(log: WarningLog) {
    this.log = log;
  }

  heard = (error: Error) => {
    this.unreported += 1;
    const at = this.now();
    if (!this.log || at - this.toldAt < QUIET_MS) return;
    this.log.warn({ err: { message: error.message, code: (error as { code?: string }).code }, errors: this.unreported }, "a database connection failed");
    this.toldAt = at;
    this.unreported = 0;
  };
}
