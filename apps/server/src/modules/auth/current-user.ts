import type { CurrentUser, Language } from "@alarm/contract";
import type { Principal } from "../../core/principal.js";

export function toCurrentUser(principal: Principal): CurrentUser {
  return {
    id: principal.id,
    login: principal.login,
    name: principal.name,
    surname: principal.surname,
    email: principal.email,
    language: principal.language as Language,
    orgId: principal.orgId,
    orgName: principal.orgName,
    authorities: principal.authorities,
    twoFactorEnabled: principal.twoFactorEnabled,
    usingDefaultPassword: principal.passwordIsDefault,
  };
}
