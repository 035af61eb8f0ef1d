import { REPORT_GROUPINGS, type ReportExportFormat, type ReportGrouping } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { customRangeProblems, DEFAULT_REPORT_FILTER, isRunnable, type ReportFilter } from "../model/report-filter";
import { OrganizationFilter } from "../../../components/alarm-filters/organization-filter";
import { ExportButton } from "./export-button";
import { RangeFields } from "./range-fields";
import { ReportAlarmFilters } from "./report-alarm-filters";

interface ReportFilterPanelProps {
  /** The filter of the report shown; the panel edits a copy until Run. */
  initial: ReportFilter;
  onRun: (filter: ReportFilter) => void;
  /** The files of the tab's report. */
  exportFormats: readonly ReportExportFormat[];
  onExport: (filter: ReportFilter, format: ReportExportFormat) => void;
  exporting: boolean;
  /** The grouping and the alarm filters; without them (the alarm load), the range and the organization only. */
  alarmFilters?: boolean;
  /** Below the buttons: the export's progress. */
  children?: ReactNode;
}

/** How many of the alarm table's filters are set (the badge of "Alarm filters"). */
function alarmFilterCount(filter: ReportFilter): number {
  const { textFilter, alarmName, alarmPointId, status, systemId, triggeredBy, organization, participants } = filter;
  return [textFilter.trim(), alarmName.trim(), alarmPointId, status.length, systemId.trim(), triggeredBy.trim(), organization, participants.length].filter(
    Boolean,
  ).length;
}

/** The filter of the tabs: range, grouping and the alarm filters (or the organization alone); Run shows the report, Export saves it as a file. */
export function ReportFilterPanel({ initial, onRun, exportFormats, onExport, exporting, alarmFilters = true, children }: ReportFilterPanelProps) {
  const { t } = useTranslation();
  const moreId = useId();
  const [filter, setFilter] = useState(initial);
  const [tried, setTried] = useState(false);
  const [moreOpen, setMoreOpen] = useState(() => alarmFilterCount(initial) > 0);
  const problems = customRangeProblems(filter);
  // A missing day is said once the user tried to run; a wrong pair as soon as both are there.
  const shown = tried ? problems : { from: filter.from ? problems.from : undefined, until: filter.until ? problems.until : undefined };
  const attempt = (then: (filter: ReportFilter) => void) => {
    setTried(true);
    if (isRunnable(filter)) then(filter);
  };
  const count = alarmFilterCount(filter);

  return (
    <form
      className="card report-filters stack gap-l"
      aria-label={t("reports.filters.title")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        attempt(onRun);
      }}
    >
      <div className="alarm-filters__grid">
        <RangeFields value={filter} onChange={(range) => setFilter({ ...filter, ...range })} problems={shown} />
        {alarmFilters ? (
          <div className="alarm-filters__field stack gap-s">
            <label htmlFor="report-grouping">{t("reports.filters.grouping")}</label>
            <Dropdown
              inputId="report-grouping"
              value={filter.grouping}
              options={REPORT_GROUPINGS.map((grouping) => ({ value: grouping, label: t(`reports.groupings.${grouping}`) }))}
              onChange={(event) => setFilter({ ...filter, grouping: event.value as ReportGrouping })}
            />
          </div>
        ) : (
          <OrganizationFilter value={filter.organization} onChange={(organization) => setFilter({ ...filter, organization })} />
        )}
      </div>
      {alarmFilters && moreOpen && (
        <section id={moreId} className="alarm-filters frame" aria-label={t("reports.filters.alarmFilters")}>
          <ReportAlarmFilters filter={filter} onChange={setFilter} />
        </section>
      )}
      <div className="cluster gap-m wrap spread">
        {alarmFilters ? (
          <Button
            type="button"
            text
            label={t("reports.filters.alarmFilters")}
            icon={moreOpen ? "pi pi-chevron-up" : "pi pi-filter"}
            badge={count > 0 ? String(count) : undefined}
            badgeClassName="report-filters__badge"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen(!moreOpen)}
          />
        ) : (
          <span className="muted">{t("reports.filters.periodOnly")}</span>
        )}
        <div className="cluster gap-m wrap">
          <Button type="button" label={t("reports.filters.reset")} icon="pi pi-filter-slash" text onClick={() => setFilter(DEFAULT_REPORT_FILTER)} />
          <ExportButton formats={exportFormats} disabled={exporting} onExport={(format) => attempt((valid) => onExport(valid, format))} />
          <Button type="submit" label={t("reports.run")} icon="pi pi-play" className="report-run" />
        </div>
      </div>
      {children}
    </form>
  );
}
