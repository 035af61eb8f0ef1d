import {
  type AlarmDetails,
  type AlarmList,
  type AlarmLiveEvent,
  type AlarmRow,
  type AlarmStatus,
  type AlarmTableRequest,
  type DeviceType,
  englishOf,
} from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarms } from "../../db/schema/index.js";
import { LIVE_CHANNEL } from "../../core/live-hub.js";
import { createAlarmPoint, createParticipant, letWaitPass, trigger, waitForMessages, waitForStatus } from "../../../test/alarm-fixtures.js";
import { insertAlarm } from "../../../test/alarm-rows.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();
const db = () => ctx.database.db;

let admin: string;
/** Operators holding ALARM_TABLE: one of Plant, where the alarms are, one of the sibling Depot. */
let operator: { token: string; login: string };
let outsider: string;
let plant: number;
let users = 0;

const inPlant = (body: AlarmTableRequest = {}): AlarmTableRequest => ({ ...body, organizationFilter: { orgIds: [plant] } });

async function rows(path: "/alarmtable" | "/history", body: AlarmTableRequest = {}, token = admin): Promise<AlarmRow[]> {
  const response = await ctx.call({ method: "POST", url: path, token, payload: inPlant(body) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlarmList>().list;
}
const rowOf = async (path: "/alarmtable" | "/history", alarmId: number, body?: AlarmTableRequest, token?: string) =>
  (await rows(path, body, token)).find((row) => row.id === alarmId);
const acknowledge = (alarmId: number, token: string, payload: object = {}) =>
  ctx.call({ method: "POST", url: `/alarmtable/acknowledge/${alarmId}`, token, payload });

/** Triggers an alarm point of Plant alerting one participant with these devices, and waits until the engine ends it with `status`. */
async function alarmEnding(
  status: AlarmStatus,
  devices: { type: DeviceType; address: string }[],
  options: { login?: string; afterStart?: (alarmId: number) => Promise<void> } = {},
) {
  const person = await createParticipant(ctx.call, admin, { orgId: plant, devices, login: options.login });
  const pointId = await createAlarmPoint(ctx.call, admin, { orgId: plant, ranks: [{ participantIds: [person.id] }] });
  const { id } = await trigger(ctx.call, admin, { alarmPointId: pointId });
  await options.afterStart?.(id);
  await waitForStatus(db(), id, status);
  return id;
}

/** Nobody is reached: the only device is an SMS and no gateway is configured in this server. */
const failedAlarm = () => alarmEnding("FAILURE", [{ type: "SMS", address: "+420601000001" }]);

/** Reached in the console, nobody answers, and the rank's time runs out. */
async function notAcceptedAlarm() {
  const user = await createTestUser(db(), { login: `watcher${++users}`, orgId: plant });
  return alarmEnding("NOT_ACCEPTED", [{ type: "APP", address: "console" }], {
    login: user.login,
    afterStart: async (alarmId) => {
      await waitForMessages(db(), alarmId, 1);
      await waitForStatus(db(), alarmId, "PROCESSING");
      await letWaitPass(db(), ctx.clock, alarmId);
    },
  });
}

/** The live events published from now on. */
async function listenLive() {
  const events: AlarmLiveEvent[] = [];
  const stop = await ctx.database.listen(LIVE_CHANNEL, (payload) => events.push(JSON.parse(payload) as AlarmLiveEvent));
  return { events, stop };
}
async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  plant = (await createTestOrganization(db(), { name: "Plant" })).id;
  const depot = (await createTestOrganization(db(), { name: "Depot" })).id;
  const signedIn = await ctx.userWith(["ALARM_TABLE"], plant);
  operator = { token: signedIn.token, login: signedIn.user.login };
  outsider = (await ctx.userWith(["ALARM_TABLE"], depot)).token;
});

