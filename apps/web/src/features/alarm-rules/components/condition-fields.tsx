import { EVENT_SEVERITIES, INTEGRATION_KINDS, RULE_HOLIDAY_MODES, RULE_TEXT_FIELDS, TEXT_MATCH_MODES, ALARM_RULE_LIMITS } from "@alarm/contract";
import { Checkbox } from "primereact/checkbox";
import { Dropdown } from "primereact/dropdown";
import { InputText, type InputTextProps } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { integrationKindKey } from "../../../components/integrations/integration-kind";
import { IntegrationKeysPicker } from "../../../components/integrations/integration-keys-picker";
import { type ConditionDraft, entryField, fieldIdOf, ISO_WEEKDAYS } from "./rule-form-model";
import { weekdayName } from "./rule-summary";

/** What the fields of one condition or action get from the form. */
export interface EntryFieldsProps<E> {
  index: number;
  entry: E;
  /** The rule's organization: what its pickers offer. */
  orgId: number | null;
  onChange: (entry: E) => void;
  /** The message of one of the entry's fields (e.g. `value`), when it has one. */
  errorOf: (field: string) => string | undefined;
}

type Of<T extends ConditionDraft["type"]> = Extract<ConditionDraft, { type: T }>;

/** The fields of a condition of any type. */
export function ConditionFields(props: EntryFieldsProps<ConditionDraft>) {
  const { entry } = props;
  switch (entry.type) {
    case "SOURCE":
      return <SourceFields {...props} entry={entry} />;
    case "INTEGRATION":
      return <IntegrationFields {...props} entry={entry} />;
    case "SEVERITY":
      return <SeverityFields {...props} entry={entry} />;
    case "TEXT":
      return <TextFields {...props} entry={entry} />;
    case "TIME":
      return <TimeFields {...props} entry={entry} />;
  }
}

/** A choice of several values with chips, e.g. the integration kinds or the severities. */
function ChoiceField<V extends string>({
  id,
  label,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: V[];
  options: { value: V; label: string }[];
  error?: string;
  onChange: (value: V[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} error={error}>
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as V[])}
        display="chip"
        placeholder={t("alarmRules.fields.choose")}
        showSelectAll={false}
        invalid={Boolean(error)}
        aria-required
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function SourceFields({ index, entry, onChange, errorOf }: EntryFieldsProps<Of<"SOURCE">>) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      id={fieldIdOf(entryField("conditions", index, "kinds"))}
      label={t("alarmRules.fields.kinds")}
      value={entry.kinds}
      options={INTEGRATION_KINDS.map((kind) => ({ value: kind, label: t(integrationKindKey(kind)) }))}
      error={errorOf("kinds")}
      onChange={(kinds) => onChange({ ...entry, kinds })}
    />
  );
}

/** The integration keys an INTEGRATION condition names (at least one), of points in the rule's organization or below it. */
function IntegrationFields({ index, entry, orgId, onChange, errorOf }: EntryFieldsProps<Of<"INTEGRATION">>) {
  return (
    <IntegrationKeysPicker
      id={fieldIdOf(entryField("conditions", index, "integrationKeyIds"))}
      orgId={orgId}
      value={entry.integrationKeyIds}
      onChange={(integrationKeyIds) => onChange({ ...entry, integrationKeyIds })}
      error={errorOf("integrationKeyIds")}
      required
    />
  );
}

function SeverityFields({ index, entry, onChange, errorOf }: EntryFieldsProps<Of<"SEVERITY">>) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      id={fieldIdOf(entryField("conditions", index, "severities"))}
      label={t("alarmRules.fields.severities")}
      value={entry.severities}
      options={EVENT_SEVERITIES.map((severity) => ({ value: severity, label: t(`alarmRules.severities.${severity}`) }))}
      error={errorOf("severities")}
      onChange={(severities) => onChange({ ...entry, severities })}
    />
  );
}

/** A single choice among a few fixed values, each named by `alarmRules.<texts>.<VALUE>`. */
function FixedChoice<V extends string>({
  id,
  label,
  value,
  values,
  texts,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  values: readonly V[];
  texts: string;
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label}>
      <Dropdown
        inputId={id}
        value={value}
        options={values.map((option) => ({ value: option, label: t(`alarmRules.${texts}.${option}`) }))}
        onChange={(event) => onChange(event.value as V)}
      />
    </FormField>
  );
}

interface EntryTextProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  className?: string;
  onChange: (value: string) => void;
  /** More of the input's own props (length, placeholder …). */
  input: InputTextProps;
}

/** A required line of text of a condition. */
function EntryText({ id, label, value, error, hint, className, onChange, input }: EntryTextProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <InputText
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-required
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
        {...input}
      />
    </FormField>
  );
}

