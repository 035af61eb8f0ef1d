import { defaultMarkedDays, occurrenceAt, type MaintenanceSchedule, type MaintenanceWindow, type RecurrenceRule } from "@alarm/contract";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../lib/format-date";
import { browserTimeZone, dateOfIso, formDateText, isoWeekdayOf, withoutSeconds } from "../calendar-editor/date-text";

type Span = { start: string; end: string };

/** "12.03.2027 08:00–17:00" within one day, else "12.03.2027 22:00 – 13.03.2027 06:00" (the browser's zone). */
export function spanText(start: string | Date, end: string | Date): string {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  return from.slice(0, 10) === to.slice(0, 10) ? `${from}–${to.slice(11)}` : `${from} – ${to}`;
}

/** 2027-03-01 is a Monday: weekday names in the interface language from it. */
const A_MONDAY = new Date(2027, 2, 1);
const weekdayName = (day: number, language: string, width: "long" | "short") =>
  new Intl.DateTimeFormat(language, { weekday: width }).format(new Date(A_MONDAY.getFullYear(), A_MONDAY.getMonth(), day));

/** The name of a rule's pattern among the texts of a repetition (every 1 and every n): a repeat type, MONTHLY by day or by weekday. */
export function repeatPatternOf(rule: Pick<RecurrenceRule, "repeatType" | "monthSubType">): string {
  if (rule.repeatType !== "MONTHLY") return rule.repeatType;
  return rule.monthSubType === "DAY_OF_THE_WEEK" ? "MONTHLY_WEEKDAY" : "MONTHLY_DAY";
}

/** A recurrence in words, e.g. "Weekly on Mon, Thu, 22:00–02:00 (next day), from 01.03.2027, 10 occurrence(s)". */
export function recurrenceText(rule: RecurrenceRule, t: TFunction, language: string): string {
  const every = rule.repeatEvery;
  const day = dateOfIso(rule.startDate)?.getDate() ?? 1;
  const marked = rule.markedDays?.length ? rule.markedDays : defaultMarkedDays(rule.startDate);
  const values = {
    count: every,
    days: marked.map((weekday) => weekdayName(weekday, language, "short")).join(", "),
    day,
    ordinal: t(`calendarEditor.ordinals.${Math.min(5, Math.ceil(day / 7))}`),
    weekday: weekdayName(isoWeekdayOf(rule.startDate), language, "long"),
    date: formDateText(rule.startDate),
    dayMonth: formDateText(rule.startDate).slice(0, 6),
  };
  const start = withoutSeconds(rule.startTime);
  const end = withoutSeconds(rule.endTime);
  const parts = [
    t(`maintenance.schedule.${every > 1 && rule.repeatType !== "NONE" ? "repeatEvery" : "repeat"}.${repeatPatternOf(rule)}`, values),
    end <= start ? t("maintenance.schedule.overnight", { start, end }) : `${start}–${end}`,
  ];
  if (rule.repeatType !== "NONE") parts.push(t("maintenance.schedule.from", { date: values.date }));
  if (rule.endType === "AFTER_TIMES_END" && rule.countAfterTimesEnd) parts.push(t("maintenance.schedule.times", { count: rule.countAfterTimesEnd }));
  if (rule.endType === "END_DATE" && rule.endDate) parts.push(t("maintenance.schedule.until", { date: formDateText(rule.endDate) }));
  if (rule.timeZone !== browserTimeZone()) parts.push(t("maintenance.schedule.zone", { zone: rule.timeZone }));
  return parts.join(", ");
}

/** A window's schedule in words: the span of a one-off window, the rule of a recurring one. */
export function scheduleText(schedule: MaintenanceSchedule, t: TFunction, language: string): string {
  return schedule.kind === "ONE_OFF" ? spanText(schedule.startsAt, schedule.endsAt) : recurrenceText(schedule.recurrence, t, language);
}

/** Where a window stands now, as the list says it. */
export type WindowState =
  { kind: "IN_FORCE"; until: string } | { kind: "ENDED_EARLY"; at: string; next: Span | null } | { kind: "PLANNED"; next: Span } | { kind: "OVER" };

/**
 * In force (until the end of the occurrence now), ended early (while the occurrence ended would
 * still run), planned (the next occurrence) or over. An "ended early" of an earlier occurrence no
 * longer counts.
 */
export function windowStateOf(window: Pick<MaintenanceWindow, "schedule" | "current" | "next" | "endedEarlyAt">, now: Date): WindowState {
  if (window.current) return { kind: "IN_FORCE", until: window.current.end };
  if (window.endedEarlyAt && Date.parse(endOfOccurrenceAt(window.schedule, new Date(window.endedEarlyAt)) ?? "") > now.getTime()) {
    return { kind: "ENDED_EARLY", at: window.endedEarlyAt, next: window.next };
  }
  return window.next ? { kind: "PLANNED", next: window.next } : { kind: "OVER" };
}

/** The end of the occurrence that ran at `instant`, or null. */
function endOfOccurrenceAt(schedule: MaintenanceSchedule, instant: Date): string | null {
  if (schedule.kind === "ONE_OFF") return schedule.endsAt;
  return occurrenceAt(schedule.recurrence, instant)?.end.toISOString() ?? null;
}
