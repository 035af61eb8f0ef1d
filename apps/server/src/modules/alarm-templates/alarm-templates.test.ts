import { DEFAULT_ALARM_ICON } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alarmPlans, alarmTemplates, instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

async function organizationWithPlanAndFile(name: string) {
  const db = ctx.database.db;
  const org = await createTestOrganization(db, { name });
  const [plan] = await db
    .insert(alarmPlans)
    .values({ orgId: org.id, name: `${name} plan` })
    .returning();
  const [file] = await db
    .insert(instructionFiles)
    .values({ orgId: org.id, name: "evacuation.pdf", path: `${org.id}/evacuation.pdf`, type: "pdf", size: 10, contentType: "application/pdf" })
    .returning();
  return { org, plan: plan!, file: file! };
}

const templatesIn = (orgId: number) => ctx.database.db.select().from(alarmTemplates).where(eq(alarmTemplates.orgId, orgId));

describe("alarm templates", () => {
  it("creates, reads, prepares an alarm point from, updates and deletes a template", async () => {
    const { token } = await ctx.signIn("admin");
    const { org, plan, file } = await organizationWithPlanAndFile("Template org");
    const payload = {
      name: "Fire template",
      orgId: org.id,
      text: "Fire in {alarmName}",
      icon: { name: "bolt", color: "#d32f2f" },
      alarmPlanId: plan.id,
      priority: 2,
      confirmPriority: 3,
      acknowledgeMode: "ONE",
      instructionFileIds: [file.id],
    };
    const created = await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json();
    expect(template).toMatchObject({
      ...payload,
      type: "ALARM_TEMPLATE",
      alarmPlanName: "Template org plan",
      orgName: "Template org",
      language: "ENGLISH",
      localAcknowledgeTime: 1,
      instructionFiles: [{ id: file.id, name: "evacuation.pdf", orgName: "Template org" }],
      version: 1,
    });
    expect((await ctx.call({ method: "GET", url: `/alarmtemplates/${template.id}`, token })).json()).toEqual(template);

    const draft = (await ctx.call({ method: "GET", url: `/alarmtemplates/prepare/${template.id}`, token })).json();
    expect(draft).toMatchObject({ ...payload, alarmPointType: "STANDARD", templateId: template.id });
    expect(draft).not.toHaveProperty("id");

    const listed = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ALARM_TEMPLATE", parentOrgId: org.id } })).json();
    expect(listed.list).toEqual([expect.objectContaining({ id: template.id, name: "Fire template", alarmPlanName: "Template org plan" })]);

    const update = {
      id: template.id,
      version: 1,
      name: "Fire template 2",
      icon: { name: "bell", color: "#00ff00" },
      alarmPlanId: null,
      instructionFileIds: [],
    };
    const updated = await ctx.call({ method: "PUT", url: "/alarmtemplates", token, payload: update });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Fire template 2", alarmPlanId: null, alarmPlanName: null, instructionFiles: [], priority: 5, version: 2 });

    const stale = await ctx.call({ method: "PUT", url: "/alarmtemplates", token, payload: { ...update, name: "Too late" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
    expect((await templatesIn(org.id))[0]!.name).toBe("Fire template 2");

    expect((await ctx.call({ method: "DELETE", url: `/alarmtemplates/${template.id}`, token })).json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/alarmtemplates/${template.id}`, token })).statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/alarmtemplates/${template.id}`, token })).statusCode).toBe(404);
  });

  it("reads an icon that is not valid JSON as null, and prepares with the default icon", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    const values = [
      { name: "Broken JSON", icon: "{name: bell" },
      { name: "Wrong shape", icon: JSON.stringify({ name: "bell" }) },
      { name: "No icon", icon: null },
    ];
    for (const value of values) {
      const [row] = await ctx.database.db
        .insert(alarmTemplates)
        .values({ orgId: org.id, definition: {}, ...value })
        .returning();
      const read = await ctx.call({ method: "GET", url: `/alarmtemplates/${row!.id}`, token });
      expect(read.statusCode, read.body).toBe(200);
      // The stored definition is empty: every field reads as its default.
      expect(read.json()).toMatchObject({ name: value.name, icon: null, priority: 5, confirmPriority: 1, instructionFileIds: [], instructionFiles: [] });
      const draft = (await ctx.call({ method: "GET", url: `/alarmtemplates/prepare/${row!.id}`, token })).json();
      expect(draft).toMatchObject({ name: value.name, icon: DEFAULT_ALARM_ICON, orgId: org.id, alarmPlanId: null, templateId: row!.id });
    }
  });

  it("refuses another organization's plan or file, and stores nothing", async () => {
    const { token } = await ctx.signIn("admin");
    const own = await organizationWithPlanAndFile("Own org");
    const other = await organizationWithPlanAndFile("Other org");
    const caller = await ctx.userWith(["ALARM_DEFINITION"], own.org.id);
    const base = { name: "Refused", orgId: own.org.id };

    const foreignPlan = await ctx.call({ method: "POST", url: "/alarmtemplates", token: caller.token, payload: { ...base, alarmPlanId: other.plan.id } });
    expect(foreignPlan.statusCode).toBe(400);
    expect(foreignPlan.json().details).toEqual([expect.objectContaining({ field: "alarmPlanId", code: "UNKNOWN_PLAN" })]);

    const foreignFile = await ctx.call({
      method: "POST",
      url: "/alarmtemplates",
      token: caller.token,
      payload: { ...base, instructionFileIds: [own.file.id, other.file.id] },
    });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.json().details).toEqual([expect.objectContaining({ field: "instructionFileIds", code: "UNKNOWN_FILE" })]);
    expect(await templatesIn(own.org.id)).toEqual([]);

    const template = (await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload: { ...base, alarmPlanId: own.plan.id } })).json();
    const update = { id: template.id, version: template.version, name: "Changed", alarmPlanId: other.plan.id };
    const refusedUpdate = await ctx.call({ method: "PUT", url: "/alarmtemplates", token: caller.token, payload: update });
    expect(refusedUpdate.json().details[0].code).toBe("UNKNOWN_PLAN");
    expect(await templatesIn(own.org.id)).toEqual([expect.objectContaining({ name: "Refused", alarmPlanId: own.plan.id, version: 1 })]);
    expect(
      (await ctx.call({ method: "POST", url: "/alarmtemplates", token: caller.token, payload: { ...base, alarmPlanId: 987_654 } })).json().details[0].code,
    ).toBe("UNKNOWN_PLAN");
  });

  it("answers another organization's template as not found", async () => {
    const { token } = await ctx.signIn("admin");
    const victim = await createTestOrganization(ctx.database.db, { name: "Template victim" });
    const outsiderOrg = await createTestOrganization(ctx.database.db, { name: "Template outsider" });
    const outsider = await ctx.userWith(["ALARM_DEFINITION"], outsiderOrg.id);
    const template = (await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload: { name: "Victim's", orgId: victim.id } })).json();
    for (const url of [`/alarmtemplates/${template.id}`, `/alarmtemplates/prepare/${template.id}`]) {
      const response = await ctx.call({ method: "GET", url, token: outsider.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", reason: "Alarm template not found" });
    }
    const put = await ctx.call({ method: "PUT", url: "/alarmtemplates", token: outsider.token, payload: { id: template.id, version: 1, name: "Hijacked" } });
    expect(put.statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/alarmtemplates/${template.id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await ctx.call({ method: "POST", url: "/alarmtemplates", token: outsider.token, payload: { name: "In", orgId: victim.id } })).statusCode).toBe(404);
    expect(await templatesIn(victim.id)).toEqual([expect.objectContaining({ name: "Victim's", version: 1 })]);
  });

  it("keeps to the organization's object limit", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    await ctx.call({ method: "POST", url: `/organizations/object-limits/${org.id}`, token, payload: { limits: { ALARM_TEMPLATE: 1 } } });
    expect((await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload: { name: "First", orgId: org.id } })).statusCode).toBe(200);
    const second = await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload: { name: "Second", orgId: org.id } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("LIMIT_EXCEEDED");
    expect(await templatesIn(org.id)).toHaveLength(1);
  });

  it.each([
    ["no name", { name: " " }, "name"],
    ["an icon colour that is no colour", { icon: { name: "bell", color: "red" } }, "icon.color"],
    ["a priority out of range", { priority: 10 }, "priority"],
    ["an unknown acknowledge mode", { acknowledgeMode: "SOMETIMES" }, "acknowledgeMode"],
    ["a file id that is no number", { instructionFileIds: ["a"] }, "instructionFileIds.0"],
    ["a standby schedule, which cannot be chosen yet", { rotationalCalendarId: 5 }, "rotationalCalendarId"],
  ])("refuses %s", async (_, change, field) => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    const response = await ctx.call({ method: "POST", url: "/alarmtemplates", token, payload: { name: "Bad", orgId: org.id, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await templatesIn(org.id)).toEqual([]);
  });

  it("refuses a caller without ALARM_DEFINITION", async () => {
    const caller = await ctx.userWith(["MANUAL_CALL"]);
    const response = await ctx.call({ method: "POST", url: "/alarmtemplates", token: caller.token, payload: { name: "No", orgId: 1 } });
    expect(response.statusCode).toBe(403);
  });
});
