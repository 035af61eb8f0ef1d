import type { User } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { ObjectOrganization } from "../../../components/organization-picker/object-organization";
import { usersQueryKey } from "../api/query-keys";

/** An existing user's organization, changed by moving the user. */
export function UserOrganization({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <ObjectOrganization
      id="user-organization"
      object={user}
      objectType="USER"
      queryKey={usersQueryKey}
      texts={{
        label: t("users.editor.organization"),
        move: t("users.organization.move"),
        hint: t("users.organization.hint"),
        pickerHeader: t("users.organization.pickerHeader", { login: user.login }),
        movedTitle: t("users.organization.movedTitle"),
        moved: (organization) => t("users.organization.moved", { login: user.login, organization }),
      }}
    />
  );
}
