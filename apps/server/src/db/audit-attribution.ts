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

/** Statements that may change rows; a read taken for one only costs a transaction. */
const CHANGES_ROWS = /\b(insert\s+into|delete\s+from)\b|\bupdate\s+[^;]*?\bset\b/i;

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
  const attributed: Query = async (...args) => {
    const context = signedInContext();
    const text = textOf(args[0]);
    if (!context || typeof text !== "string" || !CHANGES_ROWS.test(text) || typeof args.at(-1) === "function") return query(...args);
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
  const attributed: Query = (...args) => {
    const context = signedInContext();
    const text = args[0];
    if (!context || typeof text !== "string" || !CHANGES_ROWS.test(text)) return query(...args);
    return client.transaction(async (tx) => {
      await tx.query(NAME_CONTEXT, [JSON.stringify(context)]);
      return (tx.query as Query)(...args);
    });
  };
  (client as unknown as { query: Query }).query = attributed;
}
