import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../form-field";
import { OrganizationPicker } from "./organization-picker";
import { displayOrgPath } from "./organization-path";
import { showOrganizationQueryOptions, type PickedOrganization } from "./organization-queries";
import "./organization-picker.css";

export interface OrganizationFieldProps {
  /** Id of the read-only text; the label points at it. */
  id: string;
  label: string;
  value: number | null;
  onChange: (org: { id: number; name: string; fullOrgPath: string }) => void;
  /** Marks the label with * (the organization field is required, docs/domain-rules.md#validation). */
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * A form field holding an organization: its path (GET /showOrg/{id}) shown read-only, 'Total
 * system' cropped, and a button that opens the organization picker.
 */
export function OrganizationField({ id, label, value, onChange, required = false, error, disabled = false }: OrganizationFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The organization just picked is shown at once, without waiting for /showOrg.
  const [picked, setPicked] = useState<PickedOrganization | null>(null);
  const known = picked !== null && picked.id === value ? picked : null;
  const shown = useQuery({ ...showOrganizationQueryOptions(value ?? 0), enabled: value != null && known === null });

  let text = "";
  let placeholder = t("organizationPicker.noneChosen");
  if (known) text = displayOrgPath(known.fullOrgPath);
  else if (value != null && shown.data) text = displayOrgPath(shown.data.fullOrgPath);
  else if (value != null && shown.isError) placeholder = t("organizationPicker.pathFailed");
  else if (value != null) placeholder = t("common.loading");

  return (
    <div className="form-field org-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="org-field__control">
        <InputText
          id={id}
          value={text}
          placeholder={placeholder}
          title={text || undefined}
          readOnly
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          invalid={Boolean(error)}
          onKeyDown={(event) => {
            if ((event.key === "Enter" || event.key === " ") && !disabled) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <Button
          type="button"
          icon="pi pi-sitemap"
          aria-label={t("organizationPicker.open", { label })}
          title={t("organizationPicker.choose")}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          disabled={disabled}
        />
      </div>
      {error && (
        <small id={fieldErrorId(id)} className="form-field__error">
          {error}
        </small>
      )}
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={value}
        header={label}
        onSelect={(organization) => {
          setPicked(organization);
          onChange(organization);
        }}
      />
    </div>
  );
}
