import type { FieldMessage } from "../object-list/use-object-form";

/** Longest delay POST /alarm-trigger accepts: one week, in minutes. */
export const MAX_DELAY_MINUTES = 10_080;
/** Longest text (and speech text) a trigger may add. */
export const MAX_TRIGGER_TEXT = 2000;

export const required: FieldMessage = { key: "alarmTrigger.errors.required" };
export const tooLong = (max: number): FieldMessage => ({ key: "alarmTrigger.errors.tooLong", values: { max } });

/** A whole number from min to max; empty is `required` unless `optional`. */
export function checkWholeNumber(value: number | null, min: number, max: number, optional = false): FieldMessage | undefined {
  if (value === null) return optional ? undefined : required;
  if (!Number.isInteger(value) || value < min || value > max) return { key: "alarmTrigger.errors.range", values: { min, max } };
  return undefined;
}

export const checkDelay = (minutes: number | null) => checkWholeNumber(minutes, 0, MAX_DELAY_MINUTES, true);

export function checkTriggerText(text: string): FieldMessage | undefined {
  return text.trim().length > MAX_TRIGGER_TEXT ? tooLong(MAX_TRIGGER_TEXT) : undefined;
}

/** The request's delayMinutes: none for "at once" (0 or empty). */
export const delayOf = (minutes: number | null): number | undefined => (minutes ? minutes : undefined);
