import { Badge } from "primereact/badge";
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "../../../lib/alarm-live";
import { FilterText } from "../../../components/alarm-filters/filter-text";

interface AlarmToolbarProps<K extends string> {
  search: string;
  /** Changes when the search box must show `search` afresh (saved filters read, a reset). */
  generation: string;
  onSearch: (text: string) => void;
  filtersOpen: boolean;
  filterCount: number;
  filterPanelId: string;
  onToggleFilters: () => void;
  columns: readonly K[];
  columnOptions: { value: K; label: string }[];
  onColumns: (columns: K[]) => void;
  refreshing: boolean;
  onRefresh: () => void;
  live: LiveStatus;
}

const LIVE_ICON: Record<LiveStatus, string> = { open: "pi-circle-fill", connecting: "pi-spin pi-spinner", retrying: "pi-exclamation-circle" };

/** Above the alarms: the search box, the filter panel's toggle, the column chooser, refresh and whether changes arrive live. */
export function AlarmToolbar<K extends string>(props: AlarmToolbarProps<K>) {
  const { t } = useTranslation();
  const {
    search,
    generation,
    onSearch,
    filtersOpen,
    filterCount,
    filterPanelId,
    onToggleFilters,
    columns,
    columnOptions,
    onColumns,
    refreshing,
    onRefresh,
    live,
  } = props;
  return (
    <div className="alarm-toolbar cluster gap-m wrap">
      <IconField iconPosition="left" className="alarm-toolbar__search">
        <InputIcon className="pi pi-search" />
        <FilterText
          key={generation}
          id="alarm-search"
          type="search"
          value={search}
          onChange={onSearch}
          maxLength={200}
          placeholder={t("alarmTable.toolbar.searchPlaceholder")}
          label={t("alarmTable.toolbar.search")}
        />
      </IconField>
      <Button
        type="button"
        className="alarm-toolbar__filters"
        icon={`pi ${filtersOpen ? "pi-chevron-up" : "pi-filter"}`}
        label={t("alarmTable.toolbar.filters")}
        outlined={!filtersOpen}
        aria-expanded={filtersOpen}
        aria-controls={filterPanelId}
        onClick={onToggleFilters}
      >
        {filterCount > 0 && (
          <Badge value={filterCount} className="alarm-toolbar__badge" aria-label={t("alarmTable.toolbar.activeFilters", { count: filterCount })} />
        )}
      </Button>
      <MultiSelect
        inputId="alarm-columns"
        className="alarm-toolbar__columns"
        value={columns}
        options={columnOptions}
        onChange={(event) => onColumns(event.value as K[])}
        placeholder={t("alarmTable.toolbar.columns")}
        selectedItemsLabel={t("alarmTable.toolbar.columnsSelected", { shown: columns.length })}
        maxSelectedLabels={0}
        showSelectAll={false}
        dropdownIcon="pi pi-table"
        aria-label={t("alarmTable.toolbar.columns")}
      />
      <span className="alarm-toolbar__spacer grow" />
      <span className={`alarm-live inline-cluster muted alarm-live--${live}`} role="status" title={t(`alarmTable.live.${live}Hint`)}>
        <i className={`pi ${LIVE_ICON[live]}`} aria-hidden="true" /> {t(`alarmTable.live.${live}`)}
      </span>
      <Button
        type="button"
        icon={`pi pi-refresh${refreshing ? " pi-spin" : ""}`}
        outlined
        aria-label={t("alarmTable.toolbar.refresh")}
        title={t("alarmTable.toolbar.refresh")}
        onClick={onRefresh}
      />
    </div>
  );
}
