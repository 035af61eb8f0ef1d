import { AUTHORITIES, type Role, type User } from "@alarm/contract";

/**
 * Rank between users (docs/domain-rules.md#rank-between-users): a "deputy" holding USER_ADMIN and
 * ROLE_ADMIN in the victim's organization aims at a user and a role of the same organization
 * holding every authority, and tries to hand out more than it holds. Scope and authority would let
 * it; rank must not.
 */
export type RankTargets = {
  orgId: number;
  /** A user holding every authority through `strongRole`. */
  strongUser: User;
  strongRole: Role;
  /** A role within the deputy's authorities. */
  weakRole: Role;
  /** The deputy itself, as the deputy reads itself. */
  deputy: User;
};

type RankRequest = { method: "POST" | "PUT" | "DELETE"; url: string; payload?: object };

/** The new password the deputy tries to give the strong user. */
export const TAKEOVER_PASSWORD = "taken-over-by-deputy-1";

const userChange = (user: User, change: Partial<Record<string, unknown>>) => ({
  url: "/users",
  method: "PUT" as const,
  payload: {
    id: user.id,
    version: user.version,
    name: user.name,
    surname: user.surname,
    language: user.language,
    roleIds: user.roles.map((role) => role.id),
    active: user.active,
    ...change,
  },
});

const roleChange = (role: Role, change: Partial<Record<string, unknown>>) => ({
  url: "/user-groups",
  method: "PUT" as const,
  payload: { id: role.id, version: role.version, name: role.name, authorities: role.authorities, ...change },
});

export const RANK_CASES: Record<string, (t: RankTargets) => RankRequest> = {
  "set the password of a stronger user": (t) => userChange(t.strongUser, { password: TAKEOVER_PASSWORD }),
  "deactivate a stronger user": (t) => userChange(t.strongUser, { active: false }),
  "take the roles of a stronger user": (t) => userChange(t.strongUser, { roleIds: [] }),
  "rename a stronger user": (t) => userChange(t.strongUser, { name: "Demoted" }),
  "delete a stronger user": (t) => ({ method: "DELETE", url: `/users/${t.strongUser.id}` }),
  "give oneself a stronger role": (t) => userChange(t.deputy, { roleIds: [...t.deputy.roles.map((role) => role.id), t.strongRole.id] }),
  "create a user with a stronger role": (t) => ({
    method: "POST",
    url: "/users",
    payload: { login: "deputy-confederate", password: TAKEOVER_PASSWORD, name: "C", surname: "F", orgId: t.orgId, roleIds: [t.strongRole.id] },
  }),
  "rename a stronger role": (t) => roleChange(t.strongRole, { name: "Hijacked" }),
  "strip a stronger role": (t) => roleChange(t.strongRole, { authorities: [] }),
  "delete a stronger role": (t) => ({ method: "DELETE", url: `/user-groups/${t.strongRole.id}` }),
  "create a role beyond one's authorities": (t) => ({
    method: "POST",
    url: "/user-groups",
    payload: { name: "Deputy's own", orgId: t.orgId, authorities: [...AUTHORITIES] },
  }),
  "grant a role more than one holds": (t) => roleChange(t.weakRole, { authorities: [...t.weakRole.authorities, "ORGANIZATION_ADMIN"] }),
};
