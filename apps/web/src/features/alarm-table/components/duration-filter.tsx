import { Calendar } from "primereact/calendar";
import { InputNumber } from "primereact/inputnumber";
import { SelectButton } from "primereact/selectbutton";
import { useTranslation } from "react-i18next";
import { dateOfIso, isoDateOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { DEFAULT_HOURS, DURATION_CHOICES, MAX_HOURS, type DurationFilter as Duration } from "../model/alarm-filter";

/** The period filter: the last N hours (23 unless changed), a range of days picked in calendars, or any time. */
export function DurationFilter({ value, onChange }: { value: Duration; onChange: (value: Duration) => void }) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  const day = (field: "start" | "end", label: string) => (
    <div className="alarm-filters__day stack gap-s">
      <label htmlFor={`alarm-filter-${field}`}>{label}</label>
      <Calendar
        inputId={`alarm-filter-${field}`}
        value={dateOfIso(value[field])}
        onChange={(event) => onChange({ ...value, [field]: event.value instanceof Date ? isoDateOf(event.value) : null })}
        dateFormat="dd.mm.yy"
        placeholder={t("alarmTable.filters.datePlaceholder")}
        locale={pickerLocale}
        minDate={field === "end" ? (dateOfIso(value.start) ?? undefined) : undefined}
        maxDate={field === "start" ? (dateOfIso(value.end) ?? undefined) : undefined}
        showIcon
        showButtonBar
      />
    </div>
  );

  return (
    <fieldset className="alarm-filters__duration">
      <legend>{t("alarmTable.filters.duration")}</legend>
      <SelectButton
        value={value.option}
        options={DURATION_CHOICES.map((choice) => ({ value: choice, label: t(`alarmTable.filters.durationChoices.${choice}`) }))}
        onChange={(event) => event.value && onChange({ ...value, option: event.value as Duration["option"] })}
        allowEmpty={false}
        aria-label={t("alarmTable.filters.duration")}
      />
      {value.option === "HOURS_DURATION" && (
        <div className="alarm-filters__hours stack gap-s">
          <label htmlFor="alarm-filter-hours">{t("alarmTable.filters.hours")}</label>
          <InputNumber
            inputId="alarm-filter-hours"
            value={value.hours}
            onValueChange={(event) => onChange({ ...value, hours: event.value ?? DEFAULT_HOURS })}
            min={1}
            max={MAX_HOURS}
            showButtons
            useGrouping={false}
            suffix={` ${t("alarmTable.filters.hoursSuffix")}`}
          />
        </div>
      )}
      {value.option === "DATE_RANGE" && (
        <div className="alarm-filters__range row gap-m wrap">
          {day("start", t("alarmTable.filters.from"))}
          {day("end", t("alarmTable.filters.to"))}
        </div>
      )}
    </fieldset>
  );
}
