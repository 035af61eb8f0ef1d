import type { Role } from "@alarm/contract";
import { SectionObjectOrganization } from "../../../components/organization-picker/object-organization";
import { rolesQueryKey } from "../api/query-keys";

/** An existing role's organization, changed by moving the role. */
export function RoleOrganization({ role }: { role: Role }) {
  return <SectionObjectOrganization id="role-organization" section="roles" names={{ name: role.name }} object={role} objectType="USERGROUP" queryKey={rolesQueryKey} />;
}
