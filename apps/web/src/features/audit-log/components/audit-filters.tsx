import { AUDIT_ACTIONS, AUDITED_OBJECT_TYPES, type AuditAction, type AuditedObjectType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { DateTimeInput } from "../../../components/date-time-input";

export interface AuditFilterValues {
  from: Date | null;
  until: Date | null;
  actor: string;
  objectType: AuditedObjectType | null;
  action: AuditAction | null;
}

export const NO_AUDIT_FILTER: AuditFilterValues = { from: null, until: null, actor: "", objectType: null, action: null };

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}

/** The audit screen's filters: a time range, who, the kind of object and the action. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const set = <K extends keyof AuditFilterValues>(key: K, next: AuditFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="cluster gap-m wrap" role="search" aria-label={t("audit.filters.label")}>
      <label className="stack gap-xs">
        <span>{t("audit.filters.from")}</span>
        <DateTimeInput inputId="audit-from" value={value.from} onChange={(from) => set("from", from)} showButtonBar maxDate={value.until ?? undefined} />
      </label>
      <label className="stack gap-xs">
        <span>{t("audit.filters.until")}</span>
        <DateTimeInput inputId="audit-until" value={value.until} onChange={(until) => set("until", until)} showButtonBar minDate={value.from ?? undefined} />
      </label>
      <label className="stack gap-xs">
        <span>{t("audit.filters.actor")}</span>
        <InputText
          id="audit-actor"
          value={value.actor}
          maxLength={100}
          onChange={(event) => set("actor", event.target.value)}
          placeholder={t("audit.filters.actorPlaceholder")}
        />
      </label>
      <label className="stack gap-xs">
        <span>{t("audit.filters.objectType")}</span>
        <Dropdown
          inputId="audit-object-type"
          value={value.objectType}
          options={AUDITED_OBJECT_TYPES.map((type) => ({ value: type, label: t(`audit.objectTypes.${type}`) }))}
          onChange={(event) => set("objectType", (event.value as AuditedObjectType | undefined) ?? null)}
          placeholder={t("audit.filters.any")}
          showClear
          filter
        />
      </label>
      <label className="stack gap-xs">
        <span>{t("audit.filters.action")}</span>
        <Dropdown
          inputId="audit-action"
          value={value.action}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          onChange={(event) => set("action", (event.value as AuditAction | undefined) ?? null)}
          placeholder={t("audit.filters.any")}
          showClear
        />
      </label>
    </div>
  );
}
