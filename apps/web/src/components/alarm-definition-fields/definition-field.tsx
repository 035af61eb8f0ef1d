import type { ReactNode } from "react";
import { fieldErrorId } from "../form-field";

interface DefinitionFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled input of the alarm definition with its inline error (or hint) and a required marker. */
export function DefinitionField({ id, label, required = false, error, hint, className, children }: DefinitionFieldProps) {
  return (
    <div className={`form-field ${className ?? ""}`}>
      <label htmlFor={id}>
        {label}
        {required && (
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
    </div>
  );
}
