import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { AppError } from "../../core/errors.js";
import { openEmbedded } from "../../db/database.js";
import { createTestDatabase } from "../../../test/test-database.js";
import { useTestApp } from "../../../test/test-app.js";
import { ENGINE_STALL_MS, liveness, migrationsApplied } from "./probes.js";

const ctx = useTestApp();

describe("liveness and readiness probes", () => {
  it("answers live with the engine's loops going round, and ready; GET /health stays as it was", async () => {
    const live = await ctx.call({ method: "GET", url: "/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: "ok", engine: "running" });
    expect(
      live
        .json()
        .loops.map((loop: { job: string }) => loop.job)
        .sort(),
    ).toEqual(["alarm", "audit-retention", "flood-summaries", "follow-up", "heartbeats", "lone-worker", "outbox", "statistics", "webhooks"].sort());
    const ready = await ctx.call({ method: "GET", url: "/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "up", migrations: "applied", engine: "started" });
    expect((await ctx.call({ method: "GET", url: "/health" })).json()).toEqual({ status: "ok", database: "up" });
  });

  it("is not live once an engine loop has not gone round for longer than the stall limit", () => {
    const later = performance.now() + ENGINE_STALL_MS + 1_000;
    const stalled = (() => {
      try {
        return liveness(ctx.config, later);
      } catch (error) {
        return error;
      }
    })();
    expect(stalled).toBeInstanceOf(AppError);
    expect(stalled).toMatchObject({ status: 503, code: "INTERNAL", reason: expect.stringMatching(/^Engine loops stalled: .*outbox/) });
    expect(liveness({ ...ctx.config, engine: { ...ctx.config.engine, enabled: false } }, later)).toEqual({ status: "ok", engine: "off", loops: [] });
  });

  it("tells an unmigrated database from a migrated one", async () => {
    const database = await openEmbedded(null);
    try {
      expect(await migrationsApplied(database.db)).toBe(false);
      await database.migrate();
      expect(await migrationsApplied(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("answers not ready, in the error shape, once the database is gone", async () => {
    const database = await createTestDatabase();
    const config = { ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: await mkdtemp(join(tmpdir(), "alarm-probe-")), ENGINE: "0" }) };
    const app = await buildApp(config, database);
    try {
      const ready = await app.inject({ method: "GET", url: "/rest/api/health/ready" });
      expect(ready.json()).toEqual({ status: "ok", database: "up", migrations: "applied", engine: "off" });
      await database.close();
      const gone = await app.inject({ method: "GET", url: "/rest/api/health/ready" });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ code: "INTERNAL", reason: "Database unreachable" });
      expect((await app.inject({ method: "GET", url: "/rest/api/health/live" })).json()).toMatchObject({ status: "ok", engine: "off" });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
