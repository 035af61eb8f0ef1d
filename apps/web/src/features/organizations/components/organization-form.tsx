import type { Organization } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import type { OrganizationFormField } from "./organization-form-rules";
import { OrganizationFormFields } from "./organization-form-fields";
import { useOrganizationForm, type OrganizationFormMode } from "./use-organization-form";

interface OrganizationFormProps {
  mode: OrganizationFormMode;
  onSaved: (saved: Organization) => void;
  onCancel: () => void;
}

/** Edits an organization's name and description, or creates a sub-organization. */
export function OrganizationForm({ mode, onSaved, onCancel }: OrganizationFormProps) {
  const { t } = useTranslation();
  const { draft, errors, edit, parentId, setParentId, submit, saving } = useOrganizationForm(mode, onSaved);
  const prefix = mode.kind === "edit" ? `org-edit-${mode.organization.id}` : `org-new-${mode.parent.id}`;
  const ids: Record<OrganizationFormField, string> = { name: `${prefix}-name`, description: `${prefix}-description`, timeZone: `${prefix}-time-zone` };

  const titleId = `${prefix}-title`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {mode.kind === "edit" ? t("organizations.form.editTitle", { name: mode.organization.name }) : t("organizations.form.createTitle")}
      </h2>
      <form className="stack-form org-form" onSubmit={submit} noValidate>
        {mode.kind === "create" && (
          <OrganizationField
            id={`${prefix}-parent`}
            label={t("organizations.fields.parent")}
            value={parentId}
            onChange={(parent) => setParentId(parent.id)}
            required
            disabled={saving}
          />
        )}
        <OrganizationFormFields ids={ids} draft={draft} errors={errors} edit={edit} />
        <div className="button-row">
          <Button
            type="submit"
            label={mode.kind === "edit" ? t("organizations.form.save") : t("organizations.form.create")}
            icon="pi pi-check"
            loading={saving}
          />
          <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={saving} />
        </div>
      </form>
    </section>
  );
}
