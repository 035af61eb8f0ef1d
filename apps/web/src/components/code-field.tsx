import { InputText } from "primereact/inputtext";
import { isApiError } from "../lib/api-error";
import { FormField, fieldAria } from "./form-field";

/** A six-digit authentication code as the authenticator app shows it. */
export const SIX_DIGITS = /^\d{6}$/;

/** Refusals about the code itself, shown under the code field; a lockout says how long it lasts. */
export const isCodeRefusal = (error: unknown) =>
  isApiError(error, "INVALID_VERIFICATION_CODE") || isApiError(error, "VERIFICATION_CODE_REQUIRED") || isApiError(error, "RATE_LIMITED");

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  /** Receives the digits typed, at most six. */
  onChange: (code: string) => void;
  error: string | null;
  name?: string;
  autoFocus?: boolean;
}

/** The field for an authentication code: digits only, at most six, the error under it. */
export function CodeField({ id, label, value, onChange, error, name, autoFocus = false }: CodeFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <InputText
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        maxLength={6}
        className="code-input"
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
