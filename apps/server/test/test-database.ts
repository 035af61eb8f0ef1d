import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectPostgres, type Database, openEmbedded } from "../src/db/database.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, in the `api-postgres`
 * project, a new database on the server of TEST_DATABASE_URL that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = process.env.TEST_DB === "postgres" ? await createPostgresDatabase() : await openEmbedded(null);
  await database.migrate();
  return database;
}

async function createPostgresDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `alarm_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
