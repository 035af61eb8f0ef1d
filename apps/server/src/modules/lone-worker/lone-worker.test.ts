import type { AlarmDetails, AppSignInResponse, LoneWorkerSession, LoneWorkerSettings } from "@alarm/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { queryRows } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { LoneWorkerJob } from "../../engine/lone-worker/lone-worker-job.js";
import { createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { createTestOrganization, createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { AlarmTrigger } from "../alarms/trigger/trigger.js";
import { LoneWorkerSessions, nextCheckInAfter } from "./sessions.js";

const MINUTE = 60_000;
const ctx = useTestApp();
const yard = { latitude: 49.195061, longitude: 16.606836, accuracy: 8 };

let admin: string;
let site: { id: number };
let depot: { id: number };
let pointId: number;
let sequence = 0;

async function worker(orgId = site.id) {
  const login = `guard${++sequence}`;
  await createTestUser(ctx.database.db, { login, orgId });
  const participant = await createParticipant(ctx.call, admin, { orgId, login, devices: [{ type: "APP", address: "console" }] });
  const signedIn = await ctx.call({ method: "POST", url: "/app/auth", payload: { login, password: TEST_PASSWORD, deviceName: "Phone" } });
  return { login, participantId: participant.id, ...signedIn.json<AppSignInResponse>() };
}

const start = (token: string, payload: object = {}) =>
  ctx.call({
    method: "POST",
    url: "/app/lone-worker",
    token,
    payload: { task: "Night round, building C", expectedMinutes: 120, checkInMinutes: 10, ...payload },
  });
const alarmsOfLogin = (login: string) =>
  ctx.database.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.alarmPointId, pointId), eq(alarms.triggeredBy, login)))
    .orderBy(asc(alarms.id));
/** The lone-worker job as another server instance runs it. */
const anotherInstance = () =>
  new LoneWorkerJob(ctx.database.db, new LoneWorkerSessions(ctx.database.db, new AlarmTrigger(ctx.database.db, ctx.config.timeZone)).raiseMissed, ctx.app.log);
const sessionOf = async (token: string) =>
  (await ctx.call({ method: "GET", url: "/app/me", token })).json<{ loneWorker: LoneWorkerSession | null }>().loneWorker;

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  site = await createTestOrganization(ctx.database.db, { name: "Security site" });
  depot = await createTestOrganization(ctx.database.db, { name: "Depot" });
  const responder = await createParticipant(ctx.call, admin, { orgId: site.id, devices: [{ type: "EMAIL", address: "control-room@alarm.test" }] });
  pointId = await createAlarmPoint(ctx.call, admin, {
    orgId: site.id,
    ranks: [{ participantIds: [responder.id], waitTime: 1440 }],
    point: { name: "Lone worker in danger", text: "Check on the lone worker" },
  });
});

