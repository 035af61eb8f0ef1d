import { dayOf, startOfNextDay, timeOf } from "./zoned-day";

/** The part of a stretch of time that falls on one day. */
export interface DaySegment<T> {
  item: T;
  from: number;
  to: number;
  /** HH:mm; the end of a segment cut at midnight reads 24:00. */
  fromTime: string;
  toTime: string;
  /** The stretch began on an earlier day. */
  continued: boolean;
  /** The stretch goes on into the next day. */
  continues: boolean;
}

export interface DayGroup<T> {
  /** YYYY-MM-DD in the zone. */
  day: string;
  segments: DaySegment<T>[];
}

/**
 * Stretches of time (ISO `from`, exclusive `to`) by the days of the zone they fall on, a stretch
 * across midnight cut into one segment per day; days in time order, empty days left out.
 */
export function groupByDay<T extends { from: string; to: string }>(items: readonly T[], zone: string): DayGroup<T>[] {
  const groups = new Map<string, DaySegment<T>[]>();
  const ordered = [...items].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  for (const item of ordered) {
    const start = Date.parse(item.from);
    const end = Date.parse(item.to);
    if (!(end > start)) continue;
    for (let from = start; from < end;) {
      const dayEnd = startOfNextDay(from, zone);
      const to = Math.min(end, dayEnd);
      const day = dayOf(from, zone);
      const segment: DaySegment<T> = {
        item,
        from,
        to,
        fromTime: timeOf(from, zone),
        toTime: to === dayEnd ? "24:00" : timeOf(to, zone),
        continued: from > start,
        continues: to < end,
      };
      groups.set(day, [...(groups.get(day) ?? []), segment]);
      from = to;
    }
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([day, segments]) => ({ day, segments }));
}
