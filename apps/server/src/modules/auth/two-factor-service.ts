import type { TwoFactorSetup, TwoFactorStatus } from "@alarm/contract";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/errors.js";
import { isWithinOrganization } from "../organizations/scope.js";
import * as repo from "./repo.js";
import type { Principal, UserRow } from "./repo.js";
import { acceptedTimeStep, newTwoFactorSecret, twoFactorSetup } from "./two-factor.js";

const invalidCode = () => new AppError("INVALID_VERIFICATION_CODE", "Invalid authentication code!", undefined, 400);

export class TwoFactorService {
  constructor(private readonly db: Db) {}

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

  /** Turning two-factor off asks for a current code, so a stolen session alone cannot do it. */
  async disable(principal: Principal, code: string) {
    const user = await repo.findUserByLogin(this.db, principal.login);
    if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw new AppError("CONFLICT", "Two-factor authentication is not on");
    const step = await acceptedTimeStep(user.twoFactorSecret, code, user.twoFactorLastStep);
    if (step === null) throw invalidCode();
    await repo.updateUser(this.db, user.id, clearedTwoFactor);
  }

  async status(principal: Principal, userLogin: string): Promise<TwoFactorStatus> {
    const user = await this.visibleUser(principal, userLogin);
    return { userLogin: user.login, enabled: user.twoFactorEnabled };
  }

  async reset(principal: Principal, userLogin: string) {
    const user = await this.visibleUser(principal, userLogin);
    await repo.updateUser(this.db, user.id, clearedTwoFactor);
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