describe("an alarm that ended unhandled", () => {
  let failed: number;
  beforeAll(async () => {
    failed = await failedAlarm();
  });

  it("ends FAILURE when every message failed, and stays in the alarm table, marked, on the tabs ALL and MY (and in the history)", async () => {
    expect(await rowOf("/alarmtable", failed)).toMatchObject({ status: "FAILURE", needsAttention: true, endedAt: expect.any(String) });
    expect(await rowOf("/alarmtable", failed, { field: "MY" })).toMatchObject({ needsAttention: true });
    expect(await rowOf("/alarmtable", failed, {}, operator.token)).toMatchObject({ needsAttention: true });
    expect(await rowOf("/history", failed)).toMatchObject({ status: "FAILURE", needsAttention: true });
    const details = await ctx.call({ method: "GET", url: `/alarmtable/details/${failed}`, token: operator.token });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<AlarmDetails>().alarm).toMatchObject({ status: "FAILURE", needsAttention: true });
  });

  it("says why by key and parameters beside the English text, for the console to translate", async () => {
    const { timeline, notifications } = (await ctx.call({ method: "GET", url: `/alarmtable/details/${failed}`, token: operator.token })).json<AlarmDetails>();
    const notified = timeline.find((entry) => entry.phrase?.key === "RANK_NOTIFIED");
    expect(notified).toMatchObject({ phrase: { params: { rank: 1 } }, detail: expect.stringMatching(/^Rank 1: /) });
    expect(timeline.at(-1)).toMatchObject({ status: "FAILURE", phrase: { key: "NOTHING_DELIVERED" }, detail: "No message could be delivered to any device" });
    expect(notifications[0]).toMatchObject({
      status: "FAILED",
      lastError: "the SMS and voice gateway is not configured (GATEWAY)",
      lastErrorPhrase: { key: "GATEWAY_NOT_CONFIGURED" },
    });
    for (const entry of timeline.filter((step) => step.phrase)) expect(entry.detail).toBe(englishOf(entry.phrase!));
  });

  it("cannot be acknowledged from another organization: not found, like a missing alarm", async () => {
    const aimed = await acknowledge(failed, outsider);
    expect(aimed.statusCode).toBe(404);
    expect(aimed.json()).toEqual((await acknowledge(987_654, outsider)).json());
    expect(await rowOf("/alarmtable", failed)).toMatchObject({ needsAttention: true });
  });

  it("leaves the alarm table once acknowledged, with who and when kept, a timeline entry and a live notice; the history keeps it", async () => {
    const live = await listenLive();
    try {
      const response = await acknowledge(failed, operator.token, { reason: "Gateway contract renewed" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ id: failed, status: "FAILURE" });
      await eventually(() => live.events.some((event) => event.type === "alarm" && event.alarmId === failed), "the live notice");
    } finally {
      await live.stop();
    }
    const [stored] = await db().select().from(alarms).where(eq(alarms.id, failed));
    expect(stored).toMatchObject({ status: "FAILURE", failureAcknowledgedBy: operator.login, failureAcknowledgedAt: expect.any(Date) });

    expect(await rowOf("/alarmtable", failed)).toBeUndefined();
    expect(await rowOf("/alarmtable", failed, { field: "MY" })).toBeUndefined();
    expect(await rowOf("/history", failed)).toMatchObject({ status: "FAILURE", needsAttention: false });
    const details = await ctx.call({ method: "GET", url: `/history/details/${failed}`, token: operator.token });
    expect(details.json<AlarmDetails>().timeline.at(-1)).toMatchObject({
      kind: "FAILURE_ACKNOWLEDGED",
      status: "FAILURE",
      actor: operator.login,
      detail: "Gateway contract renewed",
    });
  });

  it("is acknowledged once: a second time is a conflict and changes nothing", async () => {
    const again = await acknowledge(failed, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", reason: `${operator.login} has already acknowledged this failed alarm` });
    const [stored] = await db().select().from(alarms).where(eq(alarms.id, failed));
    expect(stored!.failureAcknowledgedBy).toBe(operator.login);
  });

  it.each([
    ["CONFIG_PROBLEM", "nobody in the plan has a device", () => alarmEnding("CONFIG_PROBLEM", [])],
    ["NOT_ACCEPTED", "nobody accepted in time", notAcceptedAlarm],
  ] as const)("%s (%s) likewise stays until acknowledged", async (status, _why, create) => {
    const alarmId = await create();
    expect(await rowOf("/alarmtable", alarmId)).toMatchObject({ status, needsAttention: true });
    expect(await rowOf("/alarmtable", alarmId, { field: "MY" })).toMatchObject({ status, needsAttention: true });
    expect((await acknowledge(alarmId, outsider)).statusCode).toBe(404);
    const response = await acknowledge(alarmId, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: alarmId, status });
    expect(await rowOf("/alarmtable", alarmId)).toBeUndefined();
    expect(await rowOf("/history", alarmId)).toMatchObject({ status, needsAttention: false });
    expect((await acknowledge(alarmId, admin)).statusCode).toBe(409);
  });
});

