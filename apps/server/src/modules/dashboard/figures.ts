import { type DashboardCalls, type DashboardCallsByType, type DashboardStatistics, type DeviceType, instantOfLocal, isAlarmStatus } from "@alarm/contract";
import { addDays, localDay, type Span } from "../../core/calendar-spans.js";
import type { Executor } from "../../db/database.js";
import { ALARM_ROLLUP, NOTIFICATION_ROLLUP } from "../../engine/public.js";
import { type Figures, figuresOver, type Scope } from "./rollup-reader.js";

/** The dashboard's figures, read from the statistics rollups (see rollup-reader.ts), never from the alarms themselves. */
const mean = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);
const present = (figures: Figures, column: string) => [...figures].filter(([, sums]) => sums[column] !== 0).sort(([a], [b]) => a.localeCompare(b));
const total = (figures: Figures, column: string) => [...figures.values()].reduce((sum, sums) => sum + (sums[column] ?? 0), 0);

export async function alarmStatistics(db: Executor, inScope: Scope, span: Span): Promise<Omit<DashboardStatistics, "period" | "from" | "until">> {
  const [figures] = await figuresOver(db, ALARM_ROLLUP, inScope, [span.from, span.until]);
  const accepted = total(figures!, "accepted");
  const ended = total(figures!, "ended");
  return {
    alarms: total(figures!, "alarms"),
    byStatus: present(figures!, "alarms").flatMap(([status, sums]) => (isAlarmStatus(status) ? [{ status, count: sums.alarms! }] : [])),
    accepted,
    meanSecondsToAccept: mean(total(figures!, "seconds_to_accept"), accepted),
    ended,
    meanSecondsToEnd: mean(total(figures!, "seconds_to_end"), ended),
  };
}

export async function callsByType(db: Executor, inScope: Scope, span: Span): Promise<DashboardCallsByType["byType"]> {
  const [figures] = await figuresOver(db, NOTIFICATION_ROLLUP, inScope, [span.from, span.until]);
  return present(figures!, "total").map(([deviceType, sums]) => ({
    deviceType: deviceType as DeviceType,
    total: sums.total!,
    delivered: sums.delivered!,
    failed: sums.failed!,
  }));
}

/** Messages per hour (`bucket` HOUR) or per local day of `timeZone`, every bucket of the span present. */
export async function callsOverTime(
  db: Executor,
  inScope: Scope,
  span: Span,
  bucket: DashboardCalls["bucket"],
  timeZone: string,
): Promise<DashboardCalls["points"]> {
  const starts = bucketsOf(span, bucket, timeZone);
  const figures = await figuresOver(db, NOTIFICATION_ROLLUP, inScope, [...starts, span.until]);
  return starts.map((at, index) => ({ at: at.toISOString(), total: total(figures[index]!, "total"), failed: total(figures[index]!, "failed") }));
}

/** The starts of the hours or local days of a span. */
function bucketsOf(span: Span, bucket: DashboardCalls["bucket"], timeZone: string): Date[] {
  const starts: Date[] = [];
  if (bucket === "HOUR") {
    for (let at = span.from.getTime(); at < span.until.getTime(); at += 3_600_000) starts.push(new Date(at));
    return starts;
  }
  for (let day = localDay(span.from, timeZone); ; day = addDays(day, 1)) {
    const start = instantOfLocal(timeZone, day, "00:00");
    if (start >= span.until) return starts;
    starts.push(start);
  }
}
