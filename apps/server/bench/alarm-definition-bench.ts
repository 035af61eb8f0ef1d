import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { prepareFirstStart } from "../src/bootstrap/first-start.js";
import { loadConfig } from "../src/config.js";
import { multipart } from "../src/modules/instructions/multipart-body.test-support.js";
import { createBenchDatabase } from "./bench-database.js";
import { measure, ms } from "./measure.js";

const POINTS = 100_000;
const ROUNDS = 200;
const UPLOAD_MB = 5;

type Row = [name: string, api: { p50: number; p99: number }, baseline: { p50: number }, baselineName: string];

/**
 * Alarm definition calls against the plain database or file work they stand on, in the same run:
 * reading a plan of 5 ranks x 20 participants, creating an alarm point (with its plan and reach
 * checks), listing 100,000 alarm points, and uploading a 5 MB instruction file.
 */
export async function alarmDefinitionBenchmark() {
  const { database, drop } = await createBenchDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "alarm-bench-"));
  try {
    await prepareFirstStart(database.db, { adminPassword: "bench-password-1", demoData: false });
    const db = database.db;
    await db.execute(sql`insert into participants (org_id, name, surname) select 1, 'Person', 'No ' || n from generate_series(1, 100) n`);
    await db.execute(sql`insert into alarm_plans (org_id, name) values (1, 'Big plan')`);
    await db.execute(sql`insert into alarm_plan_ranks (plan_id, order_id, wait_time) select 1, n, 5 from generate_series(1, 5) n`);
    await db.execute(
      sql`insert into alarm_plan_entries (plan_id, rank_id, order_id, participant_id) select 1, 1 + (n - 1) / 20, n, n from generate_series(1, 100) n`,
    );
    await db.execute(sql`insert into organizations (name, parent_id) select 'Org ' || n, 1 from generate_series(1, 100) n`);
    await db.execute(sql`
      insert into alarm_points (org_id, name, icon, alarm_plan_id, system_id)
      select 2 + n % 100, 'Point ' || lpad((n * 7919 % ${POINTS})::text, 6, '0'), '{"name":"bell","color":"#989898"}', 1, 'SYS-' || n
      from generate_series(1, ${POINTS}) n`);
    await db.execute(sql`analyze`);

    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }), authFailureDelayMs: 0 }, database);
    const login = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: "bench-password-1" } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const call = (method: "GET" | "POST", url: string, payload?: object) => async () => {
      const response = await app.inject({ method, url: `/rest/api${url}`, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(response.body);
    };

    const planRows = () =>
      db.execute(sql`select r.id, r.order_id, r.wait_time, e.id, e.order_id, p.name, p.surname, p.short_name
        from alarm_plan_ranks r join alarm_plan_entries e on e.rank_id = r.id join participants p on p.id = e.participant_id
        where r.plan_id = 1 order by r.order_id, e.order_id`);
    const insertPoint = (round: number) =>
      db.execute(sql`insert into alarm_points (org_id, name, icon, alarm_plan_id) values (1, ${`Plain ${round}`}, '{"name":"bell","color":"#989898"}', 1)`);
    const plainPage = (offset: number) => () =>
      db.execute(sql`select id, name, system_id, org_id from alarm_points where not deleted order by name, id limit 20 offset ${offset}`);

    const upload = (round: number) => async () => {
      const body = multipart([{ name: `manual-${round}.pdf`, content: Buffer.alloc(UPLOAD_MB * 1024 * 1024, 1) }]);
      const response = await app.inject({
        method: "POST",
        url: `/rest/admin/instructions/upload?orgId=1`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const bytes = Buffer.alloc(UPLOAD_MB * 1024 * 1024, 1);
    let uploads = 0;
    let writes = 0;

    const deep = Math.floor(POINTS / 2);
    const rows: Row[] = [
      ["GET /alarmplans/{id}", await measure(ROUNDS, call("GET", "/alarmplans/1")), await measure(ROUNDS, planRows), "SELECT of its 100 entries"],
      [
        "POST /alarmpoints",
        await measure(ROUNDS, (round) => call("POST", "/alarmpoints", { name: `Bench ${round}`, orgId: 1, alarmPlanId: 1, confirmPriority: 3 })()),
        await measure(ROUNDS, insertPoint),
        "one INSERT",
      ],
      [
        "POST /list first page",
        await measure(ROUNDS, call("POST", "/list", { type: "ALARMPOINT", pageSize: 20 })),
        await measure(ROUNDS, plainPage(0)),
        "indexed SELECT",
      ],
      [
        "POST /list row 50,000",
        await measure(ROUNDS, call("POST", "/list", { type: "ALARMPOINT", pageSize: 20, currentPage: deep / 20 + 1 })),
        await measure(ROUNDS, plainPage(deep)),
        "indexed SELECT",
      ],
      [
        `upload ${UPLOAD_MB} MB file`,
        await measure(20, () => upload(uploads++)()),
        await measure(20, () => writeFile(join(dataDir, `plain-${writes++}.bin`), bytes)),
        "fs.writeFile",
      ],
    ];
    await app.close();

    console.log(`\nAlarm definition (${ROUNDS} rounds; uploads 20), each against the plain work it stands on, same database and disk`);
    console.log("call                   | API p50    | API p99    | baseline p50 | baseline                   | ratio p50");
    for (const [name, api, baseline, baselineName] of rows) {
      console.log(
        `${name.padEnd(22)} | ${ms(api.p50).padEnd(10)} | ${ms(api.p99).padEnd(10)} | ${ms(baseline.p50).padEnd(12)} | ${baselineName.padEnd(26)} | ${(api.p50 / baseline.p50).toFixed(1)}x`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await drop();
  }
}
