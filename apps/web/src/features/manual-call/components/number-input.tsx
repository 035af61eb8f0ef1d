import { InputNumber } from "primereact/inputnumber";
import { FormField } from "../../../components/form-field";

interface NumberInputProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  min: number;
  max: number;
  error?: string;
  hint?: string;
  /** Shown after the number, e.g. "min". */
  suffix?: string;
}

/** A whole number with spin buttons, kept within its range; an emptied one shows the form's message. */
export function NumberInput({ id, label, value, onChange, onBlur, min, max, error, hint, suffix }: NumberInputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(event) => onChange(event.value ?? null)}
        onBlur={onBlur}
        useGrouping={false}
        showButtons
        min={min}
        max={max}
        suffix={suffix ? ` ${suffix}` : undefined}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}
