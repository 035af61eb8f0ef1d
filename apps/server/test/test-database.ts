import { connectPostgres, type Database, openEmbedded } from "../src/db/database.js";
import { createScratchDatabase } from "./scratch-database.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, in the `api-postgres`
 * project, a new database on the server of TEST_DATABASE_URL that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = process.env.TEST_DB === "postgres" ? await createPostgresDatabase() : await openEmbedded(null);
  await database.migrate();
  return database;
}

/** Where each test database on PostgreSQL lives, for a second instance's connections to it. */
const urls = new WeakMap<Database, string>();

/**
 * The same test database as another instance would reach it: its own connections and LISTEN
 * connection on PostgreSQL; the embedded database is one per process, so there the same one.
 */
export function openAgain(database: Database): Database {
  const url = urls.get(database);
  if (!url) return { ...database, close: () => Promise.resolve() };
  return connectPostgres(url, 5);
}

async function createPostgresDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const scratch = await createScratchDatabase(serverUrl, "alarm_test");
  const database = connectPostgres(scratch.url, 5);
  const created: Database = {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
  urls.set(created, scratch.url);
  return created;
}
