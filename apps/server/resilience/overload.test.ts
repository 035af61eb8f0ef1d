import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.js";
import { Scenario } from "./scenario.js";

/**
 * A server triggered faster than its database takes the alarms (http/overload-guard.ts): past
 * DATABASE_QUEUE_LIMIT requests waiting for a connection, the next is refused at once with 503
 * SERVER_BUSY and Retry-After, instead of being held; those it took are all written.
 */
// Above what the engine's loops queue when they all start at once on a pool of two.
const QUEUE_LIMIT = 12;
let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

describe("a server whose database queue is full", () => {
  it("refuses the next request with 503 SERVER_BUSY and Retry-After, stays live, and writes every alarm it took", async () => {
    scenario = await Scenario.create();
    const { server, call, token } = await scenario.startInstance({ DATABASE_POOL_SIZE: "2", DATABASE_QUEUE_LIMIT: String(QUEUE_LIMIT) });
    const [pointId] = await scenario.alarmPoints(call, token, 1, 1);
    const trigger = () =>
      fetch(`${server.url}/rest/api/alarm-trigger`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ alarmPointId: pointId }),
      });

    const created = await call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload: { kind: "EVENTS_API_V2", name: "SCADA" } });
    const routingKey = created.json<{ secret: string }>().secret;

    // The timeline's table locked: every trigger's one statement waits, holding its connection, and the next ones queue for the pool.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = scenario.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table alarm_history in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;

    const taken: Promise<Response>[] = [];
    let refused: Response | undefined;
    // A refusal comes at once; a request the server took waits for the lock.
    for (let sent = 0; sent < 40 && !refused; sent++) {
      const answer = trigger();
      const early = await Promise.race([answer, pause(300)]);
      if (early?.status === 503) refused = early;
      else taken.push(answer);
    }
    console.log(`database queue full: ${taken.length} triggers taken and waiting, the next refused`);
    expect(refused, "no request was refused").toBeDefined();
    expect(refused!.headers.get("retry-after")).toBe("1");
    expect(await refused!.json()).toMatchObject({ code: "SERVER_BUSY" });
    // More than the pool's two connections: some were queued and taken (the engine's own waiting statements count in the queue too).
    expect(taken.length).toBeGreaterThan(2);
    expect((await fetch(`${server.url}/rest/api/health/live`)).status).toBe(200);
    // PagerDuty's Events API is refused in its own shape, for its clients to send the event again.
    const event = { routing_key: routingKey, event_action: "trigger", payload: { summary: "Pump down", source: "pump-1", severity: "critical" } };
    const busyEvent = await fetch(`${server.url}/rest/integrations/v2/enqueue`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(busyEvent.status).toBe(503);
    expect(busyEvent.headers.get("retry-after")).toBe("1");
    expect(await busyEvent.json()).toMatchObject({ status: "unavailable" });

    release();
    await lock;
    const answers = await Promise.all(taken);
    expect(answers.map((answer) => answer.status)).toEqual(taken.map(() => 200));
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).id as number));
    const [stored] = await queryRows<{ count: number }>(
      scenario.database.db,
      sql`select count(*)::int as count from alarms where alarm_point_id = ${pointId!}`,
    );
    expect(stored!.count).toBe(ids.length);
    expect((await trigger()).status).toBe(200);
  });
});
