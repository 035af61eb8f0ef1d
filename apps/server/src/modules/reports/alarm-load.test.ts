import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { AlarmLoadReport, AlarmLoadRequest } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger } from "../../../test/alarm-fixtures.js";
import { insertAlarm } from "../../../test/alarm-rows.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";
import { queryRows } from "../../db/database.js";

// The engine stays off: the alarms keep the times and answers the test writes, and nothing alerts. Chatter
// folding is on (3 alarms of a point within a minute), so that a point's repeats fold into its open alarm.
const ctx = useTestApp({ timeZone: "UTC", chatterAlarms: 3, engine: { ...loadConfig({}).engine, enabled: false } });
const DAY = "2025-03-03";
const request: AlarmLoadRequest = { range: "CUSTOM", from: DAY, until: DAY };
const at = (time: string, day = DAY) => new Date(`${day}T${time}Z`);
const plus = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

let admin: string;
let token: string;
let orgId: number;
/** P[1] … P[12]: the alarm points, in the order they were made (their ids ascend). */
const P: number[] = [];
const alarmAt = new Map<number, Date>();

const set = (id: number, columns: SQL) => ctx.database.db.execute(sql`update alarms set ${columns} where id = ${id}`);

/** A new alarm of the point, ended at once unless kept open: a trigger of a chattering point whose alarm is open repeats that alarm. */
async function raise(point: number, time: Date, keepOpen = false) {
  const { id } = await trigger(ctx.call, admin, { alarmPointId: P[point] });
  expect(alarmAt.has(id)).toBe(false);
  alarmAt.set(id, time);
  if (!keepOpen) await set(id, sql`ended_at = now()`);
  return id;
}

/**
 * One day of 35 alarms of 12 points, raised through the trigger API and then moved to their times:
 * two floods back to back (12 alarms from 08:00, 11 from 08:10), a point raising 3 alarms within a
 * minute, another whose alarm repeats twice within a minute, a point raising 8 alarms, two stale
 * alarms, priorities 2/5/28 over the bands, five accepted alarms. A manual call and an alarm of the
 * next day do not count.
 */
beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  orgId = (await createTestOrganization(ctx.database.db, { name: "Load site" })).id;
  token = (await ctx.userWith(["REPORTS"], orgId)).token;
  const participant = await createParticipant(ctx.call, admin, { orgId, devices: [{ type: "EMAIL", address: "load@alarm.test" }] });
  for (let index = 1; index <= 12; index++) P[index] = await createAlarmPoint(ctx.call, admin, { orgId, ranks: [{ participantIds: [participant.id] }] });

  for (let k = 0; k < 12; k++) await raise(k + 1, plus(at("08:00:00"), 45 * k));
  for (let k = 0; k < 11; k++) {
    // Point 4's second alarm comes while it is shelved: recorded INACTIVE, alerting nobody, and still an alarm of the load.
    if (k === 3)
      expect(
        (await ctx.call({ method: "PUT", url: `/alarmpoints/${P[4]}/shelving`, token: admin, payload: { minutes: 30, reason: "Works" } })).statusCode,
      ).toBe(200);
    const id = await raise(k + 1, plus(at("08:10:00"), 50 * k));
    if (k === 3) {
      expect((await ctx.call({ method: "DELETE", url: `/alarmpoints/${P[4]}/shelving`, token: admin })).statusCode).toBe(200);
      const [row] = await queryRows<{ status: string }>(ctx.database.db, sql`select status from alarms where id = ${id}`);
      expect(row?.status).toBe("INACTIVE");
    }
  }
  const chatter = [];
  for (const time of ["12:00:00", "12:00:20", "12:00:40"]) chatter.push(await raise(12, at(time)));
  // Point 11 (its third alarm within the minute) is triggered twice more while its alarm is open: two repeats folded
  // into that alarm, moved to 10 and 30 seconds after it.
  const repeated = await raise(11, at("14:00:00"), true);
  for (let count = 1; count <= 2; count++) expect(await trigger(ctx.call, admin, { alarmPointId: P[11] })).toMatchObject({ id: repeated });
  await ctx.database.db.execute(
    sql`update alarm_history set at = ${at("14:00:00").toISOString()}::timestamptz + (interval '20 seconds' * (select count(*) from alarm_history older where older.alarm_id = alarm_history.alarm_id and older.kind = 'REPEATED' and older.id < alarm_history.id) + interval '10 seconds')
         where alarm_id = ${repeated} and kind = 'REPEATED'`,
  );
  await set(repeated, sql`ended_at = now(), last_repeated_at = ${at("14:00:30").toISOString()}::timestamptz`);
  const busy = [];
  for (const time of ["01:00:00", "03:00:00", "05:00:00", "16:00:00", "18:00:00", "20:00:00"]) busy.push(await raise(1, at(time)));
  const endedLate = await raise(2, at("02:00:00"));
  const stillOpen = await raise(3, at("06:00:00"));
  const nextDay = await raise(1, at("00:00:00", "2025-03-04"));

  // Every alarm at its time, ended 5 minutes later, of low priority, not accepted.
  await Promise.all(
    [...alarmAt].map(([id, time]) =>
      set(
        id,
        sql`triggered_at = ${time.toISOString()}::timestamptz, ended_at = ${plus(time, 300).toISOString()}::timestamptz, priority = 8, first_accepted_at = null`,
      ),
    ),
  );
  await set(endedLate, sql`ended_at = ${plus(at("02:00:00"), 25 * 3600).toISOString()}::timestamptz, priority = 2`);
  await set(stillOpen, sql`ended_at = null, priority = 1`);
  for (const id of [...chatter, repeated, busy[0]!]) await set(id, sql`priority = 5`);
  for (const [index, seconds] of [60, 120, 240, 600, 900].entries())
    await set(busy[index]!, sql`first_accepted_at = ${plus(alarmAt.get(busy[index]!)!, seconds).toISOString()}::timestamptz`);
  await insertAlarm(ctx.database.db, { orgId, name: "Manual call", kind: "MANUAL_CALL", triggeredAt: at("08:05:00"), endedAt: at("08:06:00") });
  expect(alarmAt.get(nextDay)).toEqual(at("00:00:00", "2025-03-04"));
});

