import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { type AuditContext, currentAuditContext } from "../core/audit-context.js";
import type { Db } from "./database.js";

/*
 * The audit trigger (migration 20261127151435_audit_log) files a change under the user and address
 * the transaction names in its setting `audit.context`. While a signed-in user's request is served,
 * every transaction names them, and so does every statement that changes rows outside a
 * transaction (it runs in one of its own): no repository has to remember it.
 */

const NAME_CONTEXT = "select set_config('audit.context', $1, true)";

/** The tables a statement may change rows of; a read taken for one only costs a transaction. */
const CHANGED_TABLES = /\b(?:insert\s+into|delete\s+from|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables with an audit trigger, as the database has them (migrations add them). */
const AUDITED_TABLES = "select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_audited'";
/** The audited tables are read again this often: an instance migrated by another learns of new ones. */
const AUDITED_TABLES_TTL_MS = 5 * 60_000;

/**
 * Which statements change audited tables. Until the tables are known (the first write of a signed-in
 * request reads them), every statement that changes rows counts: naming the context is only ever
 * one transaction too many, never one too few. The engine's statements on alarms, messages and the
 * timeline (not audited) then cost one round trip instead of four.
 */
class AuditedWrites {
  private tables: Set<string> | null = null;
  private readAt = 0;
  private reading = false;

  constructor(private readonly read: (sqlText: string) => Promise<{ rows: { name: string }[] }>) {}

  changesAudited(text: string): boolean {
    if (!this.reading && Date.now() - this.readAt > AUDITED_TABLES_TTL_MS) this.refresh();
    let changes = false;
    for (const [, table] of text.matchAll(CHANGED_TABLES)) {
      if (table!.toLowerCase() === "set") continue;
      if (!this.tables || this.tables.has(table!.toLowerCase())) return true;
      changes = true;
    }
    return changes && this.tables === null;
  }

  private refresh() {
    this.reading = true;
    this.read(AUDITED_TABLES).then(
      ({ rows }) => {
        this.tables = new Set(rows.map((row) => row.name));
        this.readAt = Date.now();
        this.reading = false;
      },
      () => (this.reading = false),
    );
  }
}

/** The context to name, when a signed-in user's request is being served. */
function signedInContext(): AuditContext | undefined {
  const context = currentAuditContext();
  return context?.login ? context : undefined;
}

/** Every transaction opened with `db.transaction` first names who makes it. */
export function withAttributedTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const context = signedInContext();
      if (context) await tx.execute(sql`select set_config('audit.context', ${JSON.stringify(context)}, true)`);
      return work(tx);
    }, config)) as Db["transaction"];
  return db;
}

type Query = (...args: unknown[]) => Promise<unknown>;

const textOf = (config: unknown) => (typeof config === "string" ? config : (config as { text?: unknown } | null)?.text);

/** Statements sent to the pool itself (outside transactions) that change rows run in a transaction naming who makes them. */
export function attributePoolWrites(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as Query;
  const audited = new AuditedWrites((text) => pool.query<{ name: string }>(text));
  const attributed: Query = async (...args) => {
    const context = signedInContext();
    const text = textOf(args[0]);
    if (!context || typeof text !== "string" || typeof args.at(-1) === "function" || !audited.changesAudited(text)) return query(...args);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("begin");
      await client.query(NAME_CONTEXT, [JSON.stringify(context)]);
      const result = await (client.query as Query)(...args);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch((failure: Error) => (broken = failure));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  (pool as unknown as { query: Query }).query = attributed;
}

/** The same for the embedded database's one connection. */
export function attributeEmbeddedWrites(client: PGlite): void {
  const query = client.query.bind(client) as Query;
  const audited = new AuditedWrites((text) => client.query<{ name: string }>(text));
  const attributed: Query = (...args) => {
    const context = signedInContext();
    const text = args[0];
    if (!context || typeof text !== "string" || !audited.changesAudited(text)) return query(...args);
    return client.transaction(async (tx) => {
      await tx.query(NAME_CONTEXT, [JSON.stringify(context)]);
      return (tx.query as Query)(...args);
    });
  };
  (client as unknown as { query: Query }).query = attributed;
}
