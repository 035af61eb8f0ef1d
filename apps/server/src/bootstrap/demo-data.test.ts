import { alarmPlan, alarmPoint, alarmTemplate, textTemplate } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { trigger, waitForMessages } from "../../test/alarm-fixtures.js";
import { useTestApp } from "../../test/test-app.js";
import { DEMO_PASSWORD } from "./demo-data.js";

const ctx = useTestApp({ demoData: true });

type Listed = { list: { id: number; name: string }[]; count: number };

async function listAll(token: string, type: string): Promise<Listed> {
  const response = await ctx.call({ method: "POST", url: "/list", token, payload: { type, pageSize: 1000, parentOrgId: 1 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function readEach(token: string, type: string, path: string, schema: { parse(value: unknown): unknown }) {
  const { list } = await listAll(token, type);
  expect(list.length, type).toBeGreaterThan(0);
  for (const { id } of list) {
    const response = await ctx.call({ method: "GET", url: `${path}/${id}`, token });
    expect(response.statusCode, response.body).toBe(200);
    schema.parse(response.json());
  }
  return list;
}

describe("demo data", () => {
  it("holds alarm plans, alarm points, a template and a message text that read back valid through the API", async () => {
    const { token } = await ctx.signIn("admin");
    await readEach(token, "ALARMPLAN", "/alarmplans", alarmPlan);
    const points = await readEach(token, "ALARMPOINT", "/alarmpoints", alarmPoint);
    expect(points.map((point) => point.name)).toContain("Fire alarm station 1");
    await readEach(token, "ALARM_TEMPLATE", "/alarmtemplates", alarmTemplate);
    await readEach(token, "TEXT_TEMPLATE", "/text-templates", textTemplate);
  });

  it("gives every demo alarm point a plan with ranks that reaches enough participants to accept", async () => {
    const { token } = await ctx.signIn("admin");
    for (const { id } of (await listAll(token, "ALARMPOINT")).list) {
      const point = alarmPoint.parse((await ctx.call({ method: "GET", url: `/alarmpoints/${id}`, token })).json());
      const plan = alarmPlan.parse((await ctx.call({ method: "GET", url: `/alarmplans/${point.alarmPlanId}`, token })).json());
      expect(plan.ranks.length).toBeGreaterThan(0);
      const reached = await ctx.call({ method: "POST", url: "/list/membership", token, payload: { type: "PARTICIPANT", referenceType: "ALARMPLAN", objectId: plan.id, pageSize: 1000 } });
      expect(reached.json().count, point.name).toBeGreaterThanOrEqual(point.confirmPriority);
    }
  });

  it("opens the console of every demo user in English until they choose a language", async () => {
    for (const login of ["operator", "dispatcher", "nurse"]) expect((await ctx.signIn(login, DEMO_PASSWORD)).user.language, login).toBe("ENGLISH");
  });

  it("lets the dispatcher, an alarm planner of the fire brigade, see the brigade's alarm points and no others", async () => {
    const { token } = await ctx.signIn("dispatcher", DEMO_PASSWORD);
    const response = await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ALARMPOINT", pageSize: 100 } });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Listed).list.map((point) => point.name)).toEqual(["Fire alarm station 1"]);
  });

  it("lets the operator trigger the reservoir pump alarm, which reaches her own console first", async () => {
    const { token } = await ctx.signIn("operator", DEMO_PASSWORD);
    const points = await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ALARMPOINT", pageSize: 100 } });
    const pump = (points.json() as Listed).list.find((point) => point.name === "Reservoir pump failure")!;
    const alarm = await trigger(ctx.call, token, { alarmPointId: pump.id });
    const [message] = await waitForMessages(ctx.database.db, alarm.id, 1);
    expect(message).toMatchObject({ deviceType: "APP", status: "SENT" });
  });
});
