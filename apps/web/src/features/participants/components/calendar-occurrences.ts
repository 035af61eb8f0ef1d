import { expandOccurrences, recurrenceRule, ruleInputOf, type CalendarEvent, type CalendarEventKind, type TimeRange } from "@alarm/contract";

/** One occurrence of a schedule event as the calendar shows it. */
export interface ShownOccurrence {
  /** Unique among the occurrences shown: event id and occurrence number. */
  key: string;
  eventId: number;
  title: string;
  kind: CalendarEventKind;
  active: boolean;
  recurring: boolean;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * End times are stored with seconds 59, which includes that whole minute (12:00:59 ends at 12:01:00,
 * 23:59:59 at midnight). The calendar shows the minute the user entered: 12:00, 23:59.
 */
export function shownEnd(end: Date, endTime: string): Date {
  return endTime.length > 5 && endTime.endsWith(":59") ? new Date(end.getTime() - MINUTE_MS) : end;
}

/** The instant a wall-clock date and time mean in `timeZone`, by the shared recurrence module's rules. */
export function wallInstant(timeZone: string, date: string, time: string): Date | null {
  const rule = recurrenceRule.safeParse({ timeZone, startDate: date, startTime: time, endTime: time, repeatType: "NONE", endType: "NEVER" });
  if (!rule.success) return null;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const [occurrence] = expandOccurrences(rule.data, { from: new Date(midnight - 2 * DAY_MS), to: new Date(midnight + 3 * DAY_MS) }, { limit: 1 });
  return occurrence?.start ?? null;
}

function shown(event: CalendarEvent, index: number, start: Date, end: Date): ShownOccurrence {
  return {
    key: `${event.id}-${index}`,
    eventId: event.id,
    title: event.title,
    kind: event.kind,
    active: event.active,
    recurring: event.recurring,
    start,
    end: shownEnd(end, event.endTime),
  };
}

/** A one-off event: from its start day and time to its last day and end time (it may span days). */
function onceOccurrence(event: CalendarEvent, range: TimeRange): ShownOccurrence[] {
  const start = wallInstant(event.timeZone, event.startDateSelected, event.startTime);
  const lastDay = event.endDateSelected || event.startDateSelected;
  const endOfMinute = wallInstant(event.timeZone, lastDay, event.endTime.slice(0, 5));
  if (!start || !endOfMinute) return [];
  // HH:mm:59 includes the minute; the instant of HH:mm is what the calendar shows.
  const end = event.endTime.endsWith(":59") && event.endTime.length > 5 ? new Date(endOfMinute.getTime() + MINUTE_MS) : endOfMinute;
  if (end <= start || end <= range.from || start >= range.to) return [];
  return [shown(event, 0, start, end)];
}

/**
 * Every occurrence of the events that overlaps the range (the calendar's visible dates): recurring
 * events expanded with the shared recurrence module in their own time zone, one-off events from
 * start to end. An event the module cannot read is left out rather than breaking the calendar.
 */
export function occurrencesOf(events: readonly CalendarEvent[], range: TimeRange): ShownOccurrence[] {
  return events.flatMap((event) => {
    if (!event.recurring) return onceOccurrence(event, range);
    const rule = recurrenceRule.safeParse(ruleInputOf(event, event.timeZone));
    if (!rule.success) return [];
    return expandOccurrences(rule.data, range).map((occurrence) => shown(event, occurrence.index, occurrence.start, occurrence.end));
  });
}
