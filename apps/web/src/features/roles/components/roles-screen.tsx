import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useRolesList, type RoleRow } from "../api/roles-list";
import { editorTargetOf, NEW_SEGMENT } from "./editor-target";
import { RoleEditor } from "./role-editor";
import { RolesTable, type RolesTableSort } from "./roles-table";
import { RolesToolbar } from "./roles-toolbar";
import { useConfirmDeleteRole } from "./use-delete-role";
import { useDebouncedCallback } from "./use-debounced-callback";

interface ListState {
  filterValue: string;
  page: number;
  sort: RolesTableSort;
  recursive: boolean;
}

const INITIAL: ListState = { filterValue: "", page: 1, sort: { field: "name", order: "ASCENDING" }, recursive: true };

/** The table with its toolbar, and the editor that /user-groups/{id} opens. */
export function RolesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const [search, setSearch] = useState("");
  const [state, setState] = useState<ListState>(INITIAL);
  const [selected, setSelected] = useState<RoleRow | null>(null);
  const applySearch = useDebouncedCallback((text: string) => setState((previous) => ({ ...previous, filterValue: text.trim(), page: 1 })));

  const list = useRolesList(
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
  const selectedRow = selected && rows.find((row) => row.id === selected.id) ? selected : null;

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/user-groups/${id}`);
  const close = () => navigate("/user-groups");
  const confirmDelete = useConfirmDeleteRole((id) => {
    if (selected?.id === id) setSelected(null);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <div className="card roles-card">
        <RolesToolbar
          search={search}
          onSearch={(text) => {
            setSearch(text);
            applySearch(text);
          }}
          recursive={state.recursive}
          onRecursive={(recursive) => setState((previous) => ({ ...previous, recursive, page: 1 }))}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <p className="roles-card__scope">
            <i className="pi pi-building" aria-hidden="true" />{" "}
            {state.recursive
              ? t("roles.table.scopeWithChildren", { organization: organization.name })
              : t("roles.table.scope", { organization: organization.name })}
          </p>
        )}
        {list.isError && !list.data ? (
          <StateCard icon="pi-exclamation-triangle" tone="error" title={t("roles.table.loadError")} text={isApiError(list.error) ? list.error.reason : undefined}>
            <Button label={t("roles.table.retry")} icon="pi pi-refresh" outlined onClick={() => void list.refetch()} />
          </StateCard>
        ) : (
          <RolesTable
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            page={state.page}
            sort={state.sort}
            selected={selectedRow}
            onSelect={setSelected}
            onPage={(page) => setState((previous) => ({ ...previous, page }))}
            onSort={(sort) => setState((previous) => ({ ...previous, sort, page: 1 }))}
            onOpen={(row) => open(row.id)}
          />
        )}
      </div>
      {target && (
        <RoleEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />
      )}
    </>
  );
}
