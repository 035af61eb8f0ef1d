import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPoints, alarms, participants } from "../../db/schema/index.js";
import { useTestApp } from "../../../test/test-app.js";
import { buildReferenceTree, expectFieldRefusal } from "./reference-tree.test-support.js";

const ctx = useTestApp();
let tree: Awaited<ReturnType<typeof buildReferenceTree>>;

beforeAll(async () => {
  tree = await buildReferenceTree(ctx);
});

const pointsIn = async (orgId: number) => (await ctx.database.db.select({ n: count() }).from(alarmPoints).where(eq(alarmPoints.orgId, orgId)))[0]!.n;
const point = (orgId: number, overrides: Record<string, unknown> = {}) => ({ name: `Door ${Math.random()}`, orgId, alarmPlanId: tree.a.planId, ...overrides });

describe("an alarm point names only objects of its organization or above it", () => {
  it("refuses the sibling organization's plan, text template or instruction file, and stores nothing", async () => {
    const { teamA } = tree.orgs;
    const before = await pointsIn(teamA.id);
    const plan = expectFieldRefusal(
      await tree.call("POST", "/alarmpoints", point(teamA.id, { alarmPlanId: tree.b.planId })),
      "alarmPlanId",
      "OUTSIDE_ORGANIZATION",
    );
    expect(plan.reason).toContain('"Bravo plan"');
    expect(plan.reason).toContain('"Branch B"');
    expectFieldRefusal(
      await tree.call("POST", "/alarmpoints", point(teamA.id, { textTemplateId: tree.b.textTemplateId })),
      "textTemplateId",
      "OUTSIDE_ORGANIZATION",
    );
    expectFieldRefusal(
      await tree.call("POST", "/alarmpoints", point(teamA.id, { instructionFileIds: [tree.a.fileId, tree.b.fileId] })),
      "instructionFileIds",
      "OUTSIDE_ORGANIZATION",
    );
    expect(await pointsIn(teamA.id)).toBe(before);
  });

  it("accepts those of its own organization and of every organization above it", async () => {
    const { teamA, branchA } = tree.orgs;
    for (const holdings of [tree.a, tree.root]) {
      const response = await tree.call(
        "POST",
        "/alarmpoints",
        point(teamA.id, { alarmPlanId: holdings.planId, textTemplateId: holdings.textTemplateId, instructionFileIds: [holdings.fileId] }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await tree.call("POST", "/alarmpoints", point(branchA.id))).statusCode).toBe(200);
  });

  it("refuses a sibling's plan on update too, and keeps the point as it was", async () => {
    const created = (await tree.call("POST", "/alarmpoints", point(tree.orgs.branchA.id))).json();
    const update = { ...point(tree.orgs.branchA.id), id: created.id, version: created.version, name: created.name };
    expectFieldRefusal(await tree.call("PUT", "/alarmpoints", { ...update, alarmPlanId: tree.b.planId }), "alarmPlanId", "OUTSIDE_ORGANIZATION");
    expect((await tree.call("GET", `/alarmpoints/${created.id}`)).json()).toMatchObject({ alarmPlanId: tree.a.planId, version: created.version });
  });

  it("answers a reference outside the caller's scope exactly like one that does not exist", async () => {
    const { token } = await ctx.userWith(["ALARM_DEFINITION"], tree.orgs.branchA.id);
    const refusal = async (alarmPlanId: number) => {
      const body = expectFieldRefusal(
        await tree.call("POST", "/alarmpoints", point(tree.orgs.branchA.id, { alarmPlanId }), token),
        "alarmPlanId",
        "UNKNOWN_PLAN",
      );
      return JSON.stringify(body).replaceAll(String(alarmPlanId), "N");
    };
    const absent = await refusal(987_654);
    // The sibling's plan and the total system's plan (above the caller) both exist.
    expect(await refusal(tree.b.planId)).toBe(absent);
    expect(await refusal(tree.root.planId)).toBe(absent);
  });

  it("refuses a replacement in its calendar by an alarm point of a sibling organization", async () => {
    const here = (await tree.call("POST", "/alarmpoints", point(tree.orgs.branchA.id))).json();
    const there = (await tree.call("POST", "/alarmpoints", point(tree.orgs.branchB.id, { alarmPlanId: tree.b.planId }))).json();
    const entry = { kind: "REPLACEMENT", startDateSelected: "2027-04-01", endDateSelected: "2027-04-03", startTime: "08:00", endTime: "16:00" };
    const refused = await tree.call("PUT", `/alarmpoints/${here.id}/calendar/update`, { ...entry, alarmReplacement: { alarmPointId: there.id } });
    expectFieldRefusal(refused, "alarmReplacement.alarmPointId", "OUTSIDE_ORGANIZATION");
    expect((await tree.call("GET", `/alarmpoints/${here.id}/calendar`)).json().events).toEqual([]);
  });
});

describe("alarm templates, plans and groups keep their references in line too", () => {
  it("refuses an alarm template of branch A with branch B's plan, file or text template", async () => {
    const template = { name: "Branch A template", orgId: tree.orgs.branchA.id, icon: { name: "bell", color: "#989898" } };
    expectFieldRefusal(await tree.call("POST", "/alarmtemplates", { ...template, alarmPlanId: tree.b.planId }), "alarmPlanId", "OUTSIDE_ORGANIZATION");
    expectFieldRefusal(
      await tree.call("POST", "/alarmtemplates", { ...template, alarmPlanId: null, instructionFileIds: [tree.b.fileId] }),
      "instructionFileIds",
      "OUTSIDE_ORGANIZATION",
    );
    expectFieldRefusal(
      await tree.call("POST", "/alarmtemplates", { ...template, alarmPlanId: null, textTemplateId: tree.b.textTemplateId }),
      "textTemplateId",
      "OUTSIDE_ORGANIZATION",
    );
    const accepted = await tree.call("POST", "/alarmtemplates", {
      ...template,
      alarmPlanId: tree.root.planId,
      instructionFileIds: [tree.a.fileId],
      textTemplateId: tree.a.textTemplateId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("refuses a plan naming a sibling's participant or group, at the entry's place", async () => {
    const groupB = await tree.created("/participant-groups", { name: "Bravo crew", orgId: tree.orgs.branchB.id, memberIds: [tree.b.participantId] });
    const plan = (entries: object[]) => ({ name: "Mixed plan", orgId: tree.orgs.branchA.id, ranks: [{ waitTime: 5, entries }] });
    expectFieldRefusal(
      await tree.call("POST", "/alarmplans", plan([{ participantId: tree.a.participantId }, { participantId: tree.b.participantId }])),
      "ranks.0.entries.1",
      "OUTSIDE_ORGANIZATION",
    );
    expectFieldRefusal(await tree.call("POST", "/alarmplans", plan([{ participantGroupId: groupB.id }])), "ranks.0.entries.0", "OUTSIDE_ORGANIZATION");
    const accepted = await tree.call("POST", "/alarmplans", plan([{ participantId: tree.a.participantId }, { participantId: tree.root.participantId }]));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { id, version, name } = accepted.json();
    const update = { id, version, name, ranks: [{ waitTime: 5, entries: [{ participantId: tree.b.participantId }] }] };
    expectFieldRefusal(await tree.call("PUT", "/alarmplans", update), "ranks.0.entries.0", "OUTSIDE_ORGANIZATION");
  });

  it("refuses a participant group with a sibling's member, on create and update", async () => {
    const group = { name: "Alpha crew", orgId: tree.orgs.branchA.id };
    expectFieldRefusal(
      await tree.call("POST", "/participant-groups", { ...group, memberIds: [tree.a.participantId, tree.b.participantId] }),
      "memberIds",
      "OUTSIDE_ORGANIZATION",
    );
    const created = await tree.created("/participant-groups", { ...group, memberIds: [tree.a.participantId, tree.root.participantId] });
    const updated = await tree.call("PUT", "/participant-groups", { ...group, id: created.id, version: created.version, memberIds: [tree.b.participantId] });
    expectFieldRefusal(updated, "memberIds", "OUTSIDE_ORGANIZATION");
  });
});

describe("a participant is replaced only by a participant of its organization or above it", () => {
  it("refuses a sibling's participant as replacement and keeps the calendar as it was; accepts the total system's", async () => {
    const replacement = (replacementParticipantId: number) => ({
      kind: "REPLACEMENT",
      replacementParticipantId,
      startDateSelected: "2027-02-10",
      startTime: "08:00",
      endTime: "16:00",
    });
    const url = `/participants/${tree.a.participantId}/calendar/update`;
    expectFieldRefusal(await tree.call("PUT", url, replacement(tree.b.participantId)), "replacementParticipantId", "OUTSIDE_ORGANIZATION");
    expect((await tree.call("GET", `/participants/${tree.a.participantId}/calendar`)).json()).toMatchObject({ events: [] });
    const accepted = await tree.call("PUT", url, replacement(tree.root.participantId));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().events).toEqual([expect.objectContaining({ replacementParticipantId: tree.root.participantId })]);
  });
});

describe("a manual call reaches participants of its organization, above and below it, never of a sibling branch", () => {
  it("refuses a sibling's participant, group or text template and starts no alarm; accepts its own, the total system's and its team's", async () => {
    const alarmsIn = async (orgId: number) => (await ctx.database.db.select({ n: count() }).from(alarms).where(eq(alarms.orgId, orgId)))[0]!.n;
    const groupB = await tree.created("/participant-groups", { name: "Bravo callers", orgId: tree.orgs.branchB.id, memberIds: [tree.b.participantId] });
    const call = (overrides: object) => ({
      manualCall: { name: "Flood", orgId: tree.orgs.branchA.id, participantIds: [tree.a.participantId], participantGroupIds: [], text: "Water", ...overrides },
    });
    const before = await alarmsIn(tree.orgs.branchA.id);
    expectFieldRefusal(
      await tree.call("POST", "/alarm-trigger", call({ participantIds: [tree.b.participantId] })),
      "manualCall.participantIds",
      "OUTSIDE_ORGANIZATION",
    );
    expectFieldRefusal(
      await tree.call("POST", "/alarm-trigger", call({ participantGroupIds: [groupB.id] })),
      "manualCall.participantGroupIds",
      "OUTSIDE_ORGANIZATION",
    );
    expectFieldRefusal(
      await tree.call("POST", "/alarm-trigger", call({ textTemplateId: tree.b.textTemplateId })),
      "manualCall.textTemplateId",
      "OUTSIDE_ORGANIZATION",
    );
    expect(await alarmsIn(tree.orgs.branchA.id)).toBe(before);
    const [teamMember] = await ctx.database.db
      .insert(participants)
      .values({ orgId: tree.orgs.teamA.id, name: "Tereza", surname: "Team" })
      .returning({ id: participants.id });
    const participantIds = [tree.a.participantId, tree.root.participantId, teamMember!.id];
    const accepted = await tree.call("POST", "/alarm-trigger", call({ participantIds, textTemplateId: tree.root.textTemplateId }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await alarmsIn(tree.orgs.branchA.id)).toBe(before + 1);
    const fromTheTop = await tree.call(
      "POST",
      "/alarm-trigger",
      call({ orgId: 1, participantIds: [tree.b.participantId], participantGroupIds: [groupB.id], textTemplateId: tree.b.textTemplateId }),
    );
    expect(fromTheTop.statusCode, fromTheTop.body).toBe(200);
  });
});

describe("pickers list only what the edited object's organization may name", () => {
  const listedPlans = async (body: object, token = tree.token) => {
    const response = await tree.call("POST", "/list", { type: "ALARMPLAN", pageSize: 1000, ...body }, token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(page.list.length);
    return (page.list as { name: string }[]).map((plan) => plan.name).filter((name) => ["Root plan", "Alpha plan", "Bravo plan"].includes(name));
  };

  it("POST /list with usableInOrgId answers the plans of that organization and above it, never a sibling's", async () => {
    expect(await listedPlans({ usableInOrgId: tree.orgs.teamA.id })).toEqual(["Alpha plan", "Root plan"]);
    expect(await listedPlans({ usableInOrgId: tree.orgs.branchB.id })).toEqual(["Bravo plan", "Root plan"]);
    expect(await listedPlans({})).toEqual(["Alpha plan", "Bravo plan", "Root plan"]);
  });

  it("stays within the caller's scope, and answers 404 for an organization outside it", async () => {
    const { token } = await ctx.userWith(["ALARM_DEFINITION"], tree.orgs.branchA.id);
    expect(await listedPlans({ usableInOrgId: tree.orgs.teamA.id }, token)).toEqual(["Alpha plan"]);
    const outside = await tree.call("POST", "/list", { type: "ALARMPLAN", usableInOrgId: tree.orgs.branchB.id }, token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe("NOT_FOUND");
  });

  it("GET instruction-files with usableInOrgId answers the files of that organization and above it", async () => {
    const response = await tree.call("GET", `/rest/admin/instructions/instruction-files?usableInOrgId=${tree.orgs.teamA.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as { files: { name: string }[] }[]).flatMap((group) => group.files.map((file) => file.name));
    expect(names).toEqual(expect.arrayContaining(["Root.pdf", "Alpha.pdf"]));
    expect(names).not.toContain("Bravo.pdf");
  });
});
