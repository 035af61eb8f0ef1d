import type { Organization } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { organizationQueryOptions } from "../api/organization";
import { useCreateOrganization, useUpdateOrganization } from "../api/save-organization";
import {
  DESCRIPTION_MAX_LENGTH,
  EMPTY_DRAFT,
  checkOrganizationDraft,
  draftOf,
  payloadOf,
  serverOrganizationErrors,
  timeZoneOptions,
  type OrganizationDraft,
  type OrganizationFormErrors,
  type OrganizationFormField,
} from "./organization-form-rules";

export type OrganizationFormMode = { kind: "edit"; organization: Organization } | { kind: "create"; parent: Organization };

interface OrganizationFormProps {
  mode: OrganizationFormMode;
  onSaved: (saved: Organization) => void;
  onCancel: () => void;
}

/** Edits an organization's name and description, or creates a sub-organization. */
export function OrganizationForm({ mode, onSaved, onCancel }: OrganizationFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const saving = create.isPending || update.isPending;
  const [draft, setDraft] = useState<OrganizationDraft>(mode.kind === "edit" ? draftOf(mode.organization) : EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  // A new organization goes below the selected one unless another parent is picked.
  const [parentId, setParentId] = useState(mode.kind === "create" ? mode.parent.id : 0);
  const [serverErrors, setServerErrors] = useState<OrganizationFormErrors>({});
  const errors: OrganizationFormErrors = { ...(checked ? checkOrganizationDraft(draft, t) : {}), ...serverErrors };
  const prefix = mode.kind === "edit" ? `org-edit-${mode.organization.id}` : `org-new-${mode.parent.id}`;
  const ids: Record<OrganizationFormField, string> = { name: `${prefix}-name`, description: `${prefix}-description`, timeZone: `${prefix}-time-zone` };
  const [zones] = useState(() => timeZoneOptions(draft.timeZone));

  const edit = (field: OrganizationFormField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const failed = async (error: unknown) => {
    const fieldErrors = isApiError(error, "VALIDATION") ? serverOrganizationErrors(error.details, t) : null;
    if (fieldErrors) {
      setServerErrors(fieldErrors);
      return;
    }
    toast.showError(error);
    // Someone else saved it meanwhile (stale version): show what is saved now.
    if (mode.kind === "edit" && isApiError(error, "CONFLICT")) {
      try {
        const fresh = await queryClient.fetchQuery({ ...organizationQueryOptions(mode.organization.id), staleTime: 0 });
        setDraft(draftOf(fresh));
      } catch (reloadError) {
        toast.showError(reloadError);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerErrors({});
    if (Object.keys(checkOrganizationDraft(draft, t)).length > 0) return;
    const payload = payloadOf(draft);
    const handlers = { onSuccess: onSaved, onError: (error: unknown) => void failed(error) };
    if (mode.kind === "edit") {
      // The version of the organization as shown now (reloaded after a conflict).
      const shown = queryClient.getQueryData(organizationQueryOptions(mode.organization.id).queryKey) ?? mode.organization;
      update.mutate({ id: shown.id, version: shown.version, ...payload }, handlers);
    } else {
      create.mutate({ parentId, ...payload }, handlers);
    }
  };

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
        <FormField id={ids.name} label={t("organizations.fields.name")} error={errors.name}>
          <InputText
            id={ids.name}
            value={draft.name}
            onChange={(event) => edit("name", event.target.value)}
            autoComplete="off"
            autoFocus
            aria-required
            invalid={Boolean(errors.name)}
            {...fieldAria(ids.name, errors.name)}
          />
        </FormField>
        <FormField
          id={ids.description}
          label={t("organizations.fields.description")}
          error={errors.description}
          hint={t("organizations.form.descriptionHint", { max: DESCRIPTION_MAX_LENGTH })}
        >
          <InputTextarea
            id={ids.description}
            value={draft.description}
            onChange={(event) => edit("description", event.target.value)}
            rows={4}
            autoResize
            invalid={Boolean(errors.description)}
            {...fieldAria(ids.description, errors.description)}
          />
        </FormField>
        <FormField id={ids.timeZone} label={t("organizations.fields.timeZone")} error={errors.timeZone} hint={t("organizations.form.timeZoneHint")}>
          <Dropdown
            inputId={ids.timeZone}
            value={draft.timeZone || null}
            options={zones}
            onChange={(event) => edit("timeZone", (event.value as string | undefined) ?? "")}
            placeholder={t("organizations.form.timeZoneInherited")}
            filter
            showClear
            emptyFilterMessage={t("organizations.form.timeZoneNoMatch")}
            invalid={Boolean(errors.timeZone)}
            {...fieldAria(ids.timeZone, errors.timeZone)}
          />
        </FormField>
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
