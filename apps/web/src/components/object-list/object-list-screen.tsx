import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentOrganization } from "../../lib/current-organization";
import { StateCard } from "../state-card";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "./object-list-parts";
import type { ObjectListState } from "./object-list-state";
import { type ObjectListColumn, objectListColumns, ObjectListTable } from "./object-list-table";
import { ObjectListToolbar } from "./object-list-toolbar";

/** What the screen reads of the feature's list query (a TanStack query result). */
export interface ObjectListQuery<Row> {
  data: { list: Row[]; count: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ObjectListScreenProps<Row extends { id: number }, F extends string, K extends string> {
  /** Names the parts: `.<name>-card`, `.<name>-toolbar`, `#<name>-search`, `.<name>-card__scope`. */
  name: string;
  /**
   * The translation section: `<section>.toolbar.*` (see ObjectListToolbar), `<section>.title` and
   * `<section>.table.{scope,scopeWithChildren,loadError,retry,empty,pageReport}`.
   */
  section: string;
  list: ObjectListQuery<Row>;
  state: ObjectListState<Row, F, K>;
  table: {
    /** E.g. `groups-table` (tests find the rows by it). */
    className: string;
    sortFields: readonly F[];
    pageSize: number;
    minWidth: string;
    /** The accessible name; `<section>.title` unless given. */
    label?: string;
    /** `<section>.table.empty` unless given. */
    emptyMessage?: string;
  };
  /** The column definitions; the chosen ones (`state.columns` unless `shownColumns`) are shown. */
  columns?: readonly ObjectListColumn<Row, K, F>[];
  shownColumns?: readonly K[];
  /** Adds a class to a column's cells. */
  cellClassName?: (key: K) => string | undefined;
  /** <Column> elements, for a screen that builds its own instead of `columns`. */
  children?: ReactNode;
  /** Where the toolbar offers the column chooser; none without it. */
  columnChooser?: "filters" | "actions";
  /** Double click on a row. */
  onOpen: (row: Row) => void;
  /** Each toolbar button New, Edit and Delete is shown when its callback is given. */
  onNew?: () => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** A Clone button (`<section>.toolbar.clone`) after Edit, busy while `pending`. */
  clone?: { run: (row: Row) => void; pending: boolean };
  /** Toolbar buttons between Edit and Delete, given the selected row. */
  extraActions?: (selected: Row | null) => ReactNode;
  /**
   * While the organization has no object at all (no search applied): instead of the table, a card
   * with this icon, `<section>.table.empty`, `<section>.table.emptyText` and a New button.
   */
  emptyState?: { icon: string };
}

/**
 * An object list screen's card: the toolbar, the line naming the listed organization, and the
 * table or, when it could not be loaded, the reason with a retry button.
 */
export function ObjectListScreen<Row extends { id: number }, F extends string, K extends string>(props: ObjectListScreenProps<Row, F, K>) {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const {
    name,
    section,
    list,
    state,
    table,
    columns = [],
    cellClassName,
    columnChooser,
    onOpen,
    onNew,
    onEdit,
    onDelete,
    clone,
    extraActions,
    emptyState,
  } = props;
  const rows = list.data?.list ?? [];
  const selected = state.selectedIn(rows);
  const withSelected = (action: ((row: Row) => void) | undefined) => action && (() => selected && action(selected));
  const nothingYet = list.data?.count === 0 && !state.filterValue && !list.isFetching;

  let content;
  if (list.isError && !list.data) {
    content = (
      <ObjectListLoadError
        title={t(`${section}.table.loadError`)}
        error={list.error}
        retryLabel={t(`${section}.table.retry`)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (emptyState && nothingYet) {
    content = (
      <StateCard icon={emptyState.icon} title={t(`${section}.table.empty`)} text={t(`${section}.table.emptyText`)}>
        {onNew && <Button label={t(`${section}.toolbar.new`)} icon="pi pi-plus" onClick={onNew} />}
      </StateCard>
    );
  } else {
    content = (
      <ObjectListTable
        className={table.className}
        label={table.label ?? t(`${section}.title`)}
        rows={rows}
        total={list.data?.count ?? 0}
        loading={list.isFetching}
        pageSize={table.pageSize}
        page={state.page}
        sort={state.sort}
        sortFields={table.sortFields}
        selected={selected}
        emptyMessage={table.emptyMessage ?? t(`${section}.table.empty`)}
        pageReport={t(`${section}.table.pageReport`)}
        minWidth={table.minWidth}
        onSelect={state.setSelected}
        onPage={state.setPage}
        onSort={state.setSort}
        onOpen={onOpen}
      >
        {props.children ?? objectListColumns(columns, props.shownColumns ?? state.columns, t, cellClassName)}
      </ObjectListTable>
    );
  }

  return (
    <ObjectListCard name={name}>
      <ObjectListToolbar
        name={name}
        textKeys={`${section}.toolbar`}
        search={state.search}
        onSearch={state.setSearch}
        recursive={state.recursive}
        onRecursive={state.setRecursive}
        columnChooser={
          columnChooser && {
            columns: state.columns,
            options: columns.map((column) => ({ value: column.key, label: t(column.headerKey) })),
            onColumns: state.setColumns,
            placement: columnChooser,
          }
        }
        hasSelection={selected !== null}
        onNew={onNew}
        onEdit={withSelected(onEdit)}
        onDelete={withSelected(onDelete)}
        extraActions={
          <>
            {clone && (
              <Button
                label={t(`${section}.toolbar.clone`)}
                icon="pi pi-copy"
                outlined
                disabled={!selected}
                loading={clone.pending}
                onClick={() => selected && clone.run(selected)}
              />
            )}
            {extraActions?.(selected)}
          </>
        }
      />
      {organization && (
        <ObjectListScope
          name={name}
          text={t(state.recursive ? `${section}.table.scopeWithChildren` : `${section}.table.scope`, { organization: organization.name })}
        />
      )}
      {content}
    </ObjectListCard>
  );
}
