import type { TriggerAlarmRequest } from "@alarm/contract";
import { checkDelay, checkTriggerText, delayOf } from "../../../components/alarm-trigger/trigger-checks";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** What the confirmation asks before an alarm point is triggered. */
export interface TriggerForm {
  /** Added to the alarm point's text. */
  text: string;
  /** Minutes to wait; null: at once. */
  delayMinutes: number | null;
}

export type TriggerField = keyof TriggerForm;
export type TriggerErrors = Partial<Record<TriggerField, FieldMessage>>;

export const emptyTriggerForm = (): TriggerForm => ({ text: "", delayMinutes: null });

export function checkTriggerForm(form: TriggerForm): TriggerErrors {
  const errors: TriggerErrors = {};
  const text = checkTriggerText(form.text);
  if (text) errors.text = text;
  const delay = checkDelay(form.delayMinutes);
  if (delay) errors.delayMinutes = delay;
  return errors;
}

export function toTriggerRequest(alarmPointId: number, form: TriggerForm): TriggerAlarmRequest {
  const text = form.text.trim();
  const delayMinutes = delayOf(form.delayMinutes);
  return { alarmPointId, ...(text ? { text } : {}), ...(delayMinutes ? { delayMinutes } : {}) };
}

/** The server's problems with the text or the delay; null when one belongs to neither. */
export function serverTriggerErrors(details: readonly FieldProblem[]): TriggerErrors | null {
  if (details.length === 0) return null;
  const errors: TriggerErrors = {};
  for (const problem of details) {
    const field = problem.field.split(".")[0];
    if (field !== "text" && field !== "delayMinutes") return null;
    errors[field] ??= { text: problem.message };
  }
  return errors;
}
