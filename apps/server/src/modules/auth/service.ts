import { setTimeout as sleep } from "node:timers/promises";
import type { LoginResponse } from "@alarm/contract";
import type { Config } from "../../config.js";
import { type AuditEvent, recordAuditEvent } from "../../core/audit-events.js";
import { AppError, unauthorized } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Database, Db, Executor } from "../../db/database.js";
import { toCurrentUser } from "./current-user.js";
import { verifyPassword } from "./passwords.js";
import { PrincipalCache, PRINCIPALS_CHANNEL } from "./principal-cache.js";
import * as repo from "./repo.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { type AccessTokens, hashRefreshToken, newRefreshToken, ticketHash } from "./tokens.js";
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

/** Who a session is opened for, and from where. */
type SessionUser = { id: number; orgId: number; login: string };
type SessionClient = { address: string; userAgent: string | undefined };

/** A sign-in of the participant app: a long-lived session named after the phone, for users `admit` lets in. */
export type AppSignIn = { deviceName: string; admit(userId: number): Promise<void> };

export class AuthService {
  /** Whether the database's change notices arrive now: nothing is used again before hearSignInChanges. */
  private hearing: () => boolean = () => false;
  private readonly principals = new PrincipalCache(() => this.hearing());

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
      await recordAuditEvent(this.db, signInFailure(attempt.login, user, "INVALID_CREDENTIALS"));
      throw await fail(new AppError("INVALID_CREDENTIALS", "Invalid username or password!"));
    }
    await this.throttle.passwordAccepted(attempt.login, attempt.address);
    if (user.twoFactorEnabled && user.twoFactorSecret) {
      if (!attempt.code) throw new AppError("VERIFICATION_CODE_REQUIRED", "Enter the code from your authenticator app");
      await this.throttle.admitCode(user.id);
      const step = await acceptedTimeStep(user.twoFactorSecret, attempt.code, user.twoFactorLastStep);
      if (step === null) {
        await recordAuditEvent(this.db, signInFailure(attempt.login, user, "INVALID_VERIFICATION_CODE"));
        throw await fail(new AppError("INVALID_VERIFICATION_CODE", "Invalid authentication code!"));
      }
      await this.throttle.codeAccepted(user.id);
      await repo.updateUser(this.db, user.id, { twoFactorLastStep: step });
    }
    await app?.admit(user.id);
    const ttlSeconds = this.ttlSeconds(app ? "APP" : "CONSOLE");
    const sessionId = await this.openSession(user, attempt, ttlSeconds, app);
    const principal = await repo.findPrincipal(this.db, user.id, sessionId);
    if (!principal) throw unauthorized();
    return { ...(await this.issueTokens(user.id, sessionId, this.db, ttlSeconds)), user: toCurrentUser(principal), sessionId };
  }

  /**
   * Opens a console session for a user whose identity was proven elsewhere (single sign-on) and
   * answers a one-time ticket for it instead of tokens, so that no token travels in a URL. The
   * ticket is the session's first refresh token, kept under a hash that POST /refresh never
   * computes (so only `redeemTicket` takes it), and valid for `ticketTtlSeconds`.
   */
  async openSessionTicket(user: SessionUser, client: SessionClient, ticketTtlSeconds: number, ssoIdToken: string): Promise<string> {
    const sessionId = await this.openSession(user, client, this.ttlSeconds("CONSOLE"), undefined, { idToken: ssoIdToken });
    const ticket = newRefreshToken();
    await repo.storeRefreshToken(this.db, { tokenHash: ticketHash(ticket), sessionId, expiresAt: new Date(Date.now() + ticketTtlSeconds * 1000) });
    return ticket;
  }

  /** Trades a ticket of `openSessionTicket` for the session's tokens, once: presenting it again ends the session. */
  async redeemTicket(ticket: string): Promise<LoginResponse> {
    const pair = await this.rotate(ticketHash(ticket), "Unknown or expired sign-in ticket");
    const claims = await this.accessTokens.read(pair.token);
    const principal = claims && (await repo.findPrincipal(this.db, claims.userId, claims.sessionId));
    if (!principal) throw unauthorized("Session has ended");
    return { ...pair, user: toCurrentUser(principal) };
  }

  /** A sign-in refused after the user's identity was proven elsewhere (single sign-on), in the audit log. */
  async signInRefused(login: string, user: { id: number; orgId: number } | undefined, reason: string) {
    await recordAuditEvent(this.db, signInFailure(login, user, reason));
    await this.throttle.forgetQuiet();
  }

  /** Trades a refresh token for a new pair. Presenting a used token again ends the whole session. */
  refresh(refreshToken: string) {
    return this.rotate(hashRefreshToken(refreshToken), "Unknown refresh token");
  }

  /** Uses up the refresh token (or ticket) stored under `tokenHash` and issues the session's next pair. */
  private async rotate(tokenHash: string, unknownReason: string) {
    // The transaction returns its refusal instead of throwing it, so that ending a session on a
    // replayed token is committed rather than rolled back.
    const outcome = await this.db.transaction(async (tx) => {
      const found = await repo.consumeRefreshToken(tx, tokenHash);
      if (!found) return unauthorized(unknownReason);
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
    const { userId, sessionId } = claims;
    return (await this.principals.principal(userId, sessionId, () => repo.findSessionPrincipal(this.db, userId, sessionId))) ?? null;
  }

  /**
   * Hears the database's notices of changes to sessions, users, roles and organizations, so that
   * principals read for one request are used again by the next ones until one changes (PrincipalCache).
   */
  async hearSignInChanges(database: Pick<Database, "listen" | "listening" | "onReconnect">): Promise<() => Promise<void>> {
    database.onReconnect(() => this.principals.forget());
    const unlisten = await database.listen(PRINCIPALS_CHANNEL, () => this.principals.forget());
    this.hearing = () => database.listening();
    return async () => {
      this.hearing = () => false;
      this.principals.forget();
      await unlisten();
    };
  }

  /** A request of this instance may have changed what principals are read from: forget them before it is answered. */
  signInsChanged() {
    this.principals.forget();
  }

  /** Ends the session; answers its single sign-on ID token (the hint of the provider's logout), if it has one. */
  logout(sessionId: string): Promise<string | null> {
    return repo.endSession(this.db, sessionId);
  }

  /** A new session of `user`, recorded in the audit log as a sign-in. */
  /** `sso`: opened by a single sign-on, whose ID token the session keeps for the provider's logout. */
  private async openSession(user: SessionUser, client: SessionClient, ttlSeconds: number, app?: AppSignIn, sso?: { idToken: string }) {
    const sessionId = await repo.createSession(this.db, {
      userId: user.id,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      address: client.address,
      userAgent: client.userAgent?.slice(0, 300),
      kind: app ? "APP" : "CONSOLE",
      deviceName: app?.deviceName,
      ssoIdToken: sso?.idToken,
    });
    await recordAuditEvent(this.db, {
      action: "SIGN_IN",
      objectType: "users",
      objectId: user.id,
      orgId: user.orgId,
      actor: { userId: user.id, login: user.login },
      details: { login: user.login, session: app ? "APP" : "CONSOLE", ...(app ? { device: app.deviceName } : {}), ...(sso ? { via: "SSO" } : {}) },
    });
    return sessionId;
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

/** A refused sign-in, filed under the user it named (when there is one) so its organization sees it. */
function signInFailure(login: string, user: { id: number; orgId: number } | undefined | null, reason: string): AuditEvent {
  return {
    action: "SIGN_IN_FAILED",
    objectType: "users",
    objectId: user?.id ?? null,
    orgId: user?.orgId ?? null,
    actor: { userId: null, login },
    details: { login, reason },
  };
}
