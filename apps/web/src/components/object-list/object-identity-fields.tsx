import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../form-field";
import { ObjectOrganizationField, type ObjectOrganizationFieldProps } from "./object-organization-field";
import "./object-list.css";

type IdentityField = "name" | "orgId" | "description";

/** The part of a form's state (useObjectForm) the section uses; `F` leaves out "description" where the form has none. */
interface IdentityForm<F extends IdentityField> {
  values: { name: string; orgId: number | null; description?: string };
  edit(field: F, value: string | number): void;
  touch(field: F): void;
  errorOf(field: F): string | undefined;
}

export interface ObjectIdentityFieldsProps<F extends IdentityField> {
  /** Prefix of the inputs' ids: `<idPrefix>-name`, `<idPrefix>-organization`, `<idPrefix>-description`. */
  idPrefix: string;
  /** The translation section: `<section>.editor.{name,organization,description}`. */
  section: string;
  form: IdentityForm<F>;
  /** The longest name and description; without `description` the form has no description. */
  limits: { name: number; description?: number };
  organization: Omit<ObjectOrganizationFieldProps, "id" | "section" | "value" | "onChange" | "error">;
}

/** The section every object form starts with: its name (required) and organization side by side, and its description. */
export function ObjectIdentityFields<F extends IdentityField>({ idPrefix, section, form, limits, organization }: ObjectIdentityFieldsProps<F>) {
  const { t } = useTranslation();
  const { values, edit, touch, errorOf } = form;
  // Every form has a name and an organization; the description only where `limits.description` says so.
  const name = "name" as F;
  const orgId = "orgId" as F;
  const description = "description" as F;
  const nameId = `${idPrefix}-name`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <>
      <div className="object-editor__grid">
        <FormField id={nameId} label={t(`${section}.editor.name`)} error={errorOf(name)}>
          <InputText
            id={nameId}
            value={values.name}
            onChange={(event) => {
              edit(name, event.target.value);
              touch(name);
            }}
            onBlur={() => touch(name)}
            maxLength={limits.name}
            autoComplete="off"
            autoFocus
            aria-required
            invalid={Boolean(errorOf(name))}
            {...fieldAria(nameId, errorOf(name))}
          />
        </FormField>
        <ObjectOrganizationField
          id={`${idPrefix}-organization`}
          section={section}
          value={values.orgId}
          onChange={(id) => edit(orgId, id)}
          error={errorOf(orgId)}
          {...organization}
        />
      </div>
      {limits.description !== undefined && (
        <FormField id={descriptionId} label={t(`${section}.editor.description`)} error={errorOf(description)}>
          <InputTextarea
            id={descriptionId}
            value={values.description ?? ""}
            onChange={(event) => edit(description, event.target.value)}
            onBlur={() => touch(description)}
            rows={2}
            autoResize
            maxLength={limits.description}
            invalid={Boolean(errorOf(description))}
            {...fieldAria(descriptionId, errorOf(description))}
          />
        </FormField>
      )}
    </>
  );
}
