import {
  DEFAULT_LANGUAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  userCreate,
  type Language,
  type User,
  type UserCreate,
  type UserUpdate,
} from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";

/** What the user editor holds while it is open. */
export interface UserFormValues {
  login: string;
  /** Editing: whether the administrator sets a new password. */
  setPassword: boolean;
  password: string;
  repeatPassword: string;
  name: string;
  surname: string;
  email: string;
  language: Language;
  orgId: number | null;
  roleIds: number[];
  active: boolean;
}

export type UserFormMode = "create" | "edit";
export type UserField = "login" | "password" | "repeatPassword" | "name" | "surname" | "email" | "language" | "orgId" | "roleIds" | "active";

/** A problem in words: a translation key with its values, or the server's own text. */
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };
export type UserFormErrors = Partial<Record<UserField, FieldMessage>>;

const passwordLimits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
const USER_FIELDS: readonly UserField[] = ["login", "password", "repeatPassword", "name", "surname", "email", "language", "orgId", "roleIds", "active"];

export function newUserForm(orgId: number | null): UserFormValues {
  return {
    login: "",
    setPassword: true,
    password: "",
    repeatPassword: "",
    name: "",
    surname: "",
    email: "",
    language: DEFAULT_LANGUAGE,
    orgId,
    roleIds: [],
    active: true,
  };
}

export function userFormOf(user: User): UserFormValues {
  return {
    login: user.login,
    setPassword: false,
    password: "",
    repeatPassword: "",
    name: user.name,
    surname: user.surname,
    email: user.email ?? "",
    language: user.language,
    orgId: user.orgId,
    roleIds: user.roles.map((role) => role.id),
    active: user.active,
  };
}

/** The strength of the password typed, by the contract's rule (the one the server applies). */
export function passwordMessage(password: string, login: string): FieldMessage | undefined {
  if (!password) return { key: "users.errors.passwordRequired" };
  const problem = passwordProblem(password, login);
  return problem ? { key: `passwordProblems.${problem}`, values: passwordLimits } : undefined;
}

/** The editor's own checks, with the contract's rules for login and email. */
export function checkUserForm(values: UserFormValues, mode: UserFormMode): UserFormErrors {
  const errors: UserFormErrors = {};
  if (mode === "create") {
    if (!values.login.trim()) errors.login = { key: "users.errors.loginRequired" };
    else if (!userCreate.shape.login.safeParse(values.login).success) errors.login = { key: "users.errors.loginFormat" };
    if (values.orgId === null) errors.orgId = { key: "users.errors.organizationRequired" };
  }
  if (mode === "create" || values.setPassword) {
    const password = passwordMessage(values.password, values.login.trim());
    if (password) errors.password = password;
    if (values.repeatPassword !== values.password) errors.repeatPassword = { key: "users.errors.mismatch" };
  }
  if (!values.name.trim()) errors.name = { key: "users.errors.nameRequired" };
  const email = values.email.trim();
  if (email && !userCreate.shape.email.safeParse(email).success) errors.email = { key: "users.errors.email" };
  return errors;
}

export function toCreateRequest(values: UserFormValues): UserCreate {
  const email = values.email.trim();
  return {
    login: values.login.trim(),
    password: values.password,
    name: values.name.trim(),
    surname: values.surname.trim(),
    ...(email ? { email } : {}),
    language: values.language,
    orgId: values.orgId ?? 0,
    roleIds: values.roleIds,
    active: values.active,
  };
}

export function toUpdateRequest(values: UserFormValues, user: Pick<User, "id" | "version">): UserUpdate {
  const email = values.email.trim();
  return {
    id: user.id,
    version: user.version,
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: email || null,
    language: values.language,
    roleIds: values.roleIds,
    active: values.active,
    ...(values.setPassword ? { password: values.password } : {}),
  };
}

const LOGIN_PROBLEM_KEYS: Record<string, string> = { TAKEN: "users.errors.loginTaken", LINKED_ELSEWHERE: "users.errors.loginLinkedElsewhere" };

function messageOf(field: UserField, problem: FieldProblem): FieldMessage {
  if (field === "login") return { key: LOGIN_PROBLEM_KEYS[problem.code ?? ""] ?? "users.errors.loginFormat" };
  if (field === "email") return { key: "users.errors.email" };
  if (field === "password" && problem.code && ["TOO_SHORT", "TOO_LONG", "NEEDS_LETTER_AND_DIGIT", "SAME_AS_LOGIN"].includes(problem.code)) {
    return { key: `passwordProblems.${problem.code}`, values: passwordLimits };
  }
  if (field === "roleIds" && problem.code === "UNKNOWN_ROLE") return { key: "users.errors.unknownRole" };
  if (field === "roleIds" && problem.code === "ROLE_OUTSIDE_ORGANIZATION") return { key: "users.errors.roleOutsideOrganization" };
  return { text: problem.message };
}

/**
 * The server's field problems (`details`, e.g. a taken login or a weak password) placed under the
 * fields of the editor; `null` when one belongs to no field there, so the failure is shown as a toast.
 */
export function serverUserErrors(details: readonly FieldProblem[]): UserFormErrors | null {
  if (details.length === 0) return null;
  const errors: UserFormErrors = {};
  for (const problem of details) {
    const field = problem.field.split(".")[0] as UserField;
    if (!USER_FIELDS.includes(field)) return null;
    errors[field] ??= messageOf(field, problem);
  }
  return errors;
}
