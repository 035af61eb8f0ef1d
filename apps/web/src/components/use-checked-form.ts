import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError, type FieldProblem } from "../lib/api-error";
import { messageText, type FieldMessages } from "./field-messages";

interface CheckedFormOptions<V extends object, F extends string> {
  initial: V | (() => V);
  /** The fields in the order of the form, with the ids of their inputs (the first with a problem takes the focus). */
  fieldIds: Readonly<Record<F, string>>;
  order: readonly F[];
  /** The console's own checks. */
  check: (values: V) => FieldMessages<F>;
  /** The server's field problems on the form's fields; null: none of them (a toast says it). */
  serverMessages: (details: readonly FieldProblem[]) => FieldMessages<F> | null;
}

/**
 * A dialog form's values and problems: the console's checks show after the first submit, the
 * server's field problems until their field changes, and the first problem takes the focus.
 */
export function useCheckedForm<V extends object, F extends string>({ initial, fieldIds, order, check, serverMessages }: CheckedFormOptions<V, F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<F>>({});
  const clientErrors = check(values);

  const focusFirst = (errors: FieldMessages<F>) => {
    const first = order.find((field) => errors[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  return {
    values,
    errorOf: (field: F) => messageText(t, serverErrors[field] ?? (submitted ? clientErrors[field] : undefined)),
    change: (patch: Partial<V>) => {
      setValues((previous) => ({ ...previous, ...patch }));
      setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in patch))) as FieldMessages<F>);
    },
    /** On submit: true when the values may be sent; otherwise the problems show and the first takes the focus. */
    ready: () => {
      setSubmitted(true);
      setServerErrors({});
      if (Object.keys(clientErrors).length === 0) return true;
      focusFirst(clientErrors);
      return false;
    },
    /** On a refusal: true when it was about the form's fields, now shown under them; false for the caller to report. */
    refused: (error: unknown) => {
      const fieldErrors = isApiError(error, "VALIDATION") ? serverMessages(error.details) : null;
      if (!fieldErrors) return false;
      setServerErrors(fieldErrors);
      focusFirst(fieldErrors);
      return true;
    },
  };
}
