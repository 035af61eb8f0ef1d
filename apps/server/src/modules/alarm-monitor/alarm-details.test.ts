import type { AlarmDetails, PrepareTriggerAgain } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPoints, participantGroups, participants } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { insertAlarm, insertHistory, insertNotification, insertRecipient } from "../../../test/alarm-rows.js";

const ctx = useTestApp();
const db = () => ctx.database.db;

let admin: string;
let operator: string;
let plant: number, depot: number;
let running: number, ended: number, foreign: number;
const people = {} as Record<"anna" | "bruno" | "clara", number>;

const get = (url: string, token = admin) => ctx.call({ method: "GET", url, token });
const icon = { name: "bell", color: "#989898" };

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  plant = (await createTestOrganization(db(), { name: "Plant" })).id;
  depot = (await createTestOrganization(db(), { name: "Depot" })).id;
  operator = (await ctx.userWith(["ALARM_TABLE"], plant)).token;
  for (const name of ["anna", "bruno", "clara"] as const) {
    const [row] = await db().insert(participants).values({ orgId: plant, name, surname: "Test" }).returning();
    people[name] = row!.id;
  }
  running = await insertAlarm(db(), { orgId: plant, name: "Boiler", status: "PARTIAL_ACCEPTED", round: 1, rank: 2, countRepeat: 2, speechText: "Boiler!" });
  ended = await insertAlarm(db(), { orgId: plant, name: "Door", status: "CANCELED", endedAt: new Date(), quitReason: "False alarm" });
  foreign = await insertAlarm(db(), { orgId: depot, name: "Leak" });

  const bruno = await insertRecipient(db(), running, { participantId: people.bruno, name: "Bruno Test", rank: 1, status: "ACCEPTED" });
  await insertRecipient(db(), running, { participantId: people.clara, name: "Clara Test", rank: 2, status: "NOTIFIED" });
  const anna = await insertRecipient(db(), running, { participantId: people.anna, name: "Anna Test", rank: 1, status: "DECLINED" });
  await insertNotification(db(), running, bruno, { participantId: people.bruno, address: "bruno@example.com", status: "DELIVERED" });
  await insertNotification(db(), running, anna, { participantId: people.anna, address: "anna@example.com", status: "FAILED" });
  await insertHistory(db(), running, { kind: "TRIGGERED", status: "NEW", actor: "admin" });
  await insertHistory(db(), running, {
    kind: "ACCEPTED",
    status: "PARTIAL_ACCEPTED",
    participantId: people.bruno,
    participantName: "Bruno Test",
    deviceType: "EMAIL",
    address: "bruno@example.com",
    actor: "Bruno Test",
  });
  await insertHistory(db(), ended, { kind: "QUIT", status: "CANCELED", actor: "admin", detail: "False alarm" });
});

describe("details", () => {
  it("show a running alarm with its recipients by rank and name, its messages and its timeline", async () => {
    const response = await get(`/alarmtable/details/${running}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<AlarmDetails>();
    expect(details).toMatchObject({
      alarm: { id: running, name: "Boiler", status: "PARTIAL_ACCEPTED", orgName: "Plant", endedAt: null },
      speechText: "Boiler!",
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
      round: 1,
      rank: 2,
      countRepeat: 2,
      quitReason: null,
    });
    expect(details.recipients.map((r) => [r.name, r.rank, r.status])).toEqual([
      ["Anna Test", 1, "DECLINED"],
      ["Bruno Test", 1, "ACCEPTED"],
      ["Clara Test", 2, "NOTIFIED"],
    ]);
    expect(details.notifications.map((n) => [n.participantName, n.address, n.status, n.deviceType])).toEqual([
      ["Bruno Test", "bruno@example.com", "DELIVERED", "EMAIL"],
      ["Anna Test", "anna@example.com", "FAILED", "EMAIL"],
    ]);
    expect(details.timeline.map((entry) => [entry.kind, entry.status, entry.participantName])).toEqual([
      ["TRIGGERED", "NEW", null],
      ["ACCEPTED", "PARTIAL_ACCEPTED", "Bruno Test"],
    ]);
    expect(new Date(details.timeline[0]!.at).getTime()).not.toBeNaN();
  });

  it("show an ended alarm, and answer for any alarm in scope from either tab: a link to an alarm that moves on meanwhile still opens it", async () => {
    const history = await get(`/history/details/${ended}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<AlarmDetails>()).toMatchObject({ alarm: { status: "CANCELED" }, quitReason: "False alarm", recipients: [], notifications: [] });
    expect((await get(`/alarmtable/details/${ended}`)).json()).toEqual(history.json());
    const fromHistory = await get(`/history/details/${running}`);
    expect(fromHistory.statusCode).toBe(200);
    expect(fromHistory.json()).toEqual((await get(`/alarmtable/details/${running}`)).json());
  });

  it("of another organization's alarm answer like a missing one", async () => {
    const aimed = await get(`/alarmtable/details/${foreign}`, operator);
    const missing = await get(`/alarmtable/details/987654`, operator);
    expect(aimed.statusCode).toBe(404);
    expect(aimed.json()).toEqual(missing.json());
    expect((await get(`/alarmtable/details/${foreign}`)).statusCode).toBe(200);
  });
});

