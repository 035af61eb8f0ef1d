import type { CreatedIntegrationKey, IntegrationOutcome, MaintenanceNow, MaintenanceWindow } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarms } from "../../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp({ timeZone: "UTC" });
let token: string;
const HOUR = 3_600_000;

async function pointWithKey(orgId: number, name: string) {
  const participant = await createParticipant(ctx.call, token, { orgId, devices: [{ type: "EMAIL", address: `${name.toLowerCase()}@alarm.test` }] });
  const pointId = await createAlarmPoint(ctx.call, token, { orgId, ranks: [{ participantIds: [participant.id] }], point: { name } });
  const key = await ctx.call({
    method: "POST",
    url: `/alarm-points/${pointId}/integration-keys`,
    token,
    payload: { kind: "WEBHOOK", name: `${name} monitoring` },
  });
  return { pointId, secret: key.json<CreatedIntegrationKey>().secret };
}

async function plan(payload: object) {
  const response = await ctx.call({ method: "POST", url: "/maintenance-windows", token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MaintenanceWindow>();
}

const oneOff = (fromMs: number, toMs: number) => {
  const now = ctx.clock.now().getTime();
  return { kind: "ONE_OFF", startsAt: new Date(now + fromMs).toISOString(), endsAt: new Date(now + toMs).toISOString() };
};

async function event(secret: string, summary = "Disk full") {
  const response = await ctx.call({ method: "POST", url: `/rest/integrations/webhook?key=${secret}`, payload: { summary } });
  expect(response.statusCode, response.body).toBe(200);
  const outcome = response.json<IntegrationOutcome>().alarms[0]!;
  return { ...outcome, history: (await alarmRecords(ctx.database.db, outcome.alarmId!)).history };
}

const inMaintenanceNow = async () => (await ctx.call({ method: "GET", url: "/maintenance-windows/now", token })).json<MaintenanceNow>();

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
});

