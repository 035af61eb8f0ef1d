import { alarmList, type AlarmRow, alarmTableRequest, type AlarmTableRequest } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { buildApp } from "../src/app.js";
import { prepareFirstStart } from "../src/bootstrap/first-start.js";
import { loadConfig } from "../src/config.js";
import { type Db, queryRows } from "../src/db/database.js";
import { organizations } from "../src/db/schema/index.js";
import { createTestRole, createTestUser, TEST_PASSWORD } from "../test/factories.js";
import { createBenchDatabase } from "./bench-database.js";
import { measureSideBySide, ms, type Percentiles } from "./measure.js";

const ALARMS = 1_000_000;
const ORGANIZATIONS = 100;
/** One alarm in OPEN_EVERY is still running: about 47,600 open, 952,400 ended. */
const OPEN_EVERY = 21;
const PAGE = 10;
const OPEN = Math.floor(ALARMS / OPEN_EVERY);
const ENDED = ALARMS - OPEN;

type Path = "/alarmtable" | "/history";
type Case = { name: string; path: Path; body: AlarmTableRequest; rounds: number; operator?: boolean };

const deepOpen = Math.floor(OPEN / 2 / PAGE);
const deepEnded = Math.floor(ENDED / 2 / PAGE);
const CASES: Case[] = [
  { name: "alarm table, first page", path: "/alarmtable", body: {}, rounds: 300 },
  { name: `alarm table, row ${(deepOpen * PAGE).toLocaleString("en")}`, path: "/alarmtable", body: { currentPage: deepOpen + 1 }, rounds: 100 },
  { name: "history, first page", path: "/history", body: {}, rounds: 300 },
  { name: `history, row ${(deepEnded * PAGE).toLocaleString("en")}`, path: "/history", body: { currentPage: deepEnded + 1 }, rounds: 30 },
  { name: "one org: alarm table, page 1", path: "/alarmtable", body: {}, rounds: 300, operator: true },
  { name: "one org: history, page 1", path: "/history", body: {}, rounds: 300, operator: true },
];

/**
 * POST /alarmtable and POST /history at 1,000,000 alarms in 100 organizations, first page and a
 * page half way down, against a bare Fastify endpoint answering the same rows with one plain
 * indexed SELECT (same validation and serialization; no sign-in, scope, filters or count); and
 * the first pages of an operator of one organization, against the same SELECT for that organization.
 */
export async function alarmTableBenchmark() {
  const { database, drop } = await createBenchDatabase();
  try {
    await prepareFirstStart(database.db, { adminPassword: "bench-password-1", demoData: false });
    const db = database.db;
    await seed(db);
    const operatorOrgId = await createOperator(db);

    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent", ENGINE: "false" }), authFailureDelayMs: 0 }, database);
    const signIn = async (login: string, password: string) => {
      const response = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login, password } });
      return { authorization: `Bearer ${response.json().token}` };
    };
    const admin = await signIn("admin", "bench-password-1");
    const operator = await signIn("operator", TEST_PASSWORD);
    const api = (benchCase: Case) => async () => {
      const headers = benchCase.operator ? operator : admin;
      const response = await app.inject({ method: "POST", url: `/rest/api${benchCase.path}`, headers, payload: benchCase.body });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const bare = bareEndpoints(db);
    const bareCall = (benchCase: Case) => async () => {
      const payload = benchCase.operator ? { ...benchCase.body, organizationFilter: { orgIds: [operatorOrgId] } } : benchCase.body;
      const response = await bare.inject({ method: "POST", url: benchCase.path, payload });
      if (response.statusCode !== 200) throw new Error(response.body);
    };

    // What every signed-in call pays before its handler runs, which the bare endpoint does not.
    const [signedIn, nothing] = await measureSideBySide(
      300,
      () => app.inject({ method: "GET", url: "/rest/api/ui-columns-order/is-allowed", headers: admin }),
      () => bare.inject({ method: "GET", url: "/nothing" }),
    );
    const results: { name: string; api: Percentiles; bare: Percentiles }[] = [];
    for (const benchCase of CASES) {
      const [measured, baseline] = await measureSideBySide(benchCase.rounds, api(benchCase), bareCall(benchCase));
      results.push({ name: benchCase.name, api: measured, bare: baseline });
    }
    await app.close();
    await bare.close();

    console.log(
      `\nAlarm table and history at ${ALARMS.toLocaleString("en")} alarms (${OPEN.toLocaleString("en")} running), pages of ${PAGE}, each taken turn about with the bare endpoint`,
    );
    console.log("the API includes sign-in check, validation, scope, the bounded count and JSON; bare is validation + one plain SELECT + JSON");
    console.log(`the sign-in check alone (an authenticated call doing nothing, against a bare one) costs ${ms(signedIn.p50 - nothing.p50)} at p50`);
    console.log("case                          | API p50    | API p99    | bare p50   | bare p99   | ratio p50 | ratio p99");
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
    for (const row of results) {
      console.log(
        `${row.name.padEnd(29)} | ${ms(row.api.p50).padEnd(10)} | ${ms(row.api.p99).padEnd(10)} | ${ms(row.bare.p50).padEnd(10)} | ${ms(row.bare.p99).padEnd(10)} | ${ratio(row.api.p50, row.bare.p50).padEnd(9)} | ${ratio(row.api.p99, row.bare.p99)}`,
      );
    }
  } finally {
    await drop();
  }
}

