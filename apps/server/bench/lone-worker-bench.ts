import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppSignInResponse } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/database.js";
import { createUser } from "../src/modules/users/create-user.js";
import { createAlarmPoint, createParticipant } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { type ServerProcess, spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";
import { closedLoop } from "./load.js";
import { measureSideBySide, ms } from "./measure.js";

const PASSWORD = "bench-password-1";
const SESSIONS = 2_000;
const CLIENTS = 32;
const SECONDS = 5;
const ROUNDS = 500;

/**
 * Lone-worker protection on PostgreSQL, each figure beside a baseline of the same run:
 * - a wave of 2,000 sessions all overdue at once, turned into alarms by one and by two server
 *   instances, beside the same server raising alarms of the same point through POST /alarm-trigger
 *   (32 clients);
 * - a check-in through the API (sign-in, participant link, update, live event) beside the bare
 *   UPDATE of the session row.
 */
export async function loneWorkerBenchmark() {
  const triggered = await measureWave(1);
  await measureWave(2, triggered);
  await measureCheckIn();
}

type Setup = { db: Db; servers: ServerProcess[]; token: string; pointId: number; orgId: number; drop(): Promise<void> };

async function setUp(instances: number): Promise<Setup> {
  const bench = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const env = { DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "error" };
  const servers = [await spawnServer(env)];
  const call = httpCall(servers[0]!.url);
  const token = await signIn(call, "admin", PASSWORD);
  // The point's plan reaches a participant without devices: each alarm ends at once, as FAILURE.
  const responder = await createParticipant(call, token, { devices: [] });
  const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: [responder.id] }] });
  const set = await call({ method: "PUT", url: "/lone-worker/settings/1", token, payload: { alarmPointId: pointId, graceMinutes: 0, version: null } });
  if (set.statusCode !== 200) throw new Error(set.body);
  while (servers.length < instances) servers.push(await spawnServer(env));
  return {
    db: bench.database.db,
    servers,
    token,
    pointId,
    orgId: 1,
    async drop() {
      await Promise.all(servers.map((server) => server.stop()));
      await bench.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureWave(instances: number, triggeredPerSecond?: number): Promise<number> {
  const setup = await setUp(instances);
  try {
    const { db } = setup;
    // Every lone worker checked in 10 minutes ago with a 5-minute interval: all overdue together.
    await db.execute(
      sql`insert into participants (org_id, name, surname, language) select 1, 'Lone', 'Worker ' || n, 'ENGLISH' from generate_series(1, ${SESSIONS}) n`,
    );
    const started = performance.now();
    await db.execute(
      sql`insert into lone_worker_sessions (participant_id, org_id, task, started_at, expected_end_at, check_in_minutes, grace_minutes, last_check_in_at, next_check_in_at)
          select id, 1, 'Round', now() - interval '10 minutes', now() + interval '2 hours', 5, 0, now() - interval '10 minutes', now() - interval '5 minutes'
          from participants where surname like 'Worker %'`,
    );
    for (;;) {
      const [row] = await queryRows<{ left: number }>(db, sql`select count(*)::int as left from lone_worker_sessions where misses = 0`);
      if (row!.left === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const [alarms] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from alarms where alarm_point_id = ${setup.pointId}`);
    if (alarms!.count !== SESSIONS) throw new Error(`${alarms!.count} alarms for ${SESSIONS} missed check-ins`);
    const missesPerSecond = SESSIONS / seconds;
    console.log(
      `lone worker: ${SESSIONS} missed check-ins raised ${SESSIONS} alarms (one each) in ${seconds.toFixed(1)} s by ${instances} instance(s): ${missesPerSecond.toFixed(0)} alarms/s`,
    );

    let baseline = triggeredPerSecond;
    if (baseline === undefined) {
      const call = httpCall(setup.servers[0]!.url);
      const fire = async () => {
        const response = await call({ method: "POST", url: "/alarm-trigger", token: setup.token, payload: { alarmPointId: setup.pointId } });
        if (response.statusCode !== 200) throw new Error(response.body);
      };
      await closedLoop(8, 1, fire);
      baseline = await closedLoop(CLIENTS, SECONDS, fire);
      console.log(`  baseline: POST /alarm-trigger of the same point, ${CLIENTS} clients: ${baseline.toFixed(0)} alarms/s`);
    }
    console.log(`  ratio: the lone-worker job raises alarms at ${(missesPerSecond / baseline).toFixed(2)}x the rate of the trigger API`);
    return baseline;
  } finally {
    await setup.drop();
  }
}

async function measureCheckIn() {
  const setup = await setUp(1);
  try {
    const call = httpCall(setup.servers[0]!.url);
    await createUser(setup.db, { login: "lone-worker", password: PASSWORD, name: "Lone", surname: "Worker", orgId: 1, roleIds: [] });
    await createParticipant(call, setup.token, { devices: [], login: "lone-worker" });
    const app = await call({ method: "POST", url: "/app/auth", payload: { login: "lone-worker", password: PASSWORD, deviceName: "Bench phone" } });
    const { token } = app.json<AppSignInResponse>();
    const started = await call({ method: "POST", url: "/app/lone-worker", token, payload: { task: "Bench", expectedMinutes: 600, checkInMinutes: 60 } });
    if (started.statusCode !== 200) throw new Error(started.body);
    const sessionId = started.json<{ id: number }>().id;
    const location = { latitude: 50.08, longitude: 14.42, accuracy: 10 };
    const [api, bare] = await measureSideBySide(
      ROUNDS,
      async () => {
        const response = await call({ method: "POST", url: "/app/lone-worker/check-in", token, payload: { location } });
        if (response.statusCode !== 200) throw new Error(response.body);
      },
      () =>
        setup.db.execute(
          sql`update lone_worker_sessions set last_check_in_at = now(), next_check_in_at = now() + interval '60 minutes', last_location = ${JSON.stringify(location)}::jsonb where id = ${sessionId}`,
        ),
    );
    console.log(
      `lone worker: check-in through the API p50 ${ms(api.p50)} p99 ${ms(api.p99)}; bare UPDATE p50 ${ms(bare.p50)} p99 ${ms(bare.p99)}; ratio p50 ${(api.p50 / bare.p50).toFixed(1)}x`,
    );
  } finally {
    await setup.drop();
  }
}
