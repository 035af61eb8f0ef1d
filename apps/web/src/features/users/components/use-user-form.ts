import type { User } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { useSaveUser } from "../api/save-user";
import {
  checkUserForm,
  newUserForm,
  serverUserErrors,
  toCreateRequest,
  toUpdateRequest,
  userFormOf,
  type UserField,
  type UserFormValues,
} from "./user-form-model";

/** The input each field's problem is announced on, in the order of the form. */
const FIELD_IDS: Record<UserField, string> = {
  login: "user-login",
  password: "user-password",
  repeatPassword: "user-repeat-password",
  name: "user-name",
  surname: "user-surname",
  email: "user-email",
  language: "user-language",
  orgId: "user-organization",
  roleIds: "user-roles",
  active: "user-active",
};

interface UserFormOptions {
  user?: User;
  defaultOrgId: number | null;
  onSaved: (user: User) => void;
}

/** The user form's values, checks while typing, and saving (the server's problems shown on their fields). */
export function useUserForm({ user, defaultOrgId, onSaved }: UserFormOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveUser();
  const mode = user ? "edit" : "create";
  const form = useObjectForm<UserFormValues, UserField>({
    initial: () => (user ? userFormOf(user) : newUserForm(defaultOrgId)),
    check: (values) => checkUserForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverUserErrors,
  });
  const { values, handleSubmit, saveFailed } = form;

  const submit = handleSubmit(() => {
    const request = user ? { kind: "update" as const, request: toUpdateRequest(values, user) } : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: user ? t("users.editor.savedTitle") : t("users.editor.createdTitle"),
          detail: t("users.editor.saved", { login: saved.login }),
        });
        onSaved(saved);
      },
      onError: saveFailed,
    });
  });

  return { ...form, mode, submit, saving: save.isPending };
}

/** What the sections of the user form share. */
export type UserFormState = ReturnType<typeof useUserForm>;
