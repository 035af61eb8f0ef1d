import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "@alarm/contract";
import type { TFunction } from "i18next";
import type { FieldProblem } from "../../../lib/api-error";

export interface PasswordForm {
  previousPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type PasswordField = keyof PasswordForm;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The form's own checks: the shared strength rule and the repeated password. */
export function checkPasswordForm(form: PasswordForm, login: string, t: TFunction): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.previousPassword) errors.previousPassword = t("account.password.previousRequired");
  const problem = passwordProblem(form.newPassword, login);
  if (problem) errors.newPassword = t(`passwordProblems.${problem}`, limits);
  if (form.repeatPassword !== form.newPassword) errors.repeatPassword = t("account.password.mismatch");
  return errors;
}

/** The server's field problems in words; `null` when one does not belong to a field of the form. */
export function serverPasswordErrors(details: FieldProblem[], t: TFunction, exists: (key: string) => boolean): PasswordErrors | null {
  const errors: PasswordErrors = {};
  for (const detail of details) {
    if (detail.field !== "previousPassword" && detail.field !== "newPassword") return null;
    const key = `passwordProblems.${detail.code ?? ""}`;
    errors[detail.field] = detail.code && exists(key) ? t(key, limits) : detail.message;
  }
  return errors;
}
