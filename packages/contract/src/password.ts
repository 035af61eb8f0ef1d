export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "TOO_SHORT" | "TOO_LONG" | "NEEDS_LETTER_AND_DIGIT" | "SAME_AS_LOGIN";

/** The strength rule for new passwords, shared by the account form and the server. */
export function passwordProblem(password: string, login?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "TOO_SHORT";
  if (password.length > PASSWORD_MAX_LENGTH) return "TOO_LONG";
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return "NEEDS_LETTER_AND_DIGIT";
  if (login && password.toLowerCase() === login.toLowerCase()) return "SAME_AS_LOGIN";
  return null;
}
