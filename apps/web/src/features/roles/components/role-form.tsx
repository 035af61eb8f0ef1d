import { AUTHORITIES, type Authority, type Role } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentUser } from "../../../lib/use-session";
import { useSaveRole } from "../api/save-role";
import { AuthorityChecklist } from "./authority-checklist";
import { RoleMembers } from "./role-members";
import { RoleOrganization } from "./role-organization";
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

const FIELD_IDS: Record<RoleField, string> = {
  name: "role-name",
  orgId: "role-organization",
  authorities: "role-authorities-title",
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
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;

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
    <form className="role-editor__form" onSubmit={submit} noValidate aria-label={role ? t("roles.editor.editTitle", { name: role.name }) : t("roles.editor.newTitle")}>
      <section className="role-editor__section role-editor__grid">
        <FormField id="role-name" label={t("roles.editor.name")} error={errorOf("name")}>
          <InputText
            id="role-name"
            value={values.name}
            onChange={(event) => edit("name", event.target.value)}
            onBlur={() => touch("name")}
            maxLength={200}
            autoComplete="off"
            autoFocus
            aria-required
            invalid={Boolean(errorOf("name"))}
            {...fieldAria("role-name", errorOf("name"))}
          />
        </FormField>
        {role ? (
          <RoleOrganization role={role} />
        ) : (
          <OrganizationField
            id="role-organization"
            label={t("roles.editor.organization")}
            value={values.orgId}
            onChange={(org) => edit("orgId", org.id)}
            required
            error={errorOf("orgId")}
          />
        )}
      </section>

      <section className="role-editor__section">
        <div className="role-editor__section-header">
          <h3 id="role-authorities-title" tabIndex={-1}>
            {t("roles.editor.authorities")}
          </h3>
          <span className="role-editor__text">
            {t("roles.editor.chosenCount", { chosen: values.authorities.length, total: AUTHORITIES.length })}
          </span>
        </div>
        <p className="role-editor__text">{t("roles.editor.authoritiesHint")}</p>
        <AuthorityChecklist
          value={values.authorities}
          onChange={(authorities) => edit("authorities", authorities)}
          grantable={grantable}
          error={errorOf("authorities")}
        />
      </section>

      {role && <RoleMembers roleId={role.id} />}

      <div className="role-editor__footer">
        {role && (
          <Button
            type="button"
            label={t("roles.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="role-editor__delete"
            onClick={() => onDelete(role)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("roles.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
