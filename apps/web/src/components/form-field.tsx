import type { ReactNode } from "react";

interface FormFieldProps {
  /** The id of the input inside; the label points at it. */
  id: string;
  label: string;
  /** A problem with the value, shown under the input. */
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The aria attributes an input inside a FormField needs to announce its problem. */
export function fieldAria(id: string, error?: string | null) {
  return error ? { "aria-invalid": true, "aria-describedby": fieldErrorId(id) } : {};
}

/** A labelled input with its inline error. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={fieldErrorId(id)} className="form-field__error">
          {error}
        </small>
      ) : (
        hint && <small className="form-field__hint">{hint}</small>
      )}
    </div>
  );
}
