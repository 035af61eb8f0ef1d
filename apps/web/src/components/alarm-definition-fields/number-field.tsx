import { InputNumber } from "primereact/inputnumber";
import { DefinitionField } from "./definition-field";
import { LIMITS } from "./form-model";
import { fieldIdOf, type SectionProps } from "./section-props";

type NumberFieldName = "priority" | "confirmPriority" | "localAcknowledgeTime" | "countRepeat" | "repeatBetween";

interface NumberFieldProps extends SectionProps {
  field: NumberFieldName;
  label: string;
  hint?: string;
  /** Shown after the number, e.g. "min". */
  suffix?: string;
}

/** A whole number of the definition with spin buttons, kept within its range; an emptied one shows the form's message. */
export function NumberField({ idPrefix, values, edit, touch, errorOf, readOnly, field, label, hint, suffix }: NumberFieldProps) {
  const id = fieldIdOf(idPrefix, field);
  const error = errorOf(field);
  return (
    <DefinitionField id={id} label={label} error={error} hint={hint}>
      <InputNumber
        inputId={id}
        value={values[field]}
        onValueChange={(event) => edit(field, event.value ?? null)}
        onBlur={() => touch(field)}
        useGrouping={false}
        showButtons
        min={LIMITS[field].min}
        max={LIMITS[field].max}
        suffix={suffix ? ` ${suffix}` : undefined}
        disabled={readOnly}
        invalid={Boolean(error)}
      />
    </DefinitionField>
  );
}
