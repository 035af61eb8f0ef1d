import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textTemplates } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp({ timeZone: "Europe/Prague" });

const texts = {
  ENGLISH: { subject: "Alarm {alarmName}", body: "{alarmName} at {time}, {organization}, by {triggeredBy}: {text}" },
  GERMAN: { subject: "Alarm {alarmName}", body: "{alarmName} um {time}" },
};
const storedIn = (orgId: number) => ctx.database.db.select().from(textTemplates).where(eq(textTemplates.orgId, orgId));

describe("text templates", () => {
  it("creates, reads, updates and deletes a template; an empty language is stored empty", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db, { name: "Text org" });
    const created = await ctx.call({ method: "POST", url: "/text-templates", token, payload: { name: " Fire text ", description: "", orgId: org.id, texts } });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json();
    expect(template).toEqual({
      id: expect.any(Number),
      name: "Fire text",
      description: null,
      texts: { ...texts, CZECH: { subject: "", body: "" } },
      orgId: org.id,
      orgName: "Text org",
      version: 1,
    });
    expect((await ctx.call({ method: "GET", url: `/text-templates/${template.id}`, token })).json()).toEqual(template);

    const listed = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "TEXT_TEMPLATE", parentOrgId: org.id } })).json();
    expect(listed.list).toEqual([expect.objectContaining({ id: template.id, name: "Fire text" })]);

    const update = {
      id: template.id,
      version: 1,
      name: "Fire text",
      description: "Used for fires",
      texts: { ENGLISH: { subject: "", body: "Fire" }, CZECH: { subject: "Požár", body: "Hoří {alarmName}" } },
    };
    const updated = await ctx.call({ method: "PUT", url: "/text-templates", token, payload: update });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      description: "Used for fires",
      texts: { GERMAN: { subject: "", body: "" }, CZECH: { body: "Hoří {alarmName}" } },
      version: 2,
    });
    const stale = await ctx.call({ method: "PUT", url: "/text-templates", token, payload: { ...update, name: "Too late" } });
    expect(stale.statusCode).toBe(409);
    expect((await storedIn(org.id))[0]).toMatchObject({ name: "Fire text", version: 2 });

    expect((await ctx.call({ method: "DELETE", url: `/text-templates/${template.id}`, token })).json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/text-templates/${template.id}`, token })).statusCode).toBe(404);
    expect(await storedIn(org.id)).toEqual([]);
  });

  it.each([
    ["an unknown placeholder in the German body", { GERMAN: { body: "Hallo {name}" } }, "texts.GERMAN.body", "UNKNOWN_PLACEHOLDER"],
    ["an unknown placeholder in the English subject", { ENGLISH: { subject: "{subject}", body: "x" } }, "texts.ENGLISH.subject", "UNKNOWN_PLACEHOLDER"],
    ["no English body", { ENGLISH: { subject: "Only a subject", body: "  " } }, "texts.ENGLISH.body", "REQUIRED"],
    ["no English text at all", {}, "texts.ENGLISH", undefined],
  ])("refuses %s and stores nothing", async (_, change, field, code) => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    const body = { ENGLISH: { body: "Fine" }, ...change };
    const response = await ctx.call({
      method: "POST",
      url: "/text-templates",
      token,
      payload: { name: "Bad", orgId: org.id, texts: Object.keys(change).length ? body : {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, ...(code ? { code } : {}) }));
    expect(await storedIn(org.id)).toEqual([]);
  });

  it("refuses a change with an unknown placeholder and keeps the stored text", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    const template = (await ctx.call({ method: "POST", url: "/text-templates", token, payload: { name: "Kept", orgId: org.id, texts } })).json();
    const response = await ctx.call({
      method: "PUT",
      url: "/text-templates",
      token,
      payload: { id: template.id, version: 1, name: "Kept", texts: { ...texts, CZECH: { body: "{jmeno}" } } },
    });
    expect(response.json().details).toEqual([expect.objectContaining({ field: "texts.CZECH.body", code: "UNKNOWN_PLACEHOLDER" })]);
    expect((await storedIn(org.id))[0]).toMatchObject({ version: 1, texts: { CZECH: { body: "" } } });
  });

  it("previews every language with sample values, the English text where a language has none, unknown placeholders as written", async () => {
    const caller = await ctx.userWith(["ALARM_DEFINITION"]);
    const payload = {
      texts: { ENGLISH: { subject: "{alarmName}", body: "{organization} / {triggeredBy} / {text} / {time} / {unknown}" }, GERMAN: { body: "Zeit {time}" } },
    };
    const response = await ctx.call({ method: "POST", url: "/text-templates/preview", token: caller.token, payload });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.ENGLISH).toEqual({
      subject: "Fire alarm building A",
      body: expect.stringMatching(/^Total system \/ Test User \/ Free text \/ \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d \/ \{unknown\}$/),
      fallback: false,
    });
    expect(preview.GERMAN).toEqual({
      subject: "Fire alarm building A",
      body: expect.stringMatching(/^Zeit \d\d\.\d\d\.\d\d, \d\d:\d\d:\d\d$/),
      fallback: true,
    });
    expect(preview.CZECH).toMatchObject({ subject: "Fire alarm building A", body: expect.stringContaining("Total system / Test User"), fallback: true });
  });

  it("previews an empty draft as empty texts and refuses text beyond the limits", async () => {
    const { token } = await ctx.signIn("admin");
    const empty = (await ctx.call({ method: "POST", url: "/text-templates/preview", token, payload: { texts: {} } })).json();
    expect(empty.GERMAN).toEqual({ subject: "", body: "", fallback: false });
    const tooLong = await ctx.call({ method: "POST", url: "/text-templates/preview", token, payload: { texts: { ENGLISH: { body: "x".repeat(4001) } } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].field).toBe("texts.ENGLISH.body");
  });

  it("answers another organization's template as not found, and lets manual callers read but not write", async () => {
    const { token } = await ctx.signIn("admin");
    const victim = await createTestOrganization(ctx.database.db);
    const outsiderOrg = await createTestOrganization(ctx.database.db);
    const outsider = await ctx.userWith(["ALARM_DEFINITION"], outsiderOrg.id);
    const template = (await ctx.call({ method: "POST", url: "/text-templates", token, payload: { name: "Victim's", orgId: victim.id, texts } })).json();
    const read = await ctx.call({ method: "GET", url: `/text-templates/${template.id}`, token: outsider.token });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: "NOT_FOUND", reason: "Text template not found" });
    const put = await ctx.call({
      method: "PUT",
      url: "/text-templates",
      token: outsider.token,
      payload: { id: template.id, version: 1, name: "Hijacked", texts },
    });
    expect(put.statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/text-templates/${template.id}`, token: outsider.token })).statusCode).toBe(404);

    const manualCaller = await ctx.userWith(["MANUAL_CALL"], victim.id);
    expect((await ctx.call({ method: "GET", url: `/text-templates/${template.id}`, token: manualCaller.token })).json()).toMatchObject({ name: "Victim's" });
    expect((await ctx.call({ method: "DELETE", url: `/text-templates/${template.id}`, token: manualCaller.token })).statusCode).toBe(403);
    expect(await storedIn(victim.id)).toEqual([expect.objectContaining({ name: "Victim's", version: 1 })]);
  });

  it("keeps to the organization's object limit", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    await ctx.call({ method: "POST", url: `/organizations/object-limits/${org.id}`, token, payload: { limits: { TEXT_TEMPLATE: 1 } } });
    expect((await ctx.call({ method: "POST", url: "/text-templates", token, payload: { name: "One", orgId: org.id, texts } })).statusCode).toBe(200);
    const second = await ctx.call({ method: "POST", url: "/text-templates", token, payload: { name: "Two", orgId: org.id, texts } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("LIMIT_EXCEEDED");
    expect(await storedIn(org.id)).toHaveLength(1);
  });
});
