import { setTimeout as sleep } from "node:timers/promises";
import type { LoginResponse } from "@alarm/contract";
import type { Config } from "../../config.js";
import { AppError, unauthorized } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { toCurrentUser } from "./current-user.js";
import { verifyPassword } from "./passwords.js";
import * as repo from "./repo.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { type AccessTokens, hashRefreshToken, newRefreshToken } from "./tokens.js";
import { acceptedTimeStep } from "./two-factor.js";

/** The session and user queries other modules may use: they ask here, not in repo.ts. */
export { findPrincipal, revokeSessions, updateUser } from "./repo.js";

export type LoginAttempt = {
  login: string;
  password: string;
  code?: string | undefined;
  address: string;
  userAgent: string | undefined;
};

type AuthConfig = Pick<Config, "refreshTokenTtlSeconds" | "appSessionTtlSeconds" | "authFailureDelayMs">;

/** A sign-in of the participant app: a long-lived session named after the phone, for users `admit` lets in. */
export type AppSignIn = { deviceName: string; admit(userId: number): Promise<void> };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AuthConfig,
    private readonly accessTokens: AccessTokens,
    private readonly throttle: SignInThrottle,
  ) {}

  async login(attempt: LoginAttempt, app?: AppSignIn): Promise<LoginResponse & { sessionId: string }> {
    const startedAt = Date.now();
    const fail = async (error: AppError) => {
      await this.throttle.forgetQuiet();
      // Every refused sign-in answers after the same delay, so timing tells nothing.
      await sleep(Math.max(0, this.config.authFailureDelayMs - (Date.now() - startedAt)));
      return error;
    };

    // Counted before the (slow) password check, so concurrent guesses cannot pass the limit together.
    await this.throttle.admitSignIn(attempt.login, attempt.address);
    const user = await repo.findUserByLogin(this.db, attempt.login);
    const passwordOk = await verifyPassword(user?.passwordHash, attempt.password);
    if (!user || !passwordOk || !user.active) {
      throw await fail(new AppError("INVALID_CREDENTIALS", "Invalid username or password!"));
    }
    await this.throttle.passwordAccepted(attempt.login, attempt.address);
    if (user.twoFactorEnabled && user.twoFactorSecret) {
      if (!attempt.code) throw new AppError("VERIFICATION_CODE_REQUIRED", "Enter the code from your authenticator app");
      await this.throttle.admitCode(user.id);
      const step = await acceptedTimeStep(user.twoFactorSecret, attempt.code, user.twoFactorLastStep);
      if (step === null) throw await fail(new AppError("INVALID_VERIFICATION_CODE", "Invalid authentication code!"));
      await this.throttle.codeAccepted(user.id);
      await repo.updateUser(this.db, user.id, { twoFactorLastStep: step });
    }
    await app?.admit(user.id);
    const ttlSeconds = this.ttlSeconds(app ? "APP" : "CONSOLE");
    const sessionId = await repo.createSession(this.db, {
      userId: user.id,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      address: attempt.address,
      userAgent: attempt.userAgent?.slice(0, 300),
      kind: app ? "APP" : "CONSOLE",
      deviceName: app?.deviceName,
    });
    const principal = await repo.findPrincipal(this.db, user.id, sessionId);
    if (!principal) throw unauthorized();
    return { ...(await this.issueTokens(user.id, sessionId, this.db, ttlSeconds)), user: toCurrentUser(principal), sessionId };
  }

  /** Trades a refresh token for a new pair. Presenting a used token again ends the whole session. */
  async refresh(refreshToken: string) {
    // The transaction returns its refusal instead of throwing it, so that ending a session on a
    // replayed token is committed rather than rolled back.
    const outcome = await this.db.transaction(async (tx) => {
      const found = await repo.consumeRefreshToken(tx, hashRefreshToken(refreshToken));
      if (!found) return unauthorized("Unknown refresh token");
      if (found.token.usedAt) {
        await repo.revokeSessions(tx, { sessionId: found.session.id });
        return unauthorized("Refresh token was already used; the session has been ended");
      }
      const principal = await repo.findPrincipal(tx, found.session.userId, found.session.id);
      if (found.token.expiresAt < new Date() || !principal) return unauthorized("Session has ended");
      const ttlSeconds = this.ttlSeconds(found.session.kind);
      await repo.sessionUsed(tx, found.session.id, found.session.kind === "APP" ? new Date(Date.now() + ttlSeconds * 1000) : null);
      return this.issueTokens(found.session.userId, found.session.id, tx, ttlSeconds);
    });
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  /** The principal of a bearer token, or null when it is invalid, expired or its session ended. */
  async authenticate(accessToken: string): Promise<Principal | null> {
    const claims = await this.accessTokens.read(accessToken);
    if (!claims) return null;
    return (await repo.findPrincipal(this.db, claims.userId, claims.sessionId)) ?? null;
  }

  logout(sessionId: string) {
    return repo.revokeSessions(this.db, { sessionId });
  }

  private ttlSeconds(kind: string) {
    return kind === "APP" ? this.config.appSessionTtlSeconds : this.config.refreshTokenTtlSeconds;
  }

  private async issueTokens(userId: number, sessionId: string, db: Executor, ttlSeconds: number) {
    const refreshToken = newRefreshToken();
    await repo.storeRefreshToken(db, {
      tokenHash: hashRefreshToken(refreshToken),
      sessionId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return { token: await this.accessTokens.sign({ userId, sessionId }), refreshToken };
  }
}
