import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { FormField } from "../form-field";
import { MAX_DELAY_MINUTES } from "./trigger-checks";

interface DelayFieldProps {
  id: string;
  /** Minutes; null: at once. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/** "Start later": the alarm waits as SCHEDULED for this many minutes; empty starts it at once. */
export function DelayField({ id, value, onChange, error }: DelayFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("alarmTrigger.delay.label")} error={error} hint={t("alarmTrigger.delay.hint")}>
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(event) => onChange(event.value ?? null)}
        min={0}
        max={MAX_DELAY_MINUTES}
        useGrouping={false}
        showButtons
        suffix={` ${t("alarmTrigger.delay.minutes")}`}
        placeholder={t("alarmTrigger.delay.now")}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}
