import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useUsersList, type UserRow } from "../api/users-list";
import { editorTargetOf, NEW_SEGMENT } from "./editor-target";
import { useConfirmDeleteUser } from "./use-delete-user";
import { useDebouncedCallback } from "./use-debounced-callback";
import { DEFAULT_USER_COLUMNS, USER_COLUMN_KEYS, USERS_TABLE, type UserColumnKey } from "./user-columns";
import { UserEditor } from "./user-editor";
import { UsersTable, type UsersTableSort } from "./users-table";
import { UsersToolbar } from "./users-toolbar";
import { readVisibleColumns, writeVisibleColumns } from "./visible-columns";

interface ListState {
  filterValue: string;
  page: number;
  sort: UsersTableSort;
  recursive: boolean;
}

const INITIAL: ListState = { filterValue: "", page: 1, sort: { field: "name", order: "ASCENDING" }, recursive: true };

/** The table with its toolbar, and the editor that /users/{id} opens. */
export function UsersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const [search, setSearch] = useState("");
  const [state, setState] = useState<ListState>(INITIAL);
  const [columns, setColumns] = useState<UserColumnKey[]>(() =>
    readVisibleColumns(localStorage, USERS_TABLE, USER_COLUMN_KEYS, DEFAULT_USER_COLUMNS),
  );
  const [selected, setSelected] = useState<UserRow | null>(null);
  const applySearch = useDebouncedCallback((text: string) => setState((previous) => ({ ...previous, filterValue: text.trim(), page: 1 })));

  const list = useUsersList(
    {
      parentOrgId: organization?.id ?? 0,
      recursive: state.recursive,
      filterValue: state.filterValue,
      currentPage: state.page,
      sortField: state.sort.field,
      sortOrder: state.sort.order,
    },
    organization !== null,
  );
  const rows = list.data?.list ?? [];
  // The selection follows the rows shown: a row paged or filtered away is no longer selected.
  const selectedRow = selected && rows.find((row) => row.id === selected.id) ? selected : null;

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/users/${id}`);
  const close = () => navigate("/users");
  const confirmDelete = useConfirmDeleteUser((id) => {
    if (selected?.id === id) setSelected(null);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <div className="card users-card">
        <UsersToolbar
          search={search}
          onSearch={(text) => {
            setSearch(text);
            applySearch(text);
          }}
          recursive={state.recursive}
          onRecursive={(recursive) => setState((previous) => ({ ...previous, recursive, page: 1 }))}
          columns={columns}
          onColumns={(chosen) => {
            const stored = writeVisibleColumns(localStorage, USERS_TABLE, USER_COLUMN_KEYS, chosen);
            if (stored) setColumns(stored);
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <p className="users-card__scope">
            <i className="pi pi-building" aria-hidden="true" />{" "}
            {state.recursive
              ? t("users.table.scopeWithChildren", { organization: organization.name })
              : t("users.table.scope", { organization: organization.name })}
          </p>
        )}
        {list.isError && !list.data ? (
          <StateCard icon="pi-exclamation-triangle" tone="error" title={t("users.table.loadError")} text={isApiError(list.error) ? list.error.reason : undefined}>
            <Button label={t("users.table.retry")} icon="pi pi-refresh" outlined onClick={() => void list.refetch()} />
          </StateCard>
        ) : (
          <UsersTable
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            page={state.page}
            sort={state.sort}
            columns={columns}
            selected={selectedRow}
            onSelect={setSelected}
            onPage={(page) => setState((previous) => ({ ...previous, page }))}
            onSort={(sort) => setState((previous) => ({ ...previous, sort, page: 1 }))}
            onOpen={(row) => open(row.id)}
          />
        )}
      </div>
      {target && (
        <UserEditor
          target={target}
          defaultOrgId={organization?.id ?? null}
          onClose={close}
          onSaved={close}
          onDelete={confirmDelete}
        />
      )}
    </>
  );
}
