import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScratchDatabase } from "../../apps/server/test/scratch-database.js";
import { spawnServer } from "../../apps/server/test/server-process.js";

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * Starts the real server process on a free port with the built console: on a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (as in CI), otherwise on a fresh embedded one.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-e2e-"));
  const database = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "alarm_e2e") : undefined;
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", ...env });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
