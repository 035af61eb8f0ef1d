import { PASSWORD_MIN_LENGTH, type Participant } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useMakeConsoleUser, useRoleOptions } from "../api/participant-user";
import {
  checkConsoleUser,
  passwordMessage,
  serverConsoleUserErrors,
  suggestedLogin,
  type ConsoleUserErrors,
  type ConsoleUserField,
  type ConsoleUserValues,
} from "./console-user-model";
import { keepEscapeInOpenOverlay } from "../../../components/calendar-editor/overlay-escape";
import type { FieldMessage } from "./participant-form-model";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { pendingOptions } from "../../../components/pending-options";

interface CreateUserDialogProps {
  participant: Participant;
  visible: boolean;
  onHide: () => void;
}

const FIELD_IDS: Record<ConsoleUserField, string> = {
  login: "console-user-login",
  password: "console-user-password",
  repeatPassword: "console-user-repeat-password",
  roleIds: "console-user-roles",
};

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
  const toast = useToast();
  const showFailure = useFailureToast();
  const roles = useRoleOptions(participant.orgId, true);
  const make = useMakeConsoleUser();
  const [values, setValues] = useState<ConsoleUserValues>({
    login: suggestedLogin(participant.name, participant.surname),
    password: "",
    repeatPassword: "",
    roleIds: [],
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ConsoleUserErrors>({});
  const clientErrors = checkConsoleUser(values);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: ConsoleUserField) => say(serverErrors[field] ?? (submitted ? clientErrors[field] : undefined));
  const edit = <F extends ConsoleUserField>(field: F, value: ConsoleUserValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const focusFirst = (errors: ConsoleUserErrors) => {
    const first = (Object.keys(FIELD_IDS) as ConsoleUserField[]).find((field) => errors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0) return focusFirst(clientErrors);
    make.mutate(
      { participantId: participant.id, login: values.login.trim(), password: values.password, roleIds: values.roleIds },
      {
        onSuccess: (linked) => {
          toast.show({
            severity: "success",
            summary: t("participants.consoleUser.createdTitle"),
            detail: t("participants.consoleUser.created", { login: linked.login ?? "" }),
          });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? serverConsoleUserErrors(error.details) : null;
          if (!fieldErrors) return showFailure(error);
          setServerErrors(fieldErrors);
          focusFirst(fieldErrors);
        },
      },
    );
  };

  const strength = values.password ? say(passwordMessage(values.password, values.login.trim())) : undefined;
  const passwordHint = !values.password
    ? t("participants.consoleUser.passwordRule", { min: PASSWORD_MIN_LENGTH })
    : (strength ?? t("participants.consoleUser.passwordGood"));

  return (
    <form className="participant-user-dialog__form stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <p className="object-editor__text muted">{t("participants.consoleUser.intro")}</p>
      <FormField id={FIELD_IDS.login} label={t("participants.consoleUser.login")} error={errorOf("login")}>
        <InputText
          id={FIELD_IDS.login}
          value={values.login}
          onChange={(event) => edit("login", event.target.value)}
          autoComplete="off"
          maxLength={100}
          autoFocus
          aria-required
          invalid={Boolean(errorOf("login"))}
          {...fieldAria(FIELD_IDS.login, errorOf("login"))}
        />
      </FormField>
      <FormField id={FIELD_IDS.password} label={t("participants.consoleUser.password")} error={errorOf("password")} hint={passwordHint}>
        <InputText
          id={FIELD_IDS.password}
          type="password"
          value={values.password}
          onChange={(event) => edit("password", event.target.value)}
          autoComplete="new-password"
          maxLength={200}
          aria-required
          invalid={Boolean(errorOf("password"))}
          {...fieldAria(FIELD_IDS.password, errorOf("password"))}
        />
      </FormField>
      <FormField id={FIELD_IDS.repeatPassword} label={t("participants.consoleUser.repeatPassword")} error={errorOf("repeatPassword")}>
        <InputText
          id={FIELD_IDS.repeatPassword}
          type="password"
          value={values.repeatPassword}
          onChange={(event) => edit("repeatPassword", event.target.value)}
          autoComplete="new-password"
          maxLength={200}
          aria-required
          invalid={Boolean(errorOf("repeatPassword"))}
          {...fieldAria(FIELD_IDS.repeatPassword, errorOf("repeatPassword"))}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.roleIds}
        label={t("participants.consoleUser.roles")}
        error={errorOf("roleIds") ?? (roles.isError ? t("participants.consoleUser.rolesLoadError") : undefined)}
        hint={t("participants.consoleUser.rolesHint")}
      >
        <MultiSelect
          inputId={FIELD_IDS.roleIds}
          value={values.roleIds}
          options={roles.data ?? []}
          optionLabel="name"
          optionValue="id"
          itemTemplate={(role: { name: string; orgName: string }) => (
            <span className="participant-role-option">
              {role.name} <small>{role.orgName}</small>
            </span>
          )}
          onChange={(event) => edit("roleIds", event.value as number[])}
          display="chip"
          filter
          showSelectAll={false}
          placeholder={t("participants.consoleUser.rolesPlaceholder")}
          {...pendingOptions(roles.isPending, t("participants.consoleUser.noRoles"), t)}
          className="participant-user-dialog__roles"
        />
      </FormField>
      <div className="participant-user-dialog__footer row gap-m end">
        <Button type="button" label={t("common.cancel")} outlined onClick={onDone} disabled={make.isPending} />
        <Button type="submit" label={t("participants.consoleUser.submit")} icon="pi pi-user-plus" loading={make.isPending} />
      </div>
    </form>
  );
}
