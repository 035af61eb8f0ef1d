import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LivenessResponse, ReadinessResponse } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import { engineLoopAges } from "../../core/engine-metrics.js";
import { AppError } from "../../core/errors.js";
import { type Database, type Db, queryRows } from "../../db/database.js";
import { PATHS } from "../../paths.js";

/**
 * A loop sleeps at most 2 s between rounds (engine/due-time.ts) and a round takes well under a
 * second; one that has not gone round for this long is stuck, and a restart is the cure.
 */
export const ENGINE_STALL_MS = 60_000;

const unavailable = (reason: string) => new AppError("INTERNAL", reason, undefined, 503);

/** Liveness: answers while the process runs and, with the engine on, each of its loops went round within ENGINE_STALL_MS. */
export function liveness(config: Config, nowMs?: number): LivenessResponse {
  if (!config.engine.enabled) return { status: "ok", engine: "off", loops: [] };
  const ages = [...engineLoopAges(nowMs)];
  if (ages.length === 0) throw unavailable("The alarm engine is not running");
  const stalled = ages.filter(([, ageMs]) => ageMs > ENGINE_STALL_MS).map(([job]) => job);
  if (stalled.length > 0) throw unavailable(`Engine loops stalled: ${stalled.join(", ")}`);
  return { status: "ok", engine: "running", loops: ages.map(([job, ageMs]) => ({ job, secondsSinceRound: Math.round(ageMs) / 1000 })) };
}

/** Readiness: the database answers, every migration of this build is applied, and the engine runs (unless turned off). */
export async function readiness(config: Config, database: Database): Promise<ReadinessResponse> {
  try {
    await database.ping();
  } catch {
    throw unavailable("Database unreachable");
  }
  if (!(await migrationsApplied(database.db))) throw unavailable("Database migrations are not all applied");
  if (!config.engine.enabled) return { status: "ok", database: "up", migrations: "applied", engine: "off" };
  if (engineLoopAges().size === 0) throw unavailable("The alarm engine has not started");
  return { status: "ok", database: "up", migrations: "applied", engine: "started" };
}

/** Time stamp of the newest migration of this build; Drizzle records each applied one with it. */
let newestMigration: number | undefined;
const appliedDatabases = new WeakSet<Db>();

/** Whether the newest migration this build ships is recorded as applied (once it is, it stays so). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  if (appliedDatabases.has(db)) return true;
  newestMigration ??= Math.max(...readMigrationJournal().entries.map((entry) => entry.when));
  try {
    const [row] = await queryRows<{ newest: string | number | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const applied = Number(row?.newest ?? 0) >= newestMigration;
    if (applied) appliedDatabases.add(db);
    return applied;
  } catch {
    // No migrations table: nothing applied yet.
    return false;
  }
}

function readMigrationJournal(): { entries: { when: number }[] } {
  return JSON.parse(readFileSync(join(PATHS.migrations, "meta", "_journal.json"), "utf8"));
}
