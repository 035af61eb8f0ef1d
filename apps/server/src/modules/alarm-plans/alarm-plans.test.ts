import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPoints, alarmTemplates } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

type Named = { id: number; name: string };
type Plan = {
  id: number;
  name: string;
  orgId: number;
  version: number;
  ranks: {
    id: number;
    orderId: number;
    waitTime: number;
    entries: { participantId: number | null; participantGroupId: number | null; planGroupId: number; title: string }[];
  }[];
};

let token: string;
/** Participants Anna and Bruno and the group "Firefighters" (Cyril in it), all of the total system. */
let anna: Named, bruno: Named, cyril: Named, firefighters: Named;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  ctx.call({ method, url, token: as, ...(payload ? { payload } : {}) });

async function newParticipant(name: string, surname: string, orgId = 1): Promise<Named> {
  const created = (await call("POST", "/participants", { name, surname, shortName: name.slice(0, 2).toUpperCase(), orgId })).json();
  return { id: created.id, name: created.fullName };
}

async function newGroup(name: string, memberIds: number[], orgId = 1): Promise<Named> {
  return (await call("POST", "/participant-groups", { name, orgId, memberIds })).json();
}

const rank = (waitTime: number, ...entries: ({ participantId: number } | { participantGroupId: number })[]) => ({ waitTime, entries });
const plan = (overrides: Record<string, unknown> = {}) => ({
  name: "Night escalation",
  description: "Who is woken at night",
  orgId: 1,
  mediaProcessingType: "BY_RANK",
  mediaUsageType: "ONE_BY_ONE",
  ranks: [rank(3, { participantId: anna.id }, { participantGroupId: firefighters.id }), rank(15, { participantId: bruno.id })],
  ...overrides,
});

async function createPlan(overrides: Record<string, unknown> = {}, as = token): Promise<Plan> {
  const response = await call("POST", "/alarmplans", plan(overrides), as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const planCount = async () => (await call("POST", "/list", { type: "ALARMPLAN", pageSize: 1 })).json().count as number;
/** Who a plan names, rank by rank, as "P<id>" or "G<id>". */
const shape = (plan: Plan) =>
  plan.ranks.map((r) => [r.waitTime, ...r.entries.map((e) => (e.participantId ? `P${e.participantId}` : `G${e.participantGroupId}`))]);

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  anna = await newParticipant("Anna", "Adler");
  bruno = await newParticipant("Bruno", "Berg");
  cyril = await newParticipant("Cyril", "Czech");
  firefighters = await newGroup("Firefighters", [cyril.id]);
});

