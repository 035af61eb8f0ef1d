import type { ConfigurationDocument, ImportPlan } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { comparable, rowsInSubtree } from "../../../test/configuration-documents.js";
import { useTestApp } from "../../../test/test-app.js";
import { documentToWorkbook, workbookToDocument, XLSX_CONTENT_TYPE } from "./workbook.js";

const ctx = useTestApp();

let token: string;
let source: { id: number };
let anna: { id: number };
let sourceDocument: ConfigurationDocument;

const call = async (method: "POST" | "PUT", url: string, payload: object, as = token) => {
  const response = await ctx.call({ method, url, token: as, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number; version: number }>();
};
const exportOf = async (orgId: number) => (await ctx.call({ method: "GET", url: `/import-export/export?orgId=${orgId}`, token })).json<ConfigurationDocument>();
const importInto = (orgId: number, document: object, dryRun: boolean, as = token) =>
  ctx.call({ method: "POST", url: `/import-export/import?orgId=${orgId}&dryRun=${dryRun}`, token: as, payload: document });
const count = (table: string, orgId: number) => rowsInSubtree(ctx.database.db, table, orgId);
const rowOf = (plan: ImportPlan, kind: string, key: string) => plan.rows.find((row) => row.kind === kind && row.key.endsWith(key));

beforeAll(async () => {
  ({ token } = await ctx.signIn("admin"));
  source = await createTestOrganization(ctx.database.db, { name: "Schedules source" });
  const orgId = source.id;
  const team = await call("POST", "/participant-rotationals", {
    name: "Nights SMS",
    orgId,
    validFrom: "2027-01-04",
    participantWeekGroups: [
      { events: [{ name: "Nights", device: { callingDeviceType: "SMS" }, dateRule: { start: "18:00", end: "06:00" } }] },
      {
        events: [
          {
            name: "Days",
            device: { callingDeviceType: "EMAIL", message: "office" },
            dateRule: { markedDays: [1, 2, 3, 4, 5], start: "06:00", end: "18:00", holiday: "NEVER_ON_HOLIDAYS" },
          },
        ],
      },
    ],
  });
  anna = await call("POST", "/participants", {
    name: "Anna",
    surname: "Novak",
    orgId,
    participantRotationalId: team.id,
    devices: [{ callingDeviceType: "SMS", address: "+420601234567" }],
  });
  const ben = await call("POST", "/participants", {
    name: "Ben",
    surname: "Brown",
    orgId,
    devices: [{ callingDeviceType: "EMAIL", address: "ben@example.org" }],
  });
  await call("PUT", `/participants/${anna.id}/calendar/update`, {
    title: "Holiday",
    kind: "REPLACEMENT",
    replacementParticipantId: ben.id,
    startDateSelected: "2027-08-02",
    endDateSelected: "2027-08-13",
    startTime: "00:00",
    endTime: "23:59",
    timeZone: "Europe/Prague",
  });
  await call("PUT", `/participants/${anna.id}/calendar/update`, {
    title: "Mondays at home",
    kind: "OTHER_DEVICE",
    deviceType: "VOICE",
    callingNumber: "+420 602 000 111",
    startDateSelected: "2027-01-04",
    startTime: "08:00",
    endTime: "12:00",
    recurring: true,
    repeatType: "WEEKLY",
    markedDays: [1],
    timeZone: "Europe/Prague",
  });
  const day = await call("POST", "/alarmplans", { name: "Day plan", orgId, ranks: [{ waitTime: 3, entries: [{ participantId: anna.id }] }] });
  const night = await call("POST", "/alarmplans", { name: "Night plan", orgId, ranks: [{ waitTime: 3, entries: [{ participantId: ben.id }] }] });
  const boiler = await call("POST", "/alarmpoints", { name: "Boiler", systemId: "BOILER-1", orgId, alarmPlanId: day.id });
  const standby = await call("POST", "/alarm-rotationals", {
    name: "Boiler standby",
    orgId,
    validFrom: "2027-01-04",
    alarmPointWeekGroups: [
      {
        events: [
          { name: "Day", alarmpointId: boiler.id, alarmplanId: day.id, dateRule: { markedDays: [1, 2, 3, 4, 5], start: "07:00", end: "18:00" } },
          { name: "Rest", alarmplanId: night.id, standard: true },
        ],
      },
    ],
  });
  await call("PUT", "/alarmpoints", {
    ...(await ctx.call({ method: "GET", url: `/alarmpoints/${boiler.id}`, token })).json(),
    rotationalCalendarId: standby.id,
  });
  await call("POST", "/alarmtemplates", { name: "Standby template", orgId, alarmPlanId: night.id, rotationalCalendarId: standby.id });
  sourceDocument = await exportOf(orgId);
});

describe("schedules in the configuration document", () => {
  it("exports team and standby schedules by week group, a participant's team schedule and private schedule, a point's standby schedule", () => {
    expect(sourceDocument.teamSchedules).toEqual([
      {
        organization: [],
        name: "Nights SMS",
        description: null,
        validFrom: "2027-01-04",
        weekGroups: [
          {
            events: [
              expect.objectContaining({
                name: "Nights",
                callingDeviceType: "SMS",
                message: null,
                dateRule: expect.objectContaining({ start: "18:00:00", end: "06:00:59" }),
              }),
            ],
          },
          {
            events: [
              expect.objectContaining({
                name: "Days",
                callingDeviceType: "EMAIL",
                message: "office",
                dateRule: expect.objectContaining({ markedDays: [1, 2, 3, 4, 5], holiday: "NEVER_ON_HOLIDAYS" }),
              }),
            ],
          },
        ],
      },
    ]);
    const annaRow = sourceDocument.participants.find((participant) => participant.name === "Anna")!;
    expect(annaRow.teamSchedule).toBe("Nights SMS");
    expect(annaRow.privateSchedule).toEqual([
      expect.objectContaining({
        title: "Holiday",
        kind: "REPLACEMENT",
        replacement: { organization: [], name: "Ben", surname: "Brown" },
        startDateSelected: "2027-08-02",
        endDateSelected: "2027-08-13",
      }),
      expect.objectContaining({
        title: "Mondays at home",
        kind: "OTHER_DEVICE",
        deviceType: "VOICE",
        callingNumber: "+420602000111",
        recurring: true,
        repeatType: "WEEKLY",
        markedDays: [1],
        replacement: null,
      }),
    ]);
    expect(sourceDocument.standbySchedules).toEqual([
      expect.objectContaining({
        name: "Boiler standby",
        weekGroups: [
          {
            events: [
              expect.objectContaining({ name: "Day", alarmPoint: { systemId: "BOILER-1" }, alarmPlan: "Day plan", standard: false }),
              expect.objectContaining({ name: "Rest", alarmPoint: null, alarmPlan: "Night plan", standard: true }),
            ],
          },
        ],
      }),
    ]);
    expect(sourceDocument.alarmPoints.find((point) => point.systemId === "BOILER-1")!.standbySchedule).toBe("Boiler standby");
    expect(sourceDocument.alarmTemplates[0]!.standbySchedule).toBe("Boiler standby");
  });

  it("round trip into an empty organization: a schedule naming a point the file creates, a point on a schedule the file creates", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "Schedules target" });
    const dry = (await importInto(target.id, sourceDocument, true)).json<ImportPlan>();
    expect(dry).toMatchObject({ problems: 0, totals: { PARTICIPANT_ROTATIONAL: { create: 1 }, ALARM_ROTATIONAL: { create: 1 }, PARTICIPANT: { create: 2 } } });
    const applied = await importInto(target.id, sourceDocument, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(comparable(await exportOf(target.id))).toEqual(comparable(sourceDocument));
    const again = (await importInto(target.id, sourceDocument, true)).json<ImportPlan>();
    expect(again.rows.filter((row) => row.action !== "UNCHANGED")).toEqual([]);
  });

  it("the workbook carries the schedules too: document → xlsx → document is the same", async () => {
    const reading = await workbookToDocument(await documentToWorkbook(sourceDocument));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.document).toEqual(sourceDocument);
  });

  it("an edited event or private entry is an UPDATE of its schedule or participant; fields the file leaves out stay as they are", async () => {
    const edited = structuredClone(sourceDocument);
    edited.standbySchedules[0]!.weekGroups[0]!.events[0]!.dateRule.end = "19:00:59";
    edited.participants.find((participant) => participant.name === "Anna")!.privateSchedule![0]!.title = "Summer holiday";
    const plan = (await importInto(source.id, edited, true)).json<ImportPlan>();
    expect(rowOf(plan, "ALARM_ROTATIONAL", "Boiler standby")).toMatchObject({ action: "UPDATE", changes: ["weekGroups"] });
    expect(rowOf(plan, "PARTICIPANT", "Anna Novak")).toMatchObject({ action: "UPDATE", changes: ["privateSchedule"] });
    expect((await importInto(source.id, edited, false)).statusCode).toBe(200);
    const after = await exportOf(source.id);
    expect(after.standbySchedules[0]!.weekGroups[0]!.events[0]!.dateRule.end).toBe("19:00:59");
    expect(after.participants.find((participant) => participant.name === "Anna")!.privateSchedule!.map((entry) => entry.title)).toEqual([
      "Summer holiday",
      "Mondays at home",
    ]);

    const without = structuredClone(after);
    for (const participant of without.participants) {
      delete participant.teamSchedule;
      delete participant.privateSchedule;
    }
    for (const point of without.alarmPoints) delete point.standbySchedule;
    const kept = (await importInto(source.id, without, false)).json<ImportPlan>();
    expect(kept.rows.filter((row) => row.action !== "UNCHANGED")).toEqual([]);
    expect(comparable(await exportOf(source.id))).toEqual(comparable(after));
    sourceDocument = after;
  });

  it("refuses unknown plans, points, schedules and replacements, and a participant replacing themselves, writing nothing", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "Schedules refused" });
    const bad = structuredClone(sourceDocument);
    bad.standbySchedules[0]!.weekGroups[0]!.events[0]!.alarmPlan = "No such plan";
    bad.standbySchedules[0]!.weekGroups[0]!.events[1]!.alarmPoint = { systemId: "NOPE" };
    const annaRow = bad.participants.find((participant) => participant.name === "Anna")!;
    annaRow.privateSchedule![0]!.replacement = { organization: [], name: "Anna", surname: "Novak" };
    annaRow.privateSchedule![1]!.markedDays = [9];
    bad.participants.find((participant) => participant.name === "Ben")!.teamSchedule = "Weekends";
    bad.alarmPoints[0]!.standbySchedule = "Unknown standby";
    const response = await importInto(target.id, bad, false);
    expect(response.statusCode).toBe(400);
    const plan = response.json<{ plan: ImportPlan }>().plan;
    const problems = plan.rows.flatMap((row) => row.problems.map((problem) => `${row.kind} ${problem.field}: ${problem.message}`));
    expect(problems).toEqual(
      expect.arrayContaining([
        'ALARM_ROTATIONAL weekGroups.0.events.0.alarmPlan: unknown alarm plan "No such plan" in this organization or above it',
        'ALARM_ROTATIONAL weekGroups.0.events.1.alarmPoint: unknown alarm point "#NOPE" in this organization or above it',
        "PARTICIPANT privateSchedule.0.replacement: A participant cannot replace themselves",
        expect.stringMatching(/^PARTICIPANT privateSchedule\.1\.markedDays/),
        'PARTICIPANT teamSchedule: unknown team media schedule "Weekends" in this organization or above it',
        'ALARMPOINT standbySchedule: unknown standby schedule "Unknown standby" in this organization or above it',
      ]),
    );
    for (const table of ["participants", "alarm_rotationals", "participant_rotationals", "alarm_points"]) expect(await count(table, target.id)).toBe(0);
  });

  it("changing a schedule needs SCHEDULE_ADMIN besides IMPORT_EXPORT", async () => {
    const role = await call("POST", "/user-groups", {
      name: "Importers without schedules",
      orgId: source.id,
      authorities: ["IMPORT_EXPORT", "PARTICIPANT_ADMIN", "ALARM_DEFINITION"],
    });
    await call("POST", "/users", { login: "sched.importer", password: "Long-enough-42!", name: "Imp", surname: "Orter", orgId: source.id, roleIds: [role.id] });
    const importer = (await ctx.signIn("sched.importer", "Long-enough-42!")).token;
    const edited = structuredClone(sourceDocument);
    edited.teamSchedules[0]!.description = "changed";
    const plan = (await importInto(source.id, edited, true, importer)).json<ImportPlan>();
    expect(rowOf(plan, "PARTICIPANT_ROTATIONAL", "Nights SMS")!.problems).toEqual([
      expect.objectContaining({ message: "changing it needs the authority SCHEDULE_ADMIN" }),
    ]);
    expect(rowOf(plan, "ALARM_ROTATIONAL", "Boiler standby")).toMatchObject({ action: "UNCHANGED", problems: [] });
  });
});

describe("an xlsx workbook with schedules", () => {
  it("imports through the API", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "Schedules workbook" });
    const response = await ctx.call({
      method: "POST",
      url: `/import-export/import?orgId=${target.id}&dryRun=false`,
      token,
      headers: { "content-type": XLSX_CONTENT_TYPE },
      payload: await documentToWorkbook(sourceDocument),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(comparable(await exportOf(target.id))).toEqual(comparable(sourceDocument));
  });
});