describe("the timeline by alarm", () => {
  const timeline = (alarmId: number | string, token = admin) => ctx.call({ method: "POST", url: `/history/by-alarm?alarmId=${alarmId}`, token });

  it("lists the steps of a running or an ended alarm in order", async () => {
    const response = await timeline(running, operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().list.map((entry: { kind: string }) => entry.kind)).toEqual(["TRIGGERED", "ACCEPTED"]);
    expect((await timeline(ended)).json().list).toEqual([expect.objectContaining({ alarmId: ended, kind: "QUIT", detail: "False alarm", actor: "admin" })]);
  });

  it("answers 404 outside the caller's organizations and 400 for a bad id", async () => {
    expect((await timeline(foreign, operator)).json()).toEqual((await timeline(987654, operator)).json());
    expect((await timeline(foreign, operator)).statusCode).toBe(404);
    const bad = await timeline("seven");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(expect.objectContaining({ field: "alarmId" }));
  });
});

describe("prepare trigger again", () => {
  const prepare = (alarmId: number, token = admin, tab = "alarmtable") => get(`/${tab}/prepare-trigger-again/${alarmId}`, token);

  it("gives the alarm point and the text that was added to the point's own", async () => {
    const [point] = await db().insert(alarmPoints).values({ orgId: plant, name: "Pump", icon, text: "Pump failure" }).returning();
    const withText = await insertAlarm(db(), { orgId: plant, name: "Pump", alarmPointId: point!.id, text: "Pump failure\nCheck valve 4" });
    const plain = await insertAlarm(db(), { orgId: plant, name: "Pump", alarmPointId: point!.id, text: "Pump failure", endedAt: new Date() });
    const response = await prepare(withText, operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PrepareTriggerAgain>()).toEqual({ alarmId: withText, name: "Pump", request: { alarmPointId: point!.id, text: "Check valve 4" } });
    expect((await prepare(plain, operator, "history")).json<PrepareTriggerAgain>().request).toEqual({ alarmPointId: point!.id, text: null });
    // Either tab prepares any alarm in scope: the operator may open it just as it ends.
    expect((await prepare(withText, operator, "history")).statusCode).toBe(200);
  });

  it("refuses when the alarm point was deleted meanwhile", async () => {
    const [point] = await db().insert(alarmPoints).values({ orgId: plant, name: "Old sensor", icon }).returning();
    const alarmId = await insertAlarm(db(), { orgId: plant, name: "Old sensor", alarmPointId: point!.id });
    await db().update(alarmPoints).set({ deleted: true, deletedAt: new Date() }).where(eq(alarmPoints.id, point!.id));
    const response = await prepare(alarmId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONFLICT", reason: 'The alarm point "Old sensor" was deleted' });
  });

  it("rebuilds a manual call from its snapshot, leaving out participants and groups that are gone", async () => {
    const [group] = await db().insert(participantGroups).values({ orgId: plant, name: "Crew" }).returning();
    const [gone] = await db().insert(participants).values({ orgId: plant, name: "Gone", surname: "Soon" }).returning();
    const call = await insertAlarm(db(), {
      orgId: plant,
      kind: "MANUAL_CALL",
      name: "Evacuation drill",
      icon: { name: "phone", color: "#989898" },
      text: "Meet at gate 2",
      speechText: "Please meet at gate 2",
      priority: 2,
      confirmPriority: 3,
      localAcknowledgeTime: 7,
      countRepeat: 1,
      repeatBetween: 4,
      mediaUsageType: "ONE_BY_ONE",
      mediaProcessingType: "ALL_AT_ONCE",
      plan: { ranks: [{ orderId: 1, waitTime: 0, participantIds: [people.anna, gone!.id, people.bruno], participantGroupIds: [group!.id, 987654] }] },
      endedAt: new Date(),
    });
    await db().delete(participants).where(eq(participants.id, gone!.id));
    const response = await prepare(call, admin, "history");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PrepareTriggerAgain>()).toEqual({
      alarmId: call,
      name: "Evacuation drill",
      request: {
        manualCall: {
          name: "Evacuation drill",
          orgId: plant,
          participantIds: [people.anna, people.bruno],
          participantGroupIds: [group!.id],
          text: "Meet at gate 2",
          speechText: "Please meet at gate 2",
          textTemplateId: null,
          priority: 2,
          confirmPriority: 3,
          localAcknowledgeTime: 7,
          countRepeat: 1,
          repeatBetween: 4,
          mediaUsageType: "ONE_BY_ONE",
        },
      },
    });
  });

  it("leaves out a speech text that only repeated the text", async () => {
    const call = await insertAlarm(db(), {
      orgId: plant,
      kind: "MANUAL_CALL",
      name: "Call",
      text: "Come",
      speechText: "Come",
      plan: { ranks: [{ orderId: 1, waitTime: 0, participantIds: [people.clara], participantGroupIds: [] }] },
    });
    expect((await prepare(call)).json<PrepareTriggerAgain>().request).toMatchObject({
      manualCall: { text: "Come", speechText: null, participantIds: [people.clara] },
    });
  });

  it("of another organization's alarm answers like a missing one", async () => {
    const aimed = await prepare(foreign, operator);
    expect(aimed.statusCode).toBe(404);
    expect(aimed.json()).toEqual((await prepare(987654, operator)).json());
  });
});
