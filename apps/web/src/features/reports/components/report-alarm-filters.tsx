import { ALARM_STATUSES, type AlarmStatus } from "@alarm/contract";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { OrganizationFilter } from "../../../components/alarm-filters/organization-filter";
import { ParticipantsFilter } from "../../../components/alarm-filters/participants-filter";
import { REPORT_TEXT_FIELDS, type ReportFilter, type ReportTextField } from "../model/report-filter";

interface ReportAlarmFiltersProps {
  filter: ReportFilter;
  onChange: (filter: ReportFilter) => void;
}

/** The alarm table's filters (docs/domain-rules.md#alarm-table-filter), applied to the report's alarms: the organization and participants pickers are the alarm table's own. */
export function ReportAlarmFilters({ filter, onChange }: ReportAlarmFiltersProps) {
  const { t } = useTranslation();
  const edit = <K extends keyof ReportFilter>(field: K, value: ReportFilter[K]) => onChange({ ...filter, [field]: value });
  const text = (field: ReportTextField) => (
    <div className="alarm-filters__field stack gap-s">
      <label htmlFor={`report-${field}`}>{t(`reports.filters.${field}`)}</label>
      <InputText id={`report-${field}`} value={filter[field]} maxLength={REPORT_TEXT_FIELDS[field]} onChange={(event) => edit(field, event.target.value)} />
    </div>
  );

  return (
    <div className="alarm-filters__grid">
      {text("textFilter")}
      {text("alarmName")}
      <div className="alarm-filters__field stack gap-s">
        <label htmlFor="report-alarmPointId">{t("reports.filters.alarmPointId")}</label>
        <InputNumber
          inputId="report-alarmPointId"
          value={filter.alarmPointId}
          onValueChange={(event) => edit("alarmPointId", event.value ?? null)}
          min={1}
          useGrouping={false}
        />
      </div>
      <div className="alarm-filters__field stack gap-s">
        <label htmlFor="report-status">{t("reports.filters.status")}</label>
        <MultiSelect
          inputId="report-status"
          value={filter.status}
          options={ALARM_STATUSES.map((status) => ({ value: status, label: t(`alarmStatuses.${status}`) }))}
          onChange={(event) => edit("status", event.value as AlarmStatus[])}
          placeholder={t("reports.filters.anyStatus")}
          display="chip"
          maxSelectedLabels={3}
          selectedItemsLabel={t("reports.filters.statusesSelected", { count: filter.status.length })}
          showSelectAll={false}
        />
      </div>
      {text("systemId")}
      {text("triggeredBy")}
      <OrganizationFilter value={filter.organization} onChange={(value) => edit("organization", value)} />
      <ParticipantsFilter value={filter.participants} onChange={(value) => edit("participants", value)} />
    </div>
  );
}
