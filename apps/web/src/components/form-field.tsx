import { type ClipboardEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldInput, useFieldInput } from "./use-field-input";

interface FormFieldProps {
  /** The id of the input inside; the label points at it. */
  id: string;
  label: string;
  /** Marks the field required (a star for the eye, aria-required on the input for screen readers). */
  required?: boolean;
  /** A problem with the value, shown under the input. */
  error?: string | null;
  hint?: string;
  className?: string;
  children: ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The aria attributes an input inside a FormField needs to announce its problem. */
export function fieldAria(id: string, error?: string | null) {
  return error ? { "aria-invalid": true, "aria-describedby": fieldErrorId(id) } : {};
}

/** The counter appears once this share of an input's maxLength is used. */
const NEAR_LIMIT = 0.8;
/** Short limits (a six-digit code) need no counter. */
const SMALLEST_COUNTED_LIMIT = 20;

/**
 * A labelled input with its inline error. Inputs that are required (the `required` prop, or their own
 * aria-required) get the same star in every form; inputs with a maxLength show how much is left when
 * near it, and say so when pasted text was cut to fit rather than cutting it silently.
 */
export function FormField({ id, label, required = false, error, hint, className, children }: FormFieldProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const input = useFieldInput(container, id, required);
  const [pasteCut, setPasteCut] = useState(false);

  const checkPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || target.maxLength <= 0) return;
    const replaced = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
    setPasteCut(target.value.length - replaced + event.clipboardData.getData("text").length > target.maxLength);
  };

  return (
    <div
      ref={setContainer}
      className={className ? `form-field ${className}` : "form-field"}
      onPasteCapture={checkPaste}
      onKeyDownCapture={() => setPasteCut(false)}
    >
      <label htmlFor={id}>
        {label}
        {input.required && (
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <small id={fieldErrorId(id)} className="form-field__error">
          {error}
        </small>
      ) : (
        hint && <small className="form-field__hint">{hint}</small>
      )}
      <LengthLimit input={input} pasteCut={pasteCut} />
    </div>
  );
}

/** "230 / 255" near the limit; at the limit, a note read out to screen readers too. */
function LengthLimit({ input: { length, max }, pasteCut }: { input: FieldInput; pasteCut: boolean }) {
  const { t } = useTranslation();
  if (max === null || max < SMALLEST_COUNTED_LIMIT || length < max * NEAR_LIMIT) return null;
  const atLimit = length >= max;
  return (
    <small className={atLimit ? "form-field__length form-field__length--full" : "form-field__length"}>
      <span aria-hidden="true">
        {length} / {max}
      </span>
      {atLimit && <span role="status">{t(pasteCut ? "formField.pastedTextCut" : "formField.atMost", { max })}</span>}
    </small>
  );
}
