import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { moveEntry, removeEntry, renumber, type SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";

interface GroupMembersProps {
  id: string;
  members: SelectedParticipantEntry[];
  onChange: (members: SelectedParticipantEntry[]) => void;
  /** Id of the element describing a problem with the members. */
  describedBy?: string;
}

/** The members in their order: dragged by the handle, or moved with the arrow buttons. */
export function GroupMembers({ id, members, onChange, describedBy }: GroupMembersProps) {
  const { t } = useTranslation();

  const actions = (entry: SelectedParticipantEntry, index: number) => (
    <div className="group-members__actions row end">
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        rounded
        size="small"
        disabled={index === 0}
        aria-label={t("participantGroups.members.moveUp", { name: entry.title })}
        title={t("participantGroups.members.moveUpShort")}
        onClick={() => onChange(moveEntry(members, index, index - 1))}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        rounded
        size="small"
        disabled={index === members.length - 1}
        aria-label={t("participantGroups.members.moveDown", { name: entry.title })}
        title={t("participantGroups.members.moveDownShort")}
        onClick={() => onChange(moveEntry(members, index, index + 1))}
      />
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={t("participantGroups.members.remove", { name: entry.title })}
        title={t("participantGroups.members.removeShort")}
        onClick={() => onChange(removeEntry(members, entry.id))}
      />
    </div>
  );

  return (
    <DataTable
      id={id}
      className="group-members"
      value={members}
      dataKey="id"
      // Row buttons close over the member list: re-render every cell so none acts on a stale copy.
      cellMemo={false}
      reorderableRows
      onRowReorder={(event) => onChange(renumber(event.value as SelectedParticipantEntry[]))}
      scrollable
      scrollHeight="flex"
      size="small"
      emptyMessage={t("participantGroups.members.empty")}
      aria-label={t("participantGroups.members.title")}
      aria-describedby={describedBy}
    >
      <Column
        rowReorder
        className="group-members__handle"
        headerClassName="group-members__handle"
        header={<span className="visually-hidden">{t("participantGroups.members.drag")}</span>}
      />
      <Column field="orderId" header="#" className="group-members__order" headerClassName="group-members__order" />
      <Column field="title" header={t("participantGroups.members.name")} />
      <Column field="shortName" header={t("participantGroups.members.shortName")} body={(entry: SelectedParticipantEntry) => entry.shortName ?? ""} />
      <Column
        header={<span className="visually-hidden">{t("participantGroups.members.actions")}</span>}
        body={(entry: SelectedParticipantEntry, options: { rowIndex: number }) => actions(entry, options.rowIndex)}
        className="group-members__actions-cell"
      />
    </DataTable>
  );
}
