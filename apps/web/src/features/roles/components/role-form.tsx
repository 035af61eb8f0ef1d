import { AUTHORITIES, type Authority, type Role } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentUser } from "../../../lib/use-session";
import { useSaveRole } from "../api/save-role";
import { AuthorityChecklist } from "./authority-checklist";
import { RoleMembers } from "./role-members";
import { RoleNumberField } from "./role-number-field";
import { rolesQueryKey } from "../api/query-keys";
import {
  checkRoleForm,
  newRoleForm,
  roleFormOf,
  serverRoleErrors,
  toCreateRequest,
  toUpdateRequest,
  type RoleField,
  type RoleFormValues,
} from "./role-form-model";
import { useObjectForm } from "../../../components/object-list/use-object-form";

/** The longest name the server takes. */
const ROLE_NAME_MAX = 200;

const FIELD_IDS: Record<RoleField, string> = {
  name: "role-name",
  orgId: "role-organization",
  authorities: "role-authorities-title",
  roleNumber: "role-number",
};

interface RoleFormProps {
  role?: Role;
  defaultOrgId: number | null;
  onSaved: (role: Role) => void;
  onCancel: () => void;
  onDelete: (role: Role) => void;
}

/** A role's name, organization and authorities. */
export function RoleForm({ role, defaultOrgId, onSaved, onCancel, onDelete }: RoleFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const save = useSaveRole();
  const mode = role ? "edit" : "create";
  const grantable = new Set<Authority>(me?.authorities ?? []);
  const form = useObjectForm<RoleFormValues, RoleField>({
    initial: () => (role ? roleFormOf(role) : newRoleForm(defaultOrgId)),
    check: (values) => checkRoleForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverRoleErrors,
  });
  const { values, edit, errorOf, handleSubmit, saveFailed } = form;

  const submit = handleSubmit(() => {
    const request = role ? { kind: "update" as const, request: toUpdateRequest(values, role) } : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: role ? t("roles.editor.savedTitle") : t("roles.editor.createdTitle"),
          detail: t("roles.editor.saved", { name: saved.name }),
        });
        onSaved(saved);
      },
      onError: saveFailed,
    });
  });

  return (
    <form
      className="object-editor__form stack"
      onSubmit={submit}
      noValidate
      aria-label={role ? t("roles.editor.editTitle", { name: role.name }) : t("roles.editor.newTitle")}
    >
      <section className="object-editor__section stack gap-l">
        <ObjectIdentityFields<"name" | "orgId">
          idPrefix="role"
          section="roles"
          form={form}
          limits={{ name: ROLE_NAME_MAX }}
          organization={{ saved: role, names: role && { name: role.name }, objectType: "USERGROUP", queryKey: rolesQueryKey }}
        />
        <RoleNumberField value={values.roleNumber} onChange={(roleNumber) => edit("roleNumber", roleNumber)} error={errorOf("roleNumber")} />
      </section>

      <section className="object-editor__section stack gap-l">
        <div className="object-editor__section-header cluster gap-l">
          <h3 id="role-authorities-title" tabIndex={-1}>
            {t("roles.editor.authorities")}
          </h3>
          <span className="object-editor__text muted">{t("roles.editor.chosenCount", { chosen: values.authorities.length, total: AUTHORITIES.length })}</span>
        </div>
        <p className="object-editor__text muted">{t("roles.editor.authoritiesHint")}</p>
        <AuthorityChecklist
          value={values.authorities}
          onChange={(authorities) => edit("authorities", authorities)}
          grantable={grantable}
          error={errorOf("authorities")}
        />
      </section>

      {role && <RoleMembers roleId={role.id} />}

      <div className="object-editor__footer role-editor__footer">
        {role && (
          <Button
            type="button"
            label={t("roles.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(role)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("roles.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
