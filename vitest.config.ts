import { defineConfig } from "vitest/config";

const apiTests = ["apps/server/src/**/*.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}"], environment: "node" } },
      { test: { name: "api-pglite", include: apiTests, env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(withPostgres
        ? [{ test: { name: "api-postgres", include: apiTests, env: { TEST_DB: "postgres" }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
      // Server processes killed and cut off from PostgreSQL: needs TEST_DATABASE_URL (fails without it).
      { test: { name: "resilience", include: ["apps/server/resilience/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 60_000, fileParallelism: false } },
      { test: { name: "e2e", include: ["e2e/**/*.e2e.test.ts"], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
