import type { AlarmDetails, AlarmList, AlarmTableRequest } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPoints, participants } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { insertAlarm, insertRecipient } from "../../../test/alarm-rows.js";

const ctx = useTestApp({ timeZone: "Europe/Prague" });
const db = () => ctx.database.db;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

let admin: string;
/** An operator of organization "Plant" (with its child "Hall") holding ALARM_TABLE. */
let operator: { token: string; userId: number; login: string };
let plant: number, hall: number, depot: number;
/** Alarms of Plant, Hall and the sibling Depot: open ones and ended ones. */
const alarm = {} as Record<"boiler" | "fire" | "leak" | "door" | "gas", number>;
let pointId: number;
let watcherId: number;

const list = (path: "/alarmtable" | "/history", body: AlarmTableRequest = {}, token = admin) => ctx.call({ method: "POST", url: path, token, payload: body });

async function ids(path: "/alarmtable" | "/history", body: AlarmTableRequest = {}, token = admin): Promise<number[]> {
  const response = await list(path, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlarmList>().list.map((row) => row.id);
}

/** Only the alarms of this file's organizations, whatever other tests left. */
const within = (orgIds: number[], body: AlarmTableRequest = {}): AlarmTableRequest => ({ ...body, organizationFilter: { orgIds, recursive: true } });

async function expectRefused(body: unknown, field: string) {
  const response = await ctx.call({ method: "POST", url: "/alarmtable", token: admin, payload: body as object });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe("VALIDATION");
  expect(response.json().details).toContainEqual(expect.objectContaining({ field }));
}

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  plant = (await createTestOrganization(db(), { name: "Plant" })).id;
  hall = (await createTestOrganization(db(), { name: "Hall", parentId: plant })).id;
  depot = (await createTestOrganization(db(), { name: "Depot" })).id;
  const signedIn = await ctx.userWith(["ALARM_TABLE"], plant);
  operator = { token: signedIn.token, userId: signedIn.user.id, login: signedIn.user.login };
  // The operator is also a participant; the login matches whatever its case.
  const [me] = await db().insert(participants).values({ orgId: plant, name: "Olga", surname: "Operator", login: operator.login.toUpperCase() }).returning();
  const [watcher] = await db().insert(participants).values({ orgId: plant, name: "Walter", surname: "Watch" }).returning();
  watcherId = watcher!.id;
  const [point] = await db()
    .insert(alarmPoints)
    .values({ orgId: plant, name: "Boiler pressure", icon: { name: "bell", color: "#989898" } })
    .returning();
  pointId = point!.id;

  alarm.boiler = await insertAlarm(db(), {
    orgId: plant,
    name: "Boiler pressure",
    alarmPointId: pointId,
    systemId: "SYS-100",
    priority: 3,
    text: "Pressure 9 bar",
    triggeredAt: ago(1),
  });
  alarm.fire = await insertAlarm(db(), {
    orgId: hall,
    name: "Fire in hall 3",
    status: "NEW",
    priority: 1,
    text: "Smoke detector 12",
    triggeredAt: ago(2),
    triggeredBy: operator.login,
    triggeredByUserId: operator.userId,
  });
  alarm.leak = await insertAlarm(db(), { orgId: depot, name: "Water leak", triggeredAt: ago(0.5) });
  alarm.door = await insertAlarm(db(), {
    orgId: plant,
    name: "Door open",
    triggeredAt: ago(3),
    endedAt: ago(2),
    status: "FINISHED",
    triggeredBy: "gate-keeper",
  });
  // Not accepted, and an operator has seen to it since: it is in the history only.
  alarm.gas = await insertAlarm(db(), {
    orgId: hall,
    name: "Gas 100% detected",
    triggeredAt: ago(30),
    endedAt: ago(29),
    status: "NOT_ACCEPTED",
    systemId: "GAS_1",
    failureAcknowledgedAt: ago(28),
    failureAcknowledgedBy: "admin",
  });
  await insertRecipient(db(), alarm.boiler, { participantId: me!.id, name: "Olga Operator" });
  await insertRecipient(db(), alarm.door, { participantId: watcherId, name: "Walter Watch" });
});

