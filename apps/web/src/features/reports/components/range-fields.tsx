import { REPORT_MAX_DAYS, REPORT_RANGES, type ReportRange } from "@alarm/contract";
import { Calendar } from "primereact/calendar";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { dateOfIso, isoDateOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import type { RangeProblems, ReportFilter } from "../model/report-filter";

type Range = Pick<ReportFilter, "range" | "from" | "until">;

interface RangeFieldsProps {
  value: Range;
  onChange: (value: Range) => void;
  /** Shown under the days once the user tried to run the report or picked both. */
  problems: RangeProblems;
}

/** The quick ranges (docs/domain-rules.md#alarm-table-filter), and for Custom the first and the last day. */
export function RangeFields({ value, onChange, problems }: RangeFieldsProps) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  const day = (field: "from" | "until") => {
    const problem = problems[field];
    const errorId = `report-${field}-error`;
    return (
      <div className="alarm-filters__field stack gap-s">
        <label htmlFor={`report-${field}`}>{t(`reports.filters.${field}`)}</label>
        <Calendar
          inputId={`report-${field}`}
          value={dateOfIso(value[field])}
          onChange={(event) => onChange({ ...value, [field]: event.value instanceof Date ? isoDateOf(event.value) : null })}
          dateFormat="dd.mm.yy"
          placeholder={t("reports.filters.datePlaceholder")}
          locale={pickerLocale}
          invalid={problem !== undefined}
          pt={{ input: { root: { "aria-invalid": problem !== undefined, "aria-describedby": problem ? errorId : undefined } } }}
          showIcon
          showButtonBar
        />
        {problem && (
          <small id={errorId} className="form-field__error">
            {t(`reports.filters.problems.${problem}`, { max: REPORT_MAX_DAYS })}
          </small>
        )}
      </div>
    );
  };

  return (
    <>
      <div className="alarm-filters__field stack gap-s">
        <label htmlFor="report-range">{t("reports.filters.range")}</label>
        <Dropdown
          inputId="report-range"
          value={value.range}
          options={REPORT_RANGES.map((range) => ({ value: range, label: t(`reports.ranges.${range}`) }))}
          onChange={(event) => onChange({ ...value, range: event.value as ReportRange })}
        />
      </div>
      {value.range === "CUSTOM" && (
        <>
          {day("from")}
          {day("until")}
        </>
      )}
    </>
  );
}
