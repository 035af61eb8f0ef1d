import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPlans, participants, users } from "../../db/schema/index.js";
import { createTestOrganization, createTestRole, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { buildReferenceTree } from "./reference-tree.test-support.js";

const ctx = useTestApp();
let tree: Awaited<ReturnType<typeof buildReferenceTree>>;

beforeAll(async () => {
  tree = await buildReferenceTree(ctx);
});

const move = (objectType: string, id: number, newOrgId: number, token = tree.token) => tree.call("PUT", "/move", { id, objectType, newOrgId }, token);

/** Expects 409 CONFLICT whose reason names every one of `names`. */
async function expectRefusedMove(response: Awaited<ReturnType<typeof move>>, ...names: string[]) {
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json();
  expect(body.code).toBe("CONFLICT");
  for (const name of names) expect(body.reason).toContain(name);
}

const orgOfPlan = async (id: number) => (await ctx.database.db.select({ orgId: alarmPlans.orgId }).from(alarmPlans).where(eq(alarmPlans.id, id)))[0]!.orgId;

describe("PUT /move refuses to leave a reference pointing sideways", () => {
  it("refuses moving a plan into a sibling organization while a point of the old one uses it, and leaves it in place", async () => {
    const plan = await tree.created("/alarmplans", {
      name: "Gate plan",
      orgId: tree.orgs.branchA.id,
      ranks: [{ waitTime: 5, entries: [{ participantId: tree.root.participantId }] }],
    });
    await tree.created("/alarmpoints", { name: "Gate", orgId: tree.orgs.teamA.id, alarmPlanId: plan.id });
    await expectRefusedMove(await move("ALARMPLAN", plan.id, tree.orgs.branchB.id), '"Gate"', '"Gate plan"', "Branch B");
    expect(await orgOfPlan(plan.id)).toBe(tree.orgs.branchA.id);
    // Up to the total system the point still names an organization above it.
    expect((await move("ALARMPLAN", plan.id, 1)).statusCode).toBe(200);
  });

  it("refuses moving a point where its plan would be a sibling's", async () => {
    const gate = await tree.created("/alarmpoints", { name: "Side gate", orgId: tree.orgs.branchA.id, alarmPlanId: tree.a.planId });
    await expectRefusedMove(await move("ALARMPOINT", gate.id, tree.orgs.branchB.id), '"Side gate"', '"Alpha plan"');
    expect((await move("ALARMPOINT", gate.id, tree.orgs.teamA.id)).statusCode).toBe(200);
  });

  it("refuses moving a participant out from under the plan and group naming it", async () => {
    const [walter] = await ctx.database.db.insert(participants).values({ orgId: tree.orgs.branchA.id, name: "Walter", surname: "Wolf" }).returning();
    await tree.created("/participant-groups", { name: "Walter's crew", orgId: tree.orgs.branchA.id, memberIds: [walter!.id] });
    await expectRefusedMove(await move("PARTICIPANT", walter!.id, tree.orgs.branchB.id), '"Walter\'s crew"', '"Walter Wolf"');
  });

  it("refuses moving an instruction file that a point of its organization names", async () => {
    await tree.created("/alarmpoints", { name: "Boiler", orgId: tree.orgs.branchA.id, alarmPlanId: tree.a.planId, instructionFileIds: [tree.a.fileId] });
    const moved = await tree.call("PATCH", `/rest/admin/instructions/move?orgId=${tree.orgs.branchB.id}`, { paths: [`${tree.orgs.branchA.id}/Alpha.pdf`] });
    await expectRefusedMove(moved, '"Boiler"', '"Alpha.pdf"');
  });

  it("refuses moving an organization whose objects would then name a former ancestor's objects sideways", async () => {
    const team = await createTestOrganization(ctx.database.db, { name: "Night shift", parentId: tree.orgs.branchA.id });
    await tree.created("/alarmpoints", { name: "Night door", orgId: team.id, alarmPlanId: tree.a.planId });
    await expectRefusedMove(await move("ORGANIZATION", team.id, tree.orgs.branchB.id), '"Night door"', '"Alpha plan"');
    // Below its old parent, or anywhere with its references inside, it may go.
    expect((await move("ORGANIZATION", team.id, tree.orgs.teamA.id)).statusCode).toBe(200);
  });
});

describe("PUT /move of users and participants", () => {
  it("refuses moving a user where one of its roles would be a sibling's", async () => {
    const role = await createTestRole(ctx.database.db, { orgId: tree.orgs.branchA.id, authorities: ["ALARM_TABLE"], name: "Alpha watch" });
    const user = await createTestUser(ctx.database.db, { login: "alpha-watch", orgId: tree.orgs.teamA.id, roleIds: [role.id] });
    await expectRefusedMove(await move("USER", user.id, tree.orgs.branchB.id), '"alpha-watch"', '"Alpha watch"');
  });

  it("refuses moving a user away from below a participant linked to its login, and such a participant away from above it", async () => {
    const user = await createTestUser(ctx.database.db, { login: "linked-lena", orgId: tree.orgs.teamA.id });
    const [lena] = await ctx.database.db
      .insert(participants)
      .values({ orgId: tree.orgs.branchA.id, name: "Lena", surname: "Link", login: "linked-lena" })
      .returning();
    await expectRefusedMove(await move("USER", user.id, tree.orgs.branchB.id), "linked-lena");
    expect((await ctx.database.db.select({ orgId: users.orgId }).from(users).where(eq(users.id, user.id)))[0]!.orgId).toBe(tree.orgs.teamA.id);
    const teamBelow = await createTestOrganization(ctx.database.db, { name: "Below team", parentId: tree.orgs.teamA.id });
    await expectRefusedMove(await move("PARTICIPANT", lena!.id, teamBelow.id), "linked-lena");
    expect((await move("PARTICIPANT", lena!.id, tree.orgs.teamA.id)).statusCode).toBe(200);
  });

  it("needs the caller to outrank the user it moves", async () => {
    const strong = await createTestRole(ctx.database.db, { orgId: tree.orgs.branchA.id, authorities: ["USER_ADMIN", "REPORTS"], name: "Strong" });
    const target = await createTestUser(ctx.database.db, { login: "strong-sam", orgId: tree.orgs.branchA.id, roleIds: [strong.id] });
    const { token } = await ctx.userWith(["USER_ADMIN"], tree.orgs.branchA.id);
    const refused = await move("USER", target.id, tree.orgs.teamA.id, token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe("ACCESS_DENIED");
    expect((await move("USER", target.id, tree.orgs.teamA.id)).statusCode).toBe(200);
  });
});