describe("the alarm table with running and unhandled alarms together", () => {
  const HOUR = 3_600_000;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  let yard: number;
  const ids = {} as Record<"open1" | "failed2" | "open3" | "failed4" | "open5" | "seen" | "finished", number>;

  beforeAll(async () => {
    yard = (await createTestOrganization(db(), { name: "Yard" })).id;
    const ended = (hours: number) => ({ triggeredAt: ago(hours), endedAt: ago(hours - 0.1) });
    ids.open1 = await insertAlarm(db(), { orgId: yard, name: "E", triggeredAt: ago(1) });
    ids.finished = await insertAlarm(db(), { orgId: yard, name: "F", status: "FINISHED", ...ended(1.5) });
    ids.failed2 = await insertAlarm(db(), { orgId: yard, name: "A", status: "FAILURE", ...ended(2) });
    ids.seen = await insertAlarm(db(), {
      orgId: yard,
      name: "G",
      status: "FAILURE",
      ...ended(2.5),
      failureAcknowledgedAt: ago(2),
      failureAcknowledgedBy: "admin",
    });
    ids.open3 = await insertAlarm(db(), { orgId: yard, name: "C", triggeredAt: ago(3) });
    ids.failed4 = await insertAlarm(db(), { orgId: yard, name: "B", status: "CONFIG_PROBLEM", ...ended(4) });
    ids.open5 = await insertAlarm(db(), { orgId: yard, name: "D", triggeredAt: ago(5) });
  });

  const page = async (body: AlarmTableRequest) => {
    const response = await ctx.call({
      method: "POST",
      url: "/alarmtable",
      token: admin,
      payload: { ...body, organizationFilter: { orgIds: [yard] }, pageSize: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<AlarmList>();
    return { ids: list.list.map((row) => row.id), count: list.count, countExact: list.countExact, pagesCount: list.pagesCount };
  };

  it("pages through both in one order, with the exact count", async () => {
    expect(await page({ currentPage: 1 })).toEqual({ ids: [ids.open1, ids.failed2], count: 5, countExact: true, pagesCount: 3 });
    expect(await page({ currentPage: 2 })).toEqual({ ids: [ids.open3, ids.failed4], count: 5, countExact: true, pagesCount: 3 });
    expect(await page({ currentPage: 3 })).toEqual({ ids: [ids.open5], count: 5, countExact: true, pagesCount: 3 });
    expect(await page({ currentPage: 4 })).toMatchObject({ ids: [], count: 5 });
  });

  it("sorts both by any field and filters them alike", async () => {
    expect((await page({ sortField: "name", sortOrder: "ASCENDING" })).ids).toEqual([ids.failed2, ids.failed4]);
    expect((await page({ sortField: "name", sortOrder: "ASCENDING", currentPage: 3 })).ids).toEqual([ids.open1]);
    expect((await page({ sortField: "triggeredAt", sortOrder: "ASCENDING" })).ids).toEqual([ids.open5, ids.failed4]);
    expect((await page({ columnsFilter: { status: ["FAILURE", "CONFIG_PROBLEM"] } })).ids).toEqual([ids.failed2, ids.failed4]);
    expect((await page({ textFilter: "B" })).ids).toEqual([ids.failed4]);
  });
});
