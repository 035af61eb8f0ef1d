import { GROUPING_FIELDS, GROUPING_LIMITS, type GroupingField } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { RowIconButton } from "../../../components/object-list/row-icon-button";
import { ADD_PART_ID, fieldIdOf, partField, type PartDraft, type PartInput, type RuleField } from "../model/rule-form";

interface GroupByFieldsProps {
  parts: PartDraft[];
  /** A problem of the whole list (too many parts). */
  error?: string;
  errorOf: (field: RuleField) => string | undefined;
  onAdd: (field: GroupingField) => void;
  onChange: (index: number, part: PartDraft) => void;
  onRemove: (index: number) => void;
  /** A part's input was left: its problems show from now on. */
  onTouch: (field: RuleField) => void;
}

/** The field a new part starts with: the first one not chosen yet (labels and texts may repeat). */
const nextField = (parts: readonly PartDraft[]): GroupingField => GROUPING_FIELDS.find((field) => !parts.some((part) => part.field === field)) ?? "LABEL";

/** What must be equal for alarms to join one incident: a card per field, with its label name or regular expression. */
export function GroupByFields({ parts, error, errorOf, onAdd, onChange, onRemove, onTouch }: GroupByFieldsProps) {
  const { t } = useTranslation();
  const add = () => {
    onAdd(nextField(parts));
    // The new part's field is focused, so that the keyboard goes on from there.
    const id = fieldIdOf(partField(parts.length, "field"));
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  return (
    <section className="object-editor__section stack gap-m" aria-labelledby="grouping-rule-group-by-title" data-testid="grouping-rule-group-by">
      <div className="object-editor__section-header cluster wrap gap-m">
        <h3 id="grouping-rule-group-by-title">{t("groupingRules.groupBy.title")}</h3>
        <Button
          type="button"
          id={ADD_PART_ID}
          data-testid={ADD_PART_ID}
          label={t("groupingRules.groupBy.add")}
          icon="pi pi-plus"
          outlined
          size="small"
          aria-describedby={error ? fieldErrorId(ADD_PART_ID) : undefined}
          disabled={parts.length >= GROUPING_LIMITS.fields}
          onClick={add}
        />
      </div>
      <p className="object-editor__text muted">{t("groupingRules.groupBy.hint")}</p>
      {error && (
        <small id={fieldErrorId(ADD_PART_ID)} className="form-field__error">
          {error}
        </small>
      )}
      {parts.length === 0 ? (
        <p className="object-editor__text muted">{t("groupingRules.groupBy.empty")}</p>
      ) : (
        <ol className="bare-list stack gap-m">
          {parts.map((part, index) => (
            <PartCard key={part.key} index={index} part={part} errorOf={errorOf} onChange={onChange} onRemove={onRemove} onTouch={onTouch} />
          ))}
        </ol>
      )}
    </section>
  );
}

type PartCardProps = Pick<GroupByFieldsProps, "errorOf" | "onChange" | "onRemove" | "onTouch"> & { index: number; part: PartDraft };

/** One part: its field, and the label's name or the regular expression where the field needs one. */
function PartCard({ index, part, errorOf, onChange, onRemove, onTouch }: PartCardProps) {
  const { t } = useTranslation();
  const title = t("groupingRules.groupBy.entryTitle", { number: index + 1 });
  const fieldId = fieldIdOf(partField(index, "field"));
  const text = (input: Exclude<PartInput, "field">, max: number) => {
    const field = partField(index, input);
    const id = fieldIdOf(field);
    const error = errorOf(field);
    return (
      <FormField id={id} label={t(`groupingRules.groupBy.${input}`)} error={error} hint={t(`groupingRules.groupBy.${input}Hint`)} className="span-all">
        <InputText
          id={id}
          value={part[input]}
          onChange={(event) => onChange(index, { ...part, [input]: event.target.value })}
          onBlur={() => onTouch(field)}
          maxLength={max}
          autoComplete="off"
          spellCheck={false}
          aria-required
          invalid={Boolean(error)}
          {...fieldAria(id, error)}
        />
      </FormField>
    );
  };
  return (
    <li className="frame frame--padded stack gap-m" data-testid="grouping-rule-part" data-field={part.field} aria-label={title}>
      <div className="cluster spread gap-m">
        <strong>{title}</strong>
        <RowIconButton
          icon="pi-trash"
          label={t("groupingRules.groupBy.remove", { number: index + 1 })}
          onClick={() => onRemove(index)}
          danger
          testId="grouping-rule-part-remove"
        />
      </div>
      <div className="object-editor__grid">
        <FormField id={fieldId} label={t("groupingRules.groupBy.field")} hint={t(`groupingRules.fieldHints.${part.field}`)}>
          <Dropdown
            inputId={fieldId}
            value={part.field}
            options={GROUPING_FIELDS.map((field) => ({ value: field, label: t(`groupingRules.fields.${field}`) }))}
            onChange={(event) => onChange(index, { ...part, field: event.value as GroupingField })}
          />
        </FormField>
        {part.field === "LABEL" && text("label", GROUPING_LIMITS.labelName)}
        {part.field === "TEXT" && text("pattern", GROUPING_LIMITS.pattern)}
      </div>
    </li>
  );
}
