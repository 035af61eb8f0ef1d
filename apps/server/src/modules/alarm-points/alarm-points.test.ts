import type { AlarmPoint } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPointCalendarEvents, alarmPoints, instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { isSystemIdClash } from "./repo.js";

const ctx = useTestApp();

type Method = "GET" | "POST" | "PUT" | "DELETE";
let token: string;
/** A plan reaching Anna and, through the group "Crew" (Anna, Bruno), Bruno: 2 different participants. */
let planId: number;
let otherOrgPlanId: number;
let fileA: number, fileB: number, siblingFile: number;
let sibling: { id: number; name: string };

const call = (method: Method, url: string, payload?: object, as = token) => ctx.call({ method, url, token: as, ...(payload ? { payload } : {}) });
const db = () => ctx.database.db;

const point = (overrides: Record<string, unknown> = {}) => ({ name: "Boiler pressure", orgId: 1, alarmPlanId: planId, ...overrides });

async function create(overrides: Record<string, unknown> = {}, as = token): Promise<AlarmPoint> {
  const response = await call("POST", "/alarmpoints", point(overrides), as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const storedCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(alarmPoints)
  )[0]!.n;
const listed = async (body: Record<string, unknown>, as = token) => call("POST", "/list", { type: "ALARMPOINT", pageSize: 1000, ...body }, as);
const listedIds = async (body: Record<string, unknown> = {}) => ((await listed(body)).json().list as { id: number }[]).map((row) => row.id);

async function newFile(orgId: number, name: string) {
  const [row] = await db()
    .insert(instructionFiles)
    .values({ orgId, name, path: `${orgId}/${name}`, type: "pdf", size: 12, contentType: "application/pdf" })
    .returning({ id: instructionFiles.id });
  return row!.id;
}

/** Expects a 400 VALIDATION naming `field` with `code`, and nothing stored. */
async function expectRefused(method: Method, url: string, payload: object, field: string, code?: string) {
  const before = await storedCount();
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.code).toBe("VALIDATION");
  expect(body.details).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
  expect(await storedCount()).toBe(before);
  return body;
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const anna = (await call("POST", "/participants", { name: "Anna", surname: "Adler", orgId: 1 })).json();
  const bruno = (await call("POST", "/participants", { name: "Bruno", surname: "Berg", orgId: 1 })).json();
  const crew = (await call("POST", "/participant-groups", { name: "Crew", orgId: 1, memberIds: [anna.id, bruno.id] })).json();
  const plan = await call("POST", "/alarmplans", {
    name: "Technicians",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }, { participantGroupId: crew.id }] }],
  });
  expect(plan.statusCode, plan.body).toBe(200);
  planId = plan.json().id;
  sibling = await createTestOrganization(db(), { name: "Sibling works" });
  const otherPlan = await call("POST", "/alarmplans", {
    name: "Sibling plan",
    orgId: sibling.id,
    ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }] }],
  });
  otherOrgPlanId = otherPlan.json().id;
  fileA = await newFile(1, "steps.pdf");
  fileB = await newFile(1, "map.pdf");
  siblingFile = await newFile(sibling.id, "sibling.pdf");
});