function TextFields({ index, entry, onChange, errorOf }: EntryFieldsProps<Of<"TEXT">>) {
  const { t } = useTranslation();
  const idOf = (field: string) => fieldIdOf(entryField("conditions", index, field));
  const check = (field: "caseSensitive" | "negate") => (
    <div className="cluster gap-s">
      <Checkbox inputId={idOf(field)} checked={entry[field]} onChange={(event) => onChange({ ...entry, [field]: Boolean(event.checked) })} />
      <label htmlFor={idOf(field)}>{t(`alarmRules.fields.${field}`)}</label>
    </div>
  );
  const textInput = (field: "label" | "value", label: string, max: number, hint?: string) => (
    <EntryText
      id={idOf(field)}
      label={label}
      value={entry[field]}
      error={errorOf(field)}
      hint={hint}
      // The value (a pattern above all) takes the whole width.
      className={field === "value" ? "span-all" : undefined}
      onChange={(text) => onChange({ ...entry, [field]: text })}
      input={{ maxLength: max, spellCheck: false, className: field === "value" && entry.mode === "REGEX" ? "alarm-rule-pattern" : undefined }}
    />
  );
  return (
    <div className="stack gap-m">
      <div className="object-editor__grid">
        <FixedChoice
          id={idOf("field")}
          label={t("alarmRules.fields.textField")}
          value={entry.field}
          values={RULE_TEXT_FIELDS}
          texts="textFields"
          onChange={(field) => onChange({ ...entry, field })}
        />
        {entry.field === "LABEL" && textInput("label", t("alarmRules.fields.label"), ALARM_RULE_LIMITS.labelName, t("alarmRules.fields.labelHint"))}
        <FixedChoice
          id={idOf("mode")}
          label={t("alarmRules.fields.mode")}
          value={entry.mode}
          values={TEXT_MATCH_MODES}
          texts="textModes"
          onChange={(mode) => onChange({ ...entry, mode })}
        />
        {textInput(
          "value",
          t(entry.mode === "REGEX" ? "alarmRules.fields.pattern" : "alarmRules.fields.value"),
          ALARM_RULE_LIMITS.pattern,
          entry.mode === "REGEX" ? t("alarmRules.fields.patternHint") : undefined,
        )}
      </div>
      <div className="cluster wrap gap-xl">
        {check("caseSensitive")}
        {check("negate")}
      </div>
    </div>
  );
}

function TimeFields({ index, entry, onChange, errorOf }: EntryFieldsProps<Of<"TIME">>) {
  const { t, i18n } = useTranslation();
  const idOf = (field: string) => fieldIdOf(entryField("conditions", index, field));
  const weekdaysId = idOf("weekdays");
  const weekdaysError = errorOf("weekdays");
  const toggleDay = (day: number, on: boolean) =>
    onChange({ ...entry, weekdays: on ? [...entry.weekdays, day].sort((a, b) => a - b) : entry.weekdays.filter((other) => other !== day) });
  const time = (field: "from" | "to") => (
    <EntryText
      id={idOf(field)}
      label={t(`alarmRules.fields.${field}`)}
      value={entry[field]}
      error={errorOf(field)}
      onChange={(text) => onChange({ ...entry, [field]: text })}
      input={{ placeholder: "HH:mm", maxLength: 5, inputMode: "numeric" }}
    />
  );
  return (
    <div className="stack gap-m">
      <fieldset className="alarm-rule-weekdays form-field" aria-describedby={weekdaysError ? fieldErrorId(weekdaysId) : undefined}>
        <legend>{t("alarmRules.fields.weekdays")}</legend>
        <div className="cluster wrap gap-l">
          {ISO_WEEKDAYS.map((day) => (
            <div key={day} className="cluster gap-xs">
              <Checkbox
                inputId={`${weekdaysId}-${day}`}
                checked={entry.weekdays.includes(day)}
                onChange={(event) => toggleDay(day, Boolean(event.checked))}
                invalid={Boolean(weekdaysError)}
              />
              <label htmlFor={`${weekdaysId}-${day}`} title={weekdayName(day, i18n.language, "long")}>
                {weekdayName(day, i18n.language)}
              </label>
            </div>
          ))}
        </div>
        {weekdaysError && (
          <small id={fieldErrorId(weekdaysId)} className="form-field__error">
            {weekdaysError}
          </small>
        )}
      </fieldset>
      <div className="object-editor__grid alarm-rule-time">
        {time("from")}
        {time("to")}
        <FixedChoice
          id={idOf("holidays")}
          label={t("alarmRules.fields.holidays")}
          value={entry.holidays}
          values={RULE_HOLIDAY_MODES}
          texts="holidayModes"
          onChange={(holidays) => onChange({ ...entry, holidays })}
        />
      </div>
      <small className="form-field__hint">{t("alarmRules.fields.timeHint")}</small>
    </div>
  );
}
