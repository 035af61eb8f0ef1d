import type { RecipientStatus, ReportRequest } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { alarmRecipients } from "../src/db/schema/index.js";
import { insertAlarm, insertRecipient } from "./alarm-rows.js";
import { createTestOrganization } from "./factories.js";
import type { TestContext } from "./test-app.js";

export const POINT_A = 9_001;
export const POINT_B = 9_002;
const SECOND = 1000;
export const march: ReportRequest = { range: "CUSTOM", from: "2025-03-01", until: "2025-04-30" };

/**
 * Seven alarms in March and April 2025 (and two just outside), with times to accept and to end
 * chosen so that every median and p90 below is computed by hand (percentile_cont interpolates:
 * p90 of n sorted values sits at position 0.9 * (n - 1)).
 */
const FIXTURES = [
  { key: "A1", at: "2025-03-03T08:00:00Z", point: POINT_A, status: "FINISHED", accept: 10, end: 100, by: "admin" },
  { key: "A2", at: "2025-03-04T09:00:00Z", point: POINT_A, status: "FINISHED", accept: 20, end: 200, by: "admin" },
  { key: "A3", at: "2025-03-10T08:30:00Z", point: POINT_A, status: "NOT_ACCEPTED", accept: null, end: 300, by: "Grafana" },
  { key: "B1", at: "2025-03-15T22:00:00Z", point: POINT_B, status: "FINISHED", accept: 40, end: 400, by: "Grafana" },
  { key: "A4", at: "2025-04-01T08:00:00Z", point: POINT_A, status: "FINISHED", accept: 30, end: 600, by: "admin" },
  { key: "B2", at: "2025-04-02T12:00:00Z", point: POINT_B, status: "FAILURE", accept: null, end: 50, by: "admin" },
  { key: "M1", at: "2025-04-03T12:00:00Z", point: null, status: "FINISHED", accept: 60, end: 120, by: "operator" },
  { key: "before", at: "2025-02-28T23:59:59Z", point: POINT_A, status: "FINISHED", accept: 1, end: 2, by: "admin" },
  { key: "after", at: "2025-05-01T00:00:00Z", point: POINT_A, status: "FINISHED", accept: 1, end: 2, by: "admin" },
] as const;
/** The fixtures in an organization of their own, with a REPORTS user of it. */
export async function seedReportFixtures(ctx: TestContext) {
  const ids: Record<string, number> = {};
  const orgId = (await createTestOrganization(ctx.database.db, { name: "Reporting site" })).id;
  const token = (await ctx.userWith(["REPORTS"], orgId)).token;
  for (const alarm of FIXTURES) {
    const triggeredAt = new Date(alarm.at);
    const later = (seconds: number | null) => (seconds === null ? null : new Date(triggeredAt.getTime() + seconds * SECOND));
    const plan =
      alarm.point === POINT_A
        ? { ranks: [], planId: 71, planName: "Boiler plan" }
        : alarm.point === POINT_B
          ? { ranks: [], planId: 72, planName: "Pump plan" }
          : { ranks: [] };
    ids[alarm.key] = await insertAlarm(ctx.database.db, {
      orgId,
      name: alarm.point === POINT_A ? "Boiler" : alarm.point === POINT_B ? "Pump" : "Manual call",
      alarmPointId: alarm.point,
      kind: alarm.point ? "STANDARD" : "MANUAL_CALL",
      systemId: alarm.point ? `SYS-${alarm.point}` : null,
      triggeredAt,
      triggeredBy: alarm.by,
      status: alarm.status,
      plan,
      firstAcceptedAt: later(alarm.accept),
      endedAt: later(alarm.end),
    });
  }
  const answer = async (key: string, participantId: number, name: string, status: RecipientStatus, seconds: number | null) => {
    const id = await insertRecipient(ctx.database.db, ids[key]!, { participantId, name, status });
    if (seconds !== null) {
      await ctx.database.db
        .update(alarmRecipients)
        .set({ respondedAt: new Date(Date.parse(FIXTURES.find((alarm) => alarm.key === key)!.at) + seconds * SECOND) })
        .where(eq(alarmRecipients.id, id));
    }
  };
  await answer("A1", 501, "Jan Dvořák", "ACCEPTED", 10);
  await answer("A1", 502, "Eva Horáková", "NO_ANSWER", null);
  await answer("A2", 501, "Jan Dvořák", "ACCEPTED", 20);
  await answer("A3", 501, "Jan Dvořák", "NO_ANSWER", null);
  await answer("B1", 502, "Eva Horáková", "DECLINED", 40);
  await answer("A4", 502, "Eva Horáková", "WAITING", null);
  return { orgId, token, ids };
}
