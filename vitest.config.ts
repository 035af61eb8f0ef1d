import { defineConfig } from "vitest/config";

const apiTests = ["apps/server/src/**/*.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The fuzz test walks every operation's validation (up to 15 minutes): once, on PostgreSQL when there is one.
const onceOnPostgres = ["apps/server/src/http/fuzz.test.ts"];

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          exclude: withPostgres ? onceOnPostgres : [],
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres ? [{ test: { name: "api-postgres", include: apiTests, env: { TEST_DB: "postgres" }, testTimeout: 30_000, hookTimeout: 60_000 } }] : []),
      // Server processes killed and cut off from PostgreSQL: needs TEST_DATABASE_URL (fails without it).
      { test: { name: "resilience", include: ["apps/server/resilience/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 60_000, fileParallelism: false } },
      // A real Patroni cluster whose leader dies under a burst (docs/high-availability.md): `npm run test:failover`.
      { test: { name: "failover", include: ["apps/server/failover/**/*.test.ts"], testTimeout: 240_000, hookTimeout: 240_000, fileParallelism: false } },
      // A page waited for by expect.poll gets 10 s, not vitest's 1 s: a browser and a server sharing two busy cores
      // can take longer than a second to show what a click asked for. A failed browser test is run once more
      // (CI's machine is slower than this one; vitest reports such a test as flaky), and fails if it fails again.
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          retry: 1,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
