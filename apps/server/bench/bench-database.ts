import { connectPostgres } from "../src/db/database.js";
import { createScratchDatabase } from "../test/scratch-database.js";

/** A fresh, migrated database on the benchmark server (BENCH_DATABASE_URL, else the local test server). */
export async function createBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const scratch = await createScratchDatabase(serverUrl, "alarm_bench");
  const database = connectPostgres(scratch.url, 10);
  await database.migrate();
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
