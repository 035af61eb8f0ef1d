import type { Language } from "@alarm/contract";
import { fieldError } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../auth/passwords.js";
import { revokeSessions, updateUser } from "../auth/service.js";
import type { SignInThrottle } from "../auth/sign-in-throttle.js";

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Changes one's own password and ends one's other sessions. Guesses at the previous password are
   * limited like sign-ins, so a session left open does not let anyone find the password.
   */
  async changePassword(principal: Principal, previousPassword: string, newPassword: string) {
    await this.throttle.admitPasswordCheck(principal.id);
    if (!(await verifyPassword(principal.passwordHash, previousPassword))) {
      throw fieldError("previousPassword", "The previous password is wrong", "WRONG_PASSWORD");
    }
    await this.throttle.passwordCheckAccepted(principal.id);
    await assertAcceptablePassword(newPassword, principal.login, "newPassword");
    await updateUser(this.db, principal.id, {
      passwordHash: await hashPassword(newPassword),
      passwordIsDefault: false,
    });
    await revokeSessions(this.db, { userId: principal.id, exceptSessionId: principal.sessionId });
  }

  setLanguage(principal: Principal, language: Language) {
    return updateUser(this.db, principal.id, { language });
  }
}
