import { Calendar } from "primereact/calendar";
import { useTranslation } from "react-i18next";
import { dateOfIso, isoDateOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { fieldErrorId } from "../../../components/form-field";

interface EventDateInputProps {
  id: string;
  /** An ISO date, or none. */
  value: string | null;
  onChange: (iso: string | null) => void;
  error: string | undefined;
  /** For inputs without a label of their own. */
  label?: string;
}

/** A date picker for a rotation event's dates (dd.mm.yyyy, cleared to none). */
export function EventDateInput({ id, value, onChange, error, label }: EventDateInputProps) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  return (
    <Calendar
      inputId={id}
      value={dateOfIso(value)}
      onChange={(event) => onChange(event.value instanceof Date ? isoDateOf(event.value) : null)}
      dateFormat="dd.mm.yy"
      placeholder={t("rotationSchedules.datePlaceholder")}
      locale={pickerLocale}
      showIcon
      showButtonBar
      invalid={Boolean(error)}
      aria-label={label}
      aria-describedby={error ? fieldErrorId(id) : undefined}
    />
  );
}
