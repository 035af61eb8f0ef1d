import type { ShelvedPoint, ShelvedPointList } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { queryRows } from "../../db/database.js";

const ctx = useTestApp({ shelvingLimitSeconds: 2 * 3600 });
let token: string;
const ALERTED = ["SENT", "DELIVERED", "FAILED"];
let orgId: number;

async function point(name: string, org = orgId) {
  const participant = await createParticipant(ctx.call, token, {
    orgId: org,
    devices: [{ type: "EMAIL", address: `${name.toLowerCase().replace(/\s+/g, "-")}@alarm.test` }],
  });
  return createAlarmPoint(ctx.call, token, { orgId: org, ranks: [{ participantIds: [participant.id] }], point: { name } });
}

const shelve = (pointId: number, payload: object, as = token) => ctx.call({ method: "PUT", url: `/alarmpoints/${pointId}/shelving`, token: as, payload });
const shelved = async (as = token) => (await ctx.call({ method: "GET", url: "/alarmpoints/shelved", token: as })).json<ShelvedPointList>();

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  orgId = (await createTestOrganization(ctx.database.db, { name: "Substation" })).id;
});

describe("shelving an alarm point", () => {
  it("records the point's alarms without alerting anybody until the shelving ends by itself", async () => {
    const pointId = await point("Breaker 7");
    const response = await shelve(pointId, { minutes: 30, reason: "Breaker chattering after the storm" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShelvedPoint>()).toMatchObject({
      alarmPointId: pointId,
      name: "Breaker 7",
      orgId,
      reason: "Breaker chattering after the storm",
      shelvedBy: "admin",
    });
    expect(await shelved()).toMatchObject({ items: [expect.objectContaining({ alarmPointId: pointId })], shelvingLimitMinutes: 120 });

    const quiet = await trigger(ctx.call, token, { alarmPointId: pointId });
    expect(quiet.status).toBe("INACTIVE");
    const records = await alarmRecords(ctx.database.db, quiet.id);
    expect(records.notifications).toEqual([]);
    expect(records.history[0]?.phrase).toEqual({ key: "SUPPRESSED_WHILE_SHELVED", params: { user: "admin", reason: "Breaker chattering after the storm" } });

    ctx.clock.advance(30 * 60_000 + 1_000);
    expect((await shelved()).items).toEqual([]);
    const loud = await trigger(ctx.call, token, { alarmPointId: pointId });
    // Alerted again: its message is sent (and fails here, where no mail server runs).
    await waitForMessages(ctx.database.db, loud.id, 1, ALERTED);
  });

  it("ends early when unshelved, and is audited on the alarm point's history", async () => {
    const pointId = await point("Feeder 2");
    expect((await shelve(pointId, { minutes: 60, reason: "Sensor replaced" })).statusCode).toBe(200);
    expect((await shelve(pointId, { minutes: 90, reason: "Sensor replaced, still testing" })).json<ShelvedPoint>().reason).toBe(
      "Sensor replaced, still testing",
    );
    const ended = await ctx.call({ method: "DELETE", url: `/alarmpoints/${pointId}/shelving`, token });
    expect(ended.statusCode, ended.body).toBe(200);
    const alarm = await trigger(ctx.call, token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, alarm.id, 1, ALERTED);

    const entries = await queryRows<{ action: string; parentId: string }>(
      ctx.database.db,
      sql`select action, parent_id as "parentId" from audit_log where object_type = 'alarm_point_shelves' and parent_id = ${String(pointId)} order by id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(["INSERT", "UPDATE", "DELETE"]);
  });

  it("refuses a time beyond SHELVING_LIMIT and a shelving without a reason, changing nothing", async () => {
    const pointId = await point("Transformer 1");
    const long = await shelve(pointId, { minutes: 121, reason: "Long works" });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "VALIDATION", details: [expect.objectContaining({ field: "minutes", code: "TOO_LONG" })] });
    expect((await shelve(pointId, { minutes: 10, reason: "  " })).statusCode).toBe(400);
    expect((await shelved()).items.map((item) => item.alarmPointId)).not.toContain(pointId);
  });

  it("is for holders of ALARM_SHELVE within their organizations; others cannot even tell the point exists", async () => {
    const pointId = await point("Busbar 3");
    const watcher = await ctx.userWith(["ALARM_TABLE"], orgId);
    expect((await shelve(pointId, { minutes: 10, reason: "Test" }, watcher.token)).statusCode).toBe(403);
    const otherOrg = (await createTestOrganization(ctx.database.db, { name: "Water works" })).id;
    const stranger = await ctx.userWith(["ALARM_SHELVE", "ALARM_TABLE"], otherOrg);
    const foreign = await shelve(pointId, { minutes: 10, reason: "Test" }, stranger.token);
    const missing = await shelve(999_999, { minutes: 10, reason: "Test" }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/${pointId}/shelving`, token: stranger.token })).statusCode).toBe(404);

    expect((await shelve(pointId, { minutes: 10, reason: "Works on the busbar" })).statusCode).toBe(200);
    expect((await shelved(watcher.token)).items.map((item) => item.name)).toContain("Busbar 3");
    expect((await shelved(stranger.token)).items).toEqual([]);
  });
});
