import { Button } from "primereact/button";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { PARTICIPANTS_PAGE_SIZE, useParticipantsList, type ParticipantRow } from "../api/participants-list";
import { DEFAULT_PARTICIPANT_COLUMNS, PARTICIPANT_COLUMN_KEYS, PARTICIPANTS_TABLE, type ParticipantColumnKey } from "./participant-columns";
import { ParticipantsTable, type ParticipantsTableSort } from "./participants-table";
import { ParticipantsToolbar } from "./participants-toolbar";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import { useLoadFailureToast } from "../../../components/object-list/use-failure-toast";
import { useCloneWithToast, useConfirmDeleteParticipant } from "./use-participant-actions";
import { readVisibleColumns, writeVisibleColumns } from "../../../lib/visible-columns";

interface ListState {
  filterValue: string;
  page: number;
  sort: ParticipantsTableSort;
  recursive: boolean;
}

const INITIAL: ListState = { filterValue: "", page: 1, sort: { field: "name", order: "ASCENDING" }, recursive: true };

/** /participants: the participants of the current organization with search, paging, columns and actions. */
export function ParticipantsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organization = useCurrentOrganization();
  const showLoadFailure = useLoadFailureToast("participants.loadFailed");
  const [search, setSearch] = useState("");
  const [state, setState] = useState<ListState>(INITIAL);
  const [columns, setColumns] = useState<ParticipantColumnKey[]>(() =>
    readVisibleColumns(localStorage, PARTICIPANTS_TABLE, PARTICIPANT_COLUMN_KEYS, DEFAULT_PARTICIPANT_COLUMNS),
  );
  const [selected, setSelected] = useState<ParticipantRow | null>(null);
  const applySearch = useDebouncedCallback((text: string) => setState((previous) => ({ ...previous, filterValue: text.trim(), page: 1 })));

  const list = useParticipantsList(
    {
      parentOrgId: organization?.id,
      recursive: state.recursive,
      filterValue: state.filterValue,
      currentPage: state.page,
      pageSize: PARTICIPANTS_PAGE_SIZE,
      sortField: state.sort.field,
      sortOrder: state.sort.order,
    },
    organization !== null,
  );
  const rows = list.data?.list ?? [];
  // The selection follows the rows shown: a row paged or filtered away is no longer selected.
  const selectedRow = selected && rows.find((row) => row.id === selected.id) ? selected : null;

  // SPEC section 8: a failed load is reported as a toast, once per failure.
  const { error, errorUpdatedAt } = list;
  useEffect(() => {
    if (error) showLoadFailure(error);
  }, [error, errorUpdatedAt, showLoadFailure]);

  const open = (id: number | "new") => navigate(`/participants/${id}`);
  const confirmDelete = useConfirmDeleteParticipant((id) => {
    if (selected?.id === id) setSelected(null);
  });
  const clone = useCloneWithToast((copy) => open(copy.id));

  const filtered = state.filterValue !== "";
  const emptyMessage = filtered ? t("participants.table.noMatch", { text: state.filterValue }) : t("participants.table.empty");

  return (
    <div className="card participants-card">
      <ParticipantsToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          applySearch(text);
        }}
        recursive={state.recursive}
        onRecursive={(recursive) => setState((previous) => ({ ...previous, recursive, page: 1 }))}
        columns={columns}
        onColumns={(chosen) => {
          const stored = writeVisibleColumns(localStorage, PARTICIPANTS_TABLE, PARTICIPANT_COLUMN_KEYS, chosen);
          if (stored) setColumns(stored);
        }}
        hasSelection={selectedRow !== null}
        cloning={clone.isPending}
        onNew={() => open("new")}
        onEdit={() => selectedRow && open(selectedRow.id)}
        onClone={() => selectedRow && clone.run(selectedRow)}
        onDelete={() => selectedRow && confirmDelete(selectedRow)}
      />
      {organization && (
        <p className="participants-card__scope">
          <i className="pi pi-building" aria-hidden="true" />{" "}
          {state.recursive
            ? t("participants.table.scopeWithChildren", { organization: organization.name })
            : t("participants.table.scope", { organization: organization.name })}
        </p>
      )}
      {list.isError && !list.data ? (
        <StateCard
          icon="pi-exclamation-triangle"
          tone="error"
          title={t("participants.loadFailed")}
          text={isApiError(list.error) ? list.error.reason : undefined}
        >
          <Button label={t("participants.table.retry")} icon="pi pi-refresh" outlined onClick={() => void list.refetch()} />
        </StateCard>
      ) : !list.data && list.isFetching ? (
        <div className="participants-card__loading" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("participants.table.loading")}
        </div>
      ) : rows.length === 0 && !filtered && !list.isFetching ? (
        <StateCard icon="pi-user-plus" title={t("participants.table.empty")} text={t("participants.table.emptyText")}>
          <Button label={t("participants.toolbar.new")} icon="pi pi-plus" onClick={() => open("new")} />
        </StateCard>
      ) : (
        <ParticipantsTable
          rows={rows}
          total={list.data?.count ?? 0}
          loading={list.isFetching}
          page={state.page}
          sort={state.sort}
          columns={columns}
          selected={selectedRow}
          emptyMessage={emptyMessage}
          onSelect={setSelected}
          onPage={(page) => setState((previous) => ({ ...previous, page }))}
          onSort={(sort) => setState((previous) => ({ ...previous, sort, page: 1 }))}
          onOpen={(row) => open(row.id)}
        />
      )}
    </div>
  );
}
