import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { POINT_SORT_FIELDS, POINTS_PAGE_SIZE, usePointsList, type PointRow, type PointSortField } from "../api/points-list";
import { COLUMN_KEYS_OF, DEFAULT_POINT_COLUMNS, pointColumns, POINTS_TABLE, SCREEN_PATH, type PointColumnKey, type PointsMode } from "./point-columns";
import { PointEditor } from "./point-editor";
import { TemplateChooser } from "./template-chooser";
import { usePointActions } from "./use-point-actions";

/**
 * The alarm points table with its toolbar and the editor that /alarm-points/{id} opens; in the
 * "deleted" mode the same screen lists deleted points, shows them read-only and restores them.
 */
export function PointsScreen({ mode, canRestore }: { mode: PointsMode; canRestore: boolean }) {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const deleted = mode === "deleted";
  const [draft, setDraft] = useState<AlarmPointDraft | null>(null);
  const [choosingTemplate, setChoosingTemplate] = useState(false);
  const state = useObjectListState<PointRow, PointSortField, PointColumnKey>({
    initialSort: { field: deleted ? "deletedAt" : "name", order: deleted ? "DESCENDING" : "ASCENDING" },
    columns: { table: POINTS_TABLE[mode], known: COLUMN_KEYS_OF[mode], defaults: DEFAULT_POINT_COLUMNS[mode] },
  });
  const list = usePointsList({ parentOrgId: organization?.id ?? 0, deletedAlarm: deleted, ...state.query }, organization !== null);
  const columns = pointColumns(mode);

  const { target, open, close, gone } = useListEditor(SCREEN_PATH[mode], state);
  const actions = usePointActions({ onDeleted: gone, onRestored: gone, onCloned: (copy: AlarmPoint) => open(copy.id) });
  const startNew = (prepared: AlarmPointDraft | null) => {
    setDraft(prepared);
    setChoosingTemplate(false);
    open(NEW_SEGMENT);
  };

  const modeActions = (selected: PointRow | null) =>
    deleted ? (
      <>
        <Button label={t("alarmPoints.toolbar.open")} icon="pi pi-eye" outlined disabled={!selected} onClick={() => selected && open(selected.id)} />
        {canRestore && (
          <Button
            label={t("alarmPoints.actions.restore")}
            icon="pi pi-replay"
            disabled={!selected}
            loading={actions.busy}
            onClick={() => selected && actions.restore(selected)}
          />
        )}
      </>
    ) : (
      <>
        <Button label={t("alarmPoints.toolbar.fromTemplate")} icon="pi pi-copy" outlined onClick={() => setChoosingTemplate(true)} />
        <Button
          label={t("alarmPoints.actions.clone")}
          icon="pi pi-clone"
          outlined
          disabled={!selected || actions.busy}
          onClick={() => selected && actions.clone(selected)}
        />
      </>
    );

  return (
    <>
      <ObjectListScreen
        name={deleted ? "deleted-points" : "points"}
        section="alarmPoints"
        list={list}
        state={state}
        table={{
          className: "points-table",
          sortFields: POINT_SORT_FIELDS,
          pageSize: POINTS_PAGE_SIZE,
          minWidth: "48rem",
          label: deleted ? t("alarmPoints.deletedTitle") : undefined,
          emptyMessage: deleted ? t("alarmPoints.table.emptyDeleted") : undefined,
        }}
        columns={columns}
        shownColumns={deleted ? DEFAULT_POINT_COLUMNS.deleted : undefined}
        columnChooser={deleted ? undefined : "filters"}
        onOpen={(row) => open(row.id)}
        // The deleted points are only opened (read-only) and restored.
        onNew={deleted ? undefined : () => startNew(null)}
        onEdit={deleted ? undefined : (row) => open(row.id)}
        onDelete={deleted ? undefined : actions.confirmDelete}
        extraActions={modeActions}
      />
      {target && (
        <PointEditor
          target={target}
          draft={draft}
          defaultOrgId={organization?.id ?? null}
          readOnly={deleted}
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
