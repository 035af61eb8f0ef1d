import type { InheritedAlarmRule } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();
let admin: string;
let centre: { id: number }, region: { id: number }, branch: { id: number };

async function createRule(orgId: number, name: string, enabled = true) {
  const response = await ctx.call({
    method: "POST",
    url: "/alarm-rules",
    token: admin,
    payload: { orgId, name, enabled, conditions: [], actions: [{ type: "SET_PRIORITY", priority: 4 }] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const inherited = (orgId: number, token = admin) => ctx.call({ method: "GET", url: `/alarm-rules/inherited/${orgId}`, token });

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  centre = await createTestOrganization(ctx.database.db, { name: "Alarm centre" });
  region = await createTestOrganization(ctx.database.db, { name: "Region", parentId: centre.id });
  branch = await createTestOrganization(ctx.database.db, { name: "Branch", parentId: region.id });
  await createRule(branch.id, "Branch own");
  await createRule(region.id, "Region first");
  await createRule(region.id, "Region second", false);
  await createRule(centre.id, "Centre rule");
});

describe("the inherited rules of an organization", () => {
  it("lists the rules of the organizations above it in the order they run, before its own, with their organization", async () => {
    const response = await inherited(branch.id);
    expect(response.statusCode, response.body).toBe(200);
    const { list } = response.json<{ list: InheritedAlarmRule[] }>();
    // The line runs from the top: the centre's rules, then the region's, in their order; the branch's own are not inherited.
    expect(list.map((rule) => [rule.name, rule.orgName, rule.enabled])).toEqual([
      ["Centre rule", "Alarm centre", true],
      ["Region first", "Region", true],
      ["Region second", "Region", false],
    ]);
  });

  it("names no rule of an organization above the caller's, and refuses an organization outside the caller's scope", async () => {
    const regional = await ctx.userWith(["ALARM_EVENT_RULE"], region.id);
    const { list } = (await inherited(branch.id, regional.token)).json<{ list: InheritedAlarmRule[] }>();
    expect(list).toEqual([
      { id: null, name: null, enabled: true, orgId: null, orgName: null },
      expect.objectContaining({ name: "Region first", orgName: "Region" }),
      expect.objectContaining({ name: "Region second", orgName: "Region" }),
    ]);
    expect((await inherited(centre.id, regional.token)).statusCode).toBe(404);
  });
});
