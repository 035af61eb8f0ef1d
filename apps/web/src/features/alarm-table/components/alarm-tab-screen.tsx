import type { AlarmRow } from "@alarm/contract";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import type { LiveStatus } from "../../../lib/alarm-live";
import { isApiError } from "../../../lib/api-error";
import { readVisibleColumns, writeVisibleColumns } from "../../../lib/visible-columns";
import { useAlarmList } from "../../../components/alarm-monitor/alarm-queries";
import { useMaintenanceNow } from "../../../components/maintenance/maintenance-now";
import {
  activeFilterCount,
  ALARM_PAGE_SIZE,
  ALARM_SORT_KEYS,
  DEFAULT_ALARM_FILTER,
  DEFAULT_ALARM_SORT,
  toAlarmTableRequest,
  type AlarmFilter,
  type AlarmSort,
} from "../model/alarm-filter";
import { SOURCE_OF, type AlarmView } from "../model/alarm-tabs";
import { alarmColumns, COLUMN_KEYS_OF, COLUMNS_TABLE_OF, type AlarmColumnKey } from "./alarm-columns";
import { AcknowledgeFailureDialog } from "./acknowledge-failure-dialog";
import { AlarmFilterPanel } from "./alarm-filter-panel";
import { AlarmToolbar } from "./alarm-toolbar";
import { TableSkeleton } from "./table-skeleton";
import { useAlarmFilter } from "./use-alarm-filter";

interface AlarmTabScreenProps {
  view: AlarmView;
  openId: number | null;
  detailsHref: (id: number) => string;
  onOpen: (id: number) => void;
  live: LiveStatus;
}

/** One tab of the alarm monitor: its saved filters, a page of alarms (10, lazily from the server) and the count. */
export function AlarmTabScreen({ view, openId, detailsHref, onOpen, live }: AlarmTabScreenProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const { filter, setFilter } = useAlarmFilter(view);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AlarmSort>(DEFAULT_ALARM_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [acknowledging, setAcknowledging] = useState<AlarmRow | null>(null);
  const known = COLUMN_KEYS_OF[view];
  const [columns, setColumns] = useState<AlarmColumnKey[]>(() => readVisibleColumns(localStorage, COLUMNS_TABLE_OF[view], known, known));

  const shown = filter ?? DEFAULT_ALARM_FILTER;
  const list = useAlarmList(SOURCE_OF[view], toAlarmTableRequest(view, shown, page, sort), filter !== null);
  const change = (next: AlarmFilter) => {
    setFilter(next);
    setPage(1);
  };
  // Open alarms say whether their point is in maintenance now; the history does not.
  const maintenance = useMaintenanceNow(view !== "history");
  const allColumns = alarmColumns(view, detailsHref, setAcknowledging, view === "history" ? undefined : maintenance.data);
  const rows = list.data?.list ?? [];

  let content;
  if (filter === null || (list.isPending && !list.isError)) {
    content = <TableSkeleton columns={columns.length} />;
  } else if (list.isError && !list.data) {
    content = (
      <ObjectListLoadError
        title={t("alarmTable.table.loadError")}
        error={list.error}
        retryLabel={t("alarmTable.table.retry")}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    content = (
      <>
        {list.isError && (
          <Message
            className="alarm-stale"
            severity="warn"
            text={t("alarmTable.table.refreshFailed", { reason: isApiError(list.error) ? list.error.reason : "" })}
          />
        )}
        <ObjectListTable
          className="alarm-table"
          label={t("alarmTable.table.label")}
          rows={rows}
          total={list.data?.count ?? 0}
          loading={list.isFetching && list.isPlaceholderData}
          pageSize={ALARM_PAGE_SIZE}
          page={page}
          sort={sort}
          sortFields={ALARM_SORT_KEYS}
          selected={rows.find((row) => row.id === openId) ?? null}
          emptyMessage={emptyMessage(view, filter, t)}
          pageReport={
            list.data && !list.data.countExact ? t("alarmTable.table.pageReportMoreThan", { known: list.data.count - 1 }) : t("alarmTable.table.pageReport")
          }
          minWidth="50rem"
          stackOnPhones
          onSelect={(row) => row && onOpen(row.id)}
          onPage={setPage}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          onOpen={(row) => onOpen(row.id)}
        >
          {objectListColumns(allColumns, columns, t, (key) => `alarm-table__${key}`)}
        </ObjectListTable>
      </>
    );
  }

  return (
    <ObjectListCard name="alarms">
      <AlarmToolbar
        search={shown.textFilter}
        // The search box shows the saved text once it is read, and the kept text after a reset.
        generation={`${generation}-${filter === null ? "reading" : "read"}`}
        onSearch={(textFilter) => change({ ...shown, textFilter })}
        filtersOpen={filtersOpen}
        filterCount={activeFilterCount(shown)}
        filterPanelId={panelId}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        columns={columns}
        columnOptions={allColumns.map((column) => ({ value: column.key, label: t(column.headerKey) }))}
        onColumns={(chosen) => {
          const stored = writeVisibleColumns(localStorage, COLUMNS_TABLE_OF[view], known, chosen);
          if (stored) setColumns(stored);
        }}
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        live={live}
      />
      {filtersOpen && filter && (
        <AlarmFilterPanel
          id={panelId}
          view={view}
          filter={filter}
          onChange={change}
          generation={generation}
          onReset={() => {
            change({ ...DEFAULT_ALARM_FILTER, textFilter: filter.textFilter });
            setGeneration((value) => value + 1);
          }}
        />
      )}
      {content}
      {acknowledging && <AcknowledgeFailureDialog alarm={acknowledging} onHide={() => setAcknowledging(null)} />}
    </ObjectListCard>
  );
}

function emptyMessage(view: AlarmView, filter: AlarmFilter, t: (key: string) => string): string {
  const narrowed = filter.textFilter.trim() !== "" || activeFilterCount({ ...filter, duration: DEFAULT_ALARM_FILTER.duration }) > 0;
  if (narrowed) return t("alarmTable.table.emptyFiltered");
  return t(view === "history" ? "alarmTable.table.emptyHistory" : "alarmTable.table.emptyOpen");
}
