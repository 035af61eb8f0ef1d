import type { TFunction } from "i18next";
import type { z } from "zod";
import type { FieldProblem } from "../lib/api-error";
import type { FieldMessage } from "./calendar-editor/timing-form-model";

/** Problems of a form by field. */
export type FieldMessages<F extends string> = Partial<Record<F, FieldMessage>>;

/** The console's own message for a problem code (REQUIRED, TOO_LONG …) on a field; null: the server's or the schema's words. */
export type MessageOfCode<F extends string> = (field: F, code: string | undefined, limit?: number) => FieldMessage | null;

/** A field message in the user's language. */
export const messageText = (t: TFunction, message: FieldMessage | undefined) =>
  message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined;

const fieldOf = <F extends string>(fields: readonly F[], path: string | number | symbol | undefined): F | null =>
  fields.includes(path as F) ? (path as F) : null;

/** The issues of a contract's schema on a form's fields (the first of each), as the server would refuse them. */
export function contractFieldMessages<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  messageOf: MessageOfCode<F>,
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const issue of issues) {
    const field = fieldOf(fields, issue.path[0]);
    if (!field) continue;
    const code = issue.code === "custom" ? (issue.params as { code?: string } | undefined)?.code : undefined;
    messages[field] ??= messageOf(field, code) ?? { text: issue.message };
  }
  return messages;
}

/** The server's field problems under a form's fields; null when one belongs to none of them (then a toast says it). */
export function serverFieldMessages<F extends string>(
  details: readonly FieldProblem[],
  fields: readonly F[],
  messageOf: MessageOfCode<F>,
): FieldMessages<F> | null {
  if (details.length === 0) return null;
  const messages: FieldMessages<F> = {};
  for (const problem of details) {
    const field = fieldOf(fields, problem.field.split(".")[0]);
    if (!field) return null;
    messages[field] ??= messageOf(field, problem.code, problem.limit) ?? { text: problem.message };
  }
  return messages;
}
