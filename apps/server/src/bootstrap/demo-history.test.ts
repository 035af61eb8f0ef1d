import { alarmDetails, alarmList, HISTORY_KINDS, phrase } from "@alarm/contract";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database.js";
import { useTestApp } from "../../test/test-app.js";
import { TEST_PASSWORD } from "../../test/factories.js";
import type { Executor } from "../db/database.js";
import { alarmHistory, alarmNotifications, alarmPoints, alarmRecipients, alarms } from "../db/schema/index.js";
import { DEMO_PASSWORD, seedDemoData } from "./demo-data.js";
import { prepareFirstStart } from "./first-start.js";
import { HISTORY_DAYS } from "./demo-history.js";

const ctx = useTestApp({ demoData: true });
const DAY = 86_400_000;

async function stored(db: Executor) {
  return {
    alarms: await db.select().from(alarms).orderBy(asc(alarms.id)),
    recipients: await db.select().from(alarmRecipients).orderBy(asc(alarmRecipients.id)),
    messages: await db.select().from(alarmNotifications).orderBy(asc(alarmNotifications.id)),
    history: await db.select().from(alarmHistory).orderBy(asc(alarmHistory.id)),
  };
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});
const ms = (value: Date | null | undefined) => value?.getTime() ?? null;
function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe("the demo's month of alarm history", () => {
  it("spans the last month, mostly handled alarms and a few of every other ending, raised by people and by other systems", async () => {
    const { alarms: rows } = await stored(ctx.database.db);
    const now = Date.now();
    expect(rows.length).toBeGreaterThan(250);
    expect(rows.length).toBeLessThan(700);
    const oldest = Math.min(...rows.map((row) => row.triggeredAt.getTime()));
    expect(now - oldest).toBeGreaterThan((HISTORY_DAYS - 1) * DAY);
    expect(now - oldest).toBeLessThan((HISTORY_DAYS + 2) * DAY);
    // Every one of the last 30 days has alarms.
    const days = new Set(rows.map((row) => Math.floor((now - row.triggeredAt.getTime()) / DAY)));
    for (let day = 1; day < HISTORY_DAYS; day++) expect(days.has(day), `${day} days ago`).toBe(true);

    const statuses = countBy(rows, (row) => row.status);
    expect(statuses.FINISHED! / rows.length).toBeGreaterThan(0.7);
    for (const status of ["NOT_ACCEPTED", "FAILURE", "CANCELED", "INACTIVE", "INTERRUPTED"]) expect(statuses[status], status).toBeGreaterThan(0);
    // Today: one alarm waits for its acknowledgement, one nurse call ended a little while ago.
    expect(rows.filter((row) => row.endedAt === null)).toEqual([expect.objectContaining({ status: "ACCEPTED", name: "Emergency power on" })]);
    expect(rows.some((row) => row.name === "Nurse emergency call" && row.endedAt && now - row.endedAt.getTime() < 3 * 3_600_000)).toBe(true);

    const triggeredBy = new Set(rows.map((row) => row.triggeredBy));
    for (const who of ["operator", "dispatcher", "admin", "Alertmanager", "Grafana", "Ward 3 nurse call", "Fire panel station 1"])
      expect(triggeredBy.has(who), who).toBe(true);
    for (const row of rows.filter((each) => each.triggeredByUserId === null)) expect(row.source?.keyName, `alarm ${row.id}`).toBe(row.triggeredBy);
  });

  it("files each alarm under its point's organization with the plan copied as the engine copies it", async () => {
    const db = ctx.database.db;
    const points = new Map((await db.select().from(alarmPoints)).map((point) => [point.id, point]));
    const { alarms: rows } = await stored(db);
    for (const row of rows) {
      const point = points.get(row.alarmPointId!)!;
      expect(row.orgId, `alarm ${row.id}`).toBe(point.orgId);
      expect(row.plan.planId, `alarm ${row.id}`).toBeTypeOf("number");
      expect(row.plan.ranks.length).toBeGreaterThan(0);
      // The fire station's standby schedule puts one of two plans in force; the others keep their own.
      if (point.rotationalCalendarId === null || row.status === "INACTIVE") expect(row.plan.planId).toBe(point.alarmPlanId);
      expect(row.nextStepAt).toBeNull();
    }
  });

  it("gives every alarm that reached someone recipients, messages and a timeline that agree", async () => {
    const { alarms: rows, recipients, messages, history } = await stored(ctx.database.db);
    const recipientsOf = groupBy(recipients, (recipient) => recipient.alarmId);
    const messagesOf = groupBy(messages, (message) => message.alarmId);
    const historyOf = groupBy(history, (entry) => entry.alarmId);
    for (const alarm of rows) {
      const label = `alarm ${alarm.id} (${alarm.status})`;
      const triggered = alarm.triggeredAt.getTime();
      const ended = ms(alarm.endedAt) ?? Date.now();
      const timeline = historyOf.get(alarm.id) ?? [];
      expect(timeline.find((entry) => entry.kind !== "PLAN_CHOSEN")?.kind, label).toBe("TRIGGERED");
      // The details view reads the timeline by id: it is in the order things happened.
      timeline.forEach((entry, index) => index > 0 && expect(entry.at.getTime(), label).toBeGreaterThanOrEqual(timeline[index - 1]!.at.getTime()));
      for (const entry of timeline) {
        expect(HISTORY_KINDS, label).toContain(entry.kind);
        if (entry.phrase) phrase.parse(entry.phrase);
      }
      if (alarm.endedAt) {
        expect(ended).toBeGreaterThanOrEqual(triggered);
        expect(timeline.filter((entry) => entry.status !== null).at(-1)?.status, label).toBe(alarm.status);
      }
      if (alarm.status === "INACTIVE" || alarm.status === "CANCELED") {
        expect(recipientsOf.get(alarm.id), label).toBeUndefined();
        continue;
      }
      const people = recipientsOf.get(alarm.id) ?? [];
      const sent = messagesOf.get(alarm.id) ?? [];
      expect(people.length, label).toBeGreaterThan(0);
      expect(sent.length, label).toBeGreaterThan(0);
      const accepted = people.filter((person) => person.status === "ACCEPTED");
      expect(alarm.acceptedCount, label).toBe(accepted.length);
      expect(ms(alarm.firstAcceptedAt), label).toBe(accepted.length ? Math.min(...accepted.map((person) => person.respondedAt!.getTime())) : null);
      for (const person of people) {
        expect(["NOTIFIED", "ACCEPTED", "DECLINED", "NO_ANSWER", "UNREACHABLE"], label).toContain(person.status);
        if (person.status === "ACCEPTED" || person.status === "DECLINED") {
          expect(person.respondedAt!.getTime(), label).toBeGreaterThanOrEqual(triggered);
          expect(person.respondedAt!.getTime(), label).toBeLessThanOrEqual(ended);
          expect(
            timeline.some((entry) => entry.kind === person.status && entry.participantId === person.participantId),
            label,
          ).toBe(true);
        } else expect(person.respondedAt, label).toBeNull();
      }
      for (const message of sent) {
        const recipient = people.find((person) => person.id === message.recipientId);
        expect(recipient?.participantId, label).toBe(message.participantId);
        expect(["SENT", "DELIVERED", "FAILED"], label).toContain(message.status);
        const created = message.createdAt.getTime();
        expect(created, label).toBeGreaterThanOrEqual(triggered);
        if (message.status !== "FAILED" || message.sentAt) expect(ms(message.sentAt), label).toBeGreaterThanOrEqual(created);
        if (message.status === "DELIVERED") expect(ms(message.deliveredAt), label).toBeGreaterThanOrEqual(ms(message.sentAt)!);
        else expect(message.deliveredAt, label).toBeNull();
        if (message.status === "FAILED") {
          expect(ms(message.endedAt), label).toBeGreaterThanOrEqual(ms(message.sentAt) ?? created);
          expect(message.lastError, label).toBeTruthy();
          expect(
            timeline.some(
              (entry) =>
                entry.kind === "NOTIFICATION_FAILED" && entry.participantId === message.participantId && entry.at.getTime() === message.endedAt!.getTime(),
            ),
            label,
          ).toBe(true);
        } else expect(message.endedAt, label).toBeNull();
      }
    }
  });

  it("reads back through the history and its details view, and shows the nurse her own alarms", async () => {
    const { token } = await ctx.signIn("admin", TEST_PASSWORD);
    const month = alarmList.parse(
      (
        await ctx.call({
          method: "POST",
          url: "/history",
          token,
          payload: { pageSize: 1000, duration: { option: "HOURS_DURATION", hours: (HISTORY_DAYS + 2) * 24 } },
        })
      ).json(),
    );
    const [{ total }] = (await ctx.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(alarms)
      .where(sql`${alarms.endedAt} is not null`)) as [{ total: number }];
    expect(month.count).toBe(total);
    const samples = Object.values(Object.fromEntries(month.list.map((row) => [row.status, row])));
    for (const row of samples) {
      const response = await ctx.call({ method: "GET", url: `/history/details/${row.id}`, token });
      expect(response.statusCode, response.body).toBe(200);
      const details = alarmDetails.parse(response.json());
      expect(details.timeline.length).toBeGreaterThan(0);
    }
    const nurse = await ctx.signIn("nurse", DEMO_PASSWORD);
    const mine = alarmList.parse((await ctx.call({ method: "POST", url: "/history", token: nurse.token, payload: { field: "MY", pageSize: 1000 } })).json());
    expect(mine.list.length).toBeGreaterThan(30);
    expect(new Set(mine.list.map((row) => row.name))).toEqual(new Set(["Nurse emergency call"]));
  });

  it("is the same on every start", async () => {
    const now = new Date("2026-03-18T10:30:00Z");
    const figures = [];
    for (let seed = 0; seed < 2; seed++) {
      const database = await createTestDatabase();
      try {
        await prepareFirstStart(database.db, { adminPassword: TEST_PASSWORD, demoData: false });
        await database.db.transaction((tx) => seedDemoData(tx, { now, timeZone: "Europe/Prague" }));
        const { alarms: rows, messages, history } = await stored(database.db);
        figures.push({
          alarms: rows.length,
          statuses: countBy(rows, (row) => row.status),
          times: rows.map((row) => row.triggeredAt.toISOString()),
          messages: countBy(messages, (message) => `${message.deviceType} ${message.status}`),
          history: history.length,
        });
      } finally {
        await database.close();
      }
    }
    expect(figures[1]).toEqual(figures[0]);
    expect(figures[0]!.alarms).toBeGreaterThan(250);
  });
});
