import type { Executor } from "../../db/database.js";
import { holidayDates } from "../../on-call/holiday-dates.js";
import type { LocalArrival } from "./evaluate.js";

const DAY = 86_400_000;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The local date ("YYYY-MM-DD"), ISO weekday and minutes after midnight of `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday!) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** When an event of organization `orgId` arrives at `instant`, in that organization's clock and holidays. */
export async function localArrival(db: Executor, orgId: number, instant: Date, timeZone: string, withHolidays = true): Promise<LocalArrival> {
  const today = localClock(instant, timeZone);
  const yesterday = localClock(new Date(instant.getTime() - DAY), timeZone);
  const holidays = !withHolidays ? new Set<string>() : await holidayDates(db, orgId, { from: new Date(instant.getTime() - DAY), to: instant });
  return { weekday: today.weekday, minutes: today.minutes, holiday: holidays.has(today.date), holidayYesterday: holidays.has(yesterday.date) };
}
