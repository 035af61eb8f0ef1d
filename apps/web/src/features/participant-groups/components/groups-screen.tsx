import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { useDebouncedValue } from "../../../components/organization-picker/use-debounced-value";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useGroupsList, type GroupRow } from "../api/groups-list";
import { editorTargetOf, NEW_SEGMENT } from "./editor-target";
import { DEFAULT_GROUP_COLUMNS, GROUP_COLUMN_KEYS, GROUPS_TABLE, type GroupColumnKey } from "./group-columns";
import { GroupEditor } from "./group-editor";
import { GroupsTable, type GroupsTableSort } from "./groups-table";
import { GroupsToolbar } from "./groups-toolbar";
import { useConfirmDeleteGroup } from "./use-delete-group";
import { readVisibleColumns, writeVisibleColumns } from "./visible-columns";

interface ListState {
  page: number;
  sort: GroupsTableSort;
  recursive: boolean;
}

const INITIAL: ListState = { page: 1, sort: { field: "name", order: "ASCENDING" }, recursive: true };

/** The table with its toolbar, and the editor that /participant-groups/{id} opens. */
export function GroupsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const [search, setSearch] = useState("");
  // SPEC section 9: the search runs 500 ms after the last keystroke.
  const filterValue = useDebouncedValue(search.trim());
  const [searched, setSearched] = useState(filterValue);
  const [state, setState] = useState<ListState>(INITIAL);
  // A new search starts on the first page.
  if (searched !== filterValue) {
    setSearched(filterValue);
    setState((previous) => ({ ...previous, page: 1 }));
  }
  const [columns, setColumns] = useState<GroupColumnKey[]>(() => readVisibleColumns(localStorage, GROUPS_TABLE, GROUP_COLUMN_KEYS, DEFAULT_GROUP_COLUMNS));
  const [selected, setSelected] = useState<GroupRow | null>(null);

  const list = useGroupsList(
    {
      parentOrgId: organization?.id ?? 0,
      recursive: state.recursive,
      filterValue,
      currentPage: state.page,
      sortField: state.sort.field,
      sortOrder: state.sort.order,
    },
    organization !== null,
  );
  const rows = list.data?.list ?? [];
  const selectedRow = selected && rows.find((row) => row.id === selected.id) ? selected : null;

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/participant-groups/${id}`);
  const close = () => navigate("/participant-groups");
  const confirmDelete = useConfirmDeleteGroup((id) => {
    if (selected?.id === id) setSelected(null);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <div className="card groups-card">
        <GroupsToolbar
          search={search}
          onSearch={setSearch}
          recursive={state.recursive}
          onRecursive={(recursive) => setState((previous) => ({ ...previous, recursive, page: 1 }))}
          columns={columns}
          onColumns={(chosen) => {
            const stored = writeVisibleColumns(localStorage, GROUPS_TABLE, GROUP_COLUMN_KEYS, chosen);
            if (stored) setColumns(stored);
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <p className="groups-card__scope">
            <i className="pi pi-building" aria-hidden="true" />{" "}
            {state.recursive
              ? t("participantGroups.table.scopeWithChildren", { organization: organization.name })
              : t("participantGroups.table.scope", { organization: organization.name })}
          </p>
        )}
        {list.isError && !list.data ? (
          <StateCard
            icon="pi-exclamation-triangle"
            tone="error"
            title={t("participantGroups.table.loadError")}
            text={isApiError(list.error) ? list.error.reason : undefined}
          >
            <Button label={t("participantGroups.table.retry")} icon="pi pi-refresh" outlined onClick={() => void list.refetch()} />
          </StateCard>
        ) : (
          <GroupsTable
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
      {target && <GroupEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
