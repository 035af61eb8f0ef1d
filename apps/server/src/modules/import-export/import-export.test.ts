import type { ConfigurationDocument, ImportPlan } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.js";
import { createTestOrganization } from "../../../test/factories.js";
import { bulkRows, comparable, rowsInSubtree } from "../../../test/configuration-documents.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

let token: string;
let source: { id: number };
let branch: { id: number };
let sourceDocument: ConfigurationDocument;

const post = async (url: string, payload: object) => {
  const response = await ctx.call({ method: "POST", url, token, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number }>();
};
const exportOf = (orgId: number, as = token) => ctx.call({ method: "GET", url: `/import-export/export?orgId=${orgId}`, token: as });
const importInto = (orgId: number, document: object, dryRun: boolean, as = token) =>
  ctx.call({ method: "POST", url: `/import-export/import?orgId=${orgId}&dryRun=${dryRun}`, token: as, payload: document });
const count = (table: string, orgId: number) => rowsInSubtree(ctx.database.db, table, orgId);
const auditRows = async () => (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
const actions = (plan: ImportPlan) => Object.fromEntries(plan.rows.map((row) => [`${row.kind} ${row.key}`, row.action]));

beforeAll(async () => {
  ({ token } = await ctx.signIn("admin"));
  source = await createTestOrganization(ctx.database.db, { name: "Source" });
  branch = await post("/organizations", { name: "Branch", parentId: source.id, timeZone: "Europe/Prague", description: "The branch office" });
  await post("/user-groups", { name: "Operators", orgId: source.id, authorities: ["ALARM_TABLE", "ALARM_PANEL"] });
  const anna = await post("/participants", {
    name: "Anna",
    surname: "Novak",
    orgId: source.id,
    language: "CZECH",
    shortName: "AN",
    devices: [
      { callingDeviceType: "SMS", address: "+420 601 234 567", message: "work" },
      { callingDeviceType: "EMAIL", address: "Anna@Example.org" },
    ],
  });
  const ben = await post("/participants", {
    name: "Ben",
    surname: "Brown",
    orgId: source.id,
    devices: [{ callingDeviceType: "VOICE", address: "+44 20 7946 0958" }],
  });
  const cleo = await post("/participants", { name: "Cleo", surname: "Day", orgId: branch.id, devices: [] });
  const group = await post("/participant-groups", { name: "Night shift", orgId: source.id, memberIds: [ben.id, anna.id] });
  await post(`/holidays/${source.id}?year=2027`, { title: "New year", start: "2027-01-01", recurring: true });
  await post(`/holidays/${branch.id}?year=2027`, { title: "Branch days", start: "2027-07-05", end: "2027-07-06" });
  await post("/text-templates", {
    name: "Fire text",
    orgId: source.id,
    texts: { ENGLISH: { subject: "Fire {alarmName}", body: "{text}" }, CZECH: { subject: "", body: "Hoří" } },
  });
  const plan = await post("/alarmplans", {
    name: "Fire plan",
    orgId: source.id,
    mediaProcessingType: "BY_RANK",
    ranks: [
      { waitTime: 3, entries: [{ participantId: anna.id }] },
      { waitTime: 5, entries: [{ participantGroupId: group.id }] },
    ],
  });
  await post("/alarmplans", {
    name: "Branch plan",
    orgId: branch.id,
    ranks: [{ waitTime: 2, entries: [{ participantId: cleo.id }, { participantId: anna.id }] }],
  });
  await post("/alarmpoints", {
    name: "Fire detector",
    systemId: "FIRE-1",
    orgId: source.id,
    alarmPlanId: plan.id,
    text: "Smoke in hall 1",
    priority: 2,
    countRepeat: 1,
    repeatBetween: 5,
    textTemplateId: await textTemplateId("Fire text"),
  });
  await post("/alarmpoints", { name: "Door", orgId: branch.id, alarmPlanId: plan.id, icon: { name: "lock", color: "#aa0000" }, acknowledgeMode: "ONE" });
  await post("/alarmtemplates", {
    name: "Fire template",
    orgId: branch.id,
    alarmPlanId: plan.id,
    text: "Template text",
    priority: 3,
    textTemplateId: await textTemplateId("Fire text"),
  });
  await post("/alarmpoints", { name: "Manual", orgId: branch.id, alarmPointType: "MANUAL_CALL", alarmPlanId: plan.id });
});

async function textTemplateId(name: string) {
  const rows = await queryRows<{ id: number }>(ctx.database.db, sql`select id from text_templates where name = ${name}`);
  return rows[0]!.id;
}

describe("configuration export", () => {
  it("exports an organization's subtree by names, without database ids", async () => {
    const response = await exportOf(source.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toContain("attachment");
    sourceDocument = response.json();
    expect(sourceDocument).toMatchObject({ format: "alarm-console-configuration", version: 1, organization: "Total system > Source" });
    expect(sourceDocument.organizations).toEqual([{ path: ["Branch"], description: "The branch office", timeZone: "Europe/Prague" }]);
    expect(sourceDocument.roles).toEqual([{ organization: [], name: "Operators", authorities: ["ALARM_PANEL", "ALARM_TABLE"], roleNumber: 0 }]);
    expect(sourceDocument.participants.map((p) => `${p.organization.join("/")}:${p.name}`)).toEqual([":Ben", ":Anna", "Branch:Cleo"]);
    expect(sourceDocument.participants[1]!.devices).toEqual([
      { callingDeviceType: "SMS", address: "+420601234567", message: "work" },
      { callingDeviceType: "EMAIL", address: "anna@example.org", message: null },
    ]);
    expect(sourceDocument.participantGroups).toEqual([
      {
        organization: [],
        name: "Night shift",
        description: null,
        members: [
          { organization: [], name: "Ben", surname: "Brown" },
          { organization: [], name: "Anna", surname: "Novak" },
        ],
      },
    ]);
    expect(sourceDocument.holidays.map((h) => h.title)).toEqual(["New year", "Branch days"]);
    expect(sourceDocument.alarmPlans.find((p) => p.name === "Fire plan")!.ranks).toEqual([
      { waitTime: 3, entries: [{ participant: { organization: [], name: "Anna", surname: "Novak" } }] },
      { waitTime: 5, entries: [{ group: "Night shift" }] },
    ]);
    expect(sourceDocument.alarmPoints.find((p) => p.systemId === "FIRE-1")).toMatchObject({ alarmPlan: "Fire plan", textTemplate: "Fire text", priority: 2 });
    expect(sourceDocument.alarmTemplates).toEqual([
      expect.objectContaining({ organization: ["Branch"], name: "Fire template", alarmPlan: "Fire plan", textTemplate: "Fire text", priority: 3 }),
    ]);
    expect(JSON.stringify(sourceDocument)).not.toMatch(/"(id|orgId|alarmPlanId)":/);
  });
});

describe("configuration import", () => {
  let target: { id: number };

  it("dry run: lists what would be created and changes nothing", async () => {
    target = await createTestOrganization(ctx.database.db, { name: "Target" });
    const audit = await auditRows();
    const response = await importInto(target.id, sourceDocument, true);
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<ImportPlan>();
    expect(plan.applied).toBe(false);
    expect(plan.problems).toBe(0);
    expect(plan.rows.every((row) => row.action === "CREATE")).toBe(true);
    expect(plan.totals).toMatchObject({
      ORGANIZATION: { create: 1 },
      PARTICIPANT: { create: 3 },
      ALARMPLAN: { create: 2 },
      ALARMPOINT: { create: 3 },
      HOLIDAY: { create: 2 },
      ALARM_TEMPLATE: { create: 1 },
    });
    expect(await count("participants", target.id)).toBe(0);
    expect(await auditRows()).toBe(audit);
  });

  it("round trip: export, import into an empty organization, export again gives the same document", async () => {
    const response = await importInto(target.id, sourceDocument, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportPlan>()).toMatchObject({ applied: true, problems: 0 });
    const again = (await exportOf(target.id)).json<ConfigurationDocument>();
    expect(again.organization).toBe("Total system > Target");
    expect(comparable(again)).toEqual(comparable(sourceDocument));
  });

  it("a second import of the same document changes nothing; an edited row is an UPDATE naming its fields", async () => {
    const same = (await importInto(target.id, sourceDocument, true)).json<ImportPlan>();
    expect(same.rows.every((row) => row.action === "UNCHANGED")).toBe(true);

    const edited = structuredClone(sourceDocument);
    edited.participants[0]!.devices.push({ callingDeviceType: "SMS", address: "+420 777 000 111", message: null });
    edited.alarmPoints.find((p) => p.systemId === "FIRE-1")!.text = "Smoke in hall 2";
    edited.participants.push({ organization: ["Branch"], name: "Dora", surname: "Eve", shortName: null, language: "ENGLISH", login: null, devices: [] });
    const plan = (await importInto(target.id, edited, true)).json<ImportPlan>();
    expect(plan.rows.find((row) => row.key === "(root) / Ben Brown")).toMatchObject({ action: "UPDATE", changes: ["devices"] });
    expect(plan.rows.find((row) => row.key === "(root) / #FIRE-1")).toMatchObject({ action: "UPDATE", changes: ["text"] });
    expect(plan.rows.find((row) => row.key === "Branch / Dora Eve")).toMatchObject({ action: "CREATE" });
    expect(actions(plan)["PARTICIPANT (root) / Anna Novak"]).toBe("UNCHANGED");
    expect(plan.totals.PARTICIPANT).toEqual({ create: 1, update: 1, unchanged: 2, problems: 0 });

    const applied = await importInto(target.id, edited, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await exportOf(target.id)).json<ConfigurationDocument>();
    expect(after.participants.find((p) => p.name === "Ben")!.devices).toHaveLength(2);
    expect(after.alarmPoints.find((p) => p.systemId === "FIRE-1")!.text).toBe("Smoke in hall 2");
    expect(after.participants).toHaveLength(4);
  });

  it("refuses a file with a bad row as a whole: 400 naming the row and field, nothing written, no audit rows", async () => {
    const fresh = await createTestOrganization(ctx.database.db, { name: "Fresh" });
    const bad = structuredClone(sourceDocument);
    bad.participants[1]!.devices[0]!.address = "12";
    bad.alarmPoints[0]!.alarmPlan = "No such plan";
    bad.alarmPoints.find((point) => point.name === "Door")!.confirmPriority = 5;
    const audit = await auditRows();
    const response = await importInto(fresh.id, bad, false);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; plan: ImportPlan; details: { field: string }[] }>();
    expect(body.code).toBe("VALIDATION");
    expect(body.plan.applied).toBe(false);
    const problems = body.plan.rows.filter((row) => row.problems.length);
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "PARTICIPANT",
        key: "(root) / Anna Novak",
        problems: [expect.objectContaining({ field: "devices.0.address", message: expect.stringContaining("phone number") })],
      }),
      expect.objectContaining({
        kind: "ALARMPOINT",
        problems: [expect.objectContaining({ field: "alarmPlan", message: expect.stringContaining("unknown alarm plan"), code: "UNKNOWN_ALARM_PLAN" })],
      }),
      expect.objectContaining({
        kind: "ALARMPOINT",
        key: "Branch / Door",
        problems: [
          {
            field: "confirmPriority",
            message: "The plan reaches 2 participant(s); 5 cannot accept",
            code: "CONFIRM_PRIORITY_UNREACHABLE",
            params: { reached: 2, confirmPriority: 5 },
          },
        ],
      }),
    ]);
    expect(body.details.map((detail) => detail.field)).toContain("PARTICIPANT (root) / Anna Novak: devices.0.address");
    for (const table of ["participants", "alarm_plans", "alarm_points", "holidays", "participant_groups"]) expect(await count(table, fresh.id)).toBe(0);
    expect(await queryRows(ctx.database.db, sql`select id from organizations where parent_id = ${fresh.id}`)).toEqual([]);
    expect(await auditRows()).toBe(audit);
  });

  it("rolls back everything written before a row the services refuse while applying", async () => {
    // A holiday of the organization above the target is not the file's business, but the holiday service refuses a clash with it.
    const holder = await createTestOrganization(ctx.database.db, { name: "Holder" });
    await post(`/holidays/${holder.id}?year=2027`, { title: "Taken", start: "2027-03-01" });
    const rollback = await createTestOrganization(ctx.database.db, { name: "Rollback", parentId: holder.id });
    const document = structuredClone(sourceDocument);
    document.holidays.push({ organization: [], title: "Clash", start: "2027-03-01", end: "2027-03-01", recurring: false, active: true });
    expect((await importInto(rollback.id, document, true)).json<ImportPlan>().problems).toBe(0);
    const audit = await auditRows();
    const response = await importInto(rollback.id, document, false);
    expect(response.statusCode, response.body).toBe(400);
    const refused = response.json<{ plan: ImportPlan }>().plan.rows.filter((row) => row.problems.length);
    expect(refused).toEqual([
      expect.objectContaining({
        kind: "HOLIDAY",
        key: "(root) / 2027-03-01 Clash",
        problems: [{ field: "", message: "Date is occupied", code: "DATE_OCCUPIED", params: {} }],
      }),
    ]);
    for (const table of ["participants", "alarm_plans", "alarm_points", "holidays", "participant_groups", "roles", "text_templates"])
      expect(await count(table, rollback.id)).toBe(0);
    expect(await queryRows(ctx.database.db, sql`select id from organizations where parent_id = ${rollback.id}`)).toEqual([]);
    expect(await auditRows()).toBe(audit);
  });

  it("refuses granting, through a role, authorities the importing user does not hold", async () => {
    const own = await createTestOrganization(ctx.database.db, { name: "Own roles" });
    const importer = await ctx.userWith(["IMPORT_EXPORT", "ROLE_ADMIN"], own.id);
    const plan = (
      await importInto(
        own.id,
        {
          ...structuredClone(sourceDocument),
          organizations: [],
          participants: [],
          participantGroups: [],
          holidays: [],
          textTemplates: [],
          alarmPlans: [],
          alarmPoints: [],
          alarmTemplates: [],
        },
        true,
        importer.token,
      )
    ).json<ImportPlan>();
    expect(plan.rows).toEqual([
      expect.objectContaining({
        kind: "USERGROUP",
        action: "CREATE",
        problems: [
          {
            field: "authorities",
            message: expect.stringContaining("ALARM_PANEL, ALARM_TABLE"),
            code: "CANNOT_GRANT_AUTHORITIES",
            params: { authorities: "ALARM_PANEL, ALARM_TABLE" },
          },
        ],
      }),
    ]);
  });

  it("reports an object limit as a problem of the rows past it", async () => {
    const limited = await createTestOrganization(ctx.database.db, { name: "Limited" });
    await post(`/organizations/object-limits/${limited.id}`, { limits: { PARTICIPANT: 2 } });
    const plan = (await importInto(limited.id, sourceDocument, true)).json<ImportPlan>();
    const over = plan.rows.filter((row) => row.problems.some((problem) => problem.message.includes("object limit")));
    expect(over.map((row) => row.kind)).toEqual(["PARTICIPANT"]);
    const refused = await importInto(limited.id, sourceDocument, false);
    expect(refused.statusCode).toBe(400);
    expect(await count("participants", limited.id)).toBe(0);
  });

  it("answers 404 outside the caller's subtree and treats references out of scope as unknown", async () => {
    const outside = await createTestOrganization(ctx.database.db, { name: "Outside" });
    const outsider = await ctx.userWith(["IMPORT_EXPORT", "PARTICIPANT_ADMIN", "ALARM_DEFINITION", "ORGANIZATION_ADMIN"], outside.id);
    expect((await exportOf(source.id, outsider.token)).statusCode).toBe(404);
    const aimed = await importInto(source.id, sourceDocument, true, outsider.token);
    expect(aimed.statusCode).toBe(404);
    expect(aimed.json().code).toBe("NOT_FOUND");

    // A plan naming the source's group and participant by name: they exist, but not within the outsider's scope.
    const document = {
      ...structuredClone(sourceDocument),
      organizations: [],
      participants: [],
      participantGroups: [],
      holidays: [],
      roles: [],
      textTemplates: [],
      alarmPoints: [],
      alarmTemplates: [],
      alarmPlans: [sourceDocument.alarmPlans.find((plan) => plan.name === "Fire plan")!],
    };
    const plan = (await importInto(outside.id, document, true, outsider.token)).json<ImportPlan>();
    expect(plan.rows[0]!.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("unknown participant"),
      expect.stringContaining("unknown participant group"),
    ]);
  });

  it("accepts a document past the 1 MB every other route allows", async () => {
    const padded = JSON.stringify(sourceDocument) + " ".repeat(1_500_000);
    const response = await ctx.call({
      method: "POST",
      url: `/import-export/import?orgId=${source.id}`,
      token,
      headers: { "content-type": "application/json" },
      payload: padded,
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(response.json<ImportPlan>().rows.every((row) => row.action === "UNCHANGED")).toBe(true);
    const elsewhere = await ctx.call({
      method: "POST",
      url: "/participants",
      token,
      headers: { "content-type": "application/json" },
      payload: `{}${" ".repeat(1_500_000)}`,
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it("changes a kind only for a holder of the authority its editor asks for; rows left unchanged need none", async () => {
    const importer = await ctx.userWith(["IMPORT_EXPORT"], source.id);
    const unchanged = (await importInto(source.id, sourceDocument, true, importer.token)).json<ImportPlan>();
    expect(unchanged.problems).toBe(0);

    const document = structuredClone(sourceDocument);
    document.participants[0]!.shortName = "NEW";
    document.alarmPoints[0]!.text = "Changed by someone who may not";
    const refused = await importInto(source.id, document, false, importer.token);
    expect(refused.statusCode).toBe(400);
    const rows = refused.json<{ plan: ImportPlan }>().plan.rows.filter((row) => row.problems.length > 0);
    expect(rows.map((row) => [row.kind, row.problems.map((problem) => problem.message)])).toEqual([
      ["PARTICIPANT", ["changing it needs the authority PARTICIPANT_ADMIN"]],
      ["ALARMPOINT", ["changing it needs the authority ALARM_DEFINITION"]],
    ]);
    expect((await importInto(source.id, document, true)).json<ImportPlan>().problems).toBe(0);
  });

  it("needs the IMPORT_EXPORT authority", async () => {
    const reader = await ctx.userWith(["PARTICIPANT_ADMIN", "ALARM_DEFINITION"], source.id);
    expect((await exportOf(source.id, reader.token)).statusCode).toBe(403);
    expect((await importInto(source.id, sourceDocument, true, reader.token)).statusCode).toBe(403);
  });

  it("imports 1,000 participants and 200 alarm points in one request", async () => {
    const big = await createTestOrganization(ctx.database.db, { name: "Big" });
    const document = { ...structuredClone(sourceDocument), ...bulkRows() };
    const started = performance.now();
    const response = await importInto(big.id, document, false);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
    console.info(`import of 1,000 participants and 200 alarm points: ${seconds.toFixed(1)} s (${ctx.database.kind})`);
    expect(await count("participants", big.id)).toBe(1000);
    expect(await count("alarm_points", big.id)).toBe(200);

    const again = performance.now();
    const unchanged = await importInto(big.id, document, true);
    console.info(`dry run of the same file against them: ${((performance.now() - again) / 1000).toFixed(1)} s`);
    expect(unchanged.json<ImportPlan>().totals).toEqual({
      PARTICIPANT: { create: 0, update: 0, unchanged: 1000, problems: 0 },
      ALARMPLAN: { create: 0, update: 0, unchanged: 1, problems: 0 },
      ALARMPOINT: { create: 0, update: 0, unchanged: 200, problems: 0 },
    });
  }, 120_000);
});