/** Alarms spread over the organizations and over about a year. */
async function seed(db: Db) {
  await db.execute(sql`insert into organizations (name, parent_id) select 'Org ' || n, 1 from generate_series(1, ${ORGANIZATIONS}) n`);
  await db.execute(sql`
    insert into alarms (org_id, kind, name, system_id, icon, status, priority, text, plan, media_processing_type,
                        media_usage_type, acknowledge_mode, confirm_priority, local_acknowledge_time, count_repeat, repeat_between,
                        triggered_by, triggered_at, ended_at)
    select (select id from organizations where name = 'Org ' || (1 + n % ${ORGANIZATIONS})), 'STANDARD',
           'Alarm ' || lpad((n::bigint * 7919 % ${ALARMS})::text, 7, '0'), 'SYS-' || (n % 500), '{"name":"bell","color":"#989898"}',
           case when n % ${OPEN_EVERY} = 0 then 'PROCESSING' else 'FINISHED' end, 1 + n % 9, 'Smoke in hall ' || (n % 37),
           '{"ranks":[]}', 'BY_RANK', 'ALL', 'NONE', 1, 1, 0, 0, 'operator' || (n % 50),
           now() - n * interval '30 seconds',
           case when n % ${OPEN_EVERY} = 0 then null else now() - n * interval '30 seconds' + interval '5 minutes' end
    from generate_series(1, ${ALARMS}) n`);
  // Autovacuum keeps the visibility map current in a live database; here it is done at once.
  await db.execute(sql`vacuum analyze`);
}

/** An operator holding ALARM_TABLE in one organization of the hundred: their lists are scoped to it. */
async function createOperator(db: Db): Promise<number> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, "Org 50"));
  const role = await createTestRole(db, { orgId: org!.id, authorities: ["ALARM_TABLE"] });
  await createTestUser(db, { login: "operator", orgId: org!.id, roleIds: [role.id] });
  return org!.id;
}

/** The same HTTP stack without sign-in: body validation, one plain SELECT of the page, JSON. */
function bareEndpoints(db: Db) {
  const bare = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  for (const [path, ended] of [
    ["/alarmtable", false],
    ["/history", true],
  ] as const) {
    bare.post(path, { schema: { body: alarmTableRequest, response: { 200: alarmList } } }, async (request) => {
      const { currentPage, pageSize, organizationFilter } = request.body;
      const list = await plainPage(db, { ended, orgIds: organizationFilter?.orgIds ?? null }, (currentPage - 1) * pageSize, pageSize);
      return { list, count: 0, countExact: true, currentPage, pageSize, pagesCount: 0 };
    });
  }
  bare.get("/nothing", async () => ({ allowed: true }));
  return bare;
}

/** The same rows and columns as the API's page, straight from the sort index. */
async function plainPage(db: Db, { ended, orgIds }: { ended: boolean; orgIds: number[] | null }, offset: number, limit: number): Promise<AlarmRow[]> {
  const rows = await queryRows<AlarmRow & { triggeredAt: string; endedAt: string | null }>(
    db,
    sql`select a.id::int, a.kind, a.alarm_point_id as "alarmPointId", a.name, a.system_id as "systemId", a.icon, a.status, a.priority, a.text,
               a.triggered_by as "triggeredBy", a.triggered_at as "triggeredAt", a.scheduled_for as "scheduledFor", a.ended_at as "endedAt",
               a.accepted_count as "acceptedCount", a.confirm_priority as "confirmPriority", a.acknowledge_mode as "acknowledgeMode",
               a.org_id as "orgId", o.name as "orgName",
               (a.status in ('FAILURE', 'CONFIG_PROBLEM', 'NOT_ACCEPTED') and a.failure_acknowledged_at is null) as "needsAttention"
        from alarms a join organizations o on o.id = a.org_id
        where ${ended ? sql`a.ended_at is not null` : sql`a.ended_at is null`} ${orgIds ? sql`and a.org_id = any(${`{${orgIds.join(",")}}`}::int[])` : sql``}
        order by a.triggered_at desc nulls last, a.id desc nulls last
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    ...row,
    triggeredAt: new Date(row.triggeredAt).toISOString(),
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
    scheduledFor: null,
  }));
}
