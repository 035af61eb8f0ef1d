import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { ROLE_SORT_FIELDS, ROLES_PAGE_SIZE, useRolesList, type RoleRow, type RoleSortField } from "../api/roles-list";
import { roleColumns } from "./role-columns";
import { RoleEditor } from "./role-editor";
import { useConfirmDeleteRole } from "./use-delete-role";

/** The table with its toolbar, and the editor that /user-groups/{id} opens. */
export function RolesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const state = useObjectListState<RoleRow, RoleSortField>({ initialSort: { field: "name", order: "ASCENDING" } });

  const list = useRolesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/user-groups/${id}`);
  const close = () => navigate("/user-groups");
  const confirmDelete = useConfirmDeleteRole((id) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <ObjectListCard name="roles">
        <ObjectListToolbar
          name="roles"
          textKeys="roles.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <ObjectListScope
            name="roles"
            text={
              state.recursive
                ? t("roles.table.scopeWithChildren", { organization: organization.name })
                : t("roles.table.scope", { organization: organization.name })
            }
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError title={t("roles.table.loadError")} error={list.error} retryLabel={t("roles.table.retry")} onRetry={() => void list.refetch()} />
        ) : (
          <ObjectListTable
            className="roles-table"
            label={t("roles.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={ROLES_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={ROLE_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={t("roles.table.empty")}
            pageReport={t("roles.table.pageReport")}
            minWidth="32rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {roleColumns(t)}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && <RoleEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