describe("alarm plans", () => {
  it("creates a plan with its ranks, wait times and entries in order, and reads it back", async () => {
    const created = await createPlan();
    expect(created).toMatchObject({
      name: "Night escalation",
      description: "Who is woken at night",
      orgId: 1,
      orgName: expect.any(String),
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ONE_BY_ONE",
      version: 1,
    });
    const [first, second] = created.ranks;
    expect(created.ranks.map((r) => [r.orderId, r.waitTime])).toEqual([
      [1, 3],
      [2, 15],
    ]);
    expect(first!.entries).toEqual([
      {
        id: expect.any(Number),
        participantId: anna.id,
        participantGroupId: null,
        orderId: 1,
        planGroupId: first!.id,
        title: "Anna Adler",
        name: "Anna Adler",
        shortName: "AN",
      },
      {
        id: expect.any(Number),
        participantId: null,
        participantGroupId: firefighters.id,
        orderId: 2,
        planGroupId: first!.id,
        title: "Firefighters",
        name: "Firefighters",
        shortName: null,
      },
    ]);
    expect(second!.entries).toEqual([expect.objectContaining({ participantId: bruno.id, orderId: 1, planGroupId: second!.id, title: "Bruno Berg" })]);
    expect((await call("GET", `/alarmplans/${created.id}`)).json()).toEqual(created);
  });

  it("fills in the defaults: by rank, all devices, 5 minutes", async () => {
    const created = await createPlan({
      mediaProcessingType: undefined,
      mediaUsageType: undefined,
      description: undefined,
      ranks: [{ entries: [{ participantId: anna.id }] }],
    });
    expect(created).toMatchObject({ mediaProcessingType: "BY_RANK", mediaUsageType: "ALL", description: null, ranks: [{ waitTime: 5 }] });
  });

  it("reorders ranks and entries on update, counts the version up and refuses a stale version", async () => {
    const created = await createPlan();
    const change = {
      id: created.id,
      version: created.version,
      name: "Night escalation, reordered",
      mediaProcessingType: "ALL_AT_ONCE",
      mediaUsageType: "ALL",
      ranks: [
        rank(20, { participantId: bruno.id }),
        rank(0, { participantGroupId: firefighters.id }, { participantId: anna.id }),
        rank(1440, { participantId: cyril.id }),
      ],
    };
    const updated = await call("PUT", "/alarmplans", change);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Night escalation, reordered", mediaProcessingType: "ALL_AT_ONCE", mediaUsageType: "ALL", version: 2 });
    expect(shape(updated.json())).toEqual([
      [20, `P${bruno.id}`],
      [0, `G${firefighters.id}`, `P${anna.id}`],
      [1440, `P${cyril.id}`],
    ]);
    expect(updated.json().ranks.map((r: { orderId: number }) => r.orderId)).toEqual([1, 2, 3]);

    const stale = await call("PUT", "/alarmplans", { ...change, name: "Too late", ranks: [rank(1, { participantId: anna.id })] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
    expect((await call("GET", `/alarmplans/${created.id}`)).json()).toEqual(updated.json());
  });

  it('clones a plan as "<name> (copy)" in the same organization with every rank and entry', async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Clone site" });
    const source = await createPlan({ name: "Day shift", orgId: org.id });
    const response = await call("POST", "/alarmplans/clone", { id: source.id });
    expect(response.statusCode, response.body).toBe(200);
    const copy: Plan = response.json();
    expect(copy).toMatchObject({ name: "Day shift (copy)", orgId: org.id, version: 1, mediaUsageType: "ONE_BY_ONE" });
    expect(copy.id).not.toBe(source.id);
    expect(shape(copy)).toEqual(shape(source));
    expect(copy.ranks.every((r) => !source.ranks.some((s) => s.id === r.id))).toBe(true);
    expect(copy.ranks.every((r) => r.entries.every((e) => e.planGroupId === r.id))).toBe(true);
  });

  it("deletes a plan; afterwards it is not found", async () => {
    const created = await createPlan({ name: "Short-lived" });
    expect((await call("DELETE", `/alarmplans/${created.id}`)).json()).toEqual({ status: "ok" });
    expect((await call("GET", `/alarmplans/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for a plan that does not exist", async () => {
    for (const [method, url, payload] of [
      ["GET", "/alarmplans/987654"],
      ["DELETE", "/alarmplans/987654"],
      ["POST", "/alarmplans/clone", { id: 987654 }],
      ["PUT", "/alarmplans", { ...plan(), orgId: undefined, id: 987654, version: 1 }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", reason: "Alarm plan not found" });
    }
  });
});

describe("alarm plan input", () => {
  const long = (length: number) => "x".repeat(length);
  const cases: [string, () => Record<string, unknown>, string, string?][] = [
    ["an unknown participant", () => ({ ranks: [rank(5, { participantId: anna.id }, { participantId: 987654 })] }), "ranks.0.entries.1", "UNKNOWN_PARTICIPANT"],
    [
      "an unknown group",
      () => ({ ranks: [rank(5, { participantId: anna.id }), rank(5, { participantGroupId: 987654 })] }),
      "ranks.1.entries.0",
      "UNKNOWN_GROUP",
    ],
    ["a rank with no one", () => ({ ranks: [rank(5, { participantId: anna.id }), rank(5)] }), "ranks.1.entries"],
    ["no rank at all", () => ({ ranks: [] }), "ranks"],
    [
      "the same participant twice",
      () => ({ ranks: [rank(5, { participantId: anna.id }), rank(5, { participantId: anna.id })] }),
      "ranks.1.entries.0",
      "DUPLICATE_ENTRY",
    ],
    [
      "the same group twice in a rank",
      () => ({ ranks: [rank(5, { participantGroupId: firefighters.id }, { participantGroupId: firefighters.id })] }),
      "ranks.0.entries.1",
      "DUPLICATE_ENTRY",
    ],
    [
      "an entry that is both",
      () => ({ ranks: [{ waitTime: 5, entries: [{ participantId: anna.id, participantGroupId: firefighters.id }] }] }),
      "ranks.0.entries.0",
      "ENTRY_KIND",
    ],
    ["an entry that is neither", () => ({ ranks: [{ waitTime: 5, entries: [{}] }] }), "ranks.0.entries.0", "ENTRY_KIND"],
    ["an unknown processing type", () => ({ mediaProcessingType: "RANDOM" }), "mediaProcessingType"],
    ["an unknown usage type", () => ({ mediaUsageType: "SOME" }), "mediaUsageType"],
    ["a wait time over a day", () => ({ ranks: [rank(1441, { participantId: anna.id })] }), "ranks.0.waitTime"],
    ["a negative wait time", () => ({ ranks: [rank(-1, { participantId: anna.id })] }), "ranks.0.waitTime"],
    ["a missing name", () => ({ name: "  " }), "name"],
    ["a name too long", () => ({ name: long(201) }), "name"],
    ["a description too long", () => ({ description: long(2001) }), "description"],
  ];

  it.each(cases)("refuses %s on create with the field, storing nothing", async (_, overrides, field, code) => {
    const before = await planCount();
    const response = await call("POST", "/alarmplans", plan(overrides()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, ...(code ? { code } : {}) }));
    expect(await planCount()).toBe(before);
  });

  it.each(cases)("refuses %s on update, leaving the plan as it was", async (_, overrides, field, code) => {
    const created = await createPlan({ name: "Untouched" });
    const response = await call("PUT", "/alarmplans", { ...plan(overrides()), orgId: undefined, id: created.id, version: created.version });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, ...(code ? { code } : {}) }));
    expect((await call("GET", `/alarmplans/${created.id}`)).json()).toEqual(created);
  });

  it("reports every unknown entry at its place", async () => {
    const response = await call(
      "POST",
      "/alarmplans",
      plan({ ranks: [rank(5, { participantId: 987654 }), rank(5, { participantId: anna.id }, { participantGroupId: 987655 })] }),
    );
    expect(response.json().details).toEqual([
      { field: "ranks.0.entries.0", message: expect.any(String), code: "UNKNOWN_PARTICIPANT" },
      { field: "ranks.1.entries.1", message: expect.any(String), code: "UNKNOWN_GROUP" },
    ]);
  });
});

describe("alarm plans and organizations", () => {
  it("treats participants and groups of another organization as unknown, and another organization's plan as missing", async () => {
    const home = await createTestOrganization(ctx.database.db, { name: "Home site" });
    const other = await createTestOrganization(ctx.database.db, { name: "Other site" });
    const homeWorker = await newParticipant("Hedda", "Home", home.id);
    const otherWorker = await newParticipant("Otto", "Other", other.id);
    const otherGroup = await newGroup("Other crew", [otherWorker.id], other.id);
    const local = (await ctx.userWith(["ALARM_DEFINITION"], home.id)).token;
    const before = await planCount();

    const foreignGroup = await call(
      "POST",
      "/alarmplans",
      plan({ orgId: home.id, ranks: [rank(5, { participantId: homeWorker.id }, { participantGroupId: otherGroup.id })] }),
      local,
    );
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().details).toEqual([expect.objectContaining({ field: "ranks.0.entries.1", code: "UNKNOWN_GROUP" })]);
    const foreignParticipant = await call("POST", "/alarmplans", plan({ orgId: home.id, ranks: [rank(5, { participantId: otherWorker.id })] }), local);
    expect(foreignParticipant.json().details).toEqual([expect.objectContaining({ field: "ranks.0.entries.0", code: "UNKNOWN_PARTICIPANT" })]);
    expect(await planCount()).toBe(before);

    const own = await createPlan({ orgId: home.id, ranks: [rank(5, { participantId: homeWorker.id })] }, local);
    expect(own.orgId).toBe(home.id);
    const foreign = await createPlan({ orgId: other.id, name: "Other plan", ranks: [rank(5, { participantId: otherWorker.id })] });
    expect((await call("POST", "/alarmplans", plan({ orgId: other.id, ranks: [rank(5, { participantId: homeWorker.id })] }), local)).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ["GET", `/alarmplans/${foreign.id}`],
      ["DELETE", `/alarmplans/${foreign.id}`],
      ["POST", "/alarmplans/clone", { id: foreign.id }],
      ["PUT", "/alarmplans", { id: foreign.id, version: 1, name: "Taken over", ranks: [rank(5, { participantId: homeWorker.id })] }],
    ] as const) {
      const response = await call(method, url, payload, local);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().reason).toBe("Alarm plan not found");
    }
    expect((await call("GET", `/alarmplans/${foreign.id}`)).json()).toEqual(foreign);
  });

  it("refuses creating or cloning past the organization's object limit", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Limited site" });
    await call("POST", `/organizations/object-limits/${org.id}`, { limits: { ALARMPLAN: 1 } });
    const first = await createPlan({ orgId: org.id, name: "Only one" });
    const before = await planCount();
    const second = await call("POST", "/alarmplans", plan({ orgId: org.id, name: "One too many" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("LIMIT_EXCEEDED");
    const clone = await call("POST", "/alarmplans/clone", { id: first.id });
    expect(clone.statusCode).toBe(409);
    expect(clone.json().code).toBe("LIMIT_EXCEEDED");
    expect(await planCount()).toBe(before);
  });

  it("lets alarm panel users read a plan but not change it", async () => {
    const created = await createPlan({ name: "Readable" });
    const panel = (await ctx.userWith(["ALARM_PANEL"])).token;
    expect((await call("GET", `/alarmplans/${created.id}`, undefined, panel)).json()).toEqual(created);
    expect((await call("POST", "/alarmplans/clone", { id: created.id }, panel)).statusCode).toBe(403);
    expect((await call("DELETE", `/alarmplans/${created.id}`, undefined, panel)).statusCode).toBe(403);
  });
});

describe("plans that are tightly used", () => {
  const refusedAsUsed = async (url: string, name: string, users: { type: string; name: string }[]) => {
    const response = await call("DELETE", url);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "CONFLICT",
      reason: `Object "${name}" is tightly used by others`,
      usedBy: { object: name, users, total: users.length },
    });
  };

  it("refuses deleting a plan an alarm point uses, also a deleted one, or an alarm template uses", async () => {
    const db = ctx.database.db;
    const created = await createPlan({ name: "In use" });
    const icon = { name: "bell", color: "#989898" };
    const [point] = await db.insert(alarmPoints).values({ orgId: 1, name: "Boiler", icon, alarmPlanId: created.id }).returning();
    await refusedAsUsed(`/alarmplans/${created.id}`, "In use", [{ type: "ALARMPOINT", name: "Boiler" }]);

    await db.update(alarmPoints).set({ deleted: true, deletedAt: new Date() }).where(eq(alarmPoints.id, point!.id));
    await refusedAsUsed(`/alarmplans/${created.id}`, "In use", [{ type: "ALARMPOINT", name: "Boiler" }]);

    await db.delete(alarmPoints).where(eq(alarmPoints.id, point!.id));
    const [template] = await db.insert(alarmTemplates).values({ orgId: 1, name: "Boiler template", alarmPlanId: created.id, definition: {} }).returning();
    await refusedAsUsed(`/alarmplans/${created.id}`, "In use", [{ type: "ALARM_TEMPLATE", name: "Boiler template" }]);
    expect((await call("GET", `/alarmplans/${created.id}`)).json()).toEqual(created);

    await db.delete(alarmTemplates).where(eq(alarmTemplates.id, template!.id));
    expect((await call("DELETE", `/alarmplans/${created.id}`)).json()).toEqual({ status: "ok" });
  });

  it("names at most five users of the plan, in order, and counts the rest", async () => {
    const created = await createPlan({ name: "Widely used" });
    const icon = { name: "bell", color: "#989898" };
    const names = ["G", "F", "E", "D", "C", "B", "A"].map((letter) => `Point ${letter}`);
    await ctx.database.db.insert(alarmPoints).values(names.map((name) => ({ orgId: 1, name, icon, alarmPlanId: created.id })));
    const response = await call("DELETE", `/alarmplans/${created.id}`);
    expect(response.json().usedBy).toEqual({
      object: "Widely used",
      users: ["A", "B", "C", "D", "E"].map((letter) => ({ type: "ALARMPOINT", name: `Point ${letter}` })),
      total: 7,
    });
  });

  it("refuses deleting a participant or a group a plan names, until the plan is gone", async () => {
    const named = await newParticipant("Nora", "Named");
    const member = await newParticipant("Max", "Member");
    const crew = await newGroup("Named crew", [member.id]);
    const created = await createPlan({ name: "Naming", ranks: [rank(5, { participantId: named.id }), rank(5, { participantGroupId: crew.id })] });

    await refusedAsUsed(`/participants/${named.id}`, "Nora Named", [{ type: "ALARMPLAN", name: "Naming" }]);
    await refusedAsUsed(`/participant-groups/${crew.id}`, "Named crew", [{ type: "ALARMPLAN", name: "Naming" }]);
    expect((await call("GET", `/participants/${named.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/participant-groups/${crew.id}`)).statusCode).toBe(200);

    await call("DELETE", `/alarmplans/${created.id}`);
    expect((await call("DELETE", `/participants/${named.id}`)).json()).toEqual({ status: "ok" });
    expect((await call("DELETE", `/participant-groups/${crew.id}`)).json()).toEqual({ status: "ok" });
  });
});

describe("alarm plan lists", () => {
  it("relates plans, participants (also through groups) and groups in /list/membership", async () => {
    const created = await createPlan({ name: "Membership plan" });
    const members = async (type: string, referenceType: string, objectId: number) =>
      (await call("POST", "/list/membership", { type, referenceType, objectId, pageSize: 10000 })).json().list.map((item: Named) => item.id);

    expect(await members("PARTICIPANT", "ALARMPLAN", created.id)).toEqual([anna.id, bruno.id, cyril.id]);
    expect(await members("PARTICIPANT_GROUP", "ALARMPLAN", created.id)).toEqual([firefighters.id]);
    expect(await members("ALARMPLAN", "PARTICIPANT", cyril.id)).toContain(created.id);
    expect(await members("ALARMPLAN", "PARTICIPANT", bruno.id)).toContain(created.id);
    expect(await members("ALARMPLAN", "PARTICIPANT_GROUP", firefighters.id)).toContain(created.id);
    const outsider = await newParticipant("Ursula", "Unplanned");
    expect(await members("ALARMPLAN", "PARTICIPANT", outsider.id)).toEqual([]);
  });

  it("pages by 20 sorted by name, and gives pickers up to 1000 at once", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Many plans" });
    const names = Array.from({ length: 25 }, (_, index) => `Plan ${String(25 - index).padStart(2, "0")}`);
    for (const name of names) await createPlan({ orgId: org.id, name, ranks: [rank(5, { participantId: anna.id }), rank(5, { participantId: bruno.id })] });
    const sorted = [...names].sort();
    const list = async (body: object) => (await call("POST", "/list", { type: "ALARMPLAN", parentOrgId: org.id, ...body })).json();

    const first = await list({ pageSize: 20, currentPage: 1, sortField: "name", sortOrder: "ASCENDING" });
    expect(first).toMatchObject({ count: 25, currentPage: 1, pageSize: 20, pagesCount: 2 });
    expect(first.list.map((item: Named) => item.name)).toEqual(sorted.slice(0, 20));
    expect(first.list[0]).toMatchObject({ rankCount: 2, mediaProcessingType: "BY_RANK", orgId: org.id, orgName: "Many plans" });
    const second = await list({ pageSize: 20, currentPage: 2 });
    expect(second.list.map((item: Named) => item.name)).toEqual(sorted.slice(20));
    const picker = await list({ pageSize: 1000 });
    expect(picker.list).toHaveLength(25);
    expect((await list({ filterValue: "Plan 0" })).count).toBe(9);
  });
});
