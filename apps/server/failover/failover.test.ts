import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, chromium, type Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres, type Database, queryRows } from "../src/db/database.js";
import { whileDatabaseAway } from "../src/db/database-away.js";
import { createAlarmPoint, createParticipant, trigger } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { type ServerProcess, spawnServer } from "../test/server-process.js";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.js";
import { type NodeName, PatroniCluster } from "./cluster.js";
import { byStatus, type BurstTarget, type SentTrigger, startBurst, wasAccepted } from "./trigger-burst.js";
import { deliveriesOf, runToEnd } from "../test/delivery-outcomes.js";

/**
 * docs/high-availability.md, tried for real: two product instances on a Patroni cluster through
 * HAProxy, a burst of alarms × 10 emails, and the leader dying mid-burst as a machine dies; then the
 * old leader rejoins as a replica and the same again the other way.
 */

const ADMIN_PASSWORD = "failover-admin-1";
const DATABASE = "alarm_failover";
const BURST_PER_SECOND = 8;
const BURST_MS = 24_000;
const KILL_AFTER_MS = 5_000;
const RECIPIENTS = 10;

let cluster: PatroniCluster;
let database: Database;
let sink: SmtpSink;
let dataDir: string;
const instances: ServerProcess[] = [];
let targets: BurstTarget[] = [];
let browser: Browser;
let page: Page;
const pointIds: number[] = [];
let routingKey = "";
const named: Record<string, number> = {};
const figures: Record<string, unknown>[] = [];

beforeAll(async () => {
  cluster = await PatroniCluster.start();
  const leader = (await cluster.leader())!;
  await cluster.onNode(leader, `create database ${DATABASE}`);
  await cluster.onNode(leader, "create table failover_probe (at timestamptz default now())");
  sink = await startSmtpSink({ parse: false });
  dataDir = mkdtempSync(join(tmpdir(), "alarm-failover-data-"));
  for (let index = 0; index < 2; index++) {
    instances.push(
      await spawnServer({
        DATABASE_URL: cluster.url("writes", DATABASE),
        DATABASE_READ_URL: cluster.url("reads", DATABASE),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        SMTP_URL: sink.url,
        SEND_TIMEOUT: "20s",
      }),
    );
  }
  database = connectPostgres(cluster.url("writes", DATABASE), 3);
  targets = await Promise.all(
    instances.map(async (instance) => ({ call: httpCall(instance.url), token: await signIn(httpCall(instance.url), "admin", ADMIN_PASSWORD) })),
  );
  const { call, token } = targets[0]!;
  const people = [];
  for (let index = 0; index < RECIPIENTS; index++)
    people.push(await createParticipant(call, token, { devices: [{ type: "EMAIL", address: `duty${index}@alarm.test` }] }));
  const ranks = [{ participantIds: people.map((person) => person.id) }];
  for (let index = 0; index < 4; index++) pointIds.push(await createAlarmPoint(call, token, { ranks, point: { name: `Substation ${index + 1}` } }));
  for (const name of ["After failover 1", "After failover 2", "Replica check"]) named[name] = await createAlarmPoint(call, token, { ranks, point: { name } });
  const key = await call({
    method: "POST",
    url: `/alarm-points/${pointIds[0]}/integration-keys`,
    token,
    payload: { kind: "EVENTS_API_V2", name: "Burst", ratePerMinute: 100_000 },
  });
  routingKey = key.json<{ secret: string }>().secret;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  page = await browser.newPage();
  await page.goto(`${instances[0]!.url}/login`);
  await page.locator("#login").fill("admin");
  await page.locator("#password").fill(ADMIN_PASSWORD);
  await page.locator("#password").press("Enter");
  await page.locator(".page-title").first().waitFor();
  await page.goto(`${instances[0]!.url}/alarm-table?tab=0`);
  await page.locator(".alarm-live--open").waitFor();
  // Gone if the page is loaded again: the table must follow the failover on its own.
  await page.evaluate(() => Object.assign(window, { failoverMarker: true }));
}, 240_000);

