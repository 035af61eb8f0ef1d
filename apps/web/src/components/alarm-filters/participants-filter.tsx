import { Button } from "primereact/button";
import { Chip } from "primereact/chip";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ParticipantSelector, type SelectedParticipantEntry } from "../participant-selector/participant-selector";
import { entryOfParticipant } from "../participant-selector/selected-entries";
import type { ParticipantFilterEntry } from "./filter-values";
import "./alarm-filters.css";

const DIALOG_BREAKPOINTS = { "960px": "90vw", "640px": "100vw" };

/** Alarms that reached any of the chosen participants, picked in the participant selector. */
export function ParticipantsFilter({ value, onChange }: { value: ParticipantFilterEntry[]; onChange: (value: ParticipantFilterEntry[]) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SelectedParticipantEntry[] | null>(null);
  const start = () => setEditing(value.map((entry, index) => entryOfParticipant({ id: entry.id, fullName: entry.name, shortName: null }, index + 1)));
  const apply = () => {
    onChange((editing ?? []).flatMap((entry) => (entry.participantId === null ? [] : [{ id: entry.participantId, name: entry.name }])));
    setEditing(null);
  };

  return (
    <div className="alarm-filters__field stack gap-s alarm-filters__participants">
      <span className="alarm-filters__label" id="alarm-filter-participants">
        {t("alarmTable.filters.participants")}
      </span>
      <div className="alarm-filters__chips cluster wrap" role="group" aria-labelledby="alarm-filter-participants">
        {value.length === 0 && <span className="alarm-filters__none muted">{t("alarmTable.filters.anyParticipant")}</span>}
        {value.map((entry) => (
          <Chip
            key={entry.id}
            label={entry.name}
            removable
            removeIcon="pi pi-times"
            onRemove={() => {
              onChange(value.filter((other) => other.id !== entry.id));
              return true;
            }}
          />
        ))}
        <Button
          type="button"
          icon="pi pi-users"
          label={t("alarmTable.filters.chooseParticipants")}
          outlined
          size="small"
          aria-haspopup="dialog"
          onClick={start}
        />
      </div>
      <Dialog
        visible={editing !== null}
        onHide={() => setEditing(null)}
        header={t("alarmTable.filters.participantsDialog")}
        style={{ width: "44rem" }}
        breakpoints={DIALOG_BREAKPOINTS}
        draggable={false}
        modal
        footer={
          <>
            <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined onClick={() => setEditing(null)} />
            <Button type="button" label={t("alarmTable.filters.applyParticipants")} icon="pi pi-check" onClick={apply} />
          </>
        }
      >
        {editing && <ParticipantSelector value={editing} onChange={setEditing} allowParticipantGroups={false} label={t("alarmTable.filters.participants")} />}
      </Dialog>
    </div>
  );
}
