import { Calendar } from "primereact/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeOfText } from "./calendar-editor/date-text";
import { useDatePickerLocale } from "./calendar-editor/date-picker-locale";
import "./date-time-input.css";

export interface DateTimeInputProps {
  inputId: string;
  value: Date | null;
  /** A complete date and time, typed, pasted or picked; null while the text is empty or not complete yet. */
  onChange: (value: Date | null) => void;
  /** DD.MM.YYYY HH:mm in the reader's language unless told. */
  placeholder?: string;
  invalid?: boolean;
  minDate?: Date;
  maxDate?: Date;
  stepMinute?: number;
  showButtonBar?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

function parseDateTime(text: string): Date {
  const date = dateTimeOfText(text);
  if (!date) throw new Error(`not a complete date and time: ${text}`);
  return date;
}

/**
 * A date and time, DD.MM.YYYY HH:mm, the same whether typed, pasted or picked. The text is read only
 * once it is complete (PrimeReact's own reading takes a bare date as midnight and writes it back into
 * the field mid-typing); the picker opens from its button in the middle of the screen, never off it.
 */
export function DateTimeInput({ inputId, value, onChange, placeholder, ...rest }: DateTimeInputProps) {
  const { t } = useTranslation();
  const locale = useDatePickerLocale();
  // The text typed so far while it is not a complete date and time: kept in the field as it is.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Calendar
      {...rest}
      inputId={inputId}
      value={(draft ?? value) as Date | null}
      onChange={(event) => {
        const next: unknown = event.value;
        setDraft(typeof next === "string" && next.trim() !== "" ? next : null);
        onChange(next instanceof Date ? next : null);
      }}
      parseDateTime={parseDateTime}
      keepInvalid
      showTime
      hourFormat="24"
      dateFormat="dd.mm.yy"
      placeholder={placeholder ?? t("common.dateTimePlaceholder")}
      locale={locale}
      showIcon
      showOnFocus={false}
      touchUI
      panelClassName="date-time-input__panel"
    />
  );
}
