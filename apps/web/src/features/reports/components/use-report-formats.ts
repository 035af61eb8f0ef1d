import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formDateText } from "../../../components/calendar-editor/date-text";
import { formatBytes, formatDuration, spanDays } from "../model/figures";

/** Numbers, percentages, months, durations and sizes in the reader's language. */
export function useReportFormats() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || "en";
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    const share = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric" });
    const dateOfMonth = (yearMonth: string) => new Date(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)) - 1, 1);
    return {
      locale,
      number: (value: number) => number.format(value),
      /** 0 to 1 as a whole percentage; "–" without a value. */
      percent: (value: number | null) => (value === null ? "–" : percent.format(value)),
      /** 0 to 100 as a percentage to a tenth: "88.6 %"; "–" without a value. */
      share: (value: number | null) => (value === null ? "–" : share.format(value / 100)),
      /** "2 min 5 s"; "–" without a value. */
      duration: (seconds: number | null) => formatDuration(seconds, ({ unit, value }) => t(`reports.units.${unit}`, { value }), locale) ?? "–",
      /** YYYY-MM as "June 2025" (or "Jun 2025"). */
      month: (yearMonth: string, width: "long" | "short" = "long") => (width === "long" ? month : shortMonth).format(dateOfMonth(yearMonth)),
      bytes: (bytes: number) => formatBytes(bytes, locale),
      /** The days a report covers, as forms show dates: "01.06.2025 – 30.06.2025". */
      span: (span: { from: string; until: string; timeZone: string }) => {
        const { first, last } = spanDays(span);
        return first === last ? formDateText(first) : `${formDateText(first)} – ${formDateText(last)}`;
      },
    };
  }, [locale, t]);
}

export type ReportFormats = ReturnType<typeof useReportFormats>;