describe("creating an alarm point", () => {
  it("stores it with the alarm point defaults and answers it whole", async () => {
    const created = await create({ systemId: "boiler-1", instructionFileIds: [fileB, fileA], text: "Pressure high", description: "" });
    expect(created).toMatchObject({
      name: "Boiler pressure",
      systemId: "boiler-1",
      alarmPlanId: planId,
      alarmPlanName: "Technicians",
      orgId: 1,
      orgName: expect.any(String),
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      priority: 5,
      acknowledgeMode: "NONE",
      language: "ENGLISH",
      icon: { name: "bell", color: "#989898" },
      alarmPointType: "STANDARD",
      description: null,
      text: "Pressure high",
      mediaProcessingType: null,
      deleted: false,
      deletedAt: null,
      version: 1,
    });
    expect(created.instructionFiles.map((file) => [file.id, file.name, file.path, file.type, file.size, file.orgId])).toEqual([
      [fileB, "map.pdf", "1/map.pdf", "pdf", 12, 1],
      [fileA, "steps.pdf", "1/steps.pdf", "pdf", 12, 1],
    ]);
    expect(created.instructionFiles[0]).toHaveProperty("uploadedAt");
    expect((await call("GET", `/alarmpoints/${created.id}`)).json()).toEqual(created);
  });

  it("refuses a standard point without a plan, or with a plan, schedule or file the caller cannot see", async () => {
    await expectRefused("POST", "/alarmpoints", point({ alarmPlanId: null }), "alarmPlanId", "REQUIRED");
    await expectRefused("POST", "/alarmpoints", point({ alarmPlanId: undefined }), "alarmPlanId", "REQUIRED");
    await expectRefused("POST", "/alarmpoints", point({ alarmPlanId: 987_654 }), "alarmPlanId", "UNKNOWN_PLAN");
    await expectRefused("POST", "/alarmpoints", point({ rotationalCalendarId: 987_654 }), "rotationalCalendarId", "UNKNOWN_SCHEDULE");
    const standby = await call("POST", "/alarm-rotationals", {
      name: "Point standby",
      orgId: 1,
      validFrom: "2026-01-05",
      alarmPointWeekGroups: [{ events: [] }],
    });
    expect((await create({ name: "On standby", rotationalCalendarId: standby.json().id })).rotationalCalendarId).toBe(standby.json().id);
    await expectRefused("POST", "/alarmpoints", point({ instructionFileIds: [fileA, 987_654] }), "instructionFileIds", "UNKNOWN_FILE");
    // The total system's admin sees the sibling's file, but a point of the total system may not name a file below it.
    await expectRefused(
      "POST",
      "/alarmpoints",
      point({ name: "With sibling file", instructionFileIds: [siblingFile] }),
      "instructionFileIds",
      "OUTSIDE_ORGANIZATION",
    );
    // The sibling's own user sees its file, but not the total system's.
    const outsider = (await ctx.userWith(["ALARM_DEFINITION"], sibling.id)).token;
    const refused = await call("POST", "/alarmpoints", point({ orgId: sibling.id }), outsider);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ field: "alarmPlanId", code: "UNKNOWN_PLAN" });
    const foreign = await call("POST", "/alarmpoints", point({ orgId: sibling.id, alarmPlanId: otherOrgPlanId, instructionFileIds: [fileA] }), outsider);
    expect(foreign.json().details[0]).toMatchObject({ field: "instructionFileIds", code: "UNKNOWN_FILE" });
  });

  it("lets a consequential point go without a plan", async () => {
    const created = await create({ alarmPointType: "CONSEQUENTIAL", alarmPlanId: null, name: "Follow-up" });
    expect(created).toMatchObject({ alarmPointType: "CONSEQUENTIAL", alarmPlanId: null, alarmPlanName: null });
  });

  it("refuses more accepting participants than the plan reaches, counting group members once", async () => {
    await expectRefused("POST", "/alarmpoints", point({ confirmPriority: 3 }), "confirmPriority", "CONFIRM_PRIORITY_UNREACHABLE");
    expect((await create({ confirmPriority: 2, name: "Two must accept" })).confirmPriority).toBe(2);
  });

  it("refuses a system ID another active point of the organization uses, in any case", async () => {
    await create({ systemId: "Gate-7", name: "Gate" });
    const body = await expectRefused("POST", "/alarmpoints", point({ systemId: "gate-7" }), "systemId", "SYSTEM_ID_TAKEN");
    expect(body.reason).toContain('"Gate"');
    const elsewhere = await create({ systemId: "gate-7", orgId: sibling.id, alarmPlanId: otherOrgPlanId, name: "Sibling gate" });
    expect(elsewhere.systemId).toBe("gate-7");
  });

  it("answers one success and otherwise SYSTEM_ID_TAKEN when the same system ID is created at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => call("POST", "/alarmpoints", point({ systemId: "race-1", name: `Racer ${index}` }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400))
      expect(refused.json().details[0]).toMatchObject({ field: "systemId", code: "SYSTEM_ID_TAKEN" });
  });

  it("recognises the database's own refusal of a duplicate system ID, which a race past the check meets", async () => {
    const row = { orgId: 1, name: "Raw", icon: { name: "bell", color: "#989898" }, systemId: "raw-1" };
    await db().insert(alarmPoints).values(row);
    const failure = await db()
      .insert(alarmPoints)
      .values({ ...row, systemId: "RAW-1" })
      .catch((error: unknown) => error);
    expect(isSystemIdClash(failure)).toBe(true);
    expect(isSystemIdClash(new Error("other"))).toBe(false);
  });

  it("refuses wrong icons, enums, lengths and ranges", async () => {
    await expectRefused("POST", "/alarmpoints", point({ icon: { name: "Bell!", color: "#989898" } }), "icon.name");
    await expectRefused("POST", "/alarmpoints", point({ icon: { name: "bell", color: "grey" } }), "icon.color");
    await expectRefused("POST", "/alarmpoints", point({ acknowledgeMode: "SOME" }), "acknowledgeMode");
    await expectRefused("POST", "/alarmpoints", point({ language: "KLINGON" }), "language");
    await expectRefused("POST", "/alarmpoints", point({ mediaUsageType: "NONE" }), "mediaUsageType");
    await expectRefused("POST", "/alarmpoints", point({ name: "x".repeat(201) }), "name");
    await expectRefused("POST", "/alarmpoints", point({ name: "   " }), "name");
    await expectRefused("POST", "/alarmpoints", point({ systemId: "with space" }), "systemId");
    await expectRefused("POST", "/alarmpoints", point({ priority: 10 }), "priority");
    await expectRefused("POST", "/alarmpoints", point({ confirmPriority: 0 }), "confirmPriority");
    await expectRefused("POST", "/alarmpoints", point({ countRepeat: -1 }), "countRepeat");
  });

  it("answers 404 for an organization outside the caller's", async () => {
    const outsider = (await ctx.userWith(["ALARM_DEFINITION"], sibling.id)).token;
    const before = await storedCount();
    const response = await call("POST", "/alarmpoints", point({ orgId: 1 }), outsider);
    expect(response.statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });
});

