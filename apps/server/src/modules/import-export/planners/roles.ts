import { roleCreate } from "@alarm/contract";
import { roleRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import type { Planning } from "./planning.js";

/** The stored roles by organization path and name. */
export const storedRolesByName = ({ snapshot, byName }: Planning) => byName(snapshot.roles, (role) => role.name);

/** Roles: by organization and name; none may grant an authority the importer lacks. */
export function planRoles(planning: Planning): Operations["roles"] {
  const { doc, principal, names, track, problem, issues, once, orgKnown } = planning;
  const rolesByName = storedRolesByName(planning);
  return doc.roles.flatMap((wanted) => {
    const stored = rolesByName.get(namedKey(wanted.organization, wanted.name.trim()));
    const normal = roleCreate.safeParse({ name: wanted.name, authorities: wanted.authorities, roleNumber: wanted.roleNumber, orgId: 1 });
    const row = track("USERGROUP", describeNamed(wanted.organization, wanted.name), wanted.organization, stored && roleRow(stored, names), {
      ...wanted,
      authorities: [...new Set(wanted.authorities)].sort(),
    });
    issues(row, normal.error);
    once(row, "USERGROUP", namedKey(wanted.organization, wanted.name.trim()));
    orgKnown(row, wanted.organization);
    const beyond = wanted.authorities.filter((authority) => !principal.authorities.includes(authority) && !stored?.authorities.includes(authority));
    if (beyond.length) problem(row, "authorities", "CANNOT_GRANT_AUTHORITIES", { authorities: beyond.join(", ") });
    if (stored && row.action === "UPDATE" && stored.authorities.some((authority) => !principal.authorities.includes(authority))) {
      problem(row, "authorities", "ROLE_HOLDS_AUTHORITIES");
    }
    return normal.success ? [{ row, path: wanted.organization, ...(stored && { existing: stored }), value: normal.data }] : [];
  });
}
