import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { useCurrentUser } from "../../../lib/use-session";
import { participantsQueryKey } from "../api/query-keys";
import { LOGIN_MAX_LENGTH } from "./participant-form-model";
import type { ParticipantFormState } from "./use-participant-form";

interface ParticipantAccessSectionProps {
  form: ParticipantFormState;
  /** Why moving or linking has to wait: unsaved changes. */
  waitForSave: string | undefined;
  onCreateUser: () => void;
}

/** Where the participant belongs and how they sign in: organization, login, and a console user to link. */
export function ParticipantAccessSection({ form, waitForSave, onCreateUser }: ParticipantAccessSectionProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { participant, values, edit, touch, errorOf, dirty } = form;
  const userAdmin = me?.authorities.includes("USER_ADMIN") ?? false;
  const linked = Boolean(participant?.login);

  return (
    <section className="object-editor__section stack gap-l" aria-labelledby="participant-access-title">
      <h3 id="participant-access-title">{t("participants.editor.access")}</h3>
      <ObjectOrganizationField
        id="participant-organization"
        section="participants"
        saved={participant}
        names={participant && { name: participant.fullName }}
        objectType="PARTICIPANT"
        queryKey={participantsQueryKey}
        blockedReason={waitForSave}
        value={values.orgId}
        onChange={(orgId) => edit("orgId", orgId)}
        error={errorOf("orgId")}
      />
      <FormField
        id="participant-login"
        label={t("participants.editor.login")}
        error={errorOf("login")}
        hint={linked ? t("participants.editor.loginLinked") : t("participants.editor.loginHint")}
      >
        <div className="participant-editor__login cluster">
          <InputText
            id="participant-login"
            value={values.login}
            onChange={(event) => edit("login", event.target.value)}
            onBlur={() => touch("login")}
            readOnly={linked}
            maxLength={LOGIN_MAX_LENGTH}
            autoComplete="off"
            invalid={Boolean(errorOf("login"))}
            {...fieldAria("participant-login", errorOf("login"))}
          />
          {linked && <Tag icon="pi pi-id-card" value={t("participants.editor.consoleUser")} className="participants-tag--login" />}
        </div>
      </FormField>
      {participant && !linked && userAdmin && (
        <div className="participant-editor__user-action stack gap-s">
          <Button
            type="button"
            label={t("participants.consoleUser.create")}
            icon="pi pi-user-plus"
            outlined
            disabled={dirty}
            aria-haspopup="dialog"
            aria-describedby="participant-user-hint"
            onClick={onCreateUser}
          />
          <small id="participant-user-hint" className="form-field__hint">
            {waitForSave ?? t("participants.consoleUser.hint")}
          </small>
        </div>
      )}
    </section>
  );
}
