import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { POINT_SORT_FIELDS, POINTS_PAGE_SIZE, usePointsList, type PointRow, type PointSortField } from "../api/points-list";
import { COLUMN_KEYS_OF, DEFAULT_POINT_COLUMNS, pointColumns, POINTS_TABLE, SCREEN_PATH, type PointColumnKey, type PointsMode } from "./point-columns";
import { PointEditor } from "./point-editor";
import { RestoreToolbar } from "./restore-toolbar";
import { TemplateChooser } from "./template-chooser";
import { usePointActions } from "./use-point-actions";

/**
 * The alarm points table with its toolbar and the editor that /alarm-points/{id} opens; in the
 * "deleted" mode the same screen lists deleted points, shows them read-only and restores them.
 */
export function PointsScreen({ mode, canRestore }: { mode: PointsMode; canRestore: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const [draft, setDraft] = useState<AlarmPointDraft | null>(null);
  const [choosingTemplate, setChoosingTemplate] = useState(false);
  const state = useObjectListState<PointRow, PointSortField, PointColumnKey>({
    initialSort: { field: mode === "deleted" ? "deletedAt" : "name", order: mode === "deleted" ? "DESCENDING" : "ASCENDING" },
    columns: { table: POINTS_TABLE[mode], known: COLUMN_KEYS_OF[mode], defaults: DEFAULT_POINT_COLUMNS[mode] },
  });
  const list = usePointsList({ parentOrgId: organization?.id ?? 0, deletedAlarm: mode === "deleted", ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);
  const columns = pointColumns(mode, i18n.language);

  const path = SCREEN_PATH[mode];
  const open = (id: number | typeof NEW_SEGMENT) => navigate(`${path}/${id}`);
  const close = () => navigate(path);
  const closeIfShowing = (id: number) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  };
  const actions = usePointActions({ onDeleted: closeIfShowing, onRestored: closeIfShowing, onCloned: (copy: AlarmPoint) => open(copy.id) });
  const startNew = (prepared: AlarmPointDraft | null) => {
    setDraft(prepared);
    setChoosingTemplate(false);
    open(NEW_SEGMENT);
  };

  const toolbar =
    mode === "deleted" ? (
      <RestoreToolbar
        search={state.search}
        onSearch={state.setSearch}
        recursive={state.recursive}
        onRecursive={state.setRecursive}
        hasSelection={selectedRow !== null}
        canRestore={canRestore}
        busy={actions.busy}
        onOpen={() => selectedRow && open(selectedRow.id)}
        onRestore={() => selectedRow && actions.restore(selectedRow)}
      />
    ) : (
      <ObjectListToolbar
        name="points"
        textKeys="alarmPoints.toolbar"
        search={state.search}
        onSearch={state.setSearch}
        recursive={state.recursive}
        onRecursive={state.setRecursive}
        columnChooser={{ columns: state.columns, options: columns.map((column) => ({ value: column.key, label: t(column.headerKey) })), onColumns: state.setColumns, placement: "filters" }}
        hasSelection={selectedRow !== null}
        onNew={() => startNew(null)}
        onEdit={() => selectedRow && open(selectedRow.id)}
        onDelete={() => selectedRow && actions.confirmDelete(selectedRow)}
        extraActions={
          <>
            <Button label={t("alarmPoints.toolbar.fromTemplate")} icon="pi pi-copy" outlined onClick={() => setChoosingTemplate(true)} />
            <Button label={t("alarmPoints.actions.clone")} icon="pi pi-clone" outlined disabled={!selectedRow || actions.busy} onClick={() => selectedRow && actions.clone(selectedRow)} />
          </>
        }
      />
    );

  return (
    <>
      <ObjectListCard name="points">
        {toolbar}
        {organization && (
          <ObjectListScope
            name="points"
            text={state.recursive ? t("alarmPoints.table.scopeWithChildren", { organization: organization.name }) : t("alarmPoints.table.scope", { organization: organization.name })}
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError title={t("alarmPoints.table.loadError")} error={list.error} retryLabel={t("alarmPoints.table.retry")} onRetry={() => void list.refetch()} />
        ) : (
          <ObjectListTable
            className="points-table"
            label={mode === "deleted" ? t("alarmPoints.deletedTitle") : t("alarmPoints.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={POINTS_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={POINT_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={mode === "deleted" ? t("alarmPoints.table.emptyDeleted") : t("alarmPoints.table.empty")}
            pageReport={t("alarmPoints.table.pageReport")}
            minWidth="48rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {objectListColumns(columns, mode === "deleted" ? DEFAULT_POINT_COLUMNS.deleted : state.columns, t)}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && (
        <PointEditor
          target={target}
          draft={draft}
          defaultOrgId={organization?.id ?? null}
          readOnly={mode === "deleted"}
          canRestore={canRestore}
          busy={actions.busy}
          onClose={close}
          onSaved={(saved) => open(saved.id)}
          onDelete={actions.confirmDelete}
          onClone={actions.clone}
          onRestore={actions.restore}
        />
      )}
      <TemplateChooser visible={choosingTemplate} onHide={() => setChoosingTemplate(false)} onPrepared={startNew} />
    </>
  );
}
