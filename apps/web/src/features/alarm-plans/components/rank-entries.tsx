import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";

type EntryRow = SelectedParticipantEntry & { problem: string | undefined };

interface RankEntriesProps {
  id: string;
  /** "Rank 2", for the accessible names. */
  rankLabel: string;
  entries: SelectedParticipantEntry[];
  /** The other ranks an entry can be moved to. */
  otherRanks: { key: string; label: string }[];
  /** Problems the server found with single entries, by entry id. */
  entryErrors: Record<string, string>;
  onReorder: (entries: SelectedParticipantEntry[]) => void;
  onMove: (from: number, to: number) => void;
  onMoveToRank: (entryId: string, rankKey: string) => void;
  onRemove: (entryId: string) => void;
}

/** The participants and groups of one rank in their order: dragged by the handle, or moved with the buttons. */
export function RankEntries({ id, rankLabel, entries, otherRanks, entryErrors, onReorder, onMove, onMoveToRank, onRemove }: RankEntriesProps) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);

  const openMoveMenu = (event: React.MouseEvent, entry: SelectedParticipantEntry) => {
    setMenuItems(otherRanks.map((rank) => ({ label: rank.label, icon: "pi pi-arrow-right", command: () => onMoveToRank(entry.id, rank.key) })));
    menu.current?.toggle(event);
  };

  // The problem travels in the row; cellMemo is off because the buttons' handlers see the other ranks too.
  const rows: EntryRow[] = entries.map((entry) => ({ ...entry, problem: entryErrors[entry.id] }));

  const title = (entry: EntryRow) => {
    const error = entry.problem;
    const isParticipant = entry.participantId !== null;
    const kind = isParticipant ? t("alarmPlans.entries.participant") : t("alarmPlans.entries.group");
    return (
      <div className="rank-entry stack">
        <span className="rank-entry__title inline-cluster">
          <i className={`pi ${isParticipant ? "pi-user" : "pi-users"} rank-entry__icon muted`} title={kind} aria-hidden="true" />
          <span className="visually-hidden">{kind}: </span>
          {entry.title}
        </span>
        {error && (
          <small id={`${id}-${entry.id}-error`} className="form-field__error" role="alert">
            {error}
          </small>
        )}
      </div>
    );
  };

  const actions = (entry: SelectedParticipantEntry, index: number) => (
    <div className="rank-entry__actions row end">
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        rounded
        size="small"
        disabled={index === 0}
        aria-label={t("alarmPlans.entries.moveUp", { name: entry.title })}
        title={t("alarmPlans.entries.moveUpShort")}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        rounded
        size="small"
        disabled={index === entries.length - 1}
        aria-label={t("alarmPlans.entries.moveDown", { name: entry.title })}
        title={t("alarmPlans.entries.moveDownShort")}
        onClick={() => onMove(index, index + 1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-right-arrow-left"
        text
        rounded
        size="small"
        disabled={otherRanks.length === 0}
        aria-haspopup="menu"
        aria-label={t("alarmPlans.entries.moveToRank", { name: entry.title })}
        title={t("alarmPlans.entries.moveToRankShort")}
        onClick={(event) => openMoveMenu(event, entry)}
      />
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={t("alarmPlans.entries.remove", { name: entry.title })}
        title={t("alarmPlans.entries.removeShort")}
        onClick={() => onRemove(entry.id)}
      />
    </div>
  );

  if (entries.length === 0) {
    return (
      <p id={id} className="rank-entries__empty muted">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t("alarmPlans.entries.empty")}
      </p>
    );
  }

  return (
    <>
      <DataTable
        id={id}
        className="rank-entries"
        value={rows}
        dataKey="id"
        reorderableRows
        cellMemo={false}
        onRowReorder={(event) => onReorder((event.value as EntryRow[]).map(({ problem: _problem, ...entry }) => entry))}
        rowClassName={(entry: EntryRow) => (entry.problem ? "rank-entries__row--invalid" : "")}
        size="small"
        aria-label={t("alarmPlans.entries.label", { rank: rankLabel })}
      >
        <Column rowReorder className="rank-entries__handle" header={<span className="visually-hidden">{t("alarmPlans.entries.drag")}</span>} />
        <Column field="orderId" header="#" className="rank-entries__order" />
        <Column header={t("alarmPlans.entries.name")} body={title} />
        <Column header={t("alarmPlans.entries.shortName")} body={(entry: SelectedParticipantEntry) => entry.shortName ?? ""} className="rank-entries__short" />
        <Column
          header={<span className="visually-hidden">{t("alarmPlans.entries.actions")}</span>}
          body={(entry: SelectedParticipantEntry, options: { rowIndex: number }) => actions(entry, options.rowIndex)}
          className="rank-entries__actions-cell"
        />
      </DataTable>
      <Menu ref={menu} model={menuItems} popup aria-label={t("alarmPlans.entries.moveToRankShort")} />
    </>
  );
}
