import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { GROUP_SORT_FIELDS, GROUPS_PAGE_SIZE, useGroupsList, type GroupRow, type GroupSortField } from "../api/groups-list";
import { DEFAULT_GROUP_COLUMNS, GROUP_COLUMN_KEYS, GROUP_COLUMNS, GROUPS_TABLE, type GroupColumnKey } from "./group-columns";
import { GroupEditor } from "./group-editor";
import { useConfirmDeleteGroup } from "./use-delete-group";

/** The table with its toolbar, and the editor that /participant-groups/{id} opens. */
export function GroupsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  // SPEC section 9: the search runs 500 ms after the last keystroke, from the first page.
  const state = useObjectListState<GroupRow, GroupSortField, GroupColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: GROUPS_TABLE, known: GROUP_COLUMN_KEYS, defaults: DEFAULT_GROUP_COLUMNS },
  });

  const list = useGroupsList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/participant-groups/${id}`);
  const close = () => navigate("/participant-groups");
  const confirmDelete = useConfirmDeleteGroup((id) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <ObjectListCard name="groups">
        <ObjectListToolbar
          name="groups"
          textKeys="participantGroups.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          columnChooser={{
            columns: state.columns,
            options: GROUP_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) })),
            onColumns: state.setColumns,
            placement: "filters",
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <ObjectListScope
            name="groups"
            text={
              state.recursive
                ? t("participantGroups.table.scopeWithChildren", { organization: organization.name })
                : t("participantGroups.table.scope", { organization: organization.name })
            }
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError
            title={t("participantGroups.table.loadError")}
            error={list.error}
            retryLabel={t("participantGroups.table.retry")}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <ObjectListTable
            className="groups-table"
            label={t("participantGroups.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={GROUPS_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={GROUP_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={t("participantGroups.table.empty")}
            pageReport={t("participantGroups.table.pageReport")}
            minWidth="36rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {objectListColumns(GROUP_COLUMNS, state.columns, t, (key) => (key === "members" ? "groups-table__count" : undefined))}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && <GroupEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
