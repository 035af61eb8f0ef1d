import { type Authority, type ConfigurationDocument, type ImportRow, userCreate } from "@alarm/contract";
import { ADMIN_LOGIN } from "../../users/create-user.js";
import { sortedRoles, userRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, describePath, isWithin, namedKey, pathKey } from "../keys.js";
import { indexBy } from "../plan-checks.js";
import type { UserRow } from "../snapshot.js";
import { authoritiesOfUsers, type LoginAt, loginAtKey, loginsLinkedElsewhere, takenUserLogins } from "./login-reads.js";
import type { Planning } from "./planning.js";
import { storedRolesByName } from "./roles.js";

type WantedUser = ConfigurationDocument["users"][number];

/** What the database says of the document's logins, read for all users at once. */
type UserChecks = {
  usersByLogin: Map<string, UserRow>;
  /** Lower-case logins of users anywhere in the installation. */
  taken: Set<string>;
  /** Logins of new users (by loginAtKey) that participants out of their reach name. */
  linkedElsewhere: Set<string>;
  /** The authorities of each stored user the document names. */
  authorities: Map<number, Authority[]>;
  authoritiesOfRole(key: string): Authority[] | undefined;
  storedRoleIds: Set<number>;
};

export type PlannedUsers = {
  ops: Operations["users"];
  /** Paths of the users the document creates, by lower-case login: a participant's login may name one. */
  createdUserPaths: Map<string, string[]>;
};

/** Users: by login, unique in the installation whatever its case; never the built-in administrator. */
export async function planUsers(planning: Planning): Promise<PlannedUsers> {
  const checks = await readUserChecks(planning);
  const planned: PlannedUsers = { ops: [], createdUserPaths: new Map() };
  for (const wanted of planning.doc.users) planUser(planning, checks, wanted, planned);
  return planned;
}

async function readUserChecks(planning: Planning): Promise<UserChecks> {
  const { db, snapshot, doc, existingOrg } = planning;
  const usersByLogin = indexBy(snapshot.users, (user) => user.login.toLowerCase());
  const docLogins = [...new Set(doc.users.map((user) => user.login.trim().toLowerCase()))];
  const newUsersAt: LoginAt[] = [];
  const storedIds: number[] = [];
  for (const wanted of doc.users) {
    const login = wanted.login.trim();
    const lower = login.toLowerCase();
    if (lower === ADMIN_LOGIN) continue;
    const stored = usersByLogin.get(lower);
    const org = existingOrg(wanted.organization);
    if (stored) storedIds.push(stored.id);
    else if (org) newUsersAt.push({ login, orgId: org.id });
  }
  const rolesByName = storedRolesByName(planning);
  const docRoles = new Map(doc.roles.map((role) => [namedKey(role.organization, role.name.trim()), role]));
  return {
    usersByLogin,
    taken: await takenUserLogins(db, docLogins),
    linkedElsewhere: await loginsLinkedElsewhere(db, newUsersAt),
    authorities: await authoritiesOfUsers(db, storedIds),
    authoritiesOfRole: (key) => docRoles.get(key)?.authorities ?? rolesByName.get(key)?.authorities,
    storedRoleIds: new Set(snapshot.roles.map((role) => role.id)),
  };
}

function planUser(planning: Planning, checks: UserChecks, wanted: WantedUser, planned: PlannedUsers): void {
  const { principal, names, track, problem, issues, once, orgKnown, existingOrg } = planning;
  const path = wanted.organization;
  const login = wanted.login.trim();
  const lower = login.toLowerCase();
  const stored = checks.usersByLogin.get(lower);
  const normal = userCreate.safeParse({ ...wanted, login, password: "-", orgId: 1, roleIds: wanted.roles.map((_, index) => index + 1) });
  const wantedForm: WantedUser = {
    organization: path,
    login: stored?.login ?? login,
    name: normal.data?.name ?? wanted.name,
    surname: normal.data?.surname ?? wanted.surname,
    email: normal.data?.email || null,
    language: normal.data?.language ?? wanted.language,
    active: wanted.active,
    roles: sortedRoles(wanted.roles.map((role) => ({ organization: role.organization, name: role.name.trim() }))),
  };
  const storedForm = stored && userRow(stored, names);
  const row = track("USER", `login ${login}`, path, storedForm, wantedForm);
  issues(row, normal.error, { roleIds: "roles" });
  once(row, "USER", lower);
  orgKnown(row, path);
  if (lower === ADMIN_LOGIN) {
    problem(row, "login", "BUILT_IN_ADMINISTRATOR");
    return;
  }
  if (!stored) planned.createdUserPaths.set(lower, path);
  if (stored && pathKey(names.pathOf(stored.orgId)) !== pathKey(path))
    problem(row, "organization", "USER_IN_OTHER_ORGANIZATION", { organization: describePath(names.pathOf(stored.orgId)) });
  // Same answer as the user API for a login taken anywhere, so another organization is not revealed.
  if (!stored && checks.taken.has(lower)) problem(row, "login", "LOGIN_TAKEN");
  const org = existingOrg(path);
  if (!stored && org && checks.linkedElsewhere.has(loginAtKey({ login, orgId: org.id }))) problem(row, "login", "LOGIN_LINKED_ELSEWHERE");
  const roleKeys = rolesOfUser(planning, checks, wanted, row);
  if (stored && row.action === "UPDATE") {
    const beyond = (checks.authorities.get(stored.id) ?? []).filter((authority) => !principal.authorities.includes(authority));
    if (beyond.length) problem(row, "", "USER_HOLDS_AUTHORITIES", { login: stored.login, authorities: beyond.join(", ") });
    if (stored.id === principal.id && !wanted.active) problem(row, "active", "CANNOT_DEACTIVATE_SELF");
  }
  if (normal.success) {
    const kept = stored ? stored.roleIds.filter((id) => !checks.storedRoleIds.has(id)) : [];
    const { name, surname, language, active } = normal.data;
    planned.ops.push({
      row,
      path,
      ...(stored && { existing: stored }),
      value: { login: stored?.login ?? normal.data.login, name, surname, email: normal.data.email || null, language, active, roles: roleKeys, kept },
    });
  }
}

/** The keys of the roles a user row gives, each of the user's organization or above it, none granting what the importer lacks. */
function rolesOfUser({ principal, problem }: Planning, checks: UserChecks, wanted: WantedUser, row: ImportRow): string[] {
  const roleKeys: string[] = [];
  wanted.roles.forEach((role, index) => {
    const key = namedKey(role.organization, role.name.trim());
    const authorities = checks.authoritiesOfRole(key);
    if (!authorities) return problem(row, `roles.${index}`, "UNKNOWN_ROLE", { role: describeNamed(role.organization, role.name) });
    if (!isWithin(wanted.organization, role.organization))
      return problem(row, `roles.${index}`, "ROLE_OUT_OF_REACH", { role: describeNamed(role.organization, role.name) });
    if (roleKeys.includes(key)) return problem(row, `roles.${index}`, "ROLE_GIVEN_TWICE");
    roleKeys.push(key);
    const beyond = authorities.filter((authority) => !principal.authorities.includes(authority));
    if (beyond.length && row.action !== "UNCHANGED")
      problem(row, `roles.${index}`, "ROLE_GRANTS_AUTHORITIES", { role: role.name.trim(), authorities: beyond.join(", ") });
  });
  return roleKeys;
}
