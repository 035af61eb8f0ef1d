import { Button } from "primereact/button";
import { InputSwitch } from "primereact/inputswitch";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { activeFilterCount, TEXT_FIELDS, type AlarmFilter } from "../model/alarm-filter";
import { STATUSES_OF, type AlarmView } from "../model/alarm-tabs";
import { DurationFilter } from "./duration-filter";
import { FilterText } from "../../../components/alarm-filters/filter-text";
import { OrganizationFilter } from "../../../components/alarm-filters/organization-filter";
import { ParticipantsFilter } from "../../../components/alarm-filters/participants-filter";

interface AlarmFilterPanelProps {
  id: string;
  view: AlarmView;
  filter: AlarmFilter;
  onChange: (filter: AlarmFilter) => void;
  /** Changes after a reset, so the text fields show the reset values. */
  generation: number;
  onReset: () => void;
}

const MAX_LENGTH = { alarmName: 200, systemId: 100, triggeredBy: 100 } as const;

/** The alarm table's filters (docs/domain-rules.md#alarm-table-filter): status, alarm name, system id, triggered by, duration, organization, participants, and the priority order. */
export function AlarmFilterPanel({ id, view, filter, onChange, generation, onReset }: AlarmFilterPanelProps) {
  const { t } = useTranslation();
  const edit = <K extends keyof AlarmFilter>(field: K, value: AlarmFilter[K]) => onChange({ ...filter, [field]: value });

  return (
    <section id={id} className="alarm-filters frame stack gap-l" aria-label={t("alarmTable.filters.title")}>
      <div className="alarm-filters__grid">
        <div className="alarm-filters__field stack gap-s">
          <label htmlFor="alarm-filter-status">{t("alarmTable.filters.status")}</label>
          <MultiSelect
            inputId="alarm-filter-status"
            value={filter.status}
            options={STATUSES_OF[view].map((status) => ({ value: status, label: t(`alarmStatuses.${status}`) }))}
            onChange={(event) => edit("status", event.value as AlarmFilter["status"])}
            placeholder={t("alarmTable.filters.anyStatus")}
            display="chip"
            maxSelectedLabels={3}
            selectedItemsLabel={t("alarmTable.filters.statusesSelected", { count: filter.status.length })}
            showSelectAll={false}
          />
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field} className="alarm-filters__field stack gap-s">
            <label htmlFor={`alarm-filter-${field}`}>{t(`alarmTable.filters.${field}`)}</label>
            <FilterText
              key={`${field}-${generation}`}
              id={`alarm-filter-${field}`}
              value={filter[field]}
              maxLength={MAX_LENGTH[field]}
              onChange={(value) => edit(field, value)}
            />
          </div>
        ))}
        <OrganizationFilter value={filter.organization} onChange={(value) => edit("organization", value)} />
        <ParticipantsFilter value={filter.participants} onChange={(value) => edit("participants", value)} />
        <DurationFilter value={filter.duration} onChange={(value) => edit("duration", value)} />
      </div>
      <div className="alarm-filters__footer cluster gap-m wrap">
        <div className="alarm-filters__switch cluster">
          <InputSwitch inputId="alarm-filter-priority" checked={filter.orderByPriority} onChange={(event) => edit("orderByPriority", Boolean(event.value))} />
          <label htmlFor="alarm-filter-priority">{t("alarmTable.filters.orderByPriority")}</label>
        </div>
        <Button
          type="button"
          label={t("alarmTable.filters.reset")}
          icon="pi pi-filter-slash"
          text
          onClick={onReset}
          disabled={activeFilterCount(filter) === 0}
        />
      </div>
    </section>
  );
}
