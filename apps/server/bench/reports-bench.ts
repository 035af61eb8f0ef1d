import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/app.js";
import { prepareFirstStart } from "../src/bootstrap/first-start.js";
import { loadConfig } from "../src/config.js";
import { type Db, queryRows } from "../src/db/database.js";
import { foldRollup, ROLLUPS } from "../src/engine/statistics/stats-rollup-job.js";
import { createBenchDatabase } from "./bench-database.js";
import { measureSideBySide, ms } from "./measure.js";

const ALARMS = 1_000_000;
const ORGANIZATIONS = 100;
/** One alarm every 30 seconds: a million span about 347 days, ending now. */
const SPACING_SECONDS = 30;
const EXPORT_SIZES = [10_000, 30_000, 100_000];

/**
 * Dashboard statistics and the monthly report at 1,000,000 alarms (with a message each) in 100
 * organizations, against a bare endpoint running the plain aggregate SELECT that answers the same
 * question from the alarms; then detailed exports of 10,000 to 100,000 alarms read over HTTP, with
 * the server's peak memory during each.
 */
export async function reportsBenchmark() {
  const { database, drop } = await createBenchDatabase();
  try {
    await prepareFirstStart(database.db, { adminPassword: "bench-password-1", demoData: false });
    const db = database.db;
    await triggerCost(db);
    const seeded = await seed(db);
    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent", ENGINE: "false", TIME_ZONE: "UTC" }), authFailureDelayMs: 0 }, database);
    const signedIn = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: "bench-password-1" } });
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const bare = bareEndpoints(db);
    const call = (method: "GET" | "POST", url: string, payload?: object) => async () => {
      const response = await app.inject({ method, url: `/rest/api${url}`, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const plain = (url: string) => async () => {
      const response = await bare.inject({ method: "GET", url });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const cases = [
      { name: "statistics, today", api: call("GET", "/dashboard/statistics/TODAY"), bare: plain("/statistics?days=1"), rounds: 300 },
      { name: "statistics, last 30 days", api: call("GET", "/dashboard/statistics/MONTH-AGO"), bare: plain("/statistics?days=30"), rounds: 200 },
      { name: "calls by type, last 30 days", api: call("GET", "/dashboard/calls-typed/MONTH-AGO"), bare: plain("/calls?days=30"), rounds: 200 },
      { name: "calls per day, last 30 days", api: call("GET", "/dashboard/calls/MONTH-AGO"), bare: plain("/calls?days=30"), rounds: 200 },
      { name: "monthly report, this year", api: call("POST", "/reports/monthly", { range: "THIS_YEAR" }), bare: plain("/monthly?days=366"), rounds: 10 },
      { name: "monthly report, last 28 days", api: call("POST", "/reports/monthly", { range: "LAST_28_DAYS" }), bare: plain("/monthly?days=28"), rounds: 30 },
    ];
    console.log(
      `\nDashboard and reports at ${ALARMS.toLocaleString("en")} alarms in ${ORGANIZATIONS} organizations over ${Math.round((ALARMS * SPACING_SECONDS) / 86_400)} days, as admin (every organization)`,
    );
    console.log(
      `seeding through the statistics triggers took ${(seeded.insertMs / 1000).toFixed(1)} s; folding the ${seeded.appended.toLocaleString("en")} appended rows into ${seeded.folded.toLocaleString("en")} took ${(seeded.foldMs / 1000).toFixed(1)} s`,
    );
    console.log("bare: the plain aggregate SELECT over the alarms (or messages) answering the same question, same HTTP stack without sign-in");
    console.log("case                          | API p50    | API p99    | bare p50   | bare p99   | ratio p50");
    for (const benchCase of cases) {
      const [api, baseline] = await measureSideBySide(benchCase.rounds, benchCase.api, benchCase.bare);
      console.log(
        `${benchCase.name.padEnd(29)} | ${ms(api.p50).padEnd(10)} | ${ms(api.p99).padEnd(10)} | ${ms(baseline.p50).padEnd(10)} | ${ms(baseline.p99).padEnd(10)} | ${(api.p50 / baseline.p50).toFixed(2)}x`,
      );
    }
    await bare.close();
    await exportMemory(app, headers);
  } finally {
    await drop();
  }
}

/** Alarms every 30 seconds back from now, 80 % accepted, each with one recipient and one message (every statistics trigger fires). */
async function seed(db: Db) {
  const started = Date.now();
  await db.execute(sql`insert into organizations (name, parent_id) select 'Org ' || n, 1 from generate_series(1, ${ORGANIZATIONS}) n`);
  await db.execute(sql`
    insert into alarms (org_id, kind, alarm_point_id, name, system_id, icon, status, priority, plan, media_processing_type, media_usage_type,
                        acknowledge_mode, confirm_priority, local_acknowledge_time, count_repeat, repeat_between, triggered_by,
                        triggered_at, first_accepted_at, ended_at)
    select o.id, 'STANDARD', 1 + n % 400, 'Point ' || (n % 400), 'SYS-' || (n % 400), '{"name":"bell","color":"#989898"}',
           case when n % 5 = 0 then 'NOT_ACCEPTED' else 'FINISHED' end, 1 + n % 9, '{"ranks":[]}', 'BY_RANK', 'ALL', 'NONE', 1, 1, 0, 0,
           'operator' || (n % 50), now() - n * interval '${sql.raw(String(SPACING_SECONDS))} seconds',
           case when n % 5 = 0 then null else now() - n * interval '${sql.raw(String(SPACING_SECONDS))} seconds' + (n % 600) * interval '1 second' end,
           now() - n * interval '${sql.raw(String(SPACING_SECONDS))} seconds' + interval '15 minutes'
      from generate_series(1, ${ALARMS}) n join organizations o on o.name = 'Org ' || (1 + n % ${ORGANIZATIONS})`);
  await db.execute(sql`insert into alarm_recipients (alarm_id, participant_id, name, language, rank, status, responded_at)
                       select id, 1 + id % 300, 'Participant ' || (id % 300), 'ENGLISH', 1,
                              case when first_accepted_at is null then 'NO_ANSWER' else 'ACCEPTED' end, first_accepted_at from alarms`);
  await db.execute(sql`insert into alarm_notifications (alarm_id, recipient_id, participant_id, device_type, address, round, rank, status, message_id, created_at)
                       select r.alarm_id, r.id, r.participant_id, (array['SMS','EMAIL','VOICE','PUSH'])[1 + r.id % 4], 'p' || r.participant_id || '@example.org', 1, 1,
                              case when r.id % 10 = 0 then 'FAILED' else 'DELIVERED' end, 'bench-' || r.id, a.triggered_at
                         from alarm_recipients r join alarms a on a.id = r.alarm_id`);
  const insertMs = Date.now() - started;
  const [appended] = await queryRows<{ rows: number }>(db, sql`select (select count(*) from alarm_stats) + (select count(*) from notification_stats) as rows`);
  const foldStarted = Date.now();
  for (const rollup of ROLLUPS) while ((await foldRollup(db, rollup)) > 0);
  const foldMs = Date.now() - foldStarted;
  const [folded] = await queryRows<{ rows: number }>(db, sql`select (select count(*) from alarm_stats) + (select count(*) from notification_stats) as rows`);
  await db.execute(sql`vacuum analyze`);
  return { insertMs, foldMs, appended: Number(appended!.rows), folded: Number(folded!.rows) };
}

const TRIGGER_ROUNDS = 5;
const TRIGGER_ALARMS = 2_000;

/**
 * What the statistics triggers add to the engine's writes: the same alarms inserted one statement
 * each and taken through two status changes, with the triggers on and off, taken turn about.
 */
async function triggerCost(db: Db) {
  const [org] = await queryRows<{ id: number }>(db, sql`insert into organizations (name, parent_id) values ('Trigger cost', 1) returning id`);
  const lifecycle = async () => {
    const started = process.hrtime.bigint();
    for (let index = 0; index < TRIGGER_ALARMS; index++) {
      const [alarm] = await queryRows<{ id: number }>(
        db,
        sql`insert into alarms (org_id, name, icon, status, priority, plan, media_processing_type, media_usage_type, acknowledge_mode, confirm_priority,
                                local_acknowledge_time, count_repeat, repeat_between, triggered_by)
            values (${org!.id}, 'Cost', '{"name":"bell","color":"#989898"}', 'PROCESSING', 1, '{"ranks":[]}', 'BY_RANK', 'ALL', 'NONE', 1, 1, 0, 0, 'bench') returning id`,
      );
      await db.execute(sql`update alarms set status = 'ACCEPTED', first_accepted_at = now(), round = round + 1 where id = ${alarm!.id}`);
      await db.execute(sql`update alarms set status = 'FINISHED', ended_at = now() where id = ${alarm!.id}`);
    }
    return Number(process.hrtime.bigint() - started) / 1e6 / TRIGGER_ALARMS;
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < TRIGGER_ROUNDS; round++) {
    on.push(await lifecycle());
    await db.execute(sql`alter table alarms disable trigger alarms_stats_added, disable trigger alarms_stats_changed`);
    off.push(await lifecycle());
    await db.execute(sql`alter table alarms enable trigger alarms_stats_added, enable trigger alarms_stats_changed`);
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    `\nAn alarm's insert and two status changes (three statements): ${median(on).toFixed(3)} ms with the statistics triggers, ${median(off).toFixed(3)} ms without (${(median(on) / median(off)).toFixed(2)}x; median of ${TRIGGER_ROUNDS} rounds of ${TRIGGER_ALARMS.toLocaleString("en")})`,
  );
  await db.execute(sql`delete from alarms where org_id = ${org!.id}`);
  await db.execute(sql`delete from alarm_stats where org_id = ${org!.id}`);
}

/** The plain aggregate SELECTs over the alarms and messages of the last `days` days. */
function bareEndpoints(db: Db) {
  const bare = Fastify({ logger: false });
  const since = (days: string) => sql`now() - ${`${Number(days)} days`}::interval`;
  bare.get<{ Querystring: { days: string } }>("/statistics", (request) =>
    queryRows(
      db,
      sql`select status, count(*)::int, count(first_accepted_at)::int, avg(extract(epoch from first_accepted_at - triggered_at)) from alarms where triggered_at >= ${since(request.query.days)} group by status`,
    ),
  );
  bare.get<{ Querystring: { days: string } }>("/calls", (request) =>
    queryRows(
      db,
      sql`select device_type, count(*)::int, count(*) filter (where status = 'FAILED')::int from alarm_notifications where created_at >= ${since(request.query.days)} group by device_type`,
    ),
  );
  bare.get<{ Querystring: { days: string } }>("/monthly", (request) =>
    queryRows(
      db,
      sql`select to_char(triggered_at, 'YYYY-MM'), count(*)::int, count(first_accepted_at)::int,
                 percentile_cont(0.5) within group (order by extract(epoch from first_accepted_at - triggered_at))
            from alarms where triggered_at >= ${since(request.query.days)} group by 1`,
    ),
  );
  return bare;
}

/** Detailed exports of growing size read over HTTP as they stream; the server's resident memory sampled every 20 ms. */
async function exportMemory(app: Awaited<ReturnType<typeof buildApp>>, headers: Record<string, string>) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  console.log("\nDetailed exports over HTTP (read and dropped as they arrive); the server's peak resident memory above its level before the export");
  console.log("format          | alarms   | file       | time      | peak memory above start");
  for (const format of ["EXCEL_DETAILED", "PDF_DETAILED"] as const) {
    for (const size of EXPORT_SIZES) {
      global.gc?.();
      const days = (size * SPACING_SECONDS) / 86_400;
      const until = new Date();
      const from = new Date(until.getTime() - Math.floor(days) * 86_400_000);
      const report = { range: "CUSTOM", from: from.toISOString().slice(0, 10), until: until.toISOString().slice(0, 10) };
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/rest/api/reports/export`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ report, format }),
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      clearInterval(sampler);
      const alarms = response.headers.get("x-report-alarms");
      console.log(
        `${format.padEnd(15)} | ${String(alarms).padEnd(8)} | ${(bytes / 1e6).toFixed(1).padStart(6)} MB | ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  | ${((peak - before) / 1e6).toFixed(0)} MB`,
      );
    }
  }
  await app.close();
}
