import type { Config } from "../../config.js";
import { rateLimited } from "../../core/errors.js";
import type { Db } from "../../db/database.js";
import * as repo from "./repo.js";
import type { ThrottlePolicy } from "./repo.js";

export type ThrottleConfig = Pick<
  Config,
  "loginAttemptsPerLoginAndAddress" | "loginAttemptsPerLogin" | "loginAttemptsPerAddress" | "loginAttemptWindowSeconds" | "loginLockoutMaxSeconds"
>;

const FIRST_LOCKOUT_SECONDS = 60;

type Subject = { key: string; policy: ThrottlePolicy };

export function waitText(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Limits on guessing passwords and codes. A sign-in counts on its login and address pair (a growing
 * delay: 1, 2, 4 … minutes), then on the login alone and on the address alone (higher ceilings per
 * window, against guessing spread over many addresses or many logins). Code guesses count per user,
 * with the growing delay. Every attempt is counted before its secret is checked and handed back
 * when the secret was right, so concurrent guesses never exceed a limit.
 */
export class SignInThrottle {
  private readonly pair: ThrottlePolicy;
  private readonly login: ThrottlePolicy;
  private readonly address: ThrottlePolicy;

  constructor(
    private readonly db: Db,
    config: ThrottleConfig,
  ) {
    const windowSeconds = config.loginAttemptWindowSeconds;
    const growingDelay = { firstSeconds: Math.min(FIRST_LOCKOUT_SECONDS, config.loginLockoutMaxSeconds), maxSeconds: config.loginLockoutMaxSeconds };
    this.pair = { limit: config.loginAttemptsPerLoginAndAddress, windowSeconds, growingDelay };
    this.login = { limit: config.loginAttemptsPerLogin, windowSeconds };
    this.address = { limit: config.loginAttemptsPerAddress, windowSeconds };
  }

  /** Counts a sign-in before its password is checked; 429 RATE_LIMITED when the pair, login or address is blocked. */
  admitSignIn(login: string, address: string) {
    return this.admit(this.signInSubjects(login, address), "Too many failed sign-ins");
  }

  /** The password was right: the pair starts afresh, the login and the address get their attempt back. */
  async passwordAccepted(login: string, address: string) {
    const [pair, ...ceilings] = this.signInSubjects(login, address);
    await repo.clearThrottle(this.db, pair!.key);
    for (const subject of ceilings) await repo.uncountThrottledAttempt(this.db, subject.key);
  }

  /**
   * Counts a return from the single sign-on provider on its address before it is checked: failed
   * ones (a forged or stale state, a refused user) share the address's ceiling with password sign-ins.
   */
  admitSingleSignOn(address: string) {
    return this.admit([this.addressSubject(address)], "Too many failed sign-ins");
  }

  /** The single sign-on succeeded: the address gets its attempt back. */
  singleSignOnAccepted(address: string) {
    return repo.uncountThrottledAttempt(this.db, this.addressSubject(address).key);
  }

  /** Counts a guess at a user's two-factor code before it is checked. */
  admitCode(userId: number) {
    return this.admit([this.codeSubject(userId)], "Too many wrong authentication codes");
  }

  codeAccepted(userId: number) {
    return repo.clearThrottle(this.db, this.codeSubject(userId).key);
  }

  /** Counts a guess at a signed-in user's own password (to change it) before it is checked. */
  admitPasswordCheck(userId: number) {
    return this.admit([this.passwordSubject(userId)], "Too many wrong passwords");
  }

  passwordCheckAccepted(userId: number) {
    return repo.clearThrottle(this.db, this.passwordSubject(userId).key);
  }

  /**
   * Counts one use of something costly that `subject` may do `limit` times per `windowSeconds`; past
   * that, 429 RATE_LIMITED until the window ends. Kept in the database, so every instance shares the count.
   */
  admitUse(subject: string, limit: number, windowSeconds: number, what: string) {
    return this.admit([{ key: `use:${subject}`, policy: { limit, windowSeconds } }], what);
  }

  forgetQuiet() {
    return repo.forgetQuietThrottles(this.db);
  }

  private signInSubjects(login: string, address: string): Subject[] {
    const name = login.toLowerCase();
    return [{ key: `login+address:${name}|${address}`, policy: this.pair }, { key: `login:${name}`, policy: this.login }, this.addressSubject(address)];
  }

  private addressSubject(address: string): Subject {
    return { key: `address:${address}`, policy: this.address };
  }

  private codeSubject(userId: number): Subject {
    return { key: `code:${userId}`, policy: this.pair };
  }

  private passwordSubject(userId: number): Subject {
    return { key: `password:${userId}`, policy: this.pair };
  }

  /** Counts on each subject in turn; a refusal hands back what was counted before it. */
  private async admit(subjects: Subject[], what: string) {
    for (const [index, subject] of subjects.entries()) {
      if (await repo.countThrottledAttempt(this.db, subject.key, subject.policy)) continue;
      for (const counted of subjects.slice(0, index)) await repo.uncountThrottledAttempt(this.db, counted.key);
      const seconds = await repo.throttleBlockedSeconds(this.db, subject.key, subject.policy);
      throw rateLimited(seconds, `${what}. Try again in ${waitText(seconds)}.`);
    }
  }
}
