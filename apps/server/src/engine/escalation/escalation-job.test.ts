import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.js";
import { createAlarmPoint, createParticipant, trigger, waitForStatus } from "../../../test/alarm-fixtures.js";
import { createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { MAX_IDLE_MS } from "../due-time.js";
import { EscalationJob } from "./escalation-job.js";

const ctx = useTestApp();

/** Milliseconds until the earliest step not yet due, by the server's clock; null when no alarm waits for one. */
async function untilEarliestStep(): Promise<number | null> {
  const [row] = await queryRows<{ at: string | null }>(
    ctx.database.db,
    sql`select min(next_step_at)::text as at from alarms where next_step_at > ${ctx.clock.now().toISOString()}::timestamptz`,
  );
  return row?.at ? new Date(row.at).getTime() - ctx.clock.now().getTime() : null;
}

describe("the escalation job's wake-up", () => {
  it("sleeps until the next step when none is due, and the longest while no alarm waits for one", async () => {
    const job = new EscalationJob(ctx.database, ctx.app.log, ctx.config.timeZone);
    if ((await untilEarliestStep()) === null) expect(await job.work()).toBe(MAX_IDLE_MS);

    const admin = await ctx.signIn("admin");
    // Reached in the console of its user: the in-console channel needs no outside service.
    const user = await createTestUser(ctx.database.db, { login: "pump-watcher" });
    const participant = await createParticipant(ctx.call, admin.token, { devices: [{ type: "APP", address: "console" }], login: user.login });
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [participant.id], waitTime: 7 }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId, text: "Pump 2 stopped" });
    await waitForStatus(ctx.database.db, alarm.id, "PROCESSING");

    const expected = await untilEarliestStep();
    expect(expected).toBeGreaterThan(60_000);
    const sleep = await job.work();
    expect(Math.abs(sleep - expected!)).toBeLessThan(1_000);
  });
});
