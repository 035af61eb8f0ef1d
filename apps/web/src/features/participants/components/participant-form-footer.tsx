import type { Participant } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { ParticipantFormState } from "./use-participant-form";

interface ParticipantFormFooterProps {
  form: ParticipantFormState;
  waitForSave: string | undefined;
  onClose: () => void;
  onDelete: (participant: Participant) => void;
  onClone: (participant: Participant) => void;
  cloning: boolean;
}

/** Delete and clone on the left; the unsaved-changes notice, close and save on the right. */
export function ParticipantFormFooter({ form, waitForSave, onClose, onDelete, onClone, cloning }: ParticipantFormFooterProps) {
  const { t } = useTranslation();
  const { participant, dirty, saving } = form;

  return (
    <div className="object-editor__footer participant-editor__footer">
      {participant && (
        <>
          <Button type="button" label={t("participants.toolbar.delete")} icon="pi pi-trash" severity="danger" text onClick={() => onDelete(participant)} />
          <Button
            type="button"
            label={t("participants.toolbar.clone")}
            icon="pi pi-copy"
            text
            loading={cloning}
            disabled={dirty}
            title={waitForSave}
            onClick={() => onClone(participant)}
          />
        </>
      )}
      <span className="participant-editor__footer-gap grow" />
      {dirty && (
        <span className="participant-editor__dirty inline-cluster" role="status">
          <i className="pi pi-circle-fill" aria-hidden="true" /> {t("participants.editor.unsaved")}
        </span>
      )}
      <Button type="button" label={t("participants.editor.close")} outlined onClick={onClose} disabled={saving} />
      <Button type="submit" label={t("participants.editor.save")} icon="pi pi-check" loading={saving} />
    </div>
  );
}
