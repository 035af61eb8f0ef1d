import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { SCHEDULE_SORT_FIELDS, SCHEDULES_PAGE_SIZE, useSchedulesList, type ScheduleRow, type ScheduleSortField } from "../api/schedules-list";
import { DEFAULT_SCHEDULE_COLUMNS, SCHEDULE_COLUMN_KEYS, scheduleColumns, type ScheduleColumnKey } from "./schedule-columns";
import { ScheduleEditor } from "./schedule-editor";
import type { AnyScheduleKind } from "./schedule-kinds";
import { useCloneScheduleAction, useConfirmDeleteSchedule } from "./use-schedule-actions";

/** The table of one kind of schedules with its toolbar, and the editor that <route>?id= opens. */
export function SchedulesScreen({ kind }: { kind: AnyScheduleKind }) {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const state = useObjectListState<ScheduleRow, ScheduleSortField, ScheduleColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: kind.columnsTable, known: SCHEDULE_COLUMN_KEYS, defaults: DEFAULT_SCHEDULE_COLUMNS },
  });
  const list = useSchedulesList(kind.api, { parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const columns = useMemo(() => scheduleColumns(kind.route), [kind.route]);

  const { target, open, close, gone } = useListEditor(kind.route, state, { inQuery: true });
  const confirmDelete = useConfirmDeleteSchedule(kind, gone);
  const cloning = useCloneScheduleAction(kind, open);

  return (
    <>
      <ObjectListScreen
        name="schedules"
        section={kind.section}
        list={list}
        state={state}
        table={{
          className: "schedules-table",
          sortFields: SCHEDULE_SORT_FIELDS,
          pageSize: SCHEDULES_PAGE_SIZE,
          minWidth: "40rem",
          emptyMessage: state.filterValue ? t(`${kind.section}.table.noMatch`, { text: state.filterValue }) : undefined,
        }}
        columns={columns}
        columnChooser="filters"
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
        clone={{ run: cloning.clone, pending: cloning.isPending }}
        emptyState={{ icon: kind.icon }}
      />
      {target && (
        <ScheduleEditor
          kind={kind}
          target={target}
          defaultOrgId={organization?.id ?? null}
          onClose={close}
          onSaved={close}
          onDelete={confirmDelete}
          onClone={cloning.clone}
        />
      )}
    </>
  );
}
