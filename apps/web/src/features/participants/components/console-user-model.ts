import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, participantToUser, passwordProblem } from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";
import type { FieldMessage } from "./participant-form-model";

/** What the "Create console user" dialog holds. */
export interface ConsoleUserValues {
  login: string;
  password: string;
  repeatPassword: string;
  roleIds: number[];
}

export type ConsoleUserField = "login" | "password" | "repeatPassword" | "roleIds";
export type ConsoleUserErrors = Partial<Record<ConsoleUserField, FieldMessage>>;

const passwordLimits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The contract's password rule (the one the server applies), in words. */
export function passwordMessage(password: string, login: string): FieldMessage | undefined {
  if (!password) return { key: "participants.consoleUser.passwordRequired" };
  const problem = passwordProblem(password, login);
  return problem ? { key: `passwordProblems.${problem}`, values: passwordLimits } : undefined;
}

export function checkConsoleUser(values: ConsoleUserValues): ConsoleUserErrors {
  const errors: ConsoleUserErrors = {};
  const login = values.login.trim();
  if (!login) errors.login = { key: "participants.consoleUser.loginRequired" };
  else if (!participantToUser.shape.login.safeParse(login).success) errors.login = { key: "participants.consoleUser.loginFormat" };
  const password = passwordMessage(values.password, login);
  if (password) errors.password = password;
  if (values.repeatPassword !== values.password) errors.repeatPassword = { key: "participants.consoleUser.mismatch" };
  return errors;
}

/**
 * The server's field problems under the dialog's fields (a taken login, a weak password); null
 * when one belongs to no field there, so it is shown as a toast.
 */
export function serverConsoleUserErrors(details: readonly FieldProblem[]): ConsoleUserErrors | null {
  if (details.length === 0) return null;
  const errors: ConsoleUserErrors = {};
  for (const problem of details) {
    const field = problem.field.split(".")[0];
    if (field === "login")
      errors.login ??= problem.code === "TAKEN" ? { key: "participants.consoleUser.loginTaken" } : { key: "participants.consoleUser.loginFormat" };
    else if (field === "password")
      errors.password ??=
        problem.code && ["TOO_SHORT", "TOO_LONG", "NEEDS_LETTER_AND_DIGIT", "SAME_AS_LOGIN"].includes(problem.code)
          ? { key: `passwordProblems.${problem.code}`, values: passwordLimits }
          : { text: problem.message };
    else if (field === "roleIds") errors.roleIds ??= { text: problem.message };
    else return null;
  }
  return errors;
}

/** A login proposal from the participant's name: "petra.novakova". */
export function suggestedLogin(name: string, surname: string): string {
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "");
  return [plain(name), plain(surname)].filter(Boolean).join(".");
}
