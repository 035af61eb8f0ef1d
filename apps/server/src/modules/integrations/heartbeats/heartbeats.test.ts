import type { AlarmDetails, CreatedIntegrationKey, HeartbeatAccepted } from "@alarm/contract";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.js";
import { alarms, integrationKeys } from "../../../db/schema/index.js";
import { HeartbeatJob } from "../../../engine/heartbeats/heartbeat-job.js";
import { createAlarmPoint, createParticipant } from "../../../../test/alarm-fixtures.js";
import { useMailingTestApp } from "../../../../test/test-app.js";
import { Heartbeats, missedHeartbeatKey } from "./heartbeats.js";

const MINUTE = 60_000;

const ctx = useMailingTestApp();

let token: string;
let participantId: number;
beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  participantId = (await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "night-shift@alarm.test" }] })).id;
});

/** A new alarm point (a rank that waits long for answers) with a heartbeat key of `minutes`. */
async function heartbeatKey(minutes: number) {
  const pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participantId], waitTime: 1440 }] });
  const response = await ctx.call({
    method: "POST",
    url: `/alarm-points/${pointId}/integration-keys`,
    token,
    payload: { kind: "HEARTBEAT", name: "Nightly backup", heartbeatMinutes: minutes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { pointId, ...response.json<CreatedIntegrationKey>() };
}

const ping = (secret: string, method: "GET" | "POST" = "GET", payload?: string) =>
  ctx.call({ method, url: `/rest/integrations/heartbeat/${secret}`, ...(payload === undefined ? {} : { payload, headers: { "content-type": "text/plain" } }) });

const alarmsOf = (pointId: number) => ctx.database.db.select().from(alarms).where(eq(alarms.alarmPointId, pointId)).orderBy(asc(alarms.id));
const keyRow = async (id: number) => (await ctx.database.db.select().from(integrationKeys).where(eq(integrationKeys.id, id)))[0]!;

/** The heartbeat job as another server instance runs it. */
const anotherInstance = () => new HeartbeatJob(ctx.database.db, new Heartbeats(ctx.database.db, ctx.config.timeZone).raiseMissed, ctx.app.log);

async function waitForAlarms(pointId: number, count: number) {
  await expect.poll(async () => (await alarmsOf(pointId)).length, { timeout: 15_000 }).toBe(count);
  return alarmsOf(pointId);
}

describe("heartbeat monitors", () => {
  it("triggers the alarm point once when a ping is overdue, however much time passes and however many instances look", async () => {
    const { pointId, key } = await heartbeatKey(5);
    const instances = [anotherInstance(), anotherInstance()];
    ctx.clock.advance(5 * MINUTE + 1000);
    // Two more instances race the app's own engine for the overdue key.
    await Promise.all(instances.map((job) => job.work()));
    const [alarm] = await waitForAlarms(pointId, 1);
    expect(alarm).toMatchObject({ triggeredBy: "Nightly backup", dedupKey: missedHeartbeatKey(key.id), integrationKeyId: key.id, endedAt: null });
    expect(alarm!.text).toContain("No heartbeat for 5 minutes");
    const details = (await ctx.call({ method: "GET", url: `/alarmtable/details/${alarm!.id}`, token })).json<AlarmDetails>();
    expect(details.source).toMatchObject({ kind: "HEARTBEAT", keyName: "Nightly backup" });
    expect(details.timeline[0]).toMatchObject({ kind: "TRIGGERED", phrase: { key: "HEARTBEAT_MISSED", params: { source: "Nightly backup", minutes: 5 } } });
    expect(await keyRow(key.id)).toMatchObject({ heartbeatAlarmId: alarm!.id, heartbeatDueAt: null });

    // No ping for much longer: still the one alarm, not repeated.
    for (const advance of [5 * MINUTE, 60 * MINUTE]) {
      ctx.clock.advance(advance);
      await Promise.all(instances.map((job) => job.work()));
      const now = await alarmsOf(pointId);
      expect(now.map((row) => row.id)).toEqual([alarm!.id]);
      expect(now[0]!.repeatCount).toBe(0);
    }
  });

  it("ends the open alarm (FINISHED) with the next ping, then awaits the following ping and raises a new alarm when it is missed", async () => {
    const { pointId, key, secret } = await heartbeatKey(10);
    ctx.clock.advance(10 * MINUTE + 1000);
    const [missed] = await waitForAlarms(pointId, 1);

    const response = await ping(secret);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<HeartbeatAccepted>();
    expect(answer.alarms).toEqual([{ alarmId: missed!.id, dedupKey: missedHeartbeatKey(key.id), outcome: "RESOLVED" }]);
    expect(Date.parse(answer.dueAt) - Date.parse(answer.pingedAt)).toBe(10 * MINUTE);
    const [ended] = await alarmsOf(pointId);
    expect(ended).toMatchObject({ status: "FINISHED" });
    expect(ended!.endedAt).not.toBeNull();
    const details = (await ctx.call({ method: "GET", url: `/alarmtable/details/${missed!.id}`, token })).json<AlarmDetails>();
    // A message already on its way may be recorded after the end: find the end itself.
    expect(details.timeline.find((entry) => entry.kind === "RESOLVED")).toMatchObject({
      status: "FINISHED",
      phrase: { key: "HEARTBEAT_RESUMED", params: { source: "Nightly backup" } },
    });
    const row = await keyRow(key.id);
    expect(row).toMatchObject({ heartbeatAlarmId: null });
    expect(row.heartbeatDueAt?.toISOString()).toBe(answer.dueAt);
    expect(row.lastPingAt?.toISOString()).toBe(answer.pingedAt);

    // A POST with a body (a job's output) is a ping too; with nothing open it ends nothing.
    ctx.clock.advance(9 * MINUTE);
    const posted = await ping(secret, "POST", "backup finished: 12 GB");
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<HeartbeatAccepted>().alarms).toEqual([]);
    await Promise.all([anotherInstance().work(), anotherInstance().work()]);
    expect(await alarmsOf(pointId)).toHaveLength(1);

    // Re-armed: the next missed ping is a new alarm.
    ctx.clock.advance(10 * MINUTE + 1000);
    const [, again] = await waitForAlarms(pointId, 2);
    expect(again).toMatchObject({ dedupKey: missedHeartbeatKey(key.id), endedAt: null });
  });

  it("refuses a revoked key, an unknown one and one of another kind with 401; a revoked key raises no alarm", async () => {
    const { pointId, key, secret } = await heartbeatKey(5);
    expect((await ping(secret)).statusCode).toBe(200);
    const revoked = await ctx.call({ method: "DELETE", url: `/integration-keys/${key.id}`, token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await ping(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect((await ping("0".repeat(32))).statusCode).toBe(401);

    const webhook = await ctx.call({
      method: "POST",
      url: `/alarm-points/${pointId}/integration-keys`,
      token,
      payload: { kind: "WEBHOOK", name: "Other kind" },
    });
    expect((await ping(webhook.json<CreatedIntegrationKey>().secret)).statusCode).toBe(401);

    ctx.clock.advance(6 * MINUTE);
    await anotherInstance().work();
    expect(await alarmsOf(pointId)).toEqual([]);
  });

  it("keeps due times across a restart: a new instance on the same database raises no alarm before the due time, and one after it", async () => {
    const { pointId, key, secret } = await heartbeatKey(10);
    const pinged = (await ping(secret)).json<HeartbeatAccepted>();
    ctx.clock.advance(6 * MINUTE);

    const restarted = await buildApp(ctx.config, ctx.database);
    try {
      await restarted.ready();
      ctx.clock.advance(3 * MINUTE);
      await anotherInstance().work();
      expect(await alarmsOf(pointId)).toEqual([]);
      expect((await keyRow(key.id)).heartbeatDueAt?.toISOString()).toBe(pinged.dueAt);

      ctx.clock.advance(MINUTE + 1000);
      const [alarm] = await waitForAlarms(pointId, 1);
      expect(alarm!.dedupKey).toBe(missedHeartbeatKey(key.id));
    } finally {
      await restarted.close();
    }
  });
});
