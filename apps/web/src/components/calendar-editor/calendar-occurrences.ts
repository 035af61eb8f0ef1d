import { occurrencesOfEvent, type CalendarEntry, type TimeRange } from "@alarm/contract";

/** A stored entry of any calendar, with what it does. */
export type KindedEntry = CalendarEntry & { kind: string };

/** One occurrence of a calendar entry as the calendar shows it. */
export interface ShownOccurrence {
  /** Unique among the occurrences shown: event id and occurrence number. */
  key: string;
  eventId: number;
  title: string;
  kind: string;
  active: boolean;
  recurring: boolean;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

/**
 * End times are stored with seconds 59, which includes that whole minute (12:00:59 ends at 12:01:00,
 * 23:59:59 at midnight). The calendar shows the minute the user entered: 12:00, 23:59.
 */
export function shownEnd(end: Date, endTime: string): Date {
  return endTime.length > 5 && endTime.endsWith(":59") ? new Date(end.getTime() - MINUTE_MS) : end;
}

/**
 * Every occurrence of the events that overlaps the range (the calendar's visible dates), by the
 * same shared function the alarm engine uses. An event it cannot read is left out rather than
 * breaking the calendar.
 */
export function occurrencesOf(events: readonly KindedEntry[], range: TimeRange): ShownOccurrence[] {
  return events.flatMap((event) => {
    try {
      return occurrencesOfEvent(event, range).map((occurrence) => ({
        key: `${event.id}-${occurrence.index}`,
        eventId: event.id,
        title: event.title,
        kind: event.kind,
        active: event.active,
        recurring: event.recurring,
        start: occurrence.start,
        end: shownEnd(occurrence.end, event.endTime),
      }));
    } catch {
      return [];
    }
  });
}