afterAll(async () => {
  console.log(`failover figures:\n${figures.map((figure) => JSON.stringify(figure)).join("\n")}`);
  await browser?.close();
  await Promise.all(instances.map((instance) => instance.stop("SIGKILL")));
  await database?.close();
  await sink?.close();
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The moment the node takes writes: the start of the first write on it that succeeds, tried every 50 ms. */
async function writableSince(node: NodeName): Promise<number> {
  for (;;) {
    const tried = Date.now();
    if (await cluster.onNode(node, "insert into failover_probe default values", "postgres")) return tried;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A burst with the leader killed `KILL_AFTER_MS` into it; `during` runs while the burst goes on, before the kill. */
async function burstWithFailover(label: string, during: () => Promise<void> = async () => undefined) {
  const old = (await cluster.leader())!;
  const survivor: NodeName = old === "node0" ? "node1" : "node0";
  const pids = instances.map((instance) => instance.child.pid);
  const logLengths = instances.map((instance) => instance.logLines().length);
  const burst = startBurst(targets, pointIds, routingKey, BURST_PER_SECOND, label);
  const started = Date.now();
  let killedAt: number;
  let writableAt: number;
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + KILL_AFTER_MS - Date.now())));
    killedAt = Date.now();
    cluster.kill(old);
    writableAt = await writableSince(survivor);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + BURST_MS - Date.now())));
  } finally {
    await burst.stop();
  }
  const sent = await burst.stop();
  const firstAccepted = Math.min(...sent.filter((one) => wasAccepted(one) && one.answeredAt >= writableAt).map((one) => one.answeredAt));
  const logs = instances.map((instance, index) =>
    instance
      .logLines()
      .slice(logLengths[index])
      .map((line) => JSON.parse(line) as { level: number; msg: string }),
  );
  return {
    sent,
    old,
    survivor,
    killToWritableMs: writableAt - killedAt,
    killToFirstTriggerMs: firstAccepted - killedAt,
    productShareMs: firstAccepted - writableAt,
    samePids: instances.every((instance, index) => instance.child.pid === pids[index] && instance.child.exitCode === null),
    errorLines: logs.flat().filter((line) => line.level >= 50),
    warningLines: logs.flat().filter((line) => line.level === 40).length,
  };
}

/** What became of the accepted triggers: alarms found by id (console) or dedup key (Events API). */
async function lostOf(sent: SentTrigger[]) {
  const ids = sent.flatMap((one) => (one.alarmId === undefined ? [] : [one.alarmId]));
  const keys = sent.flatMap((one) => (one.dedupKey === undefined ? [] : [one.dedupKey]));
  const [found] = await whileDatabaseAway(
    () =>
      queryRows<{ byId: number; byKey: number }>(
        database.db,
        sql`select (select count(*)::int from alarms where id = any(${`{${ids.join(",")}}`}::bigint[])) as "byId",
                   (select count(distinct dedup_key)::int from alarms where dedup_key = any(${`{${keys.map((key) => `"${key}"`).join(",")}}`}::text[])) as "byKey"`,
      ),
    Date.now() + 30_000,
  );
  return { accepted: ids.length + keys.length, lost: ids.length - found!.byId + keys.length - found!.byKey };
}

/** A point triggered on the other instance after the failover shows in the browser's live table, without a reload. */
async function seenLive(name: string) {
  await trigger(targets[1]!.call, targets[1]!.token, { alarmPointId: named[name] });
  await page.locator(".alarm-table tbody tr", { hasText: name }).first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { failoverMarker?: boolean }).failoverMarker === true);
}

async function checkFailover(label: string, outcome: Awaited<ReturnType<typeof burstWithFailover>>, afterName: string) {
  const { lost, accepted } = await lostOf(outcome.sent);
  const statuses = byStatus(outcome.sent);
  figures.push({
    failover: label,
    triggered: outcome.sent.length,
    byStatus: statuses,
    accepted,
    lost,
    killToWritableMs: outcome.killToWritableMs,
    killToFirstTriggerMs: outcome.killToFirstTriggerMs,
    productShareMs: outcome.productShareMs,
    warnings: outcome.warningLines,
  });
  expect(statuses["500"] ?? 0, JSON.stringify(statuses)).toBe(0);
  expect(
    Object.keys(statuses).filter((status) => !["200", "202", "503"].includes(status)),
    JSON.stringify(statuses),
  ).toEqual([]);
  expect(lost).toBe(0);
  expect(outcome.samePids).toBe(true);
  expect(outcome.errorLines.map((line) => line.msg)).toEqual([]);
  // The goal is under 1 s (the note gives the figures); this bound only catches a product that waits
  // for something other than the new leader (a backoff of seconds), not a busy machine.
  expect(outcome.productShareMs).toBeLessThan(3_000);
  expect(await seenLive(afterName)).toBe(true);
}

