import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

// OWASP's argon2id recommendation: 19 MiB memory, two passes.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Hash checked when the login is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy password for unknown logins");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
