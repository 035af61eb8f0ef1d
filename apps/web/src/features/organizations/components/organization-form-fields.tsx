import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import {
  DESCRIPTION_MAX_LENGTH,
  timeZoneOptions,
  type OrganizationDraft,
  type OrganizationFormErrors,
  type OrganizationFormField,
} from "./organization-form-rules";

interface OrganizationFormFieldsProps {
  ids: Record<OrganizationFormField, string>;
  draft: OrganizationDraft;
  errors: OrganizationFormErrors;
  edit: (field: OrganizationFormField, value: string) => void;
}

/** An organization's name, description and time zone (empty: the parent's). */
export function OrganizationFormFields({ ids, draft, errors, edit }: OrganizationFormFieldsProps) {
  const { t } = useTranslation();
  const [zones] = useState(() => timeZoneOptions(draft.timeZone));
  return (
    <>
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
    </>
  );
}
