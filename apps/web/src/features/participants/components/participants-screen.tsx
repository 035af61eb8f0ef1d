import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useLoadFailureToast } from "../../../components/object-list/use-failure-toast";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { PARTICIPANT_SORT_FIELDS, PARTICIPANTS_PAGE_SIZE, useParticipantsList, type ParticipantRow, type ParticipantSortField } from "../api/participants-list";
import {
  DEFAULT_PARTICIPANT_COLUMNS,
  PARTICIPANT_COLUMN_KEYS,
  PARTICIPANT_COLUMNS,
  PARTICIPANTS_TABLE,
  type ParticipantColumnKey,
} from "./participant-columns";
import { useCloneWithToast, useConfirmDeleteParticipant } from "./use-participant-actions";

/** /participants: the participants of the current organization with search, paging, columns and actions. */
export function ParticipantsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organization = useCurrentOrganization();
  const showLoadFailure = useLoadFailureToast("participants.loadFailed");
  const state = useObjectListState<ParticipantRow, ParticipantSortField, ParticipantColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: PARTICIPANTS_TABLE, known: PARTICIPANT_COLUMN_KEYS, defaults: DEFAULT_PARTICIPANT_COLUMNS },
  });
  const list = useParticipantsList({ parentOrgId: organization?.id, pageSize: PARTICIPANTS_PAGE_SIZE, ...state.query }, organization !== null);

  // A failed load is reported as a toast, once per failure (docs/domain-rules.md#error-catalogue).
  const { error, errorUpdatedAt } = list;
  useEffect(() => {
    if (error) showLoadFailure(error);
  }, [error, errorUpdatedAt, showLoadFailure]);

  // The editor is a page of its own (with the private media schedule), not a side panel.
  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/participants/${id}`);
  const confirmDelete = useConfirmDeleteParticipant(state.forget);
  const clone = useCloneWithToast((copy) => open(copy.id));

  return (
    <ObjectListScreen
      name="participants"
      section="participants"
      list={list}
      state={state}
      table={{
        className: "participants-table",
        sortFields: PARTICIPANT_SORT_FIELDS,
        pageSize: PARTICIPANTS_PAGE_SIZE,
        minWidth: "40rem",
        emptyMessage: state.filterValue ? t("participants.table.noMatch", { text: state.filterValue }) : undefined,
      }}
      columns={PARTICIPANT_COLUMNS}
      columnChooser="filters"
      onOpen={(row) => open(row.id)}
      onNew={() => open(NEW_SEGMENT)}
      onEdit={(row) => open(row.id)}
      onDelete={confirmDelete}
      clone={{ run: clone.run, pending: clone.isPending }}
      emptyState={{ icon: "pi-user-plus" }}
    />
  );
}
