import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { ROLE_SORT_FIELDS, ROLES_PAGE_SIZE, useRolesList, type RoleRow, type RoleSortField } from "../api/roles-list";
import { roleColumns } from "./role-columns";
import { RoleEditor } from "./role-editor";
import { useConfirmDeleteRole } from "./use-delete-role";

/** The table with its toolbar, and the editor that /user-groups/{id} opens. */
export function RolesScreen() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const state = useObjectListState<RoleRow, RoleSortField>({ initialSort: { field: "name", order: "ASCENDING" } });
  const list = useRolesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  const { target, open, close, gone } = useListEditor("/user-groups", state);
  const confirmDelete = useConfirmDeleteRole(gone);

  return (
    <>
      <ObjectListScreen
        name="roles"
        section="roles"
        list={list}
        state={state}
        table={{ className: "roles-table", sortFields: ROLE_SORT_FIELDS, pageSize: ROLES_PAGE_SIZE, minWidth: "32rem" }}
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
      >
        {roleColumns(t)}
      </ObjectListScreen>
      {target && <RoleEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
