import type { TwoFactorSetup, TwoFactorStatus } from "@alarm/contract";
import { AppError, notFound } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal, UserRow } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { assertOutranks, authoritiesOfUser } from "./rank.js";
import * as repo from "./repo.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { acceptedTimeStep, newTwoFactorSecret, twoFactorSetup } from "./two-factor.js";

const invalidCode = () => new AppError("INVALID_VERIFICATION_CODE", "Invalid authentication code!", undefined, 400);

export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Starts setup: a new secret is shown as a QR code and becomes active only once a code confirms it. */
  async startSetup(principal: Principal): Promise<TwoFactorSetup> {
    const secret = newTwoFactorSecret();
    await repo.updateUser(this.db, principal.id, { twoFactorPendingSecret: secret });
    return twoFactorSetup(principal.login, secret);
  }

  async confirm(principal: Principal, code: string) {
    const user = await repo.findUserByLogin(this.db, principal.login);
    const secret = user?.twoFactorPendingSecret;
    if (!secret) throw new AppError("CONFLICT", "Start two-factor setup first");
    const step = await acceptedTimeStep(secret, code, null);
    if (step === null) throw invalidCode();
    await repo.updateUser(this.db, principal.id, {
      twoFactorEnabled: true,
      twoFactorSecret: secret,
      twoFactorPendingSecret: null,
      twoFactorLastStep: step,
    });
  }

  /** Turning one's own two-factor off asks for a current code, so a stolen session alone cannot do it. */
  async disable(principal: Principal, code: string | undefined) {
    const user = await repo.findUserByLogin(this.db, principal.login);
    if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw new AppError("CONFLICT", "Two-factor authentication is not on");
    if (!code) throw new AppError("VERIFICATION_CODE_REQUIRED", "Enter a current code from your authenticator app", undefined, 400);
    await this.throttle.admitCode(user.id);
    const step = await acceptedTimeStep(user.twoFactorSecret, code, user.twoFactorLastStep);
    if (step === null) throw invalidCode();
    await this.throttle.codeAccepted(user.id);
    await this.clear(principal, user);
  }

  async status(principal: Principal, userLogin: string): Promise<TwoFactorStatus> {
    const user = await this.visibleUser(principal, userLogin);
    return { userLogin: user.login, enabled: user.twoFactorEnabled };
  }

  /**
   * One's own two-factor is turned off only with a current code (as `disable`); someone else's by a
   * user administrator of the user's organization who holds every authority the user holds.
   */
  async reset(principal: Principal, userLogin: string, code: string | undefined) {
    const user = await this.visibleUser(principal, userLogin);
    if (user.id === principal.id) return this.disable(principal, code);
    assertOutranks(principal, await authoritiesOfUser(this.db, user.id), "The user");
    await this.clear(principal, user);
  }

  private clear(principal: Principal, user: UserRow) {
    return this.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, clearedTwoFactor);
      await repo.recordSecurityEvent(tx, {
        userId: user.id,
        kind: "TWO_FACTOR_RESET",
        actorId: principal.id,
        actorLogin: principal.login,
        details: { wasEnabled: user.twoFactorEnabled, byUserItself: user.id === principal.id },
      });
    });
  }

  /** Oneself, or a user of one's organization subtree for a user administrator; others do not exist. */
  private async visibleUser(principal: Principal, login: string): Promise<UserRow> {
    const user = await repo.findUserByLogin(this.db, login);
    if (user && user.id === principal.id) return user;
    if (!user || !principal.authorities.includes("USER_ADMIN")) throw notFound("User");
    if (!(await isWithinOrganization(this.db, principal.orgId, user.orgId))) throw notFound("User");
    return user;
  }
}

const clearedTwoFactor = {
  twoFactorEnabled: false,
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  twoFactorLastStep: null,
} as const;
