import type { User } from "@alarm/contract";
import { InputSwitch } from "primereact/inputswitch";
import { useTranslation } from "react-i18next";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { usersQueryKey } from "../api/query-keys";
import { UserRolesField } from "./user-roles-field";
import type { UserFormState } from "./use-user-form";

interface UserAccessSectionProps {
  form: UserFormState;
  user?: User;
  /** The signed-in user edits themself: they cannot switch themself off. */
  isSelf: boolean;
}

/** What a user may reach: organization, roles, and whether the account is active. */
export function UserAccessSection({ form, user, isSelf }: UserAccessSectionProps) {
  const { t } = useTranslation();
  const { values, edit, errorOf } = form;
  return (
    <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-access-title">
      <h3 id="user-access-title">{t("users.editor.access")}</h3>
      <ObjectOrganizationField
        id="user-organization"
        section="users"
        saved={user}
        names={user && { login: user.login }}
        objectType="USER"
        queryKey={usersQueryKey}
        value={values.orgId}
        onChange={(orgId) => edit("orgId", orgId)}
        error={errorOf("orgId")}
      />
      <UserRolesField
        id="user-roles"
        orgId={user ? user.orgId : values.orgId}
        value={values.roleIds}
        onChange={(roleIds) => edit("roleIds", roleIds)}
        held={user?.roles ?? []}
        error={errorOf("roleIds")}
      />
      <div className="user-editor__switch cluster">
        <InputSwitch
          inputId="user-active"
          checked={values.active}
          disabled={isSelf}
          onChange={(event) => edit("active", Boolean(event.value))}
          aria-describedby="user-active-hint"
        />
        <label htmlFor="user-active">{t("users.editor.active")}</label>
      </div>
      <small id="user-active-hint" className={errorOf("active") ? "form-field__error" : "form-field__hint"}>
        {errorOf("active") ?? (isSelf ? t("users.editor.activeSelf") : t("users.editor.activeHint"))}
      </small>
    </section>
  );
}
