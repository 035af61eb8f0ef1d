import {
  type DashboardCalls,
  type DashboardCallsByType,
  type DashboardInfo,
  DASHBOARD_PERIODS,
  type DashboardResources,
  type DashboardStatistics,
  presetLayout,
  ROLE_PRESETS,
  type Role,
  type WidgetLayout,
  type WidgetsDocument,
} from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmNotifications, alarms, organizations } from "../../db/schema/index.js";
import { foldRollup, ROLLUPS } from "../../engine/statistics/stats-rollup-job.js";
import { insertAlarm, insertNotification, insertRecipient } from "../../../test/alarm-rows.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";

// The engine stays off: its statistics job would fold the rollups at moments of its own, and the test folds them itself.
const ctx = useTestApp({ timeZone: "UTC", engine: { ...loadConfig({}).engine, enabled: false } });
const MINUTE = 60_000;
const DAY = 86_400_000;
let token: string;

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
});

const get = async <T>(url: string, as = token) => {
  const response = await ctx.call({ method: "GET", url, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

async function userWithRoleNumbers(orgId: number, ...numbers: number[]) {
  const roleIds: number[] = [];
  for (const roleNumber of numbers) {
    const response = await ctx.call({
      method: "POST",
      url: "/user-groups",
      token,
      payload: { name: `Number ${roleNumber}`, orgId, authorities: ["ALARM_TABLE"], roleNumber },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Role>().roleNumber).toBe(roleNumber);
    roleIds.push(response.json<Role>().id);
  }
  const user = await createTestUser(ctx.database.db, { orgId, roleIds, login: `numbers-${numbers.join("-")}-${Date.now()}` });
  return (await ctx.signIn(user.login)).token;
}

const layoutOf = (document: WidgetsDocument) => JSON.parse(document.widgets) as WidgetLayout;
const widgetsIn = (layout: WidgetLayout) => layout.lines.flat();

describe("widgets", () => {
  it("start as the preset of the user's role numbers, exactly as docs/domain-rules.md#defaults lists them", async () => {
    const org = await createTestOrganization(ctx.database.db);
    const expected: Record<number, string[]> = {
      5: ["SHORTCUTS"],
      6: ["LAST_ALARMS"],
      8: ["STATISTICS", "CALLS_BY_TYPE", "GENERAL_INFO", "CALLS"],
      11: ["RESOURCES"],
    };
    for (let number = 0; number <= 11; number++) {
      const document = await get<WidgetsDocument>("/widgets", await userWithRoleNumbers(org.id, number));
      expect(document.preset).toBe(true);
      const layout = layoutOf(document);
      expect(layout.lines).toHaveLength(12);
      expect(
        widgetsIn(layout).map((widget) => widget.type),
        `role number ${number}`,
      ).toEqual(expected[number] ?? []);
    }
    const shortcuts = widgetsIn(layoutOf(await get<WidgetsDocument>("/widgets", await userWithRoleNumbers(org.id, 5))))[0]!;
    expect(shortcuts.shortcuts).toEqual(["ALARM_PANEL", "ATTACHMENTS", "MONTHLY_REPORTS", "DETAILED_REPORTS", "ORGANIZATIONS"]);
    // Roles 8 and 5 together: both presets, in number order, one widget per line.
    const both = layoutOf(await get<WidgetsDocument>("/widgets", await userWithRoleNumbers(org.id, 8, 5)));
    expect(both.lines.map((line) => line.map((widget) => widget.type))).toEqual([
      ["SHORTCUTS"],
      ["STATISTICS"],
      ["CALLS_BY_TYPE"],
      ["GENERAL_INFO"],
      ["CALLS"],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(Object.keys(ROLE_PRESETS)).toEqual(["5", "6", "8", "11"]);
  });

  it("round-trip per user, refuse what is not a layout without storing it, and return to the preset", async () => {
    const admin = await get<WidgetsDocument>("/widgets");
    expect(admin).toEqual({ widgets: JSON.stringify(presetLayout([8])), preset: true });
    const arranged: WidgetLayout = {
      lines: presetLayout([8]).lines.map((_, index) =>
        index === 3
          ? [
              { id: "a", type: "RESOURCES" },
              { id: "b", type: "STATISTICS", period: "MONTH-AGO" },
            ]
          : [],
      ),
    };
    const saved = await ctx.call({ method: "PUT", url: "/widgets", token, payload: { widgets: JSON.stringify(arranged) } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await get<WidgetsDocument>("/widgets")).toEqual({ widgets: JSON.stringify(arranged), preset: false });
    // Another user still sees their own preset.
    const other = await ctx.userWith(["ALARM_TABLE"]);
    expect((await get<WidgetsDocument>("/widgets", other.token)).preset).toBe(true);

    const thirteen = { lines: [...arranged.lines, []] };
    const crowded = { lines: arranged.lines.map((line, index) => (index === 0 ? ["1", "2", "3", "4", "5"].map((id) => ({ id, type: "CALLS" })) : line)) };
    const twice = { lines: arranged.lines.map((line, index) => (index === 0 ? [{ id: "a", type: "CALLS" }] : line)) };
    for (const widgets of [
      "{not json",
      JSON.stringify(thirteen),
      JSON.stringify(crowded),
      JSON.stringify(twice),
      JSON.stringify({ lines: arranged.lines.map(() => [{ id: "x", type: "CLOCK" }]) }),
      "x".repeat(20_001),
    ]) {
      const refused = await ctx.call({ method: "PUT", url: "/widgets", token, payload: { widgets } });
      expect(refused.statusCode, widgets.slice(0, 40)).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect((await get<WidgetsDocument>("/widgets")).widgets).toBe(JSON.stringify(arranged));

    const reset = await ctx.call({ method: "PUT", url: "/widgets", token, payload: { widgets: null } });
    expect(reset.json()).toEqual(admin);
  });
});

describe("dashboard figures", () => {
  it.each(["UTC", "Asia/Tokyo", "America/New_York"])(
    "count the alarms and messages of each period from the rollups, exactly, before and after folding (%s)",
    async (timeZone) => {
      const org = await createTestOrganization(ctx.database.db, { name: `Figures ${timeZone}` });
      await ctx.database.db.update(organizations).set({ timeZone }).where(eq(organizations.id, org.id));
      const viewer = (await ctx.userWith(["ALARM_TABLE"], org.id)).token;
      const now = ctx.clock.now().getTime();
      const midnight = now - (now % DAY);
      // Triggered at: today, yesterday, 5, 12, 25, 45 and 70 days ago; accepted after 30 s, ended after 10 min.
      const instants = [0, 1, 5, 12, 25, 45, 70].map((days) => new Date(midnight - days * DAY + 7 * MINUTE));
      for (const [index, triggeredAt] of instants.entries()) {
        const accepted = index % 2 === 0;
        const id = await insertAlarm(ctx.database.db, {
          orgId: org.id,
          triggeredAt,
          status: accepted ? "FINISHED" : "NOT_ACCEPTED",
          firstAcceptedAt: accepted ? new Date(triggeredAt.getTime() + 30_000) : null,
          endedAt: new Date(triggeredAt.getTime() + 10 * MINUTE),
        });
        const recipient = await insertRecipient(ctx.database.db, id, { participantId: 1, name: "Jan" });
        await insertNotification(ctx.database.db, id, recipient, {
          participantId: 1,
          address: "a@b.c",
          deviceType: "SMS",
          status: "DELIVERED",
          createdAt: triggeredAt,
        });
        await insertNotification(ctx.database.db, id, recipient, {
          participantId: 1,
          address: "a@b.c",
          deviceType: "EMAIL",
          status: "FAILED",
          createdAt: triggeredAt,
        });
      }
      const expectations = async () => {
        for (const period of DASHBOARD_PERIODS) {
          const statistics = await get<DashboardStatistics>(`/dashboard/statistics/${period}`, viewer);
          const inside = instants
            .map((at, index) => ({ at, accepted: index % 2 === 0 }))
            .filter(({ at }) => at >= new Date(statistics.from) && at < new Date(statistics.until));
          const accepted = inside.filter((alarm) => alarm.accepted).length;
          expect(statistics, period).toMatchObject({
            period,
            alarms: inside.length,
            accepted,
            ended: inside.length,
            meanSecondsToAccept: accepted ? 30 : null,
            meanSecondsToEnd: inside.length ? 600 : null,
          });
          const byStatus = Object.fromEntries(statistics.byStatus.map((entry) => [entry.status, entry.count]));
          expect(byStatus).toEqual({
            ...(accepted ? { FINISHED: accepted } : {}),
            ...(inside.length - accepted ? { NOT_ACCEPTED: inside.length - accepted } : {}),
          });

          const typed = await get<DashboardCallsByType>(`/dashboard/calls-typed/${period}`, viewer);
          expect(typed.byType, period).toEqual(
            inside.length
              ? [
                  { deviceType: "EMAIL", total: inside.length, delivered: 0, failed: inside.length },
                  { deviceType: "SMS", total: inside.length, delivered: inside.length, failed: 0 },
                ]
              : [],
          );
          const calls = await get<DashboardCalls>(`/dashboard/calls/${period}`, viewer);
          expect(calls.bucket).toBe(period === "TODAY" ? "HOUR" : "DAY");
          expect(calls.points.length, period).toBe(period === "TODAY" ? 24 : Math.round((Date.parse(calls.until) - Date.parse(calls.from)) / DAY));
          expect(calls.points.reduce((sum, point) => sum + point.total, 0)).toBe(2 * inside.length);
          // Each message in the bucket (local hour or day) it was sent in.
          const bucketEnds = [...calls.points.slice(1).map((point) => new Date(point.at)), new Date(calls.until)];
          expect(
            calls.points.map((point) => point.total),
            period,
          ).toEqual(calls.points.map((point, index) => 2 * inside.filter(({ at }) => at >= new Date(point.at) && at < bucketEnds[index]!).length));
          expect(calls.points.reduce((sum, point) => sum + point.failed, 0)).toBe(inside.length);
        }
      };
      await expectations();
      for (const rollup of ROLLUPS) expect(await foldRollup(ctx.database.db, rollup)).toBeGreaterThan(0);
      await expectations();
      // Appended after the fold: read from the hourly rows not folded yet, beside the daily ones.
      await insertAlarm(ctx.database.db, {
        orgId: org.id,
        triggeredAt: instants[3]!,
        status: "FINISHED",
        firstAcceptedAt: new Date(instants[3]!.getTime() + 30_000),
        endedAt: new Date(instants[3]!.getTime() + 10 * MINUTE),
      });
      instants.push(instants[3]!);
      const month = await get<DashboardStatistics>("/dashboard/statistics/MONTH-AGO", viewer);
      expect(month.alarms).toBe(instants.filter((at) => at >= new Date(month.from) && at < new Date(month.until)).length);
    },
  );

  it("follow an alarm's status as it changes, and a message as it is delivered", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Changes" });
    const viewer = (await ctx.userWith(["REPORTS"], org.id)).token;
    const triggeredAt = ctx.clock.now();
    const id = await insertAlarm(ctx.database.db, { orgId: org.id, triggeredAt, status: "PROCESSING" });
    const recipient = await insertRecipient(ctx.database.db, id, { participantId: 1, name: "Eva" });
    const message = await insertNotification(ctx.database.db, id, recipient, {
      participantId: 1,
      address: "+420601234567",
      deviceType: "VOICE",
      status: "SENDING",
      createdAt: triggeredAt,
    });
    expect((await get<DashboardStatistics>("/dashboard/statistics/TODAY", viewer)).byStatus).toEqual([{ status: "PROCESSING", count: 1 }]);

    await ctx.database.db
      .update(alarms)
      .set({ status: "ACCEPTED", firstAcceptedAt: new Date(triggeredAt.getTime() + 45_000) })
      .where(eq(alarms.id, id));
    await ctx.database.db.update(alarmNotifications).set({ status: "DELIVERED" }).where(eq(alarmNotifications.id, message));
    await ctx.database.db
      .update(alarms)
      .set({ status: "FINISHED", endedAt: new Date(triggeredAt.getTime() + 90_000) })
      .where(eq(alarms.id, id));
    expect(await get<DashboardStatistics>("/dashboard/statistics/TODAY", viewer)).toMatchObject({
      alarms: 1,
      byStatus: [{ status: "FINISHED", count: 1 }],
      accepted: 1,
      meanSecondsToAccept: 45,
      meanSecondsToEnd: 90,
    });
    // An e-mail has no delivery report: handed over (SENT) counts as delivered, until a bounce makes it FAILED.
    const email = await insertNotification(ctx.database.db, id, recipient, {
      participantId: 1,
      address: "eva@example.org",
      deviceType: "EMAIL",
      status: "SENDING",
      createdAt: triggeredAt,
    });
    await ctx.database.db.update(alarmNotifications).set({ status: "SENT" }).where(eq(alarmNotifications.id, email));
    expect((await get<DashboardCallsByType>("/dashboard/calls-typed/TODAY", viewer)).byType).toEqual([
      { deviceType: "EMAIL", total: 1, delivered: 1, failed: 0 },
      { deviceType: "VOICE", total: 1, delivered: 1, failed: 0 },
    ]);
    await ctx.database.db.update(alarmNotifications).set({ status: "FAILED" }).where(eq(alarmNotifications.id, email));
    expect((await get<DashboardCallsByType>("/dashboard/calls-typed/TODAY", viewer)).byType[0]).toEqual({
      deviceType: "EMAIL",
      total: 1,
      delivered: 0,
      failed: 1,
    });
    // Sends recorded in one statement, each as it went (the engine writes them in batches); one not yet.
    const batch = [];
    for (const address of ["a@example.org", "b@example.org", "c@example.org", "d@example.org"])
      batch.push(
        await insertNotification(ctx.database.db, id, recipient, { participantId: 1, address, deviceType: "EMAIL", status: "SENDING", createdAt: triggeredAt }),
      );
    await ctx.database.db.execute(sql`update alarm_notifications set status = case id when ${batch[0]} then 'SENT' when ${batch[1]} then 'DELIVERED'
        when ${batch[2]} then 'FAILED' else status end where id = any(${`{${batch.join(",")}}`}::bigint[])`);
    expect((await get<DashboardCallsByType>("/dashboard/calls-typed/TODAY", viewer)).byType[0]).toEqual({
      deviceType: "EMAIL",
      total: 5,
      delivered: 2,
      failed: 2,
    });
  });

  it("show only the caller's organization and those below it", async () => {
    const parent = await createTestOrganization(ctx.database.db, { name: "Region" });
    const child = await createTestOrganization(ctx.database.db, { name: "Site", parentId: parent.id });
    const sibling = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    for (const orgId of [parent.id, child.id, child.id, sibling.id]) await insertAlarm(ctx.database.db, { orgId, triggeredAt: ctx.clock.now() });
    const count = async (orgId: number) =>
      (await get<DashboardStatistics>("/dashboard/statistics/TODAY", (await ctx.userWith(["ALARM_TABLE"], orgId)).token)).alarms;
    expect([await count(parent.id), await count(child.id), await count(sibling.id)]).toEqual([3, 2, 1]);
    const info = await get<DashboardInfo>("/dashboard", (await ctx.userWith([], parent.id)).token);
    expect(info).toMatchObject({ organizations: 1, openAlarms: 3, alarmsNeedingAttention: 0, timeZone: "UTC", version: "1.0.0" });
  });

  it("refuse alarm figures without ALARM_TABLE or REPORTS, resources without SYSTEM_TABLES, and an unknown period", async () => {
    const plain = (await ctx.userWith(["ALARM_PANEL"])).token;
    for (const url of ["/dashboard/statistics/TODAY", "/dashboard/calls-typed/TODAY", "/dashboard/calls/TODAY", "/dashboard/resources"]) {
      expect((await ctx.call({ method: "GET", url, token: plain })).statusCode, url).toBe(403);
    }
    expect((await ctx.call({ method: "GET", url: "/dashboard/statistics/YEAR", token })).statusCode).toBe(400);
    expect((await ctx.call({ method: "GET", url: "/dashboard", token: plain })).statusCode).toBe(200);
  });

  it("read the host's memory, disk and CPU for holders of SYSTEM_TABLES", async () => {
    const resources = await get<DashboardResources>("/dashboard/resources", (await ctx.userWith(["SYSTEM_TABLES"])).token);
    expect(resources.memoryUsage.total).toBeGreaterThan(resources.memoryUsage.used);
    expect(resources.diskUsage.total).toBeGreaterThan(0);
    expect(resources.processMemory).toBeGreaterThan(10_000_000);
    expect(resources.cpuTimeSeconds).toBeGreaterThan(0);
    for (const percent of [resources.memoryUsage.percent, resources.diskUsage.percent, resources.systemCpuLoad]) expect(percent).toBeGreaterThanOrEqual(0);
    expect(resources.systemCpuLoad).toBeLessThanOrEqual(100);
    expect(resources.cores).toBeGreaterThan(0);
    expect(resources.channels.map((channel) => [channel.deviceType, channel.transport])).toEqual([
      ["EMAIL", "SMTP"],
      ["SMS", "HTTP_GATEWAY"],
      ["VOICE", "HTTP_GATEWAY"],
      ["PUSH", "WEB_PUSH"],
      ["APP", "CONSOLE"],
    ]);
    // A branch's technical administrator does not read the installation's host.
    const branch = await createTestOrganization(ctx.database.db, { name: "Branch" });
    const branchUser = (await ctx.userWith(["SYSTEM_TABLES"], branch.id)).token;
    expect((await ctx.call({ method: "GET", url: "/dashboard/resources", token: branchUser })).statusCode).toBe(403);
  });
});
