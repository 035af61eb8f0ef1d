import type { Role } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { ObjectOrganization } from "../../../components/organization-picker/object-organization";
import { rolesQueryKey } from "../api/query-keys";

/** An existing role's organization, changed by moving the role. */
export function RoleOrganization({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <ObjectOrganization
      id="role-organization"
      object={role}
      objectType="USERGROUP"
      queryKey={rolesQueryKey}
      texts={{
        label: t("roles.editor.organization"),
        move: t("roles.organization.move"),
        hint: t("roles.organization.hint"),
        pickerHeader: t("roles.organization.pickerHeader", { name: role.name }),
        movedTitle: t("roles.organization.movedTitle"),
        moved: (organization) => t("roles.organization.moved", { name: role.name, organization }),
      }}
    />
  );
}
