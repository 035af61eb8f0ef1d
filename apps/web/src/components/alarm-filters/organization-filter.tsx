import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationPicker } from "../organization-picker/organization-picker";
import { displayOrgPath } from "../organization-picker/organization-path";
import type { OrganizationFilterValue as Organization } from "./filter-values";
import "./alarm-filters.css";

/** Alarms of one organization, with or without its sub-organizations, chosen in the organization picker. */
export function OrganizationFilter({ value, onChange }: { value: Organization | null; onChange: (value: Organization | null) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = value ? displayOrgPath(value.path) || value.path : "";
  return (
    <div className="alarm-filters__field stack gap-s alarm-filters__organization">
      <label htmlFor="alarm-filter-organization">{t("alarmTable.filters.organization")}</label>
      <div className="alarm-filters__picked row">
        <InputText
          id="alarm-filter-organization"
          value={text}
          placeholder={t("alarmTable.filters.anyOrganization")}
          title={text || undefined}
          readOnly
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <Button
          type="button"
          icon="pi pi-sitemap"
          outlined
          aria-label={t("alarmTable.filters.chooseOrganization")}
          title={t("alarmTable.filters.chooseOrganization")}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
        {value && (
          <Button
            type="button"
            icon="pi pi-times"
            text
            aria-label={t("alarmTable.filters.clearOrganization")}
            title={t("alarmTable.filters.clearOrganization")}
            onClick={() => onChange(null)}
          />
        )}
      </div>
      {value && (
        <small className="alarm-filters__note muted">
          {t(value.recursive ? "alarmTable.filters.withSubOrganizations" : "alarmTable.filters.withoutSubOrganizations")}
        </small>
      )}
      <OrganizationPicker
        visible={open}
        onHide={() => setOpen(false)}
        value={value?.id ?? null}
        header={t("alarmTable.filters.organization")}
        showIncludeChildren
        onSelect={() => undefined}
        onSelectWithChildren={(organization, recursive) => onChange({ id: organization.id, path: organization.fullOrgPath, recursive })}
      />
    </div>
  );
}
