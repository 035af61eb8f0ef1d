import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldProblem, isApiError } from "../../lib/api-error";
import { problemInLanguage } from "../../lib/field-problem";
import { useReportUnsaved } from "../unsaved-changes";
import { useFailureToast } from "./use-failure-toast";

/** A message for a form field: a translation key (with values) or a server's text. */
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };
type Errors<F extends string> = Partial<Record<F, FieldMessage>>;

export interface ObjectFormOptions<V extends object, F extends string> {
  initial: () => V;
  /** The form's own checks, shown once a field was left or the form submitted. */
  check: (values: V) => Errors<F>;
  /** The input of each field, to focus the first one in error. */
  fieldIds: Record<F, string>;
  /** Field errors in a server's VALIDATION or CONFLICT details, or null when they name no field. */
  serverErrorsOf: (details: readonly FieldProblem[]) => Errors<F> | null;
}

/**
 * The state every editor form of the console shares: values, inline errors (the form's own, then
 * the server's per field), focus on the first error, and a submit that sends only a valid form.
 */
export function useObjectForm<V extends object, F extends string>({ initial, check, fieldIds, serverErrorsOf }: ObjectFormOptions<V, F>) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const [initialValues] = useState<V>(initial);
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<F>>({});
  // The values of a save in flight or done: leaving after it asks nothing; a failed save forgets them.
  const [sent, setSent] = useState<string | null>(null);
  const clientErrors = check(values);
  const current = JSON.stringify(values);
  const dirty = current !== JSON.stringify(initialValues);
  useReportUnsaved(dirty && current !== sent);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: F) => say(serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined));
  const touch = (field: F) => setTouched((previous) => new Set(previous).add(field));

  const edit = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (typeof field === "string" && field in fieldIds) {
      setServerErrors((previous) => {
        const rest = { ...previous };
        delete rest[field as unknown as F];
        return rest;
      });
    }
  };

  /** Drops the server's problems of the fields `which` picks: e.g. those of an entry of a list that changed, or moved. */
  const forgetServerErrors = (which: (field: F) => boolean) =>
    setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !which(field as F))) as Errors<F>);

  const focusFirst = (errors: Errors<F>) => {
    const first = (Object.keys(fieldIds) as F[]).find((field) => errors[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  /** A submit handler that checks the form and calls `send` only when it is valid. */
  const handleSubmit = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0) {
      focusFirst(clientErrors);
      return;
    }
    setSent(current);
    send();
  };

  /** For a save's onError: field errors inline with focus, anything else as the failure toast. */
  const saveFailed = (error: unknown) => {
    setSent(null);
    const fieldErrors = isApiError(error) ? serverErrorsOf(error.details.map((problem) => problemInLanguage(problem, t))) : null;
    if (!fieldErrors) return showFailure(error);
    setServerErrors(fieldErrors);
    focusFirst(fieldErrors);
  };

  return {
    values,
    dirty,
    edit,
    touch,
    forgetServerErrors,
    errorOf,
    say,
    handleSubmit,
    saveFailed,
  };
}
