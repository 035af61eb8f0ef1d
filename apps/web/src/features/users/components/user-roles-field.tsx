import type { Authority, User } from "@alarm/contract";
import { MultiSelect } from "primereact/multiselect";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { useCurrentUser } from "../../../lib/use-session";
import { useRoleOptions, type RoleOption } from "../api/role-options";
import { isRoleOutOfReach, keptRoleIds, roleChoices } from "./user-roles-model";
import { pendingOptions } from "../../../components/pending-options";

interface UserRolesFieldProps {
  id: string;
  /** The user's organization: only its roles and its parents' are offered. None while not chosen. */
  orgId: number | null;
  value: number[];
  onChange: (roleIds: number[]) => void;
  /** The roles the user holds on the server: they stay choosable even when out of reach. */
  held: User["roles"];
  error?: string | null;
}

/**
 * The roles of a user, chosen from the roles usable in the user's organization (its own and its
 * parents'). A role granting authorities the administrator lacks cannot be added (the server
 * refuses it too). Choices no longer usable after the organization changed are dropped.
 */
export function UserRolesField({ id, orgId, value, onChange, held, error }: UserRolesFieldProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const roles = useRoleOptions(orgId);
  const mine = new Set<Authority>(me?.authorities ?? []);
  const options = roleChoices(roles.data ?? [], held);
  const outOfReach = (role: RoleOption) => isRoleOutOfReach(role, held, mine);

  useEffect(() => {
    if (!roles.data) return;
    const kept = keptRoleIds(value, roles.data, held);
    if (kept.length !== value.length) onChange(kept);
  }, [roles.data, value, held, onChange]);

  const item = (role: RoleOption) => (
    <div className="user-role-option stack">
      <span className="user-role-option__name">{role.name}</span>
      {role.orgName && <small className="user-role-option__org muted">{role.orgName}</small>}
      {outOfReach(role) && (
        <small className="user-role-option__hint muted">
          <i className="pi pi-lock" aria-hidden="true" /> {t("users.editor.roleOutOfReach")}
        </small>
      )}
    </div>
  );

  return (
    <FormField
      id={id}
      label={t("users.editor.roles")}
      error={error ?? (roles.isError ? t("users.editor.rolesLoadError") : null)}
      hint={orgId === null ? t("users.editor.rolesNeedOrganization") : t("users.editor.rolesHint")}
    >
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        optionLabel="name"
        optionValue="id"
        optionDisabled={outOfReach}
        itemTemplate={item}
        onChange={(event) => onChange(event.value as number[])}
        display="chip"
        filter
        showSelectAll={false}
        placeholder={t("users.editor.rolesPlaceholder")}
        {...pendingOptions(orgId !== null && roles.isPending, t("users.editor.noRoles"), t)}
        disabled={orgId === null}
        className="user-editor__roles"
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
