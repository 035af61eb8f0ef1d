import type { User } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentUser } from "../../../lib/use-session";
import { useSaveUser } from "../api/save-user";
import { keepEscapeInOpenList } from "./overlay-escape";
import {
  checkUserForm,
  newUserForm,
  passwordMessage,
  serverUserErrors,
  toCreateRequest,
  toUpdateRequest,
  userFormOf,
  type UserField,
  type UserFormValues,
} from "./user-form-model";
import { UserPasswordFields } from "./user-password-fields";
import { UserPersonFields } from "./user-person-fields";
import { UserRolesField } from "./user-roles-field";
import { UserTwoFactor } from "./user-two-factor";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { usersQueryKey } from "../api/query-keys";

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

interface UserFormProps {
  /** The user edited; none when creating. */
  user?: User;
  /** The organization a new user starts in. */
  defaultOrgId: number | null;
  onSaved: (user: User) => void;
  onCancel: () => void;
  onDelete: (user: User) => void;
}

/** The fields of a user, checked while typing and by the server on save. */
export function UserForm({ user, defaultOrgId, onSaved, onCancel, onDelete }: UserFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const save = useSaveUser();
  const mode = user ? "edit" : "create";
  const isSelf = user !== undefined && me?.id === user.id;
  const form = useObjectForm<UserFormValues, UserField>({
    initial: () => (user ? userFormOf(user) : newUserForm(defaultOrgId)),
    check: (values) => checkUserForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverUserErrors,
  });
  const { values, edit, touch, errorOf, say, handleSubmit, saveFailed } = form;

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

  const showPassword = mode === "create" || values.setPassword;
  const livePassword = values.password ? say(passwordMessage(values.password, values.login.trim())) : undefined;

  return (
    <form className="object-editor__form stack" onSubmit={submit} onKeyDown={keepEscapeInOpenList} noValidate aria-label={user ? t("users.editor.editTitle", { login: user.login }) : t("users.editor.newTitle")}>
      <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-signin-title">
        <h3 id="user-signin-title">{t("users.editor.signIn")}</h3>
        {mode === "create" ? (
          <FormField id="user-login" label={t("users.editor.login")} error={errorOf("login")} hint={t("users.editor.loginHint")} required>
            <InputText
              id="user-login"
              value={values.login}
              onChange={(event) => edit("login", event.target.value)}
              onBlur={() => touch("login")}
              autoComplete="off"
              maxLength={100}
              autoFocus
              aria-required
              invalid={Boolean(errorOf("login"))}
              {...fieldAria("user-login", errorOf("login"))}
            />
          </FormField>
        ) : (
          <div className="user-editor__check cluster">
            <Checkbox
              inputId="user-set-password"
              checked={values.setPassword}
              onChange={(event) => {
                edit("setPassword", Boolean(event.checked));
                if (!event.checked) {
                  edit("password", "");
                  edit("repeatPassword", "");
                }
              }}
            />
            <label htmlFor="user-set-password">{t("users.editor.setPassword")}</label>
          </div>
        )}
        {showPassword && (
          <UserPasswordFields
            password={values.password}
            repeatPassword={values.repeatPassword}
            onPassword={(value) => {
              edit("password", value);
              touch("password");
            }}
            onRepeatPassword={(value) => edit("repeatPassword", value)}
            onBlurRepeat={() => touch("repeatPassword")}
            strength={livePassword}
            passwordError={errorOf("password")}
            repeatError={errorOf("repeatPassword")}
            replacing={mode === "edit"}
          />
        )}
      </section>

      <UserPersonFields values={values} edit={edit} touch={touch} errorOf={errorOf} focusName={mode === "edit"} />

      <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-access-title">
        <h3 id="user-access-title">{t("users.editor.access")}</h3>
        <ObjectOrganizationField
          id="user-organization"
          section="users"
          saved={user}
          names={user && { login: user.login }}
          objectType="USER"
          queryKey={usersQueryKey}
          value={values.orgId}
          onChange={(orgId) => edit("orgId", orgId)}
          error={errorOf("orgId")}
        />
        <UserRolesField
          id="user-roles"
          orgId={user ? user.orgId : values.orgId}
          value={values.roleIds}
          onChange={(roleIds) => edit("roleIds", roleIds)}
          held={user?.roles ?? []}
          error={errorOf("roleIds")}
        />
        <div className="user-editor__switch cluster">
          <InputSwitch
            inputId="user-active"
            checked={values.active}
            disabled={isSelf}
            onChange={(event) => edit("active", Boolean(event.value))}
            aria-describedby="user-active-hint"
          />
          <label htmlFor="user-active">{t("users.editor.active")}</label>
        </div>
        <small id="user-active-hint" className={errorOf("active") ? "form-field__error" : "form-field__hint"}>
          {errorOf("active") ?? (isSelf ? t("users.editor.activeSelf") : t("users.editor.activeHint"))}
        </small>
      </section>

      {user && <UserTwoFactor login={user.login} />}

      <div className="object-editor__footer user-editor__footer">
        {user && !isSelf && (
          <Button
            type="button"
            label={t("users.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(user)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("users.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