describe("a database failover under a burst of alarms", () => {
  const bursts: SentTrigger[][] = [];

  it("loses no accepted alarm, answers no 500, and the console follows the new leader", async () => {
    const outcome = await burstWithFailover("first");
    bursts.push(outcome.sent);
    await checkFailover("first", outcome, "After failover 1");
  }, 180_000);

  it("lets the old leader rejoin as a replica, reads reports from it, and fails over back", async () => {
    const old = (await cluster.leader()) === "node0" ? "node1" : "node0";
    // While the old leader rejoins, the history is read every second, as the console's figures are:
    // the read connection, opened on the leader while no replica was up, never idles out, and only
    // HAProxy cutting it when the replica comes up sends the reads there.
    const reading = readEverySecond();
    await cluster.rejoin(old);
    // A read in flight when HAProxy cuts its connection answers 503 (DATABASE_UNAVAILABLE), as it would in the console.
    expect((await reading.stop()).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const outcome = await burstWithFailover("back", () => historyFromReplica(old));
    bursts.push(outcome.sent);
    await checkFailover("back", outcome, "After failover 2");
  }, 240_000);

  it("delivers every message of every accepted alarm, repeating at most those in flight", async () => {
    const alarmIds = await queryRows<{ id: number }>(database.db, sql`select id::int as id from alarms`);
    await runToEnd(
      database,
      alarmIds.map((row) => row.id),
    );
    const deliveries = await deliveriesOf(database, sink);
    figures.push({ deliveries });
    expect(deliveries.messages).toBeGreaterThanOrEqual(bursts.flat().filter(wasAccepted).length * RECIPIENTS);
    expect(Object.keys(deliveries.statuses)).toEqual(["SENT"]);
    expect(deliveries.missing).toBe(0);
    expect(deliveries.repeats).toBeLessThanOrEqual(deliveries.takenAgain);
  }, 240_000);
});

/** Reads the history on instance A every second until stopped; `stop` answers the statuses. */
function readEverySecond() {
  const { call, token } = targets[0]!;
  let reading = true;
  const statuses: number[] = [];
  const done = (async () => {
    while (reading) {
      statuses.push((await call({ method: "POST", url: "/history", token, payload: {} })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    stop: async () => {
      reading = false;
      await done;
      return statuses;
    },
  };
}

/**
 * While the burst keeps the leader busy: the replica's replay is paused, an alarm is raised and
 * ended on the leader, and neither the history nor a report (both read from the replica) shows it
 * until replay goes on. Patroni is in maintenance mode meanwhile (it would resume the replay), and
 * out of it again before the burst's leader is killed.
 */
async function historyFromReplica(replica: NodeName) {
  await cluster.maintenance(true);
  try {
    await replicaShowsAfterReplay(replica);
  } finally {
    await cluster.maintenance(false);
  }
}

async function replicaShowsAfterReplay(replica: NodeName) {
  const { call, token } = targets[0]!;
  const post = async <T>(url: string, payload: object) => (await call({ method: "POST", url, token, payload })).json<T>();
  const shown = async () => {
    const history = await post<{ list: { id: number }[] }>("/history", { textFilter: "Replica check" });
    const report = await post<{ list: { id: number }[] }>("/reports/detailed", { report: { range: "LAST_7_DAYS", textFilter: "Replica check" } });
    return { history: history.list.map((alarm) => alarm.id), report: report.list.map((alarm) => alarm.id) };
  };
  // Pausing is a request the replica takes up before its next WAL record (the burst writes many).
  const pauseState = async () => (await cluster.onNode<{ state: string }>(replica, "select pg_get_wal_replay_pause_state() as state"))?.[0]?.state;
  expect(await cluster.onNode(replica, "select pg_wal_replay_pause()"), "pausing the replica's replay").not.toBeNull();
  await cluster.waitFor(async () => (await pauseState()) === "paused", "the replica's replay to pause", 10_000);
  const { id } = await trigger(call, token, { alarmPointId: named["Replica check"] });
  const quit = await call({ method: "POST", url: `/alarmpoints/quit/${id}`, token, payload: { reason: "Checked on site" } });
  expect(quit.statusCode, quit.body).toBe(200);
  const [onLeader] = await queryRows<{ ended: boolean }>(database.db, sql`select ended_at is not null as ended from alarms where id = ${id}`);
  expect(onLeader?.ended).toBe(true);
  expect({ ...(await shown()), pauseState: await pauseState() }, cluster.output.join("")).toEqual({ history: [], report: [], pauseState: "paused" });
  await cluster.onNode(replica, "select pg_wal_replay_resume()");
  const resumedAt = Date.now();
  await cluster.waitFor(async () => JSON.stringify(await shown()) === JSON.stringify({ history: [id], report: [id] }), "the replica to show the alarm", 10_000);
  const [lag] =
    (await cluster.onNode<{ ms: number }>(replica, "select coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0)::int as ms")) ?? [];
  figures.push({ replicaShownAfterResumeMs: Date.now() - resumedAt, replicaLagMs: lag?.ms });
}
