import { readFile } from "node:fs/promises";
import { hash, verify } from "@node-rs/argon2";
import { passwordProblem } from "@alarm/contract";
import { fieldError } from "../../core/errors.js";
import { PATHS } from "../../paths.js";

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

// OWASP's argon2id recommendation: 19 MiB memory, two passes.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * The stored "hash" of a user who has no password (created by single sign-on): no password
 * matches it, and checking one takes as long as for an unknown login.
 */
export const UNUSABLE_PASSWORD_HASH = "!no-password";

/** Hash checked when the login is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash || storedHash === UNUSABLE_PASSWORD_HASH) {
    decoyHash ??= hashPassword("decoy password for unknown logins");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * The passwords of the zxcvbn-ts common list (ranked from leaked password sets) that are long enough
 * to pass the length rule, lower-cased; shorter ones are refused as too short anyway.
 */
let commonPasswords: Promise<Set<string>> | undefined;

export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= readFile(PATHS.commonPasswords, "utf8").then((text) => new Set(text.split("\n").filter(Boolean)));
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

const PROBLEM_TEXT = {
  TOO_SHORT: "The password is too short",
  TOO_LONG: "The password is too long",
  NEEDS_LETTER_AND_DIGIT: "The password needs at least one letter and one digit",
  SAME_AS_LOGIN: "The password must differ from the login",
  COMMON: "The password is one of the most common passwords",
} as const;

/**
 * The rule for every password a person sets (new user, password set by an administrator, own
 * change): the shared strength rule, then the list of common passwords. 400 VALIDATION on `field`.
 */
export async function assertAcceptablePassword(password: string, login: string, field: string) {
  const problem = passwordProblem(password, login) ?? ((await isCommonPassword(password)) ? "COMMON" : null);
  if (problem) throw fieldError(field, PROBLEM_TEXT[problem], problem);
}
