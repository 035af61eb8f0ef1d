import type { DetailedReport, MonthlyReport, ReportRequest, ResponseReport } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { march, POINT_A, POINT_B, seedReportFixtures } from "../../../test/report-fixtures.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp({ timeZone: "UTC" });
let token: string;
let orgId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ orgId, token, ids } = await seedReportFixtures(ctx));
});

async function post<T>(url: string, payload: object, as = token) {
  const response = await ctx.call({ method: "POST", url, token: as, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const figures = (count: number, median: number | null, p90: number | null, mean: number | null) => ({ count, median, p90, mean });

describe("monthly report", () => {
  it("counts per month with time to accept and to end as computed by hand, and the total over every alarm", async () => {
    const report = await post<MonthlyReport>("/reports/monthly", march);
    expect(report.span).toEqual({ from: "2025-03-01T00:00:00.000Z", until: "2025-05-01T00:00:00.000Z", timeZone: "UTC" });
    expect(report.rows).toEqual([
      {
        month: "2025-03",
        group: null,
        alarms: 4,
        accepted: 3,
        byStatus: { FINISHED: 3, NOT_ACCEPTED: 1 },
        toAccept: figures(3, 20, 36, 23.3),
        toEnd: figures(4, 250, 370, 250),
      },
      {
        month: "2025-04",
        group: null,
        alarms: 3,
        accepted: 2,
        byStatus: { FAILURE: 1, FINISHED: 2 },
        toAccept: figures(2, 45, 57, 45),
        toEnd: figures(3, 120, 504, 256.7),
      },
    ]);
    expect(report.total).toEqual({
      alarms: 7,
      accepted: 5,
      byStatus: { FAILURE: 1, FINISHED: 5, NOT_ACCEPTED: 1 },
      toAccept: figures(5, 30, 52, 32),
      toEnd: figures(7, 200, 480, 252.9),
    });
  });

  it("groups by alarm point, by status and by who triggered", async () => {
    const byPoint = await post<MonthlyReport>("/reports/monthly", { ...march, grouping: "ALARM_POINT_ID" });
    expect(byPoint.rows.map((row) => [row.month, row.group, row.alarms])).toEqual([
      ["2025-03", String(POINT_A), 3],
      ["2025-03", String(POINT_B), 1],
      ["2025-04", null, 1],
      ["2025-04", String(POINT_A), 1],
      ["2025-04", String(POINT_B), 1],
    ]);
    expect(byPoint.rows[0]).toMatchObject({ toAccept: figures(2, 15, 19, 15), toEnd: figures(3, 200, 280, 200) });
    const byStatus = await post<MonthlyReport>("/reports/monthly", { ...march, grouping: "STATUS" });
    expect(byStatus.rows.map((row) => [row.month, row.group, row.alarms])).toEqual([
      ["2025-03", "FINISHED", 3],
      ["2025-03", "NOT_ACCEPTED", 1],
      ["2025-04", "FAILURE", 1],
      ["2025-04", "FINISHED", 2],
    ]);
    const byTrigger = await post<MonthlyReport>("/reports/monthly", { ...march, grouping: "TRIGGERED_BY", columnsFilter: { triggeredBy: "graf" } });
    expect(byTrigger.rows.map((row) => [row.month, row.group, row.alarms])).toEqual([["2025-03", "Grafana", 2]]);
    const finished = await post<MonthlyReport>("/reports/monthly", { ...march, grouping: "SYSTEM_ID", columnsFilter: { status: ["FINISHED"] } });
    expect(finished.total.alarms).toBe(5);
    expect(finished.rows.map((row) => row.group)).toEqual([`SYS-${POINT_A}`, `SYS-${POINT_B}`, null, `SYS-${POINT_A}`]);
  });
});

describe("detailed report", () => {
  it("lists every alarm by group then the newest first, with its recipients and answers, page by page", async () => {
    const request = { report: { ...march, grouping: "ALARM_POINT_ID" }, pageSize: 3 };
    const first = await post<DetailedReport>("/reports/detailed", request);
    expect(first).toMatchObject({ count: 7, pagesCount: 3, currentPage: 1 });
    expect(first.list.map((row) => row.id)).toEqual([ids.M1, ids.A4, ids.A3]);
    const second = await post<DetailedReport>("/reports/detailed", { ...request, currentPage: 2 });
    expect(second.list.map((row) => row.id)).toEqual([ids.A2, ids.A1, ids.B2]);
    expect(second.list[1]).toMatchObject({
      group: String(POINT_A),
      name: "Boiler",
      orgName: "Reporting site",
      status: "FINISHED",
      secondsToAccept: 10,
      secondsToEnd: 100,
      recipients: [
        { participantId: 501, name: "Jan Dvořák", status: "ACCEPTED", respondedAt: "2025-03-03T08:00:10.000Z" },
        { participantId: 502, name: "Eva Horáková", status: "NO_ANSWER", respondedAt: null },
      ],
    });
    const last = await post<DetailedReport>("/reports/detailed", { ...request, currentPage: 3 });
    expect(last.list.map((row) => row.id)).toEqual([ids.B1]);
    expect(first.list[0]).toMatchObject({ group: null, alarmPointId: null, secondsToAccept: 60 });
    const ungrouped = await post<DetailedReport>("/reports/detailed", { report: march, pageSize: 10 });
    expect(ungrouped.list.map((row) => row.id)).toEqual([ids.M1, ids.B2, ids.A4, ids.B1, ids.A3, ids.A2, ids.A1]);
  });
});

describe("response report", () => {
  it("gives time to accept per point, plan and organization, answer rates per participant and the hour of week", async () => {
    const report = await post<ResponseReport>("/reports/responses", march);
    expect(report.byAlarmPoint).toEqual([
      { alarmPointId: POINT_A, name: "Boiler", alarms: 4, toAccept: figures(3, 20, 28, 20), toEnd: figures(4, 250, 510, 300) },
      { alarmPointId: POINT_B, name: "Pump", alarms: 2, toAccept: figures(1, 40, 40, 40), toEnd: figures(2, 225, 365, 225) },
      { alarmPointId: null, name: "Manual call", alarms: 1, toAccept: figures(1, 60, 60, 60), toEnd: figures(1, 120, 120, 120) },
    ]);
    expect(report.byPlan.map((row) => [row.planId, row.name, row.alarms])).toEqual([
      [71, "Boiler plan", 4],
      [72, "Pump plan", 2],
      [null, "", 1],
    ]);
    expect(report.byOrganization).toEqual([{ orgId, name: "Reporting site", alarms: 7, toAccept: figures(5, 30, 52, 32), toEnd: figures(7, 200, 480, 252.9) }]);
    expect(report.participants).toEqual([
      { participantId: 501, name: "Jan Dvořák", alerted: 3, accepted: 2, declined: 0, unanswered: 1, answerRate: 0.667, medianSecondsToAnswer: 15 },
      { participantId: 502, name: "Eva Horáková", alerted: 2, accepted: 0, declined: 1, unanswered: 1, answerRate: 0.5, medianSecondsToAnswer: 40 },
    ]);
    const cells = report.hourOfWeek.flatMap((hours, weekday) => hours.flatMap((count, hour) => (count ? [[weekday, hour, count]] : [])));
    // Monday 08 (A1, A3), Tuesday 08 (A4) and 09 (A2), Wednesday 12 (B2), Thursday 12 (M1), Saturday 22 (B1).
    expect(cells).toEqual([
      [0, 8, 2],
      [1, 8, 1],
      [1, 9, 1],
      [2, 12, 1],
      [3, 12, 1],
      [5, 22, 1],
    ]);
  });
});

describe("report requests", () => {
  it("refuse a bad range on its field, without REPORTS, and another organization's filter as not found", async () => {
    const refusals: [ReportRequest, string, string][] = [
      [{ range: "CUSTOM", until: "2025-03-01" }, "from", "REQUIRED"],
      [{ range: "CUSTOM", from: "2025-03-10", until: "2025-03-01" }, "report.until", "END_BEFORE_START"],
      [{ range: "CUSTOM", from: "2025-02-30", until: "2025-03-01" }, "report.from", "INVALID_DATE"],
      [{ range: "CUSTOM", from: "2025-13-01", until: "2025-13-02" }, "report.from", "INVALID_DATE"],
      [{ range: "CUSTOM", from: "2020-01-01", until: "2025-03-01" }, "report.until", "TOO_LONG"],
    ];
    for (const [report, field, code] of refusals) {
      const response = await ctx.call({ method: "POST", url: "/reports/detailed", token, payload: { report } });
      expect(response.statusCode, JSON.stringify(report)).toBe(400);
      expect(response.json().details, JSON.stringify(report)).toEqual([expect.objectContaining({ field: expect.stringContaining(field), code })]);
    }
    // The same refusal on the monthly report, whose body is the report itself: the field without "report.".
    const monthly = await ctx.call({ method: "POST", url: "/reports/monthly", token, payload: { range: "CUSTOM", from: "2025-03-10", until: "2025-03-01" } });
    expect(monthly.json().details).toEqual([expect.objectContaining({ field: "until", code: "END_BEFORE_START" })]);
    const plain = (await ctx.userWith(["ALARM_TABLE"], orgId)).token;
    expect((await ctx.call({ method: "POST", url: "/reports/monthly", token: plain, payload: march })).statusCode).toBe(403);
    const elsewhere = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    const outsider = (await ctx.userWith(["REPORTS"], elsewhere.id)).token;
    expect((await post<MonthlyReport>("/reports/monthly", march, outsider)).total.alarms).toBe(0);
    const aimed = await ctx.call({ method: "POST", url: "/reports/monthly", token: outsider, payload: { ...march, organizationFilter: { orgIds: [orgId] } } });
    expect(aimed.statusCode).toBe(404);
  });

  it("read quick ranges in the server's zone: this year holds none of 2025's alarms", async () => {
    expect((await post<MonthlyReport>("/reports/monthly", { range: "THIS_YEAR" })).span.from).toBe(`${ctx.clock.now().getUTCFullYear()}-01-01T00:00:00.000Z`);
  });
});
