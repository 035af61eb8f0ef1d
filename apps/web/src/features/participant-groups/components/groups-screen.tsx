import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { GROUP_SORT_FIELDS, GROUPS_PAGE_SIZE, useGroupsList, type GroupRow, type GroupSortField } from "../api/groups-list";
import { DEFAULT_GROUP_COLUMNS, GROUP_COLUMN_KEYS, GROUP_COLUMNS, GROUPS_TABLE, type GroupColumnKey } from "./group-columns";
import { GroupEditor } from "./group-editor";
import { useConfirmDeleteGroup } from "./use-delete-group";

/** The table with its toolbar, and the editor that /participant-groups/{id} opens. */
export function GroupsScreen() {
  const organization = useCurrentOrganization();
  // The search runs 500 ms after the last keystroke, from the first page (docs/domain-rules.md#constants).
  const state = useObjectListState<GroupRow, GroupSortField, GroupColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: GROUPS_TABLE, known: GROUP_COLUMN_KEYS, defaults: DEFAULT_GROUP_COLUMNS },
  });
  const list = useGroupsList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  const { target, open, close, gone } = useListEditor("/participant-groups", state);
  const confirmDelete = useConfirmDeleteGroup(gone);

  return (
    <>
      <ObjectListScreen
        name="groups"
        section="participantGroups"
        list={list}
        state={state}
        table={{ className: "groups-table", sortFields: GROUP_SORT_FIELDS, pageSize: GROUPS_PAGE_SIZE, minWidth: "36rem" }}
        columns={GROUP_COLUMNS}
        cellClassName={(key) => (key === "members" ? "object-list-table__count" : undefined)}
        columnChooser="filters"
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
      />
      {target && <GroupEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
