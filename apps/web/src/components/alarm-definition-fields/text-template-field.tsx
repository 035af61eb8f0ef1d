import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { describeError } from "../toast/describe-error";
import { DefinitionField } from "./definition-field";
import { useTextTemplateOptions, type TextTemplateOption, useNothingOfferedMessage } from "./definition-queries";
import { pendingOptions } from "../pending-options";

export interface TextTemplateFieldProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  className?: string;
  /** Offer only the templates an object of this organization may name; absent: all the caller sees. */
  usableInOrgId?: number | null;
}

/**
 * The message text template: a searchable choice of the text templates the caller sees, or none
 * (the built-in text). Used by the alarm definition and by the manual call.
 */
export function TextTemplateField({ id, value, onChange, onBlur, error, hint, readOnly = false, className, usableInOrgId = null }: TextTemplateFieldProps) {
  const { t, i18n } = useTranslation();
  const templates = useTextTemplateOptions(usableInOrgId);
  const nothingOffered = useNothingOfferedMessage(usableInOrgId, "textTemplate");
  const options: TextTemplateOption[] = [...(templates.data ?? [])];
  // A saved template the caller no longer sees stays readable by its number.
  if (value !== null && templates.data && !options.some((template) => template.id === value)) {
    options.unshift({ id: value, name: t("alarmDefinition.textTemplate.unknown", { id: value }), orgName: "", texts: null });
  }
  const loadError = templates.isError ? t("alarmDefinition.textTemplate.loadFailed", { reason: describeError(templates.error, i18n).detail }) : undefined;
  const showTemplate = (template: TextTemplateOption | null) =>
    template ? (
      <span className="alarm-plan-option stack">
        <span>{template.name}</span>
        {template.orgName && <small className="alarm-plan-option__org">{template.orgName}</small>}
      </span>
    ) : (
      <span>{templates.isLoading ? t("common.loading") : t("alarmDefinition.textTemplate.none")}</span>
    );

  return (
    <DefinitionField
      id={id}
      label={t("alarmDefinition.fields.textTemplate")}
      error={error ?? loadError}
      hint={hint ?? t("alarmDefinition.hints.textTemplate")}
      className={className}
    >
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => onChange((event.value as number | undefined) ?? null)}
        onBlur={onBlur}
        itemTemplate={showTemplate}
        valueTemplate={showTemplate}
        placeholder={templates.isLoading ? t("common.loading") : t("alarmDefinition.textTemplate.none")}
        filter
        filterBy="name,orgName"
        showClear={!readOnly && value !== null}
        {...pendingOptions(templates.isLoading, nothingOffered, t)}
        emptyFilterMessage={t("alarmDefinition.textTemplate.noMatch")}
        disabled={readOnly}
        invalid={Boolean(error)}
      />
    </DefinitionField>
  );
}
