import pg from "pg";
import { connectPostgres } from "../src/db/database.js";

/** A fresh database on the benchmark server (BENCH_DATABASE_URL, else the local test server). */
export async function createBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `alarm_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 10);
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
