// The engine benchmark's lean reference: per alarm the least that is still durable and correct.
// POST /trigger validates the same JSON as POST /alarm-trigger, inserts the alarm and its FAN_OUT
// message rows in one statement (one transaction) and answers once they are committed; then the
// emails go out over one persistent SMTP connection with PIPELINING, and one statement marks them
// sent. No sign-in, no plan, no on-call resolution, no timeline, no retries.
import { triggerAlarmRequest } from "@alarm/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pg from "pg";
import { LeanSmtpClient } from "./lean-smtp-client.js";

const FAN_OUT = Number(process.env.FAN_OUT ?? 10);
const addresses = Array.from({ length: FAN_OUT }, (_, index) => `lean${index}@alarm.test`);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists lean_alarms (id bigserial primary key, alarm_point_id int not null, body jsonb not null,
                    triggered_at timestamptz not null default now());
                  create table if not exists lean_messages (id bigserial primary key, alarm_id bigint not null references lean_alarms,
                    address text not null, status text not null default 'PENDING', sent_at timestamptz);
                  create index if not exists lean_messages_alarm on lean_messages (alarm_id)`);
const smtp = await LeanSmtpClient.open(process.env.SMTP_URL!);

const insertAlarm = {
  name: "lean_insert_alarm",
  text: `with alarm as (insert into lean_alarms (alarm_point_id, body) values ($1, $2) returning id)
         insert into lean_messages (alarm_id, address) select alarm.id, address from alarm, unnest($3::text[]) address returning alarm_id, id, address`,
};
const markSent = { name: "lean_mark_sent", text: "update lean_messages set status = 'SENT', sent_at = now() where alarm_id = $1" };

type MessageRow = { alarm_id: string; id: string; address: string };

function email(pointId: number, row: MessageRow, at: Date) {
  const data = [
    "From: Alarm centre <alarms@lean.test>",
    `To: <${row.address}>`,
    `Subject: ALARM: point ${pointId}`,
    `Date: ${at.toUTCString()}`,
    `Message-ID: <lean-${row.alarm_id}-${row.id}@bench>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    `Alarm ${row.alarm_id} at point ${pointId}, triggered ${at.toISOString()}.`,
  ].join("\r\n");
  return { from: "alarms@lean.test", to: row.address, data };
}

async function deliver(pointId: number, rows: MessageRow[]) {
  const at = new Date();
  try {
    await Promise.all(rows.map((row) => smtp.send(email(pointId, row, at))));
    await pool.query({ ...markSent, values: [rows[0]!.alarm_id] });
  } catch (error) {
    console.error("lean pipeline could not deliver", error);
  }
}

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.post("/trigger", { schema: { body: triggerAlarmRequest } }, async (request) => {
  const pointId = "alarmPointId" in request.body ? request.body.alarmPointId : 0;
  const { rows } = await pool.query<MessageRow>({ ...insertAlarm, values: [pointId, request.body, addresses] });
  setImmediate(() => void deliver(pointId, rows));
  return { id: Number(rows[0]!.alarm_id) };
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`running at http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
