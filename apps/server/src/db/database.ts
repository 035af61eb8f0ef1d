import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Column, getTableName, type SQL, sql } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgPreparedQuery, type PgQueryResultHKT, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PATHS } from "../paths.js";
import { attributeEmbeddedWrites, attributePoolWrites, withAttributedTransactions } from "./audit-attribution.js";
import { ConnectionErrors, type WarningLog } from "./connection-errors.js";
import { PostgresListener } from "./postgres-listener.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Either driver: every repository is written against this common PostgreSQL type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself; repositories take either. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  /**
   * Where reports, exports, the history and the dashboard read: a replica when DATABASE_READ_URL
   * names one (so a month's report does not compete with the engine), else `db`.
   */
  reads: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (payloads sent with pg_notify, delivered at commit). On PostgreSQL one
   * connection serves every channel and is re-established after the server went away; `onReconnect`
   * handlers then run, since notifications sent meanwhile are lost.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  onReconnect(handler: () => void): void;
  /** Whether notifications arrive now: false while the LISTEN connection is away (they are lost meanwhile). */
  listening(): boolean;
  /**
   * Errors of a database that went away (a failover, a restart), heard by the pools, the engine and
   * the error handler alike: told as one warning a while (connection-errors.ts), not one each.
   */
  connectionErrors: ConnectionErrors;
  /** Where connection errors are told as warnings. */
  tellConnectionErrorsTo(log: WarningLog): void;
  /** Connections of the pool (PostgreSQL only; the embedded database has one connection, no pool). */
  poolUse?(): { max: number; open: number; idle: number; waiting: number };
  close(): Promise<void>;
};

const migrationsFolder = PATHS.migrations;
/** Any fixed number: instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 4_711_001;

/** A connection not made in this time counts as the database being away (HAProxy with no leader closes at once). */
const CONNECT_TIMEOUT_MS = 5_000;

function openPool(url: string, size: number, connectionErrors: ConnectionErrors): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A dropped connection (the database restarted, a failover) must not crash the process: the query
  // on it fails, and the pool discards it. Idle ones report to the pool, busy ones to the client.
  pool.on("error", connectionErrors.heard);
  pool.on("connect", (client) => client.on("error", connectionErrors.heard));
  return pool;
}

/** `readUrl`: a replica for reports, exports, the history and the dashboard (DATABASE_READ_URL). */
export function connectPostgres(url: string, poolSize: number, readUrl?: string): Database {
  const connectionErrors = new ConnectionErrors();
  const pool = openPool(url, poolSize, connectionErrors);
  attributePoolWrites(pool);
  const db = withAttributedTransactions(drizzleNodePg({ client: pool, schema }) as unknown as Db);
  const readPool = readUrl ? openPool(readUrl, Math.max(2, Math.ceil(poolSize / 2)), connectionErrors) : null;
  const reads = readPool ? (drizzleNodePg({ client: readPool, schema }) as unknown as Db) : db;
  const listener = new PostgresListener(url);
  return {
    db,
    reads,
    kind: "postgres",
    connectionErrors,
    listen: (channel, handler) => listener.listen(channel, handler),
    onReconnect: (handler) => listener.onReconnect(handler),
    listening: () => listener.listening(),
    tellConnectionErrorsTo: (log) => connectionErrors.tellTo(log),
    poolUse: () => ({ max: poolSize, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await listener.close();
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

/**
 * The embedded database: PostgreSQL compiled to WASM, kept in a folder (or in memory for tests).
 * Loaded only when used: an instance on PostgreSQL does not carry its megabytes of code.
 */
export async function openEmbedded(dataDir: string | null): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    const folder = join(dataDir, "pgdata");
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  attributeEmbeddedWrites(client);
  const db = withAttributedTransactions(drizzlePglite({ client, schema }) as unknown as Db);
  const connectionErrors = new ConnectionErrors();
  return {
    db,
    reads: db,
    kind: "pglite",
    connectionErrors,
    tellConnectionErrorsTo: (log) => connectionErrors.tellTo(log),
    listen: (channel, handler) => client.listen(channel, handler),
    onReconnect: () => undefined,
    listening: () => true,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A column written with its table's name, for correlated subqueries: drizzle writes a bare
 * column name there, which the subquery's own tables would capture.
 */
export const qualified = (column: Column) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

const dialect = new PgDialect();

/**
 * A raw statement for the hottest paths, where building the query would cost more than running it:
 * built once (with `sql.placeholder`s for its values) and prepared by name on each connection.
 * `values` are driver values: no column encodes them.
 */
export function preparedStatement<T>(name: string, build: (db: Executor) => SQL): (db: Executor, values: Record<string, unknown>) => Promise<T[]> {
  const statements = new WeakMap<Executor, PgPreparedQuery<PreparedQueryConfig>>();
  // The text is the same for every connection and transaction: built by the first.
  let query: ReturnType<typeof dialect.sqlToQuery> | undefined;
  return async (db, values) => {
    let statement = statements.get(db);
    if (!statement) {
      query ??= dialect.sqlToQuery(build(db));
      statement = db._.session.prepareQuery(query, undefined, name, false);
      statements.set(db, statement);
    }
    const result = (await statement.execute(values)) as { rows: T[] };
    return result.rows;
  };
}

/**
 * A query built with the query builder (`.prepare(name)` at its end, `sql.placeholder`s for its
 * values), prepared once per executor: its rows are mapped as the builder maps them, and
 * PostgreSQL parses and plans it once per connection.
 */
export function preparedQuery<T>(
  build: (db: Executor) => { execute(values?: Record<string, unknown>): Promise<T> },
): (db: Executor, values: Record<string, unknown>) => Promise<T> {
  const statements = new WeakMap<Executor, { execute(values?: Record<string, unknown>): Promise<T> }>();
  return (db, values) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement.execute(values);
  };
}

/** A list of ids as one int[] parameter. */
export const toIntArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** A timestamp column as ISO 8601 text in UTC (what the API answers), read in SQL. */
export const isoTimestamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
