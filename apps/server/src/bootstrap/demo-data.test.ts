import { alarmList, alarmPlan, alarmPoint, alarmTemplate, type ImportPlan, textTemplate } from "@alarm/contract";
import { randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alarmRecords, trigger, waitForMessages } from "../../test/alarm-fixtures.js";
import { useTestApp } from "../../test/test-app.js";
import { sharedSetting } from "../core/shared-settings.js";
import { alarmPoints, participantDevices, participants } from "../db/schema/index.js";
import { ResponseTokens } from "../engine/response-token.js";
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
    expect(points.map((point) => point.name)).toEqual(
      expect.arrayContaining(["Fire alarm station 1", "Reservoir pump failure", "Emergency power on", "Nurse emergency call"]),
    );
    await readEach(token, "ALARM_TEMPLATE", "/alarmtemplates", alarmTemplate);
    await readEach(token, "TEXT_TEMPLATE", "/text-templates", textTemplate);
  });

  it("imports its own export back with every row unchanged and no problem: every reference points up, as the editors require", async () => {
    const { token } = await ctx.signIn("admin");
    const exported = await ctx.call({ method: "GET", url: "/import-export/export?orgId=1", token });
    expect(exported.statusCode, exported.body).toBe(200);
    const checked = await ctx.call({ method: "POST", url: "/import-export/import?orgId=1&dryRun=true", token, payload: exported.json<object>() });
    expect(checked.statusCode, checked.body).toBe(200);
    const plan = checked.json<ImportPlan>();
    expect(plan.rows.filter((row) => row.problems.length > 0 || row.action !== "UNCHANGED")).toEqual([]);
    expect(plan.rows.length).toBeGreaterThan(20);
  });

  it("has participants that save back unchanged through the API, as the participant editor sends them (valid device addresses)", async () => {
    const { token } = await ctx.signIn("admin");
    const { list } = await listAll(token, "PARTICIPANT");
    expect(list.length).toBeGreaterThan(5);
    for (const { id } of list) {
      const person = (await ctx.call({ method: "GET", url: `/participants/${id}`, token })).json<{
        id: number;
        version: number;
        name: string;
        surname: string;
        shortName: string | null;
        language: string;
        login: string | null;
        devices: { callingDeviceType: string; address: string; message: string | null }[];
      }>();
      const devices = person.devices.map(({ callingDeviceType, address, message }) => ({ callingDeviceType, address, message }));
      const { id: _id, version, name, surname, shortName, language, login } = person;
      const saved = await ctx.call({
        method: "PUT",
        url: "/participants",
        token,
        payload: { id, version, name, surname, shortName, language, login, devices },
      });
      expect(saved.statusCode, `${name} ${surname}: ${saved.body}`).toBe(200);
    }
  });

  it("gives every demo alarm point a plan with ranks that reaches enough participants to accept", async () => {
    const { token } = await ctx.signIn("admin");
    for (const { id } of (await listAll(token, "ALARMPOINT")).list) {
      const point = alarmPoint.parse((await ctx.call({ method: "GET", url: `/alarmpoints/${id}`, token })).json());
      const plan = alarmPlan.parse((await ctx.call({ method: "GET", url: `/alarmplans/${point.alarmPlanId}`, token })).json());
      expect(plan.ranks.length).toBeGreaterThan(0);
      const reached = await ctx.call({
        method: "POST",
        url: "/list/membership",
        token,
        payload: { type: "PARTICIPANT", referenceType: "ALARMPLAN", objectId: plan.id, pageSize: 1000 },
      });
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

  it("links the console users operator, dispatcher and nurse to participants reached in the console first (device APP)", async () => {
    const db = ctx.database.db;
    const linked = await db
      .select()
      .from(participants)
      .where(inArray(participants.login, ["operator", "dispatcher", "nurse"]));
    expect(linked.map((person) => person.login).sort()).toEqual(["dispatcher", "nurse", "operator"]);
    for (const person of linked) {
      const devices = await db
        .select()
        .from(participantDevices)
        .where(eq(participantDevices.participantId, person.id))
        .orderBy(asc(participantDevices.orderId));
      expect(devices[0]?.callingDeviceType, person.login!).toBe("APP");
    }
  });

  it("has the first rank of the fire brigade's plans reach the dispatcher, the alarm centre's the operator and the ward's the nurse", async () => {
    const { token } = await ctx.signIn("admin");
    const db = ctx.database.db;
    const participantOf = async (login: string) => (await db.select().from(participants).where(eq(participants.login, login)))[0]!.id;
    const firstRank = async (pointName: string) => {
      const [point] = await db.select().from(alarmPoints).where(eq(alarmPoints.name, pointName));
      const plan = alarmPlan.parse((await ctx.call({ method: "GET", url: `/alarmplans/${point!.alarmPlanId}`, token })).json());
      return plan.ranks[0]!.entries.map((entry) => entry.participantId);
    };
    expect(await firstRank("Fire alarm station 1")).toContain(await participantOf("dispatcher"));
    expect(await firstRank("Reservoir pump failure")).toContain(await participantOf("operator"));
    expect(await firstRank("Nurse emergency call")).toEqual([await participantOf("nurse")]);
  });

  it("lets the nurse see the nurse emergency call the admin triggers among her alarms and accept it in her console", async () => {
    const admin = await ctx.signIn("admin");
    const [point] = await ctx.database.db.select().from(alarmPoints).where(eq(alarmPoints.name, "Nurse emergency call"));
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: point!.id });
    const [card] = await waitForMessages(ctx.database.db, alarm.id, 1);
    expect(card).toMatchObject({ deviceType: "APP", status: "SENT" });

    const nurse = await ctx.signIn("nurse", DEMO_PASSWORD);
    const mine = alarmList.parse((await ctx.call({ method: "POST", url: "/alarmtable", token: nurse.token, payload: { field: "MY", pageSize: 100 } })).json());
    expect(mine.list.find((row) => row.id === alarm.id)).toMatchObject({ name: "Nurse emergency call", status: "PROCESSING" });
    // The console has the card's token from its live stream; signed here with the same secret.
    const tokens = new ResponseTokens(() => sharedSetting(ctx.database.db, "response-link-secret", () => randomBytes(32).toString("base64url")));
    const respondToken = await tokens.sign(card!.id, new Date(Date.now() + 3_600_000));
    const answered = await ctx.call({ method: "POST", url: `/respond/${respondToken}/console`, token: nurse.token, payload: { answer: "accept" } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ outcome: "RECORDED", status: "ACCEPTED" });
    const { recipients } = await alarmRecords(ctx.database.db, alarm.id);
    expect(recipients).toEqual([expect.objectContaining({ name: "Giulia Rossi", status: "ACCEPTED" })]);
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
