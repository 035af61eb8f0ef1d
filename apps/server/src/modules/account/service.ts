import { type Language, passwordProblem } from "@alarm/contract";
import type { Db } from "../../db/database.js";
import { fieldError } from "../../http/errors.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import * as authRepo from "../auth/repo.js";
import type { Principal } from "../auth/repo.js";

const PROBLEM_TEXT = {
  TOO_SHORT: "The new password is too short",
  TOO_LONG: "The new password is too long",
  NEEDS_LETTER_AND_DIGIT: "The new password needs at least one letter and one digit",
  SAME_AS_LOGIN: "The new password must differ from the login",
} as const;

export class AccountService {
  constructor(private readonly db: Db) {}

  /** Changes one's own password and ends one's other sessions. */
  async changePassword(principal: Principal, previousPassword: string, newPassword: string) {
    if (!(await verifyPassword(principal.passwordHash, previousPassword))) {
      throw fieldError("previousPassword", "The previous password is wrong", "WRONG_PASSWORD");
    }
    const problem = passwordProblem(newPassword, principal.login);
    if (problem) throw fieldError("newPassword", PROBLEM_TEXT[problem], problem);
    await authRepo.updateUser(this.db, principal.id, {
      passwordHash: await hashPassword(newPassword),
      passwordIsDefault: false,
    });
    await authRepo.revokeSessions(this.db, { userId: principal.id, exceptSessionId: principal.sessionId });
  }

  setLanguage(principal: Principal, language: Language) {
    return authRepo.updateUser(this.db, principal.id, { language });
  }
}
