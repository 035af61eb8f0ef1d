import type { AlarmLoadReport, DashboardAlarmLoad } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { insertAlarm } from "../../../test/alarm-rows.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";
import { alarmLoadNow } from "./alarm-load-now.js";

// A flood is more than 3 alarms in 5 minutes here; the engine stays off, the alarms are rows the test writes.
const ctx = useTestApp({ timeZone: "UTC", flood: { alarms: 3, windowSeconds: 300 }, engine: { ...loadConfig({}).engine, enabled: false } });
const MINUTE = 60_000;
let orgId: number;
let childId: number;
let viewer: string;

beforeAll(async () => {
  orgId = (await createTestOrganization(ctx.database.db, { name: "Busy plant" })).id;
  childId = (await createTestOrganization(ctx.database.db, { name: "Busy plant, hall 2", parentId: orgId })).id;
  const elsewhere = (await createTestOrganization(ctx.database.db, { name: "Quiet plant" })).id;
  viewer = (await ctx.userWith(["ALARM_TABLE"], orgId)).token;
  const now = ctx.clock.now().getTime();
  const raise = (minutesAgo: number, values: { orgId?: number; alarmPointId?: number | null } = {}) =>
    insertAlarm(ctx.database.db, { orgId, alarmPointId: 7, triggeredAt: new Date(now - minutesAgo * MINUTE), ...values });
  for (const minutesAgo of [2, 2, 2, 3.5, 8, 30, 30, 120]) await raise(minutesAgo);
  await raise(1, { orgId: childId });
  // Neither a manual call nor another organization's alarm counts.
  await raise(1, { alarmPointId: null });
  await raise(1, { orgId: elsewhere });
});

const load = async (token = viewer) => {
  const response = await ctx.call({ method: "GET", url: "/dashboard/alarm-load", token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardAlarmLoad>();
};

describe("the alarm load widget", () => {
  it("counts the alarm points' alarms of the caller's organizations over 10 minutes and the hour, in flood over the threshold", async () => {
    expect(await load()).toMatchObject({
      lastTenMinutes: 6,
      lastHour: 8,
      flood: { enabled: true, alarms: 3, windowSeconds: 300, windowAlarms: 5, inFlood: true },
    });
    // Six minutes later the last 5 minutes are quiet; 10 minutes still hold four of them.
    ctx.clock.advance(6 * MINUTE);
    expect(await load()).toMatchObject({ lastTenMinutes: 5, lastHour: 8, flood: { windowAlarms: 0, inFlood: false } });
  });

  it("is never in flood when flood protection is off (FLOOD_ALARMS 0)", async () => {
    const now = new Date(ctx.clock.now().getTime() - 6 * MINUTE);
    expect(await alarmLoadNow(ctx.database.db, orgId, { alarms: 0, windowSeconds: 300 }, now)).toMatchObject({
      lastTenMinutes: 6,
      flood: { enabled: false, alarms: 0, windowAlarms: 5, inFlood: false },
    });
  });

  it("is for holders of the alarm table or reports, and the report measures floods as configured", async () => {
    const shelver = (await ctx.userWith(["ALARM_SHELVE"], orgId)).token;
    expect((await ctx.call({ method: "GET", url: "/dashboard/alarm-load", token: shelver })).statusCode).toBe(403);
    const reporter = (await ctx.userWith(["REPORTS"], orgId)).token;
    expect((await load(reporter)).lastHour).toBe(8);
    const report = await ctx.call({ method: "POST", url: "/reports/alarm-load", token: reporter, payload: { range: "TODAY" } });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<AlarmLoadReport>().flood).toEqual({ alarms: 3, windowSeconds: 300 });
    expect(report.json<AlarmLoadReport>().series.bucketSeconds).toBe(300);
  });
});
