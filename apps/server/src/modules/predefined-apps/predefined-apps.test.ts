import { APP_TYPE_ICONS, type PredefinedApp } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

let admin: string;
let branch: { id: number };
let sibling: { id: number };
let planId: number;
let siblingPlanId: number;

async function planOf(orgId: number) {
  const participant = await createParticipant(ctx.call, admin, { orgId, devices: [{ type: "EMAIL", address: "team@alarm.test" }] });
  const pointId = await createAlarmPoint(ctx.call, admin, { orgId, ranks: [{ participantIds: [participant.id] }] });
  const point = await ctx.call({ method: "GET", url: `/alarmpoints/${pointId}`, token: admin });
  return point.json<{ alarmPlanId: number }>().alarmPlanId;
}

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  branch = await createTestOrganization(ctx.database.db, { name: "Hospital" });
  sibling = await createTestOrganization(ctx.database.db, { name: "Depot" });
  planId = await planOf(branch.id);
  siblingPlanId = await planOf(sibling.id);
});

const create = (token: string, payload: object) => ctx.call({ method: "POST", url: "/alarmpoints/predefined", token, payload });
const listOf = async (token: string, orgId: number, type?: string) => {
  const response = await ctx.call({ method: "GET", url: `/alarmpoints/predefined/${orgId}${type ? `?alarmtype=${type}` : ""}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ list: PredefinedApp[] }>().list;
};

describe("predefined alarm apps", () => {
  it("creates an app with the type's default icon, reads it by organization and type, updates and removes it", async () => {
    const created = await create(admin, { orgId: branch.id, appType: "SOS", systemId: "sos-ward-3", alarmPlanId: planId });
    expect(created.statusCode, created.body).toBe(200);
    const app = created.json<PredefinedApp>();
    expect(app).toMatchObject({ orgId: branch.id, orgName: "Hospital", appType: "SOS", systemId: "sos-ward-3", alarmPlanId: planId, version: 1 });
    expect(JSON.parse(app.icon)).toEqual(APP_TYPE_ICONS.SOS);

    const medical = await create(admin, { orgId: branch.id, appType: "MEDICAL" });
    expect(medical.json()).toMatchObject({ systemId: null, alarmPlanId: null, alarmPlanName: null });
    expect((await listOf(admin, branch.id)).map((row) => row.appType)).toEqual(["MEDICAL", "SOS"]);
    expect(await listOf(admin, branch.id, "SOS")).toEqual([app]);
    expect(await listOf(admin, branch.id, "FIRE")).toEqual([]);

    const icon = JSON.stringify({ name: "heart", color: "#00ff00" });
    const updated = await ctx.call({
      method: "PUT",
      url: "/alarmpoints/predefined",
      token: admin,
      payload: { id: app.id, version: 1, systemId: "", alarmPlanId: null, icon },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ systemId: null, alarmPlanId: null, icon, version: 2 });
    const stale = await ctx.call({
      method: "PUT",
      url: "/alarmpoints/predefined",
      token: admin,
      payload: { id: app.id, version: 1, systemId: null, alarmPlanId: null, icon },
    });
    expect(stale.statusCode).toBe(409);

    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/predefined/${app.id}`, token: admin })).json()).toEqual({ status: "ok" });
    expect(await listOf(admin, branch.id, "SOS")).toEqual([]);
    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/predefined/${app.id}`, token: admin })).statusCode).toBe(404);
  });

  it("allows one app per organization and type, and refuses bad fields leaving nothing written", async () => {
    expect((await create(admin, { orgId: branch.id, appType: "FIRE" })).statusCode).toBe(200);
    const again = await create(admin, { orgId: branch.id, appType: "FIRE" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT" });
    for (const [payload, field] of [
      [{ orgId: branch.id, appType: "WATER", icon: "{not json" }, "icon"],
      [{ orgId: branch.id, appType: "WATER", icon: JSON.stringify({ name: "Bad Name", color: "red" }) }, "icon"],
      [{ orgId: branch.id, appType: "WATER", alarmPlanId: siblingPlanId }, "alarmPlanId"],
      [{ orgId: branch.id, appType: "RAIN" }, "appType"],
      [{ orgId: branch.id, appType: "WATER", systemId: "x".repeat(101) }, "systemId"],
    ] as const) {
      const refused = await create(admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(field);
    }
    expect((await create(admin, { orgId: 999_999, appType: "WATER" })).statusCode).toBe(404);
    expect(await listOf(admin, branch.id, "WATER")).toEqual([]);
  });

  it("needs MOBILE_APP and keeps to the caller's organizations", async () => {
    const [sosOfSibling] = await Promise.all([create(admin, { orgId: sibling.id, appType: "SOS", alarmPlanId: siblingPlanId })]);
    const siblingApp = sosOfSibling.json<PredefinedApp>();
    const branchUser = (await ctx.userWith(["MOBILE_APP"], branch.id)).token;
    const withoutAuthority = (await ctx.userWith(["ALARM_TABLE"], branch.id)).token;
    expect((await ctx.call({ method: "GET", url: `/alarmpoints/predefined/${branch.id}`, token: withoutAuthority })).statusCode).toBe(403);
    expect((await create(withoutAuthority, { orgId: branch.id, appType: "SYSTEM" })).statusCode).toBe(403);

    expect((await ctx.call({ method: "GET", url: `/alarmpoints/predefined/${sibling.id}`, token: branchUser })).statusCode).toBe(404);
    expect((await create(branchUser, { orgId: sibling.id, appType: "SYSTEM" })).statusCode).toBe(404);
    const change = { id: siblingApp.id, version: 1, systemId: "taken", alarmPlanId: null, icon: siblingApp.icon };
    expect((await ctx.call({ method: "PUT", url: "/alarmpoints/predefined", token: branchUser, payload: change })).statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/predefined/${siblingApp.id}`, token: branchUser })).statusCode).toBe(404);
    expect(await listOf(admin, sibling.id, "SOS")).toEqual([siblingApp]);
    expect((await create(branchUser, { orgId: branch.id, appType: "SECURITY", alarmPlanId: planId })).statusCode).toBe(200);
  });
});
