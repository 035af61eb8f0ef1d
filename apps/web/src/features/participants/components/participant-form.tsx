import type { Participant } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppInstallations } from "./app-installations";
import { CreateUserDialog } from "./create-user-dialog";
import { DevicesField } from "./devices-field";
import { ParticipantAccessSection } from "./participant-access-section";
import { ParticipantFormFooter } from "./participant-form-footer";
import { ParticipantGroupsList } from "./participant-groups-list";
import { ParticipantPersonSection } from "./participant-person-section";
import { TeamScheduleField } from "./team-schedule-field";
import { FIELD_IDS, useParticipantForm } from "./use-participant-form";

interface ParticipantFormProps {
  /** The participant edited; none when creating. */
  participant?: Participant;
  /** The organization a new participant starts in. */
  defaultOrgId: number | null;
  onSaved: (participant: Participant) => void;
  onClose: () => void;
  onDelete: (participant: Participant) => void;
  onClone: (participant: Participant) => void;
  cloning: boolean;
  /** Reports unsaved changes, so that leaving can ask first. */
  onDirty: (dirty: boolean) => void;
}

/** The details of a participant: names, language, organization, login, devices and groups. */
export function ParticipantForm({ participant, defaultOrgId, onSaved, onClose, onDelete, onClone, cloning, onDirty }: ParticipantFormProps) {
  const { t } = useTranslation();
  const form = useParticipantForm({ participant, defaultOrgId, onSaved, onDirty });
  const { values, edit, touch, errorOf } = form;
  const [userDialog, setUserDialog] = useState(false);
  const waitForSave = form.dirty ? t("participants.editor.saveFirst") : undefined;
  const title = participant ? t("participants.editor.editTitle", { name: participant.fullName }) : t("participants.editor.newTitle");

  return (
    <>
      <form className="object-editor__form stack" onSubmit={form.submit} noValidate aria-label={title}>
        <div className="participant-editor__columns">
          <div className="stack">
            <ParticipantPersonSection form={form} />
            <ParticipantAccessSection form={form} waitForSave={waitForSave} onCreateUser={() => setUserDialog(true)} />
            {participant && <ParticipantGroupsList participantId={participant.id} />}
          </div>

          <div className="stack">
            <section className="object-editor__section stack gap-l">
              <DevicesField
                rows={values.devices}
                onChange={(rows) => edit("devices", rows)}
                errorOf={form.deviceErrorOf}
                onTouch={touch}
                listError={errorOf("devices")}
              />
              {participant && <AppInstallations participantId={participant.id} />}
              <TeamScheduleField
                id={FIELD_IDS.participantRotationalId}
                value={values.participantRotationalId}
                onChange={(scheduleId) => edit("participantRotationalId", scheduleId)}
                orgId={values.orgId}
                error={errorOf("participantRotationalId")}
              />
            </section>
          </div>
        </div>

        <ParticipantFormFooter form={form} waitForSave={waitForSave} onClose={onClose} onDelete={onDelete} onClone={onClone} cloning={cloning} />
      </form>
      {/* Outside the form: a dialog's own submit would otherwise reach this form through React's tree. */}
      {participant && userDialog && <CreateUserDialog participant={participant} visible onHide={() => setUserDialog(false)} />}
    </>
  );
}
