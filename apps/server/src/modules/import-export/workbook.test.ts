import { type ConfigurationDocument, configurationDocument, type ImportPlan } from "@alarm/contract";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.js";
import { createTestOrganization } from "../../../test/factories.js";
import { bulkRows, comparable, rowsInSubtree } from "../../../test/configuration-documents.js";
import { useTestApp } from "../../../test/test-app.js";
import { documentToWorkbook, workbookToDocument, XLSX_CONTENT_TYPE } from "./workbook.js";

const ctx = useTestApp();

let token: string;
let source: { id: number };
let sourceDocument: ConfigurationDocument;

const post = async (url: string, payload: object) => {
  const response = await ctx.call({ method: "POST", url, token, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number }>();
};
const exportOf = (orgId: number, format = "json") => ctx.call({ method: "GET", url: `/import-export/export?orgId=${orgId}&format=${format}`, token });
const importWorkbook = (orgId: number, workbook: Buffer | string, dryRun: boolean) =>
  ctx.call({
    method: "POST",
    url: `/import-export/import?orgId=${orgId}&dryRun=${dryRun}`,
    token,
    headers: { "content-type": XLSX_CONTENT_TYPE },
    payload: workbook,
  });
const count = (table: string, orgId: number) => rowsInSubtree(ctx.database.db, table, orgId);
const readBack = async (workbook: Buffer) => {
  const reading = await workbookToDocument(workbook);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.document;
};
/** The workbook with `edit` applied, as a spreadsheet user would. */
async function edited(workbook: Buffer, edit: (book: ExcelJS.Workbook) => void) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(workbook as unknown as ExcelJS.Buffer);
  edit(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const rowWith = (sheet: ExcelJS.Worksheet, column: number, value: string) => {
  let found = 0;
  sheet.eachRow((row, number) => {
    if (!found && row.getCell(column).value === value) found = number;
  });
  return found;
};

beforeAll(async () => {
  ({ token } = await ctx.signIn("admin"));
  source = await createTestOrganization(ctx.database.db, { name: "Source" });
  const branch = await post("/organizations", { name: "Branch", parentId: source.id, timeZone: "Europe/Prague", description: "The branch office" });
  const operators = await post("/user-groups", { name: "Operators", orgId: source.id, authorities: ["ALARM_TABLE", "ALARM_PANEL"] });
  const night = await post("/user-groups", { name: "Night, weekend / holidays", orgId: branch.id, authorities: ["ALARM_TABLE"] });
  await post("/users", {
    login: "wb.alice",
    password: "Long-enough-42!",
    name: "Alice",
    surname: "Archer",
    email: "alice@example.org",
    language: "GERMAN",
    orgId: source.id,
    roleIds: [operators.id],
  });
  await post("/users", {
    login: "wb.bob",
    password: "Long-enough-42!",
    name: "Bob",
    surname: "",
    orgId: branch.id,
    roleIds: [operators.id, night.id],
    active: false,
  });
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
  const fireText = await post("/text-templates", {
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
      { waitTime: 5, entries: [{ participantGroupId: group.id }, { participantId: ben.id }] },
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
    textTemplateId: fireText.id,
  });
  await post("/alarmpoints", { name: "Door", orgId: branch.id, alarmPlanId: plan.id, icon: { name: "lock", color: "#aa0000" }, acknowledgeMode: "ONE" });
  await post("/alarmtemplates", {
    name: "Fire template",
    orgId: branch.id,
    alarmPlanId: plan.id,
    text: "Template text",
    priority: 3,
    textTemplateId: fireText.id,
  });
  await post("/alarmpoints", { name: "Manual", orgId: branch.id, alarmPointType: "MANUAL_CALL", alarmPlanId: plan.id });
  sourceDocument = (await exportOf(source.id)).json<ConfigurationDocument>();
});

describe("the configuration workbook", () => {
  it("round trip: document → xlsx → document gives the same document, every kind included", async () => {
    expect(sourceDocument.participants.flatMap((p) => p.devices)).toHaveLength(3);
    expect(sourceDocument.participantGroups[0]!.members).toHaveLength(2);
    expect(sourceDocument.users.map((user) => [user.login, user.roles.length])).toEqual([
      ["wb.alice", 1],
      ["wb.bob", 2],
    ]);
    const back = await readBack(await documentToWorkbook(sourceDocument));
    expect(back).toEqual(sourceDocument);
  });

  it("keeps names with a slash, logins as references, booleans, empty texts and lists; it always states the schedules", async () => {
    const document = configurationDocument.parse({
      format: "alarm-console-configuration",
      version: 1,
      exportedAt: "2027-01-01T00:00:00.000Z",
      organization: "Total system > A",
      organizations: [{ path: ["Sales / North"] }, { path: ["Sales / North", "Back\\slash"], timeZone: "Europe/Berlin" }],
      roles: [{ organization: ["Sales / North"], name: "Admins", authorities: ["ALARM_PANEL", "IMPORT_EXPORT"], roleNumber: 3 }],
      users: [
        {
          organization: ["Sales / North", "Back\\slash"],
          login: "dana",
          name: "Dana",
          surname: "Lee",
          email: "dana@example.org",
          active: false,
          roles: [
            { organization: ["Sales / North"], name: "Admins" },
            { organization: [], name: "A, b \\ c / d" },
          ],
        },
        { organization: [], login: "eve", name: "Eve" },
      ],
      // A workbook has the schedule columns and sheets: what a JSON document may leave out, it states (none).
      participants: [
        {
          organization: ["Sales / North", "Back\\slash"],
          name: "Dana",
          surname: "Lee",
          login: "dana",
          devices: [{ callingDeviceType: "PUSH", address: "x" }],
          teamSchedule: null,
          privateSchedule: [],
        },
      ],
      participantGroups: [{ organization: [], name: "G", members: [{ login: "dana" }, { organization: [], name: "Eve", surname: "Fox" }] }],
      holidays: [{ organization: [], title: "Day", start: "2027-05-01", end: "2027-05-02", recurring: false, active: false }],
      textTemplates: [{ organization: [], name: "T", texts: { ENGLISH: { subject: "", body: "" } } }],
      alarmPlans: [
        {
          organization: [],
          name: "P",
          skipCheckedOut: true,
          mediaUsageType: "ONE_BY_ONE",
          ranks: [{ waitTime: 0, entries: [{ participant: { login: "dana" } }, { group: "G" }] }],
        },
      ],
      alarmPoints: [
        {
          organization: [],
          name: "X",
          priority: 1,
          acknowledgeMode: "ALL",
          confirmPriority: 1,
          localAcknowledgeTime: 1,
          countRepeat: 0,
          repeatBetween: 0,
          repeatMonInterval: 0,
          instructionFiles: ["a.pdf", "b.pdf"],
          standbySchedule: null,
        },
      ],
    });
    expect(await readBack(await documentToWorkbook(document))).toEqual(document);
  });

  it("writes a bold, frozen header, column widths and drop-down lists for the enums", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await documentToWorkbook(sourceDocument)) as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      "About",
      "Organizations",
      "Roles",
      "Users",
      "Participants",
      "Devices",
      "Private schedules",
      "Team schedules",
      "Team schedule events",
      "Groups",
      "Group members",
      "Holidays",
      "Text templates",
      "Alarm plans",
      "Plan entries",
      "Alarm points",
      "Alarm templates",
      "Standby schedules",
      "Standby schedule events",
    ]);
    const devices = book.getWorksheet("Devices")!;
    expect(devices.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(devices.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(devices.getColumn(6).width).toBeGreaterThan(10);
    expect(devices.getCell("E2").dataValidation).toMatchObject({ type: "list", formulae: ['"VOICE,SMS,EMAIL,PUSH,APP"'] });
  });

  it("exports as xlsx through the API; that workbook imported into an empty organization exports the same document", async () => {
    const response = await exportOf(source.id, "xlsx");
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers["content-disposition"]).toContain(`configuration-${source.id}.xlsx`);
    const target = await createTestOrganization(ctx.database.db, { name: "Workbook target" });
    // Logins are unique in the installation: the source's users step aside, as if the target were another installation.
    await ctx.database.db.execute(sql`update users set login = login || '-moved' where org_id in (select id from org_subtree(${source.id}))`);
    const applied = await importWorkbook(target.id, response.rawPayload, false);
    expect(applied.statusCode, applied.body.slice(0, 2000)).toBe(200);
    expect(applied.json<ImportPlan>()).toMatchObject({ applied: true, problems: 0 });
    const again = (await exportOf(target.id)).json<ConfigurationDocument>();
    expect(again.organization).toBe("Total system > Workbook target");
    expect(comparable(again)).toEqual(comparable(sourceDocument));
  });

  it("imports a workbook of 1,000 participants and 200 alarm points in one request, in one transaction", async () => {
    const big = await createTestOrganization(ctx.database.db, { name: "Big workbook" });
    const document = configurationDocument.parse({ ...sourceDocument, ...bulkRows() });
    const workbook = await documentToWorkbook(document);
    const started = performance.now();
    const response = await importWorkbook(big.id, workbook, false);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
    console.info(
      `workbook import of 1,000 participants and 200 alarm points (${(workbook.length / 1024).toFixed(0)} KiB): ${seconds.toFixed(1)} s (${ctx.database.kind})`,
    );
    expect(response.json<ImportPlan>().totals).toMatchObject({ PARTICIPANT: { create: 1000 }, ALARMPOINT: { create: 200 } });
    expect(await count("participants", big.id)).toBe(1000);
    expect(await count("alarm_points", big.id)).toBe(200);
    const devices = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from participant_devices where participant_id in (select id from participants where org_id = ${big.id})`,
    );
    expect(devices[0]!.n).toBe(2000);
  }, 180_000);

  it("refuses a workbook with a bad phone number on the Devices sheet, naming the sheet and row, and changes nothing", async () => {
    const fresh = await createTestOrganization(ctx.database.db, { name: "Fresh workbook" });
    let row = 0;
    // Without users: their logins are taken by the earlier round trip.
    const workbook = await edited(await documentToWorkbook({ ...sourceDocument, users: [] }), (book) => {
      const devices = book.getWorksheet("Devices")!;
      row = rowWith(devices, 6, "+420601234567");
      devices.getRow(row).getCell(6).value = "12";
    });
    expect(row).toBeGreaterThan(1);
    const response = await importWorkbook(fresh.id, workbook, false);
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(400);
    const body = response.json<{ code: string; plan: ImportPlan; details: { field: string; message: string }[] }>();
    expect(body.code).toBe("VALIDATION");
    expect(body.details).toEqual([
      { field: `PARTICIPANT (root) / Anna Novak: Devices row ${row}, column Address (devices.0.address)`, message: expect.stringContaining("phone number") },
    ]);
    for (const table of ["participants", "alarm_plans", "alarm_points", "holidays", "participant_groups"]) expect(await count(table, fresh.id)).toBe(0);
  });

  it("refuses text in a number column of Alarm points as a problem naming sheet, row and column, and changes nothing", async () => {
    const fresh = await createTestOrganization(ctx.database.db, { name: "Fresh points" });
    const workbook = await edited(await documentToWorkbook(sourceDocument), (book) => {
      const points = book.getWorksheet("Alarm points")!;
      const priority = points.getRow(1).values as unknown[];
      points.getRow(3).getCell(priority.indexOf("Priority")).value = "high";
    });
    const response = await importWorkbook(fresh.id, workbook, false);
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      details: [{ field: "Alarm points row 3, column Priority", message: 'a whole number expected, found "high"' }],
    });
    expect(await count("participants", fresh.id)).toBe(0);
    expect(await count("alarm_points", fresh.id)).toBe(0);
  });

  it("names an unknown column and a missing sheet; a body that is not an xlsx at all is 400 too", async () => {
    const renamed = await edited(await documentToWorkbook(sourceDocument), (book) => {
      book.getWorksheet("Roles")!.getCell("B1").value = "Title";
    });
    const unknown = await importWorkbook(source.id, renamed, true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "Roles row 1, column B1 (Title)" }),
        expect.objectContaining({ field: "Roles row 1, column Name", message: "column missing" }),
      ]),
    );

    const stray = await edited(await documentToWorkbook(sourceDocument), (book) => {
      book.getWorksheet("Devices")!.addRow([null, null, "Nobody", "Here", "SMS", "+420601999999"]);
    });
    const strayAnswer = await importWorkbook(source.id, stray, true);
    expect(strayAnswer.statusCode).toBe(400);
    expect(strayAnswer.json().details).toEqual([{ field: "Devices row 5", message: expect.stringContaining("no participant") }]);

    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet("Sheet1").addRow(["hello"]);
    const notOurs = await importWorkbook(source.id, Buffer.from(await foreign.xlsx.writeBuffer()), true);
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().details[0]).toMatchObject({ field: "About row 1" });

    const garbage = await importWorkbook(source.id, "this is not a workbook", false);
    expect(garbage.statusCode, garbage.body).toBe(400);
    expect(garbage.json()).toMatchObject({ code: "VALIDATION", reason: "The file is not an xlsx workbook" });
  });
  it("is described in the OpenAPI document: an xlsx body for the import, an xlsx answer for the export", async () => {
    const openapi = (await ctx.app.inject({ method: "GET", url: "/rest/api/openapi.json" })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    const operation = openapi.paths["/rest/api/import-export/import"]!.post as {
      requestBody: { content: Record<string, unknown> };
      description: string;
      "x-authority": string;
    };
    expect(operation.requestBody.content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/ConfigurationDocumentInput" } },
      [XLSX_CONTENT_TYPE]: { schema: expect.objectContaining({ type: "string", format: "binary" }) },
    });
    expect(operation["x-authority"]).toBe("IMPORT_EXPORT");
    expect(operation.description).toContain(XLSX_CONTENT_TYPE);
    const exported = openapi.paths["/rest/api/import-export/export"]!.get as { responses: Record<string, { content: Record<string, unknown> }> };
    expect(Object.keys(exported.responses["200"]!.content)).toEqual(["application/json", XLSX_CONTENT_TYPE]);
  });
});
