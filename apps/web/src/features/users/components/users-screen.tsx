import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { USER_SORT_FIELDS, USERS_PAGE_SIZE, useUsersList, type UserRow, type UserSortField } from "../api/users-list";
import { useConfirmDeleteUser } from "./use-delete-user";
import { DEFAULT_USER_COLUMNS, USER_COLUMN_KEYS, USER_COLUMNS, USERS_TABLE, type UserColumnKey } from "./user-columns";
import { UserEditor } from "./user-editor";

/** The table with its toolbar, and the editor that /users/{id} opens. */
export function UsersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const state = useObjectListState<UserRow, UserSortField, UserColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: USERS_TABLE, known: USER_COLUMN_KEYS, defaults: DEFAULT_USER_COLUMNS },
  });

  const list = useUsersList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/users/${id}`);
  const close = () => navigate("/users");
  const confirmDelete = useConfirmDeleteUser((id) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <ObjectListCard name="users">
        <ObjectListToolbar
          name="users"
          textKeys="users.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          columnChooser={{
            columns: state.columns,
            options: USER_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) })),
            onColumns: state.setColumns,
            placement: "actions",
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <ObjectListScope
            name="users"
            text={
              state.recursive
                ? t("users.table.scopeWithChildren", { organization: organization.name })
                : t("users.table.scope", { organization: organization.name })
            }
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError title={t("users.table.loadError")} error={list.error} retryLabel={t("users.table.retry")} onRetry={() => void list.refetch()} />
        ) : (
          <ObjectListTable
            className="users-table"
            label={t("users.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={USERS_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={USER_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={t("users.table.empty")}
            pageReport={t("users.table.pageReport")}
            minWidth="40rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {objectListColumns(USER_COLUMNS, state.columns, t)}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && <UserEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