describe("changing an alarm point", () => {
  it("counts the version up, keeps its own system ID and reorders files; PUT /alarmpoints/ works too", async () => {
    const created = await create({ systemId: "door-1", name: "Door", instructionFileIds: [fileA] });
    const first = await call("PUT", "/alarmpoints", { ...created, name: "Front door", instructionFileIds: [fileB, fileA], priority: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: "Front door", systemId: "door-1", priority: 1, version: 2 });
    expect(first.json().instructionFiles.map((file: { id: number }) => file.id)).toEqual([fileB, fileA]);
    const second = await call("PUT", "/alarmpoints/", { ...first.json(), instructionFileIds: [], acknowledgeMode: "ALL" });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ acknowledgeMode: "ALL", instructionFiles: [], version: 3 });
  });

  it("refuses a stale version and a taken system ID without changing anything", async () => {
    const created = await create({ name: "Window", systemId: "window-1" });
    await create({ name: "Roof", systemId: "roof-1" });
    const stale = await call("PUT", "/alarmpoints", { ...created, version: 7, name: "Changed" });
    expect(stale.statusCode).toBe(409);
    await expectRefused("PUT", "/alarmpoints", { ...created, systemId: "ROOF-1" }, "systemId", "SYSTEM_ID_TAKEN");
    await expectRefused("PUT", "/alarmpoints", { ...created, alarmPlanId: null }, "alarmPlanId", "REQUIRED");
    await expectRefused("PUT", "/alarmpoints", { ...created, confirmPriority: 5 }, "confirmPriority", "CONFIRM_PRIORITY_UNREACHABLE");
    expect((await call("GET", `/alarmpoints/${created.id}`)).json()).toMatchObject({ name: "Window", systemId: "window-1", version: 1 });
  });

  it("refuses to change a deleted point", async () => {
    const created = await create({ name: "Old siren" });
    expect((await call("DELETE", `/alarmpoints/${created.id}`)).statusCode).toBe(200);
    const response = await call("PUT", "/alarmpoints", { ...created, version: 2, name: "Renamed" });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toMatch(/restore it first/);
  });
});

