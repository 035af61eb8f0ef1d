// The baseline of the trigger and integration benchmarks: a bare Fastify endpoint that validates the
// same JSON as POST /alarm-trigger (or, with BARE_BODY=pagerduty, as the Events API v2) and does one
// INSERT on the same database; no sign-in, no key, no engine.
import { pagerDutyEvent, triggerAlarmRequest } from "@alarm/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query("create table if not exists bench_triggers (id bigserial primary key, body jsonb not null, at timestamptz not null default now())");
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.post("/trigger", { schema: { body: process.env.BARE_BODY === "pagerduty" ? pagerDutyEvent : triggerAlarmRequest } }, async (request) => {
  const result = await pool.query<{ id: string }>("insert into bench_triggers (body) values ($1) returning id", [request.body]);
  return { id: Number(result.rows[0]!.id) };
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`running at http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
