import type { Authority, User } from "@alarm/contract";
import type { RoleOption } from "../api/role-options";

/**
 * The roles the picker offers: those usable in the user's organization (its own and its parents'),
 * plus the ones the user already holds, which stay choosable even when no longer listed.
 */
export function roleChoices(usable: readonly RoleOption[], held: User["roles"]): RoleOption[] {
  const missing = held.filter((role) => !usable.some((option) => option.id === role.id)).map((role) => ({ ...role, orgId: 0, orgName: "", authorities: [] }));
  return [...usable, ...missing];
}

/** A role the administrator may not add: it grants an authority the administrator lacks (the server refuses it too). */
export function isRoleOutOfReach(role: RoleOption, held: User["roles"], mine: ReadonlySet<Authority>): boolean {
  return !held.some((holding) => holding.id === role.id) && role.authorities.some((authority) => !mine.has(authority));
}

/** The chosen roles that remain choosable once the roles usable in the (new) organization are known. */
export function keptRoleIds(roleIds: readonly number[], usable: readonly RoleOption[], held: User["roles"]): number[] {
  return roleIds.filter((id) => usable.some((role) => role.id === id) || held.some((role) => role.id === id));
}
