import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { USER_SORT_FIELDS, USERS_PAGE_SIZE, useUsersList, type UserRow, type UserSortField } from "../api/users-list";
import { useConfirmDeleteUser } from "./use-delete-user";
import { DEFAULT_USER_COLUMNS, USER_COLUMN_KEYS, USER_COLUMNS, USERS_TABLE, type UserColumnKey } from "./user-columns";
import { UserEditor } from "./user-editor";

/** The table with its toolbar, and the editor that /users/{id} opens. */
export function UsersScreen() {
  const organization = useCurrentOrganization();
  const state = useObjectListState<UserRow, UserSortField, UserColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: USERS_TABLE, known: USER_COLUMN_KEYS, defaults: DEFAULT_USER_COLUMNS },
  });
  const list = useUsersList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  const { target, open, close, gone } = useListEditor("/users", state);
  const confirmDelete = useConfirmDeleteUser(gone);

  return (
    <>
      <ObjectListScreen
        name="users"
        section="users"
        list={list}
        state={state}
        table={{ className: "users-table", sortFields: USER_SORT_FIELDS, pageSize: USERS_PAGE_SIZE, minWidth: "40rem" }}
        columns={USER_COLUMNS}
        columnChooser="actions"
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
      />
      {target && <UserEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
