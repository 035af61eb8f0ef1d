import type { Authority, User } from "@alarm/contract";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { useCurrentUser } from "../../../lib/use-session";
import { useRoleOptions, type RoleOption } from "../api/role-options";

interface UserRolesFieldProps {
  id: string;
  value: number[];
  onChange: (roleIds: number[]) => void;
  /** The roles the user holds on the server: they stay choosable even when out of reach. */
  held: User["roles"];
  error?: string | null;
}

/**
 * The roles of a user, chosen from the roles of the administrator's organization and below.
 * A role granting authorities the administrator lacks cannot be added (the server refuses it too).
 */
export function UserRolesField({ id, value, onChange, held, error }: UserRolesFieldProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const roles = useRoleOptions(me?.orgId ?? null);
  const mine = new Set<Authority>(me?.authorities ?? []);
  const heldIds = new Set(held.map((role) => role.id));
  const listed = roles.data ?? [];
  const missing: RoleOption[] = held
    .filter((role) => !listed.some((option) => option.id === role.id))
    .map((role) => ({ ...role, orgId: 0, orgName: "", authorities: [] }));
  const options = [...listed, ...missing];
  const outOfReach = (role: RoleOption) => !heldIds.has(role.id) && role.authorities.some((authority) => !mine.has(authority));

  const item = (role: RoleOption) => (
    <div className="user-role-option">
      <span className="user-role-option__name">{role.name}</span>
      {role.orgName && <small className="user-role-option__org">{role.orgName}</small>}
      {outOfReach(role) && (
        <small className="user-role-option__hint">
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
      hint={t("users.editor.rolesHint")}
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
        emptyMessage={t("users.editor.noRoles")}
        loading={roles.isPending}
        className="user-editor__roles"
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
