import type { Authority, Role, RoleCreate, RoleUpdate } from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";

export interface RoleFormValues {
  name: string;
  orgId: number | null;
  authorities: Authority[];
  /** 0 to 11: which dashboard preset the role's users start with (docs/domain-rules.md#defaults). */
  roleNumber: number;
}

export type RoleFormMode = "create" | "edit";
export type RoleField = keyof RoleFormValues;
/** A problem in words: a translation key, or the server's own text. */
export type FieldMessage = { key: string } | { text: string };
export type RoleFormErrors = Partial<Record<RoleField, FieldMessage>>;

const ROLE_FIELDS: readonly RoleField[] = ["name", "orgId", "authorities", "roleNumber"];

export function newRoleForm(orgId: number | null): RoleFormValues {
  return { name: "", orgId, authorities: [], roleNumber: 0 };
}

export function roleFormOf(role: Role): RoleFormValues {
  return { name: role.name, orgId: role.orgId, authorities: [...role.authorities], roleNumber: role.roleNumber };
}

export function checkRoleForm(values: RoleFormValues, mode: RoleFormMode): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.name.trim()) errors.name = { key: "roles.errors.nameRequired" };
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "roles.errors.organizationRequired" };
  return errors;
}

export function toCreateRequest(values: RoleFormValues): RoleCreate {
  return { name: values.name.trim(), orgId: values.orgId ?? 0, authorities: values.authorities, roleNumber: values.roleNumber };
}

export function toUpdateRequest(values: RoleFormValues, role: Pick<Role, "id" | "version">): RoleUpdate {
  return { id: role.id, version: role.version, name: values.name.trim(), authorities: values.authorities, roleNumber: values.roleNumber };
}

/** The server's field problems under the editor's fields; `null` when one belongs to none of them. */
export function serverRoleErrors(details: readonly FieldProblem[]): RoleFormErrors | null {
  if (details.length === 0) return null;
  const errors: RoleFormErrors = {};
  for (const problem of details) {
    const field = problem.field.split(".")[0] as RoleField;
    if (!ROLE_FIELDS.includes(field)) return null;
    errors[field] ??= field === "name" && !problem.code ? { key: "roles.errors.name" } : { text: problem.message };
  }
  return errors;
}

/**
 * "Select all" of a group: adds every authority of the group the administrator may grant, or,
 * when all of those are chosen already, takes them away. Authorities beyond reach stay as they are.
 */
export function toggleGroup(chosen: readonly Authority[], group: readonly Authority[], grantable: ReadonlySet<Authority>): Authority[] {
  const reachable = group.filter((authority) => grantable.has(authority));
  const allChosen = reachable.every((authority) => chosen.includes(authority));
  if (allChosen) return chosen.filter((authority) => !reachable.includes(authority));
  return [...chosen, ...reachable.filter((authority) => !chosen.includes(authority))];
}

/** Whether every authority of a group that can be granted is chosen (and there is at least one). */
export function isGroupChosen(chosen: readonly Authority[], group: readonly Authority[], grantable: ReadonlySet<Authority>): boolean {
  const reachable = group.filter((authority) => grantable.has(authority));
  return reachable.length > 0 && reachable.every((authority) => chosen.includes(authority));
}
