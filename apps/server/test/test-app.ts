import type { Authority, LoginResponse } from "@alarm/contract";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import { type Clock, clock } from "../src/core/clock.js";
import type { Database } from "../src/db/database.js";
import { prepareFirstStart } from "../src/bootstrap/first-start.js";
import { createTestDatabase } from "./test-database.js";
import { createTestRole, createTestUser, TEST_PASSWORD } from "./factories.js";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.js";

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The server's clock; in test mode (the default here) `clock.advance(ms)` lets time pass at once. */
  clock: Clock;
  /** A request to the API, `url` relative to /rest/api unless it starts with /rest/ itself. */
  call(options: InjectOptions & { url: string; token?: string }): Promise<LightMyRequestResponse>;
  signIn(login: string, password?: string): Promise<LoginResponse>;
  /** A new user in `orgId` holding exactly `authorities`, signed in. */
  userWith(authorities: Authority[], orgId?: number): Promise<LoginResponse>;
};

/** Starts the whole server on a fresh database for the test file; closes it after the file. */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "alarm-test-data-"));
    const config = { ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }), authFailureDelayMs: 0, testClock: true, ...overrides };
    // Flood protection and chatter folding stay off unless a test turns them on: most files raise more
    // than ten alarms a minute, and many the same point's alarm thrice.
    if (!overrides.flood) config.flood = { ...config.flood, alarms: 0 };
    if (overrides.chatterAlarms === undefined) config.chatterAlarms = 0;
    const database = await createTestDatabase();
    await prepareFirstStart(database.db, { adminPassword: TEST_PASSWORD, demoData: overrides.demoData ?? false });
    const app = await buildApp(config, database);
    let sequence = 0;
    Object.assign(context, {
      app,
      database,
      config,
      clock,
      call: ({ token, url, headers, ...options }) =>
        app.inject({
          ...options,
          url: url.startsWith("/rest/") ? url : `/rest/api${url}`,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }),
      async signIn(login, password = TEST_PASSWORD) {
        const response = await context.call({ method: "POST", url: "/auth", payload: { login, password } });
        if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.body}`);
        return response.json<LoginResponse>();
      },
      async userWith(authorities, orgId = 1) {
        const role = await createTestRole(database.db, { orgId, authorities });
        const user = await createTestUser(database.db, { orgId, roleIds: [role.id], login: `user${++sequence}-${Date.now()}` });
        return context.signIn(user.login);
      },
    } satisfies TestContext);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * The whole server with participants' email going to a real SMTP server on 127.0.0.1, started
 * before the app: alarms stay open, waiting for answers, instead of failing for want of a channel.
 */
export function useMailingTestApp(overrides: Partial<Config> = {}): TestContext {
  const settings: Partial<Config> = { ...overrides };
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    settings.smtp = { url: sink.url, from: "Alarms <alarms@alarm.test>", connections: 5 };
  });
  afterAll(() => sink?.close());
  return useTestApp(settings);
}