describe("maintenance windows", () => {
  it("suppresses events of a point in maintenance, asks to confirm a manual trigger, and ends early in one call", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Plant" });
    const { pointId, secret } = await pointWithKey(org.id, "Boiler");
    const window = await plan({ orgId: org.id, name: "Boiler service", alarmPointId: pointId, schedule: oneOff(-60_000, HOUR) });
    expect(window).toMatchObject({ alarmPointName: "Boiler", current: { end: expect.any(String) }, next: null, endedEarlyAt: null });
    expect((await inMaintenanceNow()).alarmPointIds).toContain(pointId);

    const suppressed = await event(secret);
    expect(suppressed.outcome).toBe("SUPPRESSED");
    expect(suppressed.history).toEqual([
      expect.objectContaining({
        kind: "TRIGGERED",
        status: "INACTIVE",
        phrase: { key: "SUPPRESSED_IN_MAINTENANCE", params: { source: "Boiler monitoring", window: "Boiler service" } },
      }),
    ]);

    const before = await ctx.database.db.select().from(alarms).where(eq(alarms.alarmPointId, pointId));
    const unconfirmed = await ctx.call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: pointId } });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().details).toEqual([expect.objectContaining({ field: "confirmMaintenance", code: "IN_MAINTENANCE" })]);
    expect(await ctx.database.db.select().from(alarms).where(eq(alarms.alarmPointId, pointId))).toHaveLength(before.length);
    const confirmed = await ctx.call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: pointId, confirmMaintenance: true } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const history = (await alarmRecords(ctx.database.db, confirmed.json<{ id: number }>().id)).history;
    expect(history[0]).toMatchObject({ kind: "TRIGGERED", phrase: { key: "TRIGGERED_IN_MAINTENANCE", params: { window: "Boiler service", user: "admin" } } });

    const ended = await ctx.call({ method: "POST", url: `/maintenance-windows/${window.id}/end`, token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ current: null, endedEarlyAt: expect.any(String) });
    expect((await inMaintenanceNow()).alarmPointIds).not.toContain(pointId);
    expect((await event(secret, "Pressure low")).outcome).toBe("TRIGGERED");
    expect((await ctx.call({ method: "POST", url: `/maintenance-windows/${window.id}/end`, token })).statusCode).toBe(409);
  });

  it("covers every point of an organization and of those below it", async () => {
    const parent = await createTestOrganization(ctx.database.db, { name: "Region" });
    const child = await createTestOrganization(ctx.database.db, { name: "Site", parentId: parent.id });
    const { pointId, secret } = await pointWithKey(child.id, "Pump");
    await plan({ orgId: parent.id, name: "Region outage drill", schedule: oneOff(-60_000, HOUR) });
    expect((await event(secret)).outcome).toBe("SUPPRESSED");
    const now = await inMaintenanceNow();
    expect(now.orgIds).toEqual(expect.arrayContaining([parent.id, child.id]));
    expect(now.windows).toContainEqual(expect.objectContaining({ name: "Region outage drill", alarmPointId: null, orgId: parent.id }));
    // A user of the site sees its point in maintenance by the region's window, and nothing beyond its own organization.
    const siteUser = await ctx.userWith(["ALARM_TABLE"], child.id);
    const seen = (await ctx.call({ method: "GET", url: "/maintenance-windows/now", token: siteUser.token })).json<MaintenanceNow>();
    expect(seen.orgIds).toEqual([child.id]);
    expect(seen.windows.map((window) => window.name)).toContain("Region outage drill");
    const listed = (await ctx.call({ method: "GET", url: `/maintenance-windows?alarmPointId=${pointId}`, token })).json<{ list: MaintenanceWindow[] }>().list;
    expect(listed.map((window) => window.name)).toEqual(["Region outage drill"]);
  });

  it("recurs: in force at each occurrence, and ending one early leaves the next", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Nightly" });
    const { pointId, secret } = await pointWithKey(org.id, "Backup");
    const now = ctx.clock.now();
    const hhmm = (date: Date) => date.toISOString().slice(11, 16);
    const recurrence = {
      timeZone: "UTC",
      startDate: new Date(now.getTime() - HOUR).toISOString().slice(0, 10),
      startTime: hhmm(new Date(now.getTime() - HOUR)),
      endTime: hhmm(new Date(now.getTime() + HOUR)),
      repeatType: "DAILY",
      endType: "NEVER",
    };
    const window = await plan({ orgId: org.id, name: "Nightly backup", alarmPointId: pointId, schedule: { kind: "RECURRING", recurrence } });
    expect(window.current).not.toBeNull();
    expect(Date.parse(window.next!.start) - Date.parse(window.current!.start)).toBe(24 * HOUR);
    expect((await event(secret)).outcome).toBe("SUPPRESSED");
    await ctx.call({ method: "POST", url: `/maintenance-windows/${window.id}/end`, token });
    expect((await event(secret, "Backup failed")).outcome).toBe("TRIGGERED");
    ctx.clock.advance(24 * HOUR);
    expect((await event(secret, "Backup slow")).outcome).toBe("SUPPRESSED");
    ctx.clock.advance(3 * HOUR);
    expect((await event(secret, "Backup late")).outcome).toBe("TRIGGERED");
  });

  it.each([
    ["an end before the start", (orgId: number) => ({ orgId, name: "Bad", schedule: oneOff(HOUR, 0) }), "schedule.endsAt", "END_BEFORE_START"],
    ["a one-off window over a month", (orgId: number) => ({ orgId, name: "Bad", schedule: oneOff(0, 40 * 24 * HOUR) }), "schedule.endsAt", "TOO_LONG"],
    ["no name", (orgId: number) => ({ orgId, name: " ", schedule: oneOff(0, HOUR) }), "name", undefined],
    [
      "an alarm point of another organization",
      (orgId: number, foreignPointId: number) => ({ orgId, name: "Bad", alarmPointId: foreignPointId, schedule: oneOff(0, HOUR) }),
      "alarmPointId",
      "UNKNOWN_ALARM_POINT",
    ],
  ])("refuses %s", async (_, payload, field, code) => {
    const org = await createTestOrganization(ctx.database.db);
    const other = await createTestOrganization(ctx.database.db);
    const { pointId } = await pointWithKey(other.id, `Foreign${other.id}`);
    const response = await ctx.call({ method: "POST", url: "/maintenance-windows", token, payload: payload(org.id, pointId) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, ...(code ? { code } : {}) }));
  });
});