async function post<T>(url: string, payload: object, as = token) {
  const response = await ctx.call({ method: "POST", url, token: as, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const figure = (value: number | null, target: number, comparison: "AT_MOST" | "BELOW", meets: boolean | null) => ({ value, target, comparison, meets });

describe("alarm load report", () => {
  it("measures each figure of the day against its target, as computed by hand", async () => {
    const report = await post<AlarmLoadReport>("/reports/alarm-load", request);
    expect(report.span).toEqual({ from: "2025-03-03T00:00:00.000Z", until: "2025-03-04T00:00:00.000Z", timeZone: "UTC" });
    expect(report.measuredUntil).toBe("2025-03-04T00:00:00.000Z");
    // Flood protection is off in the tests (FLOOD_ALARMS 0): the report measures ISA-18.2's flood.
    expect(report.flood).toEqual({ alarms: 10, windowSeconds: 600 });
    expect(report.alarms).toBe(35);
    expect(report.figures).toEqual({
      // 35 alarms over 144 periods of 10 minutes and 24 hours.
      averagePer10Minutes: figure(0.24, 1, "AT_MOST", true),
      averagePerHour: figure(1.46, 6, "AT_MOST", true),
      peakPer10Minutes: figure(12, 10, "AT_MOST", false),
      // 2 of 144 periods in flood.
      floodPercent: figure(1.4, 1, "BELOW", false),
      // 8 + 4 + 3 + 3 + 3 + 5 × 2 of 35.
      topTenPercent: figure(88.6, 20, "BELOW", false),
      chatteringPoints: figure(2, 0, "AT_MOST", false),
      staleAlarms: figure(2, 5, "AT_MOST", true),
      medianSecondsToAccept: figure(240, 300, "AT_MOST", true),
    });
    expect(report.peaks).toEqual({
      tenMinutes: { alarms: 12, start: "2025-03-03T08:00:00.000Z" },
      hour: { alarms: 23, start: "2025-03-03T08:00:00.000Z" },
    });
    expect(report.floods).toEqual({
      periods: 144,
      periodsInFlood: 2,
      episodeCount: 1,
      episodes: [{ start: "2025-03-03T08:00:00.000Z", end: "2025-03-03T08:20:00.000Z", alarms: 23, peakAlarms: 12 }],
    });
    expect(report.badActors.map((point) => [point.alarmPointId, point.alarms, point.percent])).toEqual([
      [P[1], 8, 22.9],
      [P[12], 4, 11.4],
      [P[2], 3, 8.6],
      [P[3], 3, 8.6],
      [P[11], 3, 8.6],
      ...[4, 5, 6, 7, 8].map((index) => [P[index], 2, 5.7]),
    ]);
    expect(report.badActors[0]!.name).toMatch(/^Point \d+$/);
    // Point 11: two alarms in the floods, one at 14:00 and its two repeats; point 12: one in the flood and three within 40 seconds.
    expect(report.chattering).toEqual([
      { alarmPointId: P[11], name: expect.any(String), mostInAMinute: 3, events: 5 },
      { alarmPointId: P[12], name: expect.any(String), mostInAMinute: 3, events: 4 },
    ]);
    expect(report.stale.map(({ alarmPointId, triggeredAt, endedAt }) => [alarmPointId, triggeredAt, endedAt])).toEqual([
      [P[3], "2025-03-03T06:00:00.000Z", null],
      [P[2], "2025-03-03T02:00:00.000Z", "2025-03-04T03:00:00.000Z"],
    ]);
    expect(report.stale[1]!.hoursOpen).toBe(25);
    expect(report.priorities).toEqual([
      { band: "HIGH", alarms: 2, percent: 5.7, guidePercent: 5, meets: false },
      { band: "MEDIUM", alarms: 5, percent: 14.3, guidePercent: 15, meets: true },
      { band: "LOW", alarms: 28, percent: 80, guidePercent: 80, meets: true },
    ]);
    // Accepted after 60, 120, 240, 600 and 900 s: p90 at position 3.6 of the sorted five.
    expect(report.toAccept).toEqual({ count: 5, median: 240, p90: 780, mean: 384 });
    expect(report.series.start).toBe(report.span.from);
    expect(report.series.bucketSeconds).toBe(600);
    expect(report.series.alarms).toHaveLength(144);
    expect(report.series.alarms.reduce((sum, alarms) => sum + alarms, 0)).toBe(35);
    expect([report.series.alarms[48], report.series.alarms[49], report.series.alarms[50]]).toEqual([12, 11, 0]);
    expect(report.series.busiest).toEqual(report.series.alarms);
  });

  it("charts a longer span per hour, with the busiest 10 minutes of each hour", async () => {
    const report = await post<AlarmLoadReport>("/reports/alarm-load", { range: "CUSTOM", from: "2025-03-01", until: "2025-03-07" });
    expect(report.alarms).toBe(36);
    expect(report.series.bucketSeconds).toBe(3600);
    expect(report.series.alarms).toHaveLength(7 * 24);
    // 3 March 08:00 is the 56th hour of the span.
    expect([report.series.alarms[56], report.series.busiest[56]]).toEqual([23, 12]);
    expect(report.figures.averagePerHour.value).toBe(0.21);
  });

  it("is refused without REPORTS, and an outsider neither sees the alarms nor can aim at the organization", async () => {
    const plain = (await ctx.userWith(["ALARM_TABLE"], orgId)).token;
    expect((await ctx.call({ method: "POST", url: "/reports/alarm-load", token: plain, payload: request })).statusCode).toBe(403);
    const elsewhere = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    const outsider = (await ctx.userWith(["REPORTS"], elsewhere.id)).token;
    const own = await post<AlarmLoadReport>("/reports/alarm-load", request, outsider);
    expect(own.alarms).toBe(0);
    expect(own.figures.medianSecondsToAccept).toEqual(figure(null, 300, "AT_MOST", null));
    expect(own.figures.topTenPercent.meets).toBeNull();
    const aimed = await ctx.call({
      method: "POST",
      url: "/reports/alarm-load",
      token: outsider,
      payload: { ...request, organizationFilter: { orgIds: [orgId] } },
    });
    expect(aimed.statusCode).toBe(404);
    // The total system sees the organization's alarms when it names it.
    expect((await post<AlarmLoadReport>("/reports/alarm-load", { ...request, organizationFilter: { orgIds: [orgId] } }, admin)).alarms).toBe(35);
    const bad = await ctx.call({ method: "POST", url: "/reports/alarm-load", token, payload: { range: "CUSTOM", from: DAY } });
    expect(bad.json()).toMatchObject({ code: "VALIDATION", details: [expect.objectContaining({ field: "until", code: "REQUIRED" })] });
  });
});

describe("alarm load files", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "alarm-load-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const download = async (format: "EXCEL_ALARM_LOAD" | "PDF_ALARM_LOAD", language = "ENGLISH") => {
    const response = await ctx.call({ method: "POST", url: "/reports/export", token, payload: { report: request, format, language } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["x-report-alarms"]).toBe("35");
    return response;
  };

  it("Excel: the heading and the figures on the first sheet, each list on a sheet of its own", async () => {
    const response = await download("EXCEL_ALARM_LOAD");
    expect(response.headers["content-disposition"]).toContain("alarm-load_2025-03-03_2025-03-03.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      "Figures and targets",
      "Floods",
      "Bad actors",
      "Chattering alarm points",
      "Stale alarms",
      "Priorities",
    ]);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(["Alarm load report"]);
    expect(rows.map((row) => row.join(" | "))).not.toContain("Grouping | None");
    expect(rows).toContainEqual(["Alarms in the busiest 10 minutes", 12, "≤ 10", "Not met", "from 03.03.2025 08:00"]);
    expect(rows).toContainEqual(["Median time to accept", 240, "≤ 300 s", "Met", "90th percentile 780 s, 5 accepted"]);
    const floods: unknown[][] = [];
    book.worksheets[1]!.eachRow((row) => floods.push((row.values as unknown[]).slice(1)));
    expect(floods).toEqual([
      ["Start", "End", "Alarms", "Busiest period"],
      [new Date("2025-03-03T08:00:00Z"), new Date("2025-03-03T08:20:00Z"), 23, 12],
    ]);
  });

  it("PDF: every table under its title, in the reader's language", async () => {
    const response = await download("PDF_ALARM_LOAD", "GERMAN");
    const file = join(folder, "load.pdf");
    await writeFile(file, response.rawPayload);
    const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
    const text = stdout.replace(/\s+/g, " ");
    for (const title of [
      "Alarmlastbericht",
      "Kennzahlen und Zielwerte",
      "Alarmfluten",
      "Häufigste Alarmpunkte",
      "Flatternde Alarmpunkte",
      "Stehende Alarme",
      "Prioritäten",
    ])
      expect(text).toContain(title);
    expect(text).toContain("Zeit in Alarmflut 1,4 < 1 % Nicht erfüllt 2 von 144 Zeiträumen zu 10 min");
    expect(text).toContain("Flatternde Alarmpunkte 2 keine Nicht erfüllt");
    expect(text).toContain("Hoch (1–3) 2 5,7 5 Nicht erfüllt");
  });
});
