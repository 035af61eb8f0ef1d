import type { HolidayCreate, HolidayEvent, HolidayUpdate } from "@alarm/contract";
import { isApiError } from "../../../lib/api-error";
import type { IsoDate } from "./calendar-model";

/** The server's answer when dates overlap another holiday (docs/domain-rules.md#holidays). */
export const DATE_OCCUPIED = "Date is occupied";
export const TITLE_MAX = 200;

/** What the holiday editor holds: a new holiday or one of the organization's own. */
export interface HolidayFormValues {
  title: string;
  start: IsoDate | null;
  end: IsoDate | null;
  recurring: boolean;
  active: boolean;
}

export type HolidayField = "title" | "start" | "end" | "dates";
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };
export type HolidayFormErrors = Partial<Record<HolidayField, FieldMessage>>;

/** A new holiday is a single day, the day clicked (docs/domain-rules.md#editor-states). */
export function newHolidayForm(date: IsoDate): HolidayFormValues {
  return { title: "", start: date, end: date, recurring: false, active: true };
}

export function holidayFormOf(event: HolidayEvent): HolidayFormValues {
  return { title: event.title, start: event.start, end: event.end, recurring: event.recurring, active: event.active };
}

/** A draft moved to another day keeps what was typed. */
export function moveDraftTo(values: HolidayFormValues, date: IsoDate): HolidayFormValues {
  return { ...values, start: date, end: date };
}

/** Shift-click: the range grows to the day clicked, on whichever side it lies. */
export function extendTo(values: HolidayFormValues, date: IsoDate): HolidayFormValues {
  if (values.start === null) return { ...values, start: date, end: date };
  if (date < values.start) return { ...values, start: date, end: values.end ?? values.start };
  return { ...values, end: date };
}

export function checkHolidayForm(values: HolidayFormValues): HolidayFormErrors {
  const errors: HolidayFormErrors = {};
  if (values.title.trim().length > TITLE_MAX) errors.title = { key: "holidays.errors.titleTooLong", values: { max: TITLE_MAX } };
  if (values.start === null) errors.start = { key: "holidays.errors.startRequired" };
  if (values.end === null) errors.end = { key: "holidays.errors.endRequired" };
  if (values.start !== null && values.end !== null) {
    if (values.end < values.start) errors.end = { key: "holidays.errors.endBeforeStart" };
    else if (values.end.slice(0, 4) !== values.start.slice(0, 4)) errors.end = { key: "holidays.errors.spansYears" };
  }
  return errors;
}

/** The request body; an empty title is left out, so the server names it "Event title" (docs/domain-rules.md#holidays). */
export function toCreateRequest(values: HolidayFormValues): HolidayCreate {
  const title = values.title.trim();
  return { ...(title ? { title } : {}), start: values.start ?? "", end: values.end ?? values.start ?? "", recurring: values.recurring, active: values.active };
}

export function toUpdateRequest(values: HolidayFormValues, event: Pick<HolidayEvent, "id" | "version">): HolidayUpdate {
  return { id: event.id ?? 0, version: event.version, ...toCreateRequest(values) };
}

export const isDateOccupied = (error: unknown) => isApiError(error, "CONFLICT") && error.reason === DATE_OCCUPIED;

const END_CODES: Record<string, string> = { END_BEFORE_START: "holidays.errors.endBeforeStart", SPANS_YEARS: "holidays.errors.spansYears" };

/**
 * A failed save in the editor's words: "Date is occupied" under the dates, the server's field
 * problems under their fields; `null` when it belongs to no field (shown as a toast only).
 */
export function serverHolidayErrors(error: unknown): HolidayFormErrors | null {
  if (isDateOccupied(error)) return { dates: { key: "holidays.errors.dateOccupied" } };
  if (!isApiError(error) || error.details.length === 0) return null;
  const errors: HolidayFormErrors = {};
  for (const problem of error.details) {
    const field = problem.field.split(".")[0];
    if (field === "end") errors.end ??= problem.code && END_CODES[problem.code] ? { key: END_CODES[problem.code]! } : { text: problem.message };
    else if (field === "start") errors.start ??= { key: "holidays.errors.invalidDate" };
    else if (field === "title") errors.title ??= { text: problem.message };
    else return null;
  }
  return errors;
}
