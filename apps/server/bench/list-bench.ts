import { listRequest } from "@alarm/contract";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { buildApp } from "../src/app.js";
import { prepareFirstStart } from "../src/bootstrap/first-start.js";
import { loadConfig } from "../src/config.js";
import { userSearchText } from "../src/db/schema/index.js";
import { createBenchDatabase } from "./bench-database.js";
import { measure, ms } from "./measure.js";

const OBJECTS = 100_000;
const ROUNDS = 300;

/**
 * POST /list at 100,000 users spread over 100 organizations, against a plain indexed SELECT of
 * the same rows on the same database, in the same run.
 */
export async function listBenchmark() {
  const { database, drop } = await createBenchDatabase();
  try {
    await prepareFirstStart(database.db, { adminPassword: "bench-password-1", demoData: false });
    const db = database.db;
    await db.execute(sql`insert into organizations (name, parent_id) select 'Org ' || n, 1 from generate_series(1, 100) n`);
    await db.execute(sql`
      insert into users (org_id, login, password_hash, name, surname)
      select (select id from organizations where name = 'Org ' || (1 + n % 100)),
             'bench-' || n, 'x', 'Name ' || lpad((n * 7919 % ${OBJECTS})::text, 6, '0'), 'Surname ' || n
      from generate_series(1, ${OBJECTS}) n`);
    await db.execute(sql`analyze`);

    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent" }), authFailureDelayMs: 0 }, database);
    const login = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: "bench-password-1" } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const list = (body: object) => async () => {
      const response = await app.inject({ method: "POST", url: "/rest/api/list", headers, payload: { type: "USER", pageSize: 20, ...body } });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    const plain = (offset: number) => () => db.execute(sql`select id, name, surname, login, org_id from users order by name, id limit 20 offset ${offset}`);

    // A bare Fastify endpoint: the same body validation and one plain SELECT, no sign-in check,
    // no scope, no count. It shows what the HTTP stack alone costs beside the API.
    const bare = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.post("/bare-list", { schema: { body: listRequest } }, async (request) => {
      const offset = (request.body.currentPage - 1) * request.body.pageSize;
      const result = await db.execute(
        sql`select id, name, surname, login, org_id from users order by name, id limit ${request.body.pageSize} offset ${offset}`,
      );
      return { list: (result as unknown as { rows: unknown[] }).rows };
    });
    const bareList = (currentPage: number) => () => bare.inject({ method: "POST", url: "/bare-list", payload: { type: "USER", pageSize: 20, currentPage } });

    const deepOffset = Math.floor(OBJECTS / 2);
    const bareRows = [
      ["first page", await measure(ROUNDS, bareList(1))],
      ["page at row 50,000", await measure(ROUNDS, bareList(deepOffset / 20 + 1))],
    ] as const;
    const rows = [
      ["first page", await measure(ROUNDS, list({ currentPage: 1 })), await measure(ROUNDS, plain(0))],
      ["page at row 50,000", await measure(ROUNDS, list({ currentPage: deepOffset / 20 + 1 })), await measure(ROUNDS, plain(deepOffset))],
      [
        "one organization",
        await measure(ROUNDS, list({ parentOrgId: 50, recursive: false })),
        await measure(ROUNDS, () => db.execute(sql`select id, name from users where org_id = 50 order by name, id limit 20`)),
      ],
      [
        "text filter",
        await measure(ROUNDS, list({ filterValue: "Name 0123" })),
        await measure(ROUNDS, () => db.execute(sql`select id, name from users where ${userSearchText} ilike '%Name 0123%' order by name, id limit 20`)),
      ],
    ] as const;
    await app.close();
    await bare.close();

    console.log(`\nPOST /list at ${OBJECTS.toLocaleString("en")} users (${ROUNDS} rounds each; the API includes sign-in check, validation, count and JSON)`);
    console.log("case                 | API p50    | API p99    | plain SELECT p50 | ratio p50");
    for (const [name, api, baseline] of rows) {
      console.log(
        `${name.padEnd(20)} | ${ms(api.p50).padEnd(10)} | ${ms(api.p99).padEnd(10)} | ${ms(baseline.p50).padEnd(16)} | ${(api.p50 / baseline.p50).toFixed(1)}x`,
      );
    }
    console.log("\nthe same pages from a bare Fastify endpoint (validation + one SELECT, no auth, scope or count):");
    for (const [name, result] of bareRows) {
      const api = rows.find(([row]) => row === name)![1];
      console.log(`${name.padEnd(20)} | bare p50 ${ms(result.p50).padEnd(10)} | API / bare ${(api.p50 / result.p50).toFixed(1)}x`);
    }
  } finally {
    await drop();
  }
}
