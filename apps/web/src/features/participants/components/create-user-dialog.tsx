import type { Participant } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { keepEscapeInOpenOverlay } from "../../../components/calendar-editor/overlay-escape";
import { FormField, fieldAria } from "../../../components/form-field";
import { ConsoleUserRolesField } from "./console-user-roles-field";
import { CONSOLE_USER_FIELD_IDS, useConsoleUserForm } from "./use-console-user-form";

interface CreateUserDialogProps {
  participant: Participant;
  visible: boolean;
  onHide: () => void;
}

/** PUT /participants/merge-to-inexistent-user: the participant becomes a console user with these roles. */
export function CreateUserDialog({ participant, visible, onHide }: CreateUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t("participants.consoleUser.title", { name: participant.fullName })}
      className="participant-user-dialog"
      modal
      dismissableMask={false}
      draggable={false}
    >
      {visible && <CreateUserForm participant={participant} onDone={onHide} />}
    </Dialog>
  );
}

function CreateUserForm({ participant, onDone }: { participant: Participant; onDone: () => void }) {
  const { t } = useTranslation();
  const { values, errorOf, edit, submit, passwordHint, saving } = useConsoleUserForm(participant, onDone);
  const ids = CONSOLE_USER_FIELD_IDS;

  return (
    <form className="participant-user-dialog__form stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <p className="object-editor__text muted">{t("participants.consoleUser.intro")}</p>
      <FormField id={ids.login} label={t("participants.consoleUser.login")} error={errorOf("login")}>
        <InputText
          id={ids.login}
          value={values.login}
          onChange={(event) => edit("login", event.target.value)}
          autoComplete="off"
          maxLength={100}
          autoFocus
          aria-required
          invalid={Boolean(errorOf("login"))}
          {...fieldAria(ids.login, errorOf("login"))}
        />
      </FormField>
      <FormField id={ids.password} label={t("participants.consoleUser.password")} error={errorOf("password")} hint={passwordHint}>
        <InputText
          id={ids.password}
          type="password"
          value={values.password}
          onChange={(event) => edit("password", event.target.value)}
          autoComplete="new-password"
          maxLength={200}
          aria-required
          invalid={Boolean(errorOf("password"))}
          {...fieldAria(ids.password, errorOf("password"))}
        />
      </FormField>
      <FormField id={ids.repeatPassword} label={t("participants.consoleUser.repeatPassword")} error={errorOf("repeatPassword")}>
        <InputText
          id={ids.repeatPassword}
          type="password"
          value={values.repeatPassword}
          onChange={(event) => edit("repeatPassword", event.target.value)}
          autoComplete="new-password"
          maxLength={200}
          aria-required
          invalid={Boolean(errorOf("repeatPassword"))}
          {...fieldAria(ids.repeatPassword, errorOf("repeatPassword"))}
        />
      </FormField>
      <ConsoleUserRolesField participant={participant} value={values.roleIds} error={errorOf("roleIds")} onChange={(roleIds) => edit("roleIds", roleIds)} />
      <div className="participant-user-dialog__footer row gap-m end">
        <Button type="button" label={t("common.cancel")} outlined onClick={onDone} disabled={saving} />
        <Button type="submit" label={t("participants.consoleUser.submit")} icon="pi pi-user-plus" loading={saving} />
      </div>
    </form>
  );
}
