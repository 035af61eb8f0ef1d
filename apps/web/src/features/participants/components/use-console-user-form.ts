import { PASSWORD_MIN_LENGTH, type Participant } from "@alarm/contract";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useMakeConsoleUser } from "../api/participant-user";
import {
  checkConsoleUser,
  passwordMessage,
  serverConsoleUserErrors,
  suggestedLogin,
  type ConsoleUserErrors,
  type ConsoleUserField,
  type ConsoleUserValues,
} from "./console-user-model";
import type { FieldMessage } from "./participant-form-model";

export const CONSOLE_USER_FIELD_IDS: Record<ConsoleUserField, string> = {
  login: "console-user-login",
  password: "console-user-password",
  repeatPassword: "console-user-repeat-password",
  roleIds: "console-user-roles",
};

/**
 * The new console user's login, password and roles, their problems (the form's once submitted, the
 * server's until the field changes; the first one gets the focus), the password's hint and saving.
 */
export function useConsoleUserForm(participant: Participant, onDone: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
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
    const first = (Object.keys(CONSOLE_USER_FIELD_IDS) as ConsoleUserField[]).find((field) => errors[field]);
    if (first) document.getElementById(CONSOLE_USER_FIELD_IDS[first])?.focus();
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

  return { values, errorOf, edit, submit, passwordHint, saving: make.isPending };
}