describe("the two tabs and the organization scope", () => {
  it("lists running alarms in the alarm table and ended ones in the history, newest first, with the organization's name", async () => {
    const response = await list("/alarmtable", within([plant, depot]));
    expect(response.statusCode).toBe(200);
    const page = response.json<AlarmList>();
    expect(page.list.map((row) => row.id)).toEqual([alarm.leak, alarm.boiler, alarm.fire]);
    expect(page).toMatchObject({ count: 3, currentPage: 1, pageSize: 10, pagesCount: 1 });
    expect(page.list[1]).toMatchObject({
      kind: "STANDARD",
      name: "Boiler pressure",
      alarmPointId: pointId,
      systemId: "SYS-100",
      status: "PROCESSING",
      orgId: plant,
      orgName: "Plant",
      endedAt: null,
      icon: { name: "bell", color: "#989898" },
    });
    expect(await ids("/history", within([plant, depot]))).toEqual([alarm.door, alarm.gas]);
  });

  it("names the user who raised an alarm beside the login; a system that raised one has no name", async () => {
    const page = (await list("/history", within([plant, depot])))
      .json<AlarmList>()
      .list.concat((await list("/alarmtable", within([plant]))).json<AlarmList>().list);
    expect(page.find((row) => row.id === alarm.fire)).toMatchObject({ triggeredBy: operator.login, triggeredByName: "Test User" });
    expect(page.find((row) => row.id === alarm.door)).toMatchObject({ triggeredBy: "gate-keeper", triggeredByName: null });
    const details = (await ctx.call({ method: "GET", url: `/alarmtable/details/${alarm.fire}`, token: admin })).json<AlarmDetails>();
    expect(details.alarm).toMatchObject({ triggeredBy: operator.login, triggeredByName: "Test User" });
  });

  it("shows a user only the alarms of their organization and its descendants", async () => {
    expect(await ids("/alarmtable", {}, operator.token)).toEqual([alarm.boiler, alarm.fire]);
    expect(await ids("/history", {}, operator.token)).toEqual([alarm.door, alarm.gas]);
  });

  it("filters by organizations, with or without their descendants; one outside the caller's scope is not found, like a missing one", async () => {
    expect(await ids("/alarmtable", { organizationFilter: { orgIds: [plant], recursive: false } })).toEqual([alarm.boiler]);
    expect(await ids("/alarmtable", { organizationFilter: { orgIds: [hall, depot], recursive: false } })).toEqual([alarm.leak, alarm.fire]);
    expect(await ids("/alarmtable", { organizationFilter: { orgIds: [plant] } }, operator.token)).toEqual([alarm.boiler, alarm.fire]);
    expect(await ids("/alarmtable", { organizationFilter: { orgIds: [hall], recursive: false } }, operator.token)).toEqual([alarm.fire]);
    const everything = await ids("/alarmtable", { organizationFilter: { orgIds: [1] }, pageSize: 1000 });
    expect(everything).toEqual(expect.arrayContaining([alarm.leak, alarm.boiler, alarm.fire]));
    const outside = await list("/alarmtable", { organizationFilter: { orgIds: [depot] } }, operator.token);
    const missing = await list("/alarmtable", { organizationFilter: { orgIds: [987_654] } }, operator.token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(missing.json());
    expect(outside.json().code).toBe("NOT_FOUND");
  });

  it("MY: alarms the caller triggered or that reached the participant with the caller's login", async () => {
    expect(await ids("/alarmtable", { field: "MY" }, operator.token)).toEqual([alarm.boiler, alarm.fire]);
    expect(await ids("/history", { field: "MY" }, operator.token)).toEqual([]);
    expect(await ids("/alarmtable", within([plant, depot], { field: "MY" }))).toEqual([]);
  });

  it("filters by the participants an alarm reached", async () => {
    expect(await ids("/history", within([plant], { participantsFilter: [watcherId] }))).toEqual([alarm.door]);
    expect(await ids("/alarmtable", within([plant], { participantsFilter: [watcherId] }))).toEqual([]);
  });
});

describe("the filters", () => {
  it("searches name, text and system id, ignoring case, with % and _ taken literally", async () => {
    const search = (textFilter: string) => ids("/alarmtable", within([plant, depot], { textFilter }));
    expect(await search("boiler")).toEqual([alarm.boiler]);
    expect(await search("DETECTOR 12")).toEqual([alarm.fire]);
    expect(await search("sys-1")).toEqual([alarm.boiler]);
    expect(await search("   ")).toEqual([alarm.leak, alarm.boiler, alarm.fire]);
    expect(await search("s_1")).toEqual([]);
    expect(await ids("/history", within([plant], { textFilter: "100%" }))).toEqual([alarm.gas]);
    expect(await ids("/history", within([plant], { textFilter: "s_1" }))).toEqual([alarm.gas]);
    expect(await ids("/history", within([plant], { textFilter: "%" }))).toEqual([alarm.gas]);
  });

  it("filters by each column", async () => {
    const columns = (columnsFilter: NonNullable<AlarmTableRequest["columnsFilter"]>, path: "/alarmtable" | "/history" = "/alarmtable") =>
      ids(path, within([plant, depot], { columnsFilter }));
    expect(await columns({ alarmName: "HALL" })).toEqual([alarm.fire]);
    expect(await columns({ alarmPointId: pointId })).toEqual([alarm.boiler]);
    expect(await columns({ status: ["NEW", "ACCEPTED"] })).toEqual([alarm.fire]);
    expect(await columns({ status: ["FINISHED", "NOT_ACCEPTED"] }, "/history")).toEqual([alarm.door, alarm.gas]);
    expect(await columns({ status: ["FINISHED"] })).toEqual([]);
    expect(await columns({ systemId: "sys" })).toEqual([alarm.boiler]);
    expect(await columns({ triggeredBy: "GATE" }, "/history")).toEqual([alarm.door]);
    expect(await columns({ alarmName: "boiler", systemId: "nothing" })).toEqual([]);
  });

  it("keeps the last hours", async () => {
    expect(await ids("/alarmtable", within([plant, depot], { duration: { option: "HOURS_DURATION", hours: 1 } }))).toEqual([alarm.leak]);
    expect(await ids("/history", within([plant], { duration: { option: "HOURS_DURATION" } }))).toEqual([alarm.door]);
    expect(await ids("/history", within([plant], { duration: null }))).toEqual([alarm.door, alarm.gas]);
  });

  it("keeps whole days from the start day to the end day in the server's time zone", async () => {
    const org = (await createTestOrganization(db(), { name: "Night shift" })).id;
    // 23:30 on 15 March and 00:30 on 16 March in Prague (UTC+1).
    const late = await insertAlarm(db(), { orgId: org, triggeredAt: new Date("2025-03-15T22:30:00Z"), endedAt: new Date("2025-03-15T23:00:00Z") });
    const early = await insertAlarm(db(), { orgId: org, triggeredAt: new Date("2025-03-15T23:30:00Z"), endedAt: new Date("2025-03-16T00:00:00Z") });
    const range = (start: number | null, end: number | null) =>
      ids(
        "/history",
        within([org], {
          duration: {
            option: "DATE_RANGE",
            start: start ? { dayOfMonth: start, month: "MARCH", year: 2025 } : null,
            end: end ? { dayOfMonth: end, month: "MARCH", year: 2025 } : null,
          },
        }),
      );
    expect(await range(15, 15)).toEqual([late]);
    expect(await range(16, 16)).toEqual([early]);
    expect(await range(1, 31)).toEqual([early, late]);
    expect(await range(16, null)).toEqual([early]);
    expect(await range(null, 15)).toEqual([late]);
  });

  it("sorts by the chosen field, the most urgent first when asked", async () => {
    const sorted = (body: AlarmTableRequest) => ids("/alarmtable", within([plant, depot], body));
    expect(await sorted({ sortField: "name", sortOrder: "ASCENDING" })).toEqual([alarm.boiler, alarm.fire, alarm.leak]);
    expect(await sorted({ sortField: "triggeredAt", sortOrder: "ASCENDING" })).toEqual([alarm.fire, alarm.boiler, alarm.leak]);
    expect(await sorted({ sortField: "priority", sortOrder: "DESCENDING" })).toEqual([alarm.leak, alarm.boiler, alarm.fire]);
    expect(await sorted({ sortField: "status" })).toEqual([alarm.leak, alarm.boiler, alarm.fire]);
    // Nulls sort as the smallest value: the fire and the leak have no system id.
    expect(await sorted({ sortField: "systemId", sortOrder: "ASCENDING" })).toEqual([alarm.fire, alarm.leak, alarm.boiler]);
    expect(await sorted({ sortField: "systemId", sortOrder: "DESCENDING" })).toEqual([alarm.boiler, alarm.leak, alarm.fire]);
    expect(await sorted({ orderByPriority: true, sortField: "name", sortOrder: "DESCENDING" })).toEqual([alarm.fire, alarm.boiler, alarm.leak]);
  });
});

describe("paging", () => {
  let org: number;
  beforeAll(async () => {
    org = (await createTestOrganization(db(), { name: "Busy" })).id;
    for (let n = 0; n < 25; n++) await insertAlarm(db(), { orgId: org, name: `Busy ${n}`, triggeredAt: ago(n + 1), endedAt: ago(n) });
  });
  const page = async (currentPage: number, pageSize?: number) => {
    const response = await list("/history", within([org], { currentPage, ...(pageSize ? { pageSize } : {}) }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AlarmList>();
    return { ...body, names: body.list.map((row) => row.name) };
  };

  it("answers pages of 10 with the count and the number of pages", async () => {
    expect(await page(1)).toMatchObject({
      count: 25,
      countExact: true,
      pagesCount: 3,
      pageSize: 10,
      currentPage: 1,
      names: [...Array(10).keys()].map((n) => `Busy ${n}`),
    });
    expect(await page(3)).toMatchObject({ count: 25, pagesCount: 3, names: ["Busy 20", "Busy 21", "Busy 22", "Busy 23", "Busy 24"] });
  });

  it("counts exactly up to ten pages ahead and at least that far beyond", async () => {
    expect(await page(1, 2)).toMatchObject({ count: 21, countExact: false, pagesCount: 11, names: ["Busy 0", "Busy 1"] });
    expect(await page(5, 2)).toMatchObject({ count: 25, countExact: true, pagesCount: 13, names: ["Busy 8", "Busy 9"] });
    expect(await page(13, 2)).toMatchObject({ count: 25, pagesCount: 13, names: ["Busy 24"] });
  });

  it("answers an empty page past the end with the true count", async () => {
    expect(await page(4)).toMatchObject({ list: [], count: 25, pagesCount: 3, currentPage: 4 });
    expect(await page(40, 2)).toMatchObject({ list: [], count: 25, countExact: true, pagesCount: 13 });
  });
});

describe("bad input", () => {
  it("refuses it with the field named", async () => {
    await expectRefused({ pageSize: 0 }, "pageSize");
    await expectRefused({ currentPage: 0 }, "currentPage");
    await expectRefused({ sortField: "colour" }, "sortField");
    await expectRefused({ field: "THEIRS" }, "field");
    await expectRefused({ duration: { option: "DATE_RANGE", start: { dayOfMonth: 1, month: "Januar", year: 2025 } } }, "duration.start.month");
    await expectRefused({ duration: { option: "DATE_RANGE", start: { dayOfMonth: 31, month: "FEBRUARY", year: 2025 } } }, "duration.start");
    await expectRefused({ duration: { option: "DATE_RANGE", end: { dayOfMonth: 29, month: "FEBRUARY", year: 2025 } } }, "duration.end");
    await expectRefused(
      { duration: { option: "DATE_RANGE", start: { dayOfMonth: 2, month: "MARCH", year: 2025 }, end: { dayOfMonth: 1, month: "MARCH", year: 2025 } } },
      "duration.end",
    );
    await expectRefused({ columnsFilter: { status: ["BURNING"] } }, "columnsFilter.status.0");
  });

  it("takes 29 FEBRUARY in a leap year", async () => {
    const response = await list("/history", { duration: { option: "DATE_RANGE", start: { dayOfMonth: 29, month: "FEBRUARY", year: 2024 } } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses a caller without ALARM_TABLE", async () => {
    const { token } = await ctx.userWith(["ALARM_PANEL"], plant);
    expect((await list("/alarmtable", {}, token)).statusCode).toBe(403);
  });
});
