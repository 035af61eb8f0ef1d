import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.js";
import { Scenario, until } from "./scenario.js";

/**
 * Follow-up alarms against real failures: two instances on one database, one killed mid-way. Each
 * alarm point has two consequential triggers, ON_NEW and ON_NOT_ACCEPTED; nobody answers, so every
 * alarm must raise exactly two follow-ups, whichever instance took its firings and whenever one died.
 */
let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

describe("follow-up alarms under failure", () => {
  it("raises each consequential exactly once across two instances and an instance killed mid-way", async () => {
    scenario = await Scenario.create();
    const one = await scenario.startInstance({ SEND_TIMEOUT: "30s" });
    const two = await scenario.startInstance({ SEND_TIMEOUT: "30s" });
    const points = await scenario.alarmPoints(one.call, one.token, 40, 1);
    for (const pointId of points) {
      const { alarmPlanId } = (await one.call({ method: "GET", url: `/alarmpoints/${pointId}`, token: one.token })).json<{ alarmPlanId: number }>();
      for (const consequentialTrigger of ["ON_NEW", "ON_NOT_ACCEPTED"]) {
        const created = await one.call({
          method: "POST",
          url: "/consequentials",
          token: one.token,
          payload: { initiatorId: pointId, name: `${consequentialTrigger} of ${pointId}`, alarmPlanId, consequentialTrigger },
        });
        expect(created.statusCode, created.body).toBe(200);
      }
    }

    const initiators = await scenario.triggerAll([one, two], points);
    await until(async () => (await followUps(scenario!, initiators)).length >= 10, "the first follow-up alarms");
    await one.server.stop("SIGKILL");
    const raisedBeforeKill = (await followUps(scenario, initiators)).length;

    await scenario.startInstance({ SEND_TIMEOUT: "30s" });
    await scenario.runToEnd(initiators);
    await until(async () => (await followUps(scenario!, initiators)).length >= initiators.length * 2, "every follow-up alarm", 60_000);
    // The follow-ups of the follow-ups: none, they have no consequential triggers of their own.
    const raised = await followUps(scenario, initiators);
    await scenario.runToEnd(raised.map((row) => row.id));
    const firingsLeft = await queryRows<{ count: number }>(scenario.database.db, sql`select count(*)::int as count from consequential_firings`);
    const notes = await queryRows<{ alarmId: number; count: number }>(
      scenario.database.db,
      sql`select alarm_id::int as "alarmId", count(*)::int as count from alarm_history
          where kind = 'FOLLOW_UP' and phrase->>'key' = 'FOLLOW_UP_RAISED' and alarm_id = any(${`{${initiators.join(",")}}`}::bigint[]) group by alarm_id`,
    );
    console.log(`follow-ups: ${raisedBeforeKill} raised before the SIGKILL, ${raised.length} of ${initiators.length * 2} in the end`);

    expect(raised).toHaveLength(initiators.length * 2);
    const perInitiator = new Map<number, string[]>();
    for (const row of raised) perInitiator.set(row.initiatorAlarmId, [...(perInitiator.get(row.initiatorAlarmId) ?? []), row.name.split(" ")[0]!]);
    for (const initiator of initiators) expect(perInitiator.get(initiator)?.sort()).toEqual(["ON_NEW", "ON_NOT_ACCEPTED"]);
    expect(notes).toHaveLength(initiators.length);
    expect(notes.every((note) => note.count === 2)).toBe(true);
    expect(firingsLeft[0]?.count).toBe(0);
  });
});

async function followUps(scenario: Scenario, initiators: number[]) {
  return queryRows<{ id: number; initiatorAlarmId: number; name: string }>(
    scenario.database.db,
    sql`select id::int as id, initiator_alarm_id::int as "initiatorAlarmId", name from alarms where initiator_alarm_id = any(${`{${initiators.join(",")}}`}::bigint[])`,
  );
}