describe("lone-worker settings", () => {
  it("are inherited from above, set per organization within scope, and needed to start a session", async () => {
    const guard = await worker();
    const refused = await start(guard.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ field: "alarmPointId", code: "NO_LONE_WORKER_POINT" }] });

    const outsider = (await ctx.userWith(["MOBILE_APP"], depot.id)).token;
    expect((await ctx.call({ method: "GET", url: `/lone-worker/settings/${site.id}`, token: outsider })).statusCode).toBe(404);
    expect(
      (
        await ctx.call({
          method: "PUT",
          url: `/lone-worker/settings/${depot.id}`,
          token: outsider,
          payload: { alarmPointId: pointId, graceMinutes: 2, version: null },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ctx.call({ method: "GET", url: `/lone-worker/settings/${site.id}`, token: (await ctx.userWith(["ALARM_TABLE"])).token })).statusCode).toBe(
      403,
    );

    const set = await ctx.call({
      method: "PUT",
      url: `/lone-worker/settings/${site.id}`,
      token: admin,
      payload: { alarmPointId: pointId, graceMinutes: 2, version: null },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      orgId: site.id,
      alarmPointId: pointId,
      alarmPointName: "Lone worker in danger",
      graceMinutes: 2,
      inheritedFromOrgId: null,
      version: 1,
    });
    expect(
      (
        await ctx.call({
          method: "PUT",
          url: `/lone-worker/settings/${site.id}`,
          token: admin,
          payload: { alarmPointId: pointId, graceMinutes: 2, version: null },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ctx.call({
          method: "PUT",
          url: `/lone-worker/settings/${site.id}`,
          token: admin,
          payload: { alarmPointId: pointId, graceMinutes: 61, version: 1 },
        })
      ).statusCode,
    ).toBe(400);

    const team = await createTestOrganization(ctx.database.db, { name: "Night team", parentId: site.id });
    const inherited = (await ctx.call({ method: "GET", url: `/lone-worker/settings/${team.id}`, token: admin })).json<LoneWorkerSettings>();
    expect(inherited).toMatchObject({ orgId: team.id, alarmPointId: pointId, inheritedFromOrgId: site.id, version: null });
  });
});

describe("lone-worker sessions", () => {
  it("raise one alarm per missed check-in with the last location, however many instances look; a check-in or check-out stops them", async () => {
    const guard = await worker();
    const started = await start(guard.token, { location: yard });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<LoneWorkerSession>();
    expect(session).toMatchObject({ status: "RUNNING", task: "Night round, building C", checkInMinutes: 10, graceMinutes: 2, misses: 0, lastLocation: yard });
    expect(Date.parse(session.nextCheckInAt) - Date.parse(session.startedAt)).toBe(10 * MINUTE);
    expect((await start(guard.token)).statusCode).toBe(409);

    // Checked in in time: nothing raised, the next check-in is an interval later.
    ctx.clock.advance(9 * MINUTE);
    const checkedIn = await ctx.call({
      method: "POST",
      url: "/app/lone-worker/check-in",
      token: guard.token,
      payload: { location: { ...yard, latitude: 49.2 } },
    });
    expect(checkedIn.json<LoneWorkerSession>().lastLocation).toMatchObject({ latitude: 49.2 });
    ctx.clock.advance(11 * MINUTE);
    await Promise.all([anotherInstance().work(), anotherInstance().work()]);
    expect(await alarmsOfLogin(guard.login)).toEqual([]);

    // Missed by more than the grace: one alarm, whoever looks.
    ctx.clock.advance(1 * MINUTE + 1000);
    await Promise.all([anotherInstance().work(), anotherInstance().work()]);
    await expect.poll(async () => (await alarmsOfLogin(guard.login)).length, { timeout: 15_000 }).toBe(1);
    const [missed] = await alarmsOfLogin(guard.login);
    expect(missed!.text).toContain("missed the check-in");
    expect(missed!.text).toContain("https://www.openstreetmap.org/?mlat=49.200000");
    expect(missed!.location).toMatchObject({ latitude: 49.2 });
    const details = (await ctx.call({ method: "GET", url: `/alarmtable/details/${missed!.id}`, token: admin })).json<AlarmDetails>();
    expect(details.location).toMatchObject({ latitude: 49.2, longitude: yard.longitude });
    await expect.poll(async () => (await sessionOf(guard.token))?.misses).toBe(1);
    expect(await sessionOf(guard.token)).toMatchObject({ lastAlarmId: missed!.id });

    // Still silent an interval (and the grace) later: the next miss raises the next alarm.
    ctx.clock.advance(12 * MINUTE + 1000);
    await anotherInstance().work();
    await expect.poll(async () => (await alarmsOfLogin(guard.login)).length, { timeout: 15_000 }).toBe(2);

    expect((await ctx.call({ method: "POST", url: "/app/lone-worker/check-out", token: guard.token })).json()).toEqual({ status: "ok" });
    ctx.clock.advance(120 * MINUTE);
    await anotherInstance().work();
    expect(await alarmsOfLogin(guard.login)).toHaveLength(2);
    expect(await sessionOf(guard.token)).toBeNull();
    expect((await ctx.call({ method: "POST", url: "/app/lone-worker/check-in", token: guard.token, payload: {} })).statusCode).toBe(409);
  });

  it("are kept in the database: a restarted instance lists the session and raises its miss once", async () => {
    const guard = await worker();
    const session = (await start(guard.token, { checkInMinutes: 1 })).json<LoneWorkerSession>();
    const restarted = await buildApp(ctx.config, ctx.database);
    try {
      const listed = await restarted.inject({ method: "GET", url: "/rest/api/lone-worker/sessions", headers: { authorization: `Bearer ${admin}` } });
      expect(listed.json<{ list: LoneWorkerSession[] }>().list.map((row) => row.id)).toContain(session.id);
      ctx.clock.advance(3 * MINUTE + 1000);
      await expect.poll(async () => (await alarmsOfLogin(guard.login)).length, { timeout: 15_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await alarmsOfLogin(guard.login)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
    await ctx.call({ method: "POST", url: "/app/lone-worker/check-out", token: guard.token });
  });

  it("SOS raises the lone-worker point with the location, once per request id", async () => {
    const guard = await worker();
    await start(guard.token);
    const requestId = crypto.randomUUID();
    const sos = () =>
      ctx.call({ method: "POST", url: "/app/lone-worker/sos", token: guard.token, payload: { requestId, text: "Intruder at gate 2", location: yard } });
    const first = await sos();
    expect(first.statusCode, first.body).toBe(200);
    expect((await sos()).json()).toMatchObject({ alarmId: first.json<{ alarmId: number }>().alarmId });
    const [alarm] = await alarmsOfLogin(guard.login);
    expect(alarm!.text).toContain("SOS from lone worker");
    expect(alarm!.text).toContain("Intruder at gate 2");
    expect(alarm!.location).toEqual(yard);
    expect((await sessionOf(guard.token))?.lastAlarmId).toBe(first.json<{ alarmId: number }>().alarmId);
    await ctx.call({ method: "POST", url: "/app/lone-worker/check-out", token: guard.token });
  });

  it("are listed for the alarm table within scope, and an operator may end one", async () => {
    const guard = await worker();
    const session = (await start(guard.token)).json<LoneWorkerSession>();
    const siteOperator = (await ctx.userWith(["ALARM_TABLE"], site.id)).token;
    const depotOperator = (await ctx.userWith(["ALARM_TABLE"], depot.id)).token;
    const listOf = async (token: string) =>
      (await ctx.call({ method: "GET", url: "/lone-worker/sessions", token })).json<{ list: LoneWorkerSession[] }>().list.map((row) => row.id);
    expect(await listOf(siteOperator)).toContain(session.id);
    expect(await listOf(depotOperator)).not.toContain(session.id);
    expect((await ctx.call({ method: "GET", url: "/lone-worker/sessions", token: (await ctx.userWith(["MOBILE_APP"], site.id)).token })).statusCode).toBe(403);
    expect((await ctx.call({ method: "POST", url: `/lone-worker/sessions/${session.id}/end`, token: depotOperator })).statusCode).toBe(404);
    expect((await ctx.call({ method: "POST", url: `/lone-worker/sessions/${session.id}/end`, token: siteOperator })).json()).toEqual({ status: "ok" });
    expect(await listOf(siteOperator)).not.toContain(session.id);
    expect(await sessionOf(guard.token)).toBeNull();
  });

  it("raise the other misses of a batch when one cannot raise its alarm, which is tried again a minute later, leaving nothing of it", async () => {
    // A session of an organization without a lone-worker point, due first, between two of the site's.
    const stray = await createTestOrganization(ctx.database.db, { name: "Stray crew" });
    const lastCheckIn = new Date(ctx.clock.now().getTime() - 10 * MINUTE);
    const sessions = await queryRows<{ id: number; orgId: number }>(
      ctx.database.db,
      sql`with people as (
            insert into participants (org_id, name, surname, language)
            select org, 'Batch', 'Walker ' || n, 'ENGLISH' from unnest(${`{${site.id},${stray.id},${site.id}}`}::int[]) with ordinality as o(org, n) returning id, org_id)
          insert into lone_worker_sessions (participant_id, org_id, task, started_at, expected_end_at, check_in_minutes, grace_minutes, last_check_in_at, next_check_in_at)
          select id, org_id, 'Batch round', ${lastCheckIn}, ${new Date(lastCheckIn.getTime() + 120 * MINUTE)}, 5, 0, ${lastCheckIn},
                 ${new Date(lastCheckIn.getTime() + 5 * MINUTE)}::timestamptz - make_interval(secs => case when org_id = ${stray.id} then 1 else 0 end)
          from people returning id, org_id as "orgId"`,
    );
    try {
      await anotherInstance().work();
      const moved = await queryRows<{ id: number; misses: number; lastAlarmId: number | null; nextCheckInAt: Date }>(
        ctx.database.db,
        sql`select id, misses, last_alarm_id::int as "lastAlarmId", next_check_in_at as "nextCheckInAt" from lone_worker_sessions
            where task = 'Batch round' order by id`,
      );
      const [first, failed, last] = moved;
      expect(sessions.map((session) => session.orgId)).toEqual([site.id, stray.id, site.id]);
      for (const raised of [first!, last!]) expect(raised).toMatchObject({ misses: 1, lastAlarmId: expect.any(Number) });
      expect(failed).toMatchObject({ misses: 0, lastAlarmId: null });
      // Tried again a minute after the job's pass (read a moment later here).
      const retryIn = new Date(failed!.nextCheckInAt).getTime() - ctx.clock.now().getTime();
      expect(retryIn).toBeGreaterThan(MINUTE - 5_000);
      expect(retryIn).toBeLessThanOrEqual(MINUTE);
      const [raised] = await queryRows<{ count: number; stray: number }>(
        ctx.database.db,
        sql`select count(*)::int as count, count(*) filter (where org_id = ${stray.id})::int as stray from alarms where triggered_by like 'Batch Walker %'`,
      );
      expect(raised).toEqual({ count: 2, stray: 0 });
    } finally {
      await ctx.database.db.execute(sql`update lone_worker_sessions set status = 'ENDED' where task = 'Batch round'`);
    }
  });

  it("raise a wave of misses once each, in batches side by side on two instances, telling the monitors of every session", async () => {
    // More sessions overdue together than one round of an instance's parallel batches takes (lone-worker-job.ts).
    const WAVE = 90;
    const heard = new Set<number>();
    const unlisten = await ctx.database.listen(LIVE_CHANNEL, (payload) => {
      const event = JSON.parse(payload) as { type: string; sessionId?: number };
      if (event.type === "lone-worker") heard.add(event.sessionId!);
    });
    try {
      const lastCheckIn = new Date(ctx.clock.now().getTime() - 10 * MINUTE);
      const sessions = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`with people as (
              insert into participants (org_id, name, surname, language) select ${site.id}, 'Wave', 'Walker ' || n, 'ENGLISH' from generate_series(1, ${WAVE}) n returning id)
            insert into lone_worker_sessions (participant_id, org_id, task, started_at, expected_end_at, check_in_minutes, grace_minutes, last_check_in_at, next_check_in_at)
            select id, ${site.id}, 'Wave round', ${lastCheckIn}, ${new Date(lastCheckIn.getTime() + 120 * MINUTE)}, 5, 0, ${lastCheckIn}, ${new Date(lastCheckIn.getTime() + 5 * MINUTE)}
            from people returning id`,
      );
      await Promise.all([anotherInstance().work(), anotherInstance().work()]);

      const ids = `{${sessions.map((session) => session.id).join(",")}}`;
      const moved = await queryRows<{ misses: number; lastAlarmId: number | null }>(
        ctx.database.db,
        sql`select misses, last_alarm_id::int as "lastAlarmId" from lone_worker_sessions where id = any(${ids}::int[])`,
      );
      expect(moved.map((session) => session.misses)).toEqual(Array(WAVE).fill(1));
      expect(new Set(moved.map((session) => session.lastAlarmId)).size).toBe(WAVE);
      const [raised] = await queryRows<{ count: number }>(
        ctx.database.db,
        sql`select count(*)::int as count from alarms where alarm_point_id = ${pointId} and triggered_by like 'Wave Walker %'`,
      );
      expect(raised!.count).toBe(WAVE);
      await expect.poll(() => sessions.filter((session) => !heard.has(session.id)).length, { timeout: 15_000 }).toBe(0);
    } finally {
      await unlisten();
      await ctx.database.db.execute(sql`update lone_worker_sessions set status = 'ENDED' where task = 'Wave round'`);
    }
  });

  it("asks for the next check-in an interval ahead, no later than the expected end", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    expect(nextCheckInAfter(now, 30, new Date("2026-11-27T12:00:00Z")).toISOString()).toBe("2026-11-27T10:30:00.000Z");
    expect(nextCheckInAfter(now, 30, new Date("2026-11-27T10:20:00Z")).toISOString()).toBe("2026-11-27T10:20:00.000Z");
    expect(nextCheckInAfter(now, 30, new Date("2026-11-27T09:00:00Z")).toISOString()).toBe("2026-11-27T10:30:00.000Z");
  });
});
