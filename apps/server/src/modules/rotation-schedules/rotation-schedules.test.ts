import type { AlarmRotational, ParticipantRotational } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp({ timeZone: "Europe/Prague" });

let token: string;
let planA: number, planB: number, pointId: number;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  ctx.call({ method, url, token: as, ...(payload ? { payload } : {}) });

async function ok<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token): Promise<T> {
  const response = await call(method, url, payload, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const standbyEvent = (alarmplanId: number, overrides: Record<string, unknown> = {}) => ({
  alarmpointId: pointId,
  alarmplanId,
  dateRule: { markedDays: [1, 2, 3, 4, 5], start: "07:00", end: "18:00" },
  ...overrides,
});
/** Plan A in odd weeks, plan B in even weeks. */
const standby = (overrides: Record<string, unknown> = {}) => ({
  name: "Boiler standby",
  description: "Odd weeks A, even weeks B",
  orgId: 1,
  validFrom: "2026-01-05",
  alarmPointWeekGroups: [{ events: [standbyEvent(planA)] }, { events: [standbyEvent(planB, { dateRule: { holiday: "NEVER_ON_HOLIDAYS" } })] }],
  ...overrides,
});
const team = (overrides: Record<string, unknown> = {}) => ({
  name: "Nights SMS, days email",
  orgId: 1,
  validFrom: "2026-01-05",
  participantWeekGroups: [
    {
      events: [
        { name: "Nights", device: { callingDeviceType: "SMS" }, dateRule: { start: "18:00", end: "06:00" } },
        { name: "Days", device: { callingDeviceType: "EMAIL", message: "office hours" }, dateRule: { start: "06:00", end: "18:00" } },
      ],
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const anna = await ok<{ id: number }>("POST", "/participants", { name: "Anna", surname: "Adler", orgId: 1 });
  const ranks = [{ waitTime: 5, entries: [{ participantId: anna.id }] }];
  planA = (await ok<{ id: number }>("POST", "/alarmplans", { name: "Plan A", orgId: 1, ranks })).id;
  planB = (await ok<{ id: number }>("POST", "/alarmplans", { name: "Plan B", orgId: 1, ranks })).id;
  pointId = (await ok<{ id: number }>("POST", "/alarmpoints", { name: "Boiler", orgId: 1, alarmPlanId: planA })).id;
});

describe("standby schedules", () => {
  it("creates a schedule with ordered week groups and events, names, the time zone and end times at :59", async () => {
    const created = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby());
    expect(created).toMatchObject({
      name: "Boiler standby",
      orgId: 1,
      orgName: expect.any(String),
      validFrom: "2026-01-05",
      timeZone: "Europe/Prague",
      version: 1,
    });
    expect(created.alarmPointWeekGroups.map((group) => group.orderId)).toEqual([1, 2]);
    const [odd, even] = created.alarmPointWeekGroups;
    expect(odd!.events).toEqual([
      expect.objectContaining({
        orderId: 1,
        weekGroupId: odd!.id,
        rotationCalendarId: created.id,
        alarmpointName: "Boiler",
        alarmplanId: planA,
        alarmplanName: "Plan A",
        standard: false,
        isActive: true,
      }),
    ]);
    expect(odd!.events[0]!.dateRule).toMatchObject({
      type: "WeeklyDateRule",
      markedDays: [1, 2, 3, 4, 5],
      start: "07:00:00",
      end: "18:00:59",
      repeatEvery: 1,
      holiday: "REGARDLESS",
    });
    expect(even!.events[0]!.dateRule).toMatchObject({ markedDays: [1, 2, 3, 4, 5, 6, 7], start: "00:00:00", end: "23:59:59", holiday: "NEVER_ON_HOLIDAYS" });
    expect(await ok("GET", `/alarm-rotationals/${created.id}`)).toEqual(created);
  });

  it("updates in place, keeps the ids it is sent, counts the version up and refuses a stale version", async () => {
    const created = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby());
    const [odd, even] = created.alarmPointWeekGroups;
    const change = {
      ...standby({ name: "Swapped" }),
      id: created.id,
      version: created.version,
      alarmPointWeekGroups: [
        { id: even!.id, events: [{ ...standbyEvent(planB), id: even!.events[0]!.id }, standbyEvent(planA, { alarmpointId: null, standard: true })] },
        { id: odd!.id, events: [] },
        { events: [standbyEvent(planA)] },
      ],
    };
    const updated = await ok<AlarmRotational>("PUT", "/alarm-rotationals", change);
    expect(updated).toMatchObject({ name: "Swapped", version: 2 });
    expect(updated.alarmPointWeekGroups.map((group) => [group.id, group.orderId, group.events.length])).toEqual([
      [even!.id, 1, 2],
      [odd!.id, 2, 0],
      [expect.any(Number), 3, 1],
    ]);
    expect(updated.alarmPointWeekGroups[0]!.events.map((event) => [event.orderId, event.alarmplanName, event.alarmpointId, event.standard])).toEqual([
      [1, "Plan B", pointId, false],
      [2, "Plan A", null, true],
    ]);
    expect(updated.alarmPointWeekGroups[0]!.events[0]!.id).toBe(even!.events[0]!.id);

    const stale = await call("PUT", "/alarm-rotationals", { ...change, name: "Too late" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
    expect(await ok("GET", `/alarm-rotationals/${created.id}`)).toEqual(updated);
  });

  it('clones as "<name> (copy)" with new ids and the same groups and events', async () => {
    const source = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "Original" }));
    const copy = await ok<AlarmRotational>("POST", "/alarm-rotationals/clone", { id: source.id });
    expect(copy).toMatchObject({ name: "Original (copy)", orgId: 1, validFrom: source.validFrom, version: 1 });
    const shape = (schedule: AlarmRotational) =>
      schedule.alarmPointWeekGroups.map((group) => group.events.map((event) => [event.alarmplanId, event.dateRule.end]));
    expect(shape(copy)).toEqual(shape(source));
    const groupIds = (schedule: AlarmRotational) => schedule.alarmPointWeekGroups.map((group) => group.id);
    const eventIds = (schedule: AlarmRotational) => schedule.alarmPointWeekGroups.flatMap((group) => group.events.map((event) => event.id));
    expect(groupIds(copy).some((id) => groupIds(source).includes(id))).toBe(false);
    expect(eventIds(copy).some((id) => eventIds(source).includes(id))).toBe(false);
  });

  it("refuses bad input with field paths", async () => {
    const noGroups = await call("POST", "/alarm-rotationals", standby({ alarmPointWeekGroups: [] }));
    expect(noGroups.statusCode).toBe(400);
    expect(noGroups.json().details).toContainEqual(expect.objectContaining({ field: "alarmPointWeekGroups" }));
    const badRule = await call(
      "POST",
      "/alarm-rotationals",
      standby({ validFrom: "2026-02-30", alarmPointWeekGroups: [{ events: [standbyEvent(planA, { dateRule: { markedDays: [8], start: "25:00" } })] }] }),
    );
    expect(badRule.statusCode).toBe(400);
    const fields = badRule.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining(["validFrom", "alarmPointWeekGroups.0.events.0.dateRule.markedDays.0", "alarmPointWeekGroups.0.events.0.dateRule.start"]),
    );
    const unknownPlan = await call("POST", "/alarm-rotationals", standby({ alarmPointWeekGroups: [{ events: [standbyEvent(999_999)] }] }));
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().details).toEqual([expect.objectContaining({ field: "alarmPointWeekGroups.0.events.0.alarmplanId", code: "UNKNOWN_PLAN" })]);
  });

  it("is tightly used by its alarm points; a plan or point named by its events is tightly used too", async () => {
    const schedule = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "In use" }));
    const user = await ok<{ id: number; version: number; name: string }>("POST", "/alarmpoints", {
      name: "Kiln",
      orgId: 1,
      alarmPlanId: planA,
      rotationalCalendarId: schedule.id,
    });
    expect(user).toMatchObject({ rotationalCalendarId: schedule.id });

    const refused = await call("DELETE", `/alarm-rotationals/${schedule.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual({ object: "In use", users: [{ type: "ALARMPOINT", name: "Kiln" }], total: 1 });

    const plan = await call("DELETE", `/alarmplans/${planB}`);
    expect(plan.statusCode).toBe(409);
    expect(plan.json().usedBy.users).toContainEqual({ type: "ALARM_ROTATIONAL", name: "In use" });
    const point = await call("DELETE", `/alarmpoints/${pointId}`);
    expect(point.statusCode).toBe(409);
    expect(point.json().usedBy.users).toContainEqual({ type: "ALARM_ROTATIONAL", name: "In use" });

    const usage = await ok<{ list: { name: string }[] }>("POST", "/list/membership", {
      type: "ALARMPOINT",
      referenceType: "ALARM_ROTATIONAL",
      objectId: schedule.id,
    });
    expect(usage.list.map((row) => row.name)).toEqual(["Kiln"]);

    await ok("DELETE", `/alarmpoints/${user.id}`);
    expect((await call("DELETE", `/alarm-rotationals/${schedule.id}`)).statusCode).toBe(409); // a deleted point can be restored
  });

  it("deletes an unused schedule; afterwards it is not found", async () => {
    const schedule = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "Short-lived" }));
    expect(await ok("DELETE", `/alarm-rotationals/${schedule.id}`)).toEqual({ status: "ok" });
    expect((await call("GET", `/alarm-rotationals/${schedule.id}`)).statusCode).toBe(404);
  });

  it("lists schedules with their week group count and usage", async () => {
    const schedule = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "Listed standby" }));
    await ok("POST", "/alarmpoints", { name: "Listed user", orgId: 1, alarmPlanId: planA, rotationalCalendarId: schedule.id });
    const page = await ok<{ list: Record<string, unknown>[]; count: number }>("POST", "/list", { type: "ALARM_ROTATIONAL", filterValue: "Listed standby" });
    expect(page.list).toEqual([
      {
        id: schedule.id,
        name: "Listed standby",
        description: "Odd weeks A, even weeks B",
        orgId: 1,
        orgName: expect.any(String),
        validFrom: "2026-01-05",
        weekGroupCount: 2,
        usageCount: 1,
        version: 1,
      },
    ]);
    const all = await ok<{ count: number }>("POST", "/list", { type: "ALARM_ROTATIONAL" });
    expect(all.count).toBeGreaterThanOrEqual(5);
  });

  it("keeps another organization out: 404 on its schedules, and it cannot name our plans or points", async () => {
    const ours = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "Ours" }));
    const other = await createTestOrganization(ctx.database.db, { name: "Other branch" });
    const outsider = (await ctx.userWith(["SCHEDULE_ADMIN", "ALARM_DEFINITION"], other.id)).token;
    expect((await call("GET", `/alarm-rotationals/${ours.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call("DELETE", `/alarm-rotationals/${ours.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call("POST", "/alarm-rotationals/clone", { id: ours.id }, outsider)).statusCode).toBe(404);
    expect((await call("PUT", "/alarm-rotationals", { ...standby(), id: ours.id, version: 1, orgId: undefined }, outsider)).statusCode).toBe(404);

    const naming = await call("POST", "/alarm-rotationals", standby({ orgId: other.id }), outsider);
    expect(naming.statusCode).toBe(400);
    expect(naming.json().details).toEqual([
      expect.objectContaining({ field: "alarmPointWeekGroups.0.events.0.alarmpointId", code: "UNKNOWN_ALARM_POINT" }),
      expect.objectContaining({ field: "alarmPointWeekGroups.0.events.0.alarmplanId", code: "UNKNOWN_PLAN" }),
      expect.objectContaining({ field: "alarmPointWeekGroups.1.events.0.alarmpointId", code: "UNKNOWN_ALARM_POINT" }),
      expect.objectContaining({ field: "alarmPointWeekGroups.1.events.0.alarmplanId", code: "UNKNOWN_PLAN" }),
    ]);
    // Our point cannot pick a schedule of a sibling branch.
    const theirs = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ orgId: other.id, alarmPointWeekGroups: [{ events: [] }] }), outsider);
    const sideways = await call("POST", "/alarmpoints", { name: "Sideways", orgId: 1, alarmPlanId: planA, rotationalCalendarId: theirs.id });
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().details).toEqual([expect.objectContaining({ field: "rotationalCalendarId", code: "OUTSIDE_ORGANIZATION" })]);
  });

  it("moves to another organization only where its events' plans and points stay usable", async () => {
    const branch = await createTestOrganization(ctx.database.db, { name: "Move target" });
    const empty = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ name: "Movable", alarmPointWeekGroups: [{ events: [] }] }));
    expect(await ok("PUT", "/move", { id: empty.id, objectType: "ALARM_ROTATIONAL", newOrgId: branch.id })).toEqual({ status: "ok" });
    expect((await ok<AlarmRotational>("GET", `/alarm-rotationals/${empty.id}`)).orgId).toBe(branch.id);

    // A schedule naming a plan of its own branch cannot go to a sibling branch.
    const sibling = await createTestOrganization(ctx.database.db, { name: "Move sibling" });
    const plan = await ok<{ id: number; ranks: { entries: { participantId: number }[] }[] }>("GET", `/alarmplans/${planA}`);
    const branchPlan = await ok<{ id: number }>("POST", "/alarmplans", {
      name: "Branch plan",
      orgId: branch.id,
      ranks: [{ waitTime: 5, entries: [{ participantId: plan.ranks[0]!.entries[0]!.participantId }] }],
    });
    const naming = await ok<AlarmRotational>(
      "POST",
      "/alarm-rotationals",
      standby({ name: "Naming branch plan", orgId: branch.id, alarmPointWeekGroups: [{ events: [standbyEvent(branchPlan.id)] }] }),
    );
    const refused = await call("PUT", "/move", { id: naming.id, objectType: "ALARM_ROTATIONAL", newOrgId: sibling.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toContain('Standby schedule "Naming branch plan"');
  });

  it("reads dates in the organization's own time zone when one is set up its line", async () => {
    const parent = await ok<{ id: number }>("POST", "/organizations", { name: "New York office", parentId: 1, timeZone: "America/New_York" });
    const child = await ok<{ id: number }>("POST", "/organizations", { name: "New York night desk", parentId: parent.id });
    const schedule = await ok<AlarmRotational>("POST", "/alarm-rotationals", standby({ orgId: child.id, alarmPointWeekGroups: [{ events: [] }] }));
    expect(schedule.timeZone).toBe("America/New_York");
  });
});

describe("team media schedules", () => {
  it("creates, updates, clones and deletes a schedule with its devices", async () => {
    const created = await ok<ParticipantRotational>("POST", "/participant-rotationals", team());
    expect(created).toMatchObject({ name: "Nights SMS, days email", timeZone: "Europe/Prague", version: 1 });
    expect(created.participantWeekGroups[0]!.events.map((event) => [event.name, event.device, event.dateRule.start, event.dateRule.end])).toEqual([
      ["Nights", { callingDeviceType: "SMS", message: null }, "18:00:00", "06:00:59"],
      ["Days", { callingDeviceType: "EMAIL", message: "office hours" }, "06:00:00", "18:00:59"],
    ]);
    const updated = await ok<ParticipantRotational>("PUT", "/participant-rotationals", {
      ...team({ name: "Voice only" }),
      id: created.id,
      version: 1,
      participantWeekGroups: [{ events: [{ device: { callingDeviceType: "VOICE" }, dateRule: {} }] }],
    });
    expect(updated).toMatchObject({ name: "Voice only", version: 2 });
    expect(updated.participantWeekGroups[0]!.events).toEqual([
      expect.objectContaining({ name: "Event title", device: { callingDeviceType: "VOICE", message: null } }),
    ]);
    const copy = await ok<ParticipantRotational>("POST", "/participant-rotationals/clone", { id: created.id });
    expect(copy.name).toBe("Voice only (copy)");
    expect(await ok("DELETE", `/participant-rotationals/${copy.id}`)).toEqual({ status: "ok" });
    expect((await call("GET", `/participant-rotationals/${copy.id}`)).statusCode).toBe(404);
  });

  it("is assigned to participants, listed with its usage and tightly used by them", async () => {
    const schedule = await ok<ParticipantRotational>("POST", "/participant-rotationals", team({ name: "Assigned" }));
    const dora = await ok<{ id: number; participantRotationalId: number | null }>("POST", "/participants", {
      name: "Dora",
      surname: "Dvorak",
      orgId: 1,
      participantRotationalId: schedule.id,
    });
    expect(dora.participantRotationalId).toBe(schedule.id);
    const usage = await ok<{ list: { fullName: string }[] }>("POST", "/list/membership", {
      type: "PARTICIPANT",
      referenceType: "PARTICIPANT_ROTATIONAL",
      objectId: schedule.id,
    });
    expect(usage.list.map((row) => row.fullName)).toEqual(["Dora Dvorak"]);
    const page = await ok<{ list: { usageCount: number; weekGroupCount: number }[] }>("POST", "/list", {
      type: "PARTICIPANT_ROTATIONAL",
      filterValue: "Assigned",
    });
    expect(page.list).toEqual([expect.objectContaining({ usageCount: 1, weekGroupCount: 1 })]);

    const refused = await call("DELETE", `/participant-rotationals/${schedule.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual({ object: "Assigned", users: [{ type: "PARTICIPANT", name: "Dora Dvorak" }], total: 1 });
  });

  it("refuses a device type it does not know, at its field", async () => {
    const response = await call(
      "POST",
      "/participant-rotationals",
      team({ participantWeekGroups: [{ events: [{ device: { callingDeviceType: "PIGEON" } }] }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: "participantWeekGroups.0.events.0.device.callingDeviceType" }));
  });

  it("needs the schedule authority", async () => {
    const other = (await ctx.userWith(["ALARM_DEFINITION", "PARTICIPANT_ADMIN"])).token;
    expect((await call("POST", "/participant-rotationals", team(), other)).statusCode).toBe(403);
    expect((await call("POST", "/alarm-rotationals", standby(), other)).statusCode).toBe(403);
  });
});