describe("deleting and restoring", () => {
  it("moves a deleted point to the deleted list and back on restore", async () => {
    const created = await create({ name: "Smoke detector", systemId: "smoke-1" });
    expect(await listedIds()).toContain(created.id);
    expect((await call("DELETE", `/alarmpoints/${created.id}`)).json()).toEqual({ status: "ok" });

    const deleted = (await call("GET", `/alarmpoints/${created.id}`)).json();
    expect(deleted).toMatchObject({ deleted: true, version: 2 });
    expect(Date.parse(deleted.deletedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await listedIds()).not.toContain(created.id);
    const deletedList = (await listed({ deletedAlarm: true })).json();
    expect(deletedList.list.find((row: { id: number }) => row.id === created.id)).toMatchObject({ name: "Smoke detector", deleted: true });
    expect((await call("DELETE", `/alarmpoints/${created.id}`)).statusCode).toBe(404);

    const restored = await call("PUT", "/alarmpoints/re-enable", { id: created.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ deleted: false, deletedAt: null, version: 3, systemId: "smoke-1" });
    expect(await listedIds()).toContain(created.id);
    expect(await listedIds({ deletedAlarm: true })).not.toContain(created.id);
    expect((await call("PUT", "/alarmpoints/re-enable", { id: created.id })).statusCode).toBe(409);
  });

  it("frees the system ID of a deleted point, and refuses to restore it while another point uses it", async () => {
    const original = await create({ name: "Pump", systemId: "pump-1" });
    await call("DELETE", `/alarmpoints/${original.id}`);
    const successor = await create({ name: "New pump", systemId: "PUMP-1" });
    const response = await call("PUT", "/alarmpoints/re-enable", { id: original.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONFLICT" });
    expect(response.json().reason).toContain('"New pump"');
    expect((await call("GET", `/alarmpoints/${original.id}`)).json()).toMatchObject({ deleted: true, version: 2 });
    await call("PUT", "/alarmpoints", { ...successor, systemId: "pump-2" });
    expect((await call("PUT", "/alarmpoints/re-enable", { id: original.id })).statusCode).toBe(200);
  });

  it("lets a restorer read and restore deleted points but not change them, and only restorers list them", async () => {
    const created = await create({ name: "Restorer's point" });
    await call("DELETE", `/alarmpoints/${created.id}`);
    const restorer = (await ctx.userWith(["DELETED_ALARM_RESTORAGE"])).token;
    const definer = (await ctx.userWith(["ALARM_DEFINITION"])).token;
    expect((await call("GET", `/alarmpoints/${created.id}`, undefined, restorer)).statusCode).toBe(200);
    expect((await listed({ deletedAlarm: true }, definer)).statusCode).toBe(403);
    expect((await listed({ deletedAlarm: true }, restorer)).statusCode).toBe(200);
    expect((await call("PUT", "/alarmpoints/re-enable", { id: created.id }, definer)).statusCode).toBe(403);
    expect((await call("POST", "/alarmpoints", point(), restorer)).statusCode).toBe(403);
    expect((await call("PUT", "/alarmpoints/re-enable", { id: created.id }, restorer)).statusCode).toBe(200);
  });
});

describe("cloning", () => {
  it('copies as "<name> (copy)" without system ID, with files and calendar entries', async () => {
    const created = await create({ name: "Lift", systemId: "lift-1", instructionFileIds: [fileA, fileB], priority: 2, text: "Stuck" });
    const definition = { title: "Night", active: false, startTime: "22:00", endTime: "23:59" };
    await db()
      .insert(alarmPointCalendarEvents)
      .values({ alarmPointId: created.id, definition: definition as never });
    const response = await call("POST", "/alarmpoints/clone", { id: created.id });
    expect(response.statusCode, response.body).toBe(200);
    const copy: AlarmPoint = response.json();
    expect(copy).toMatchObject({ name: "Lift (copy)", systemId: null, priority: 2, text: "Stuck", alarmPlanId: planId, version: 1, deleted: false });
    expect(copy.id).not.toBe(created.id);
    expect(copy.instructionFiles.map((file) => file.id)).toEqual([fileA, fileB]);
    const copied = await db()
      .select({ definition: alarmPointCalendarEvents.definition })
      .from(alarmPointCalendarEvents)
      .where(eq(alarmPointCalendarEvents.alarmPointId, copy.id));
    expect(copied.map((row) => row.definition)).toEqual([definition]);
  });

  it("refuses to clone a deleted point or a missing one", async () => {
    const created = await create({ name: "Gone" });
    await call("DELETE", `/alarmpoints/${created.id}`);
    const before = await storedCount();
    expect((await call("POST", "/alarmpoints/clone", { id: created.id })).statusCode).toBe(409);
    expect((await call("POST", "/alarmpoints/clone", { id: 987_654 })).statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });
});

describe("organization scope, limits and moving", () => {
  it("answers 404 to a user of another organization, as for a missing point", async () => {
    const created = await create({ name: "Main gate" });
    const deleted = await create({ name: "Deleted gate" });
    await call("DELETE", `/alarmpoints/${deleted.id}`);
    const outsider = (await ctx.userWith(["ALARM_DEFINITION", "DELETED_ALARM_RESTORAGE"], sibling.id)).token;
    const answers = await Promise.all([
      call("GET", `/alarmpoints/${created.id}`, undefined, outsider),
      call("PUT", "/alarmpoints", { ...created, name: "Hijacked" }, outsider),
      call("DELETE", `/alarmpoints/${created.id}`, undefined, outsider),
      call("POST", "/alarmpoints/clone", { id: created.id }, outsider),
      call("PUT", "/alarmpoints/re-enable", { id: deleted.id }, outsider),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[0]!.json()).toEqual((await call("GET", "/alarmpoints/987654", undefined, outsider)).json());
    expect((await call("GET", `/alarmpoints/${created.id}`)).json()).toMatchObject({ name: "Main gate", deleted: false });
    expect((await call("GET", `/alarmpoints/${deleted.id}`)).json()).toMatchObject({ deleted: true });
  });

  it("refuses creating or cloning past the organization's object limit, deleted points counting", async () => {
    const limited = await createTestOrganization(db(), { name: "Limited" });
    expect((await call("POST", `/organizations/object-limits/${limited.id}`, { limits: { ALARMPOINT: 2 } })).statusCode).toBe(200);
    const first = await create({ orgId: limited.id, alarmPlanId: null, name: "First", alarmPointType: "CONSEQUENTIAL" });
    const second = await create({ orgId: limited.id, alarmPlanId: null, name: "Second", alarmPointType: "CONSEQUENTIAL" });
    await call("DELETE", `/alarmpoints/${second.id}`);
    const before = await storedCount();
    const refused = await call("POST", "/alarmpoints", point({ orgId: limited.id, alarmPlanId: null, alarmPointType: "CONSEQUENTIAL", name: "Third" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("LIMIT_EXCEEDED");
    expect((await call("POST", "/alarmpoints/clone", { id: first.id })).json().code).toBe("LIMIT_EXCEEDED");
    expect(await storedCount()).toBe(before);
  });

  it("moves a point to another organization with PUT /move", async () => {
    const created = await create({ name: "Movable", systemId: "movable-1" });
    const moved = await call("PUT", "/move", { id: created.id, objectType: "ALARMPOINT", newOrgId: sibling.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call("GET", `/alarmpoints/${created.id}`)).json()).toMatchObject({ orgId: sibling.id, orgName: "Sibling works" });
    expect(await listedIds({ parentOrgId: sibling.id })).toContain(created.id);
  });

  it("refuses with 409 to move a point where its system ID is taken, and leaves it in place", async () => {
    const there = await create({ name: "Already there", systemId: "clash-1", orgId: sibling.id });
    const here = await create({ name: "Would clash", systemId: "CLASH-1" });
    const moved = await call("PUT", "/move", { id: here.id, objectType: "ALARMPOINT", newOrgId: sibling.id });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe("CONFLICT");
    expect((await call("GET", `/alarmpoints/${here.id}`)).json()).toMatchObject({ orgId: 1 });
    expect((await call("GET", `/alarmpoints/${there.id}`)).json()).toMatchObject({ orgId: sibling.id });
  });
});

describe("listing alarm points", () => {
  it("answers totals of active and deleted points that match their rows, through delete, restore and move", async () => {
    const org = await createTestOrganization(db(), { name: "Counted works" });
    const totals = async () => {
      const active = (await listed({ parentOrgId: org.id })).json();
      const deleted = (await listed({ parentOrgId: org.id, deletedAlarm: true })).json();
      expect(active.count).toBe(active.list.length);
      expect(deleted.count).toBe(deleted.list.length);
      return [active.count, deleted.count];
    };
    const [first, second] = [await create({ name: "Counted 1", orgId: org.id }), await create({ name: "Counted 2", orgId: org.id })];
    expect(await totals()).toEqual([2, 0]);
    await call("DELETE", `/alarmpoints/${first.id}`);
    expect(await totals()).toEqual([1, 1]);
    await call("PUT", "/move", { id: first.id, objectType: "ALARMPOINT", newOrgId: sibling.id });
    expect(await totals()).toEqual([1, 0]);
    await call("PUT", "/move", { id: first.id, objectType: "ALARMPOINT", newOrgId: org.id });
    await call("PUT", "/alarmpoints/re-enable", { id: first.id });
    await call("DELETE", `/alarmpoints/${second.id}`);
    expect(await totals()).toEqual([1, 1]);
  });

  it("filters by alarm point type and searches name and system ID", async () => {
    const consequential = await create({ name: "Listed follow-up", alarmPointType: "CONSEQUENTIAL", alarmPlanId: null });
    const standard = await create({ name: "Listed standard", systemId: "listed-std" });
    const onlyConsequential = await listedIds({ alarmPointType: "CONSEQUENTIAL" });
    expect(onlyConsequential).toContain(consequential.id);
    expect(onlyConsequential).not.toContain(standard.id);
    const found = (await listed({ filterValue: "listed-std" })).json();
    expect(found.list.map((row: { id: number }) => row.id)).toEqual([standard.id]);
    expect(found.list[0]).toMatchObject({ alarmPlanName: "Technicians", icon: { name: "bell", color: "#989898" }, priority: 5 });
  });
});
