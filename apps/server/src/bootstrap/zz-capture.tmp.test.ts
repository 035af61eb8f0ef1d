import { it } from "vitest";
import { eq } from "drizzle-orm";
import { alarmRecords, letWaitPass, trigger, waitForAlarm, waitForMessages } from "../../test/alarm-fixtures.js";
import { useTestApp } from "../../test/test-app.js";
import { alarmPoints } from "../db/schema/index.js";
import { AlarmResponses } from "../modules/alarms/answers/alarm-responses.js";
import { alarms } from "../db/schema/index.js";

const ctx = useTestApp({ demoData: true });

function dump(label: string, records: Awaited<ReturnType<typeof alarmRecords>>, alarm: unknown) {
  console.log(`=== ${label}\n` + JSON.stringify(alarm) + "\n" + records.recipients.map((r) => JSON.stringify(r)).join("\n") + "\n" + records.notifications.map((n) => JSON.stringify(n)).join("\n") + "\n" + records.history.map((h) => JSON.stringify(h)).join("\n"));
}

it("captures", async () => {
  const { token } = await ctx.signIn("admin");
  const points = await ctx.database.db.select().from(alarmPoints);
  const pump = points.find((p) => p.name === "Reservoir pump failure")!;
  const a = await trigger(ctx.call, token, { alarmPointId: pump.id });
  const [message] = await waitForMessages(ctx.database.db, a.id, 1);
  await new AlarmResponses(ctx.database.db).respond(message!.id, "ACCEPT", "console");
  const r1 = await ctx.call({ method: "POST", url: `/alarmtable/acknowledge/${a.id}`, token, payload: {} });
  console.log("ack", r1.statusCode, r1.body);
  const r2 = await ctx.call({ method: "GET", url: `/alarmpoints/quit/${a.id}?reason=Pump restarted`, token });
  console.log("quit", r2.statusCode, r2.body);
  const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, a.id));
  dump("pump accepted", await alarmRecords(ctx.database.db, a.id), row);

  for (const name of ["Fire alarm station 1", "Emergency power on"]) {
    const point = points.find((p) => p.name === name)!;
    const b = await trigger(ctx.call, token, { alarmPointId: point.id });
    for (let i = 0; i < 20; i++) {
      const [cur] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, b.id));
      if (cur!.endedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await letWaitPass(ctx.database.db, ctx.clock, b.id);
    }
    const ended = await waitForAlarm(ctx.database.db, b.id, (x) => x.endedAt !== null, 20_000);
    dump(name, await alarmRecords(ctx.database.db, b.id), ended);
  }
}, 60_000);
