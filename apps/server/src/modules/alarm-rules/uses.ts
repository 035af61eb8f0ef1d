import { sql } from "drizzle-orm";
import type { Use } from "../../core/used-by.js";

/** The rules whose ROUTE actions name alarm point `alarmPointId`, as a use that keeps the point from being deleted. */
export const rulesRouting = (alarmPointId: number): Use => ({
  type: "ALARM_RULE",
  select: sql`select name, org_id from alarm_rules where actions @> ${JSON.stringify([{ type: "ROUTE", alarmPointId }])}::jsonb`,
});
