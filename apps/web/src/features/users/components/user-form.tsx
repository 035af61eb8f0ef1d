import type { User } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../lib/use-session";
import { keepEscapeInOpenList } from "./overlay-escape";
import { useUserForm } from "./use-user-form";
import { UserAccessSection } from "./user-access-section";
import { UserPersonFields } from "./user-person-fields";
import { UserSignInSection } from "./user-sign-in-section";
import { UserTwoFactor } from "./user-two-factor";

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
  const me = useCurrentUser();
  const form = useUserForm({ user, defaultOrgId, onSaved });
  const isSelf = user !== undefined && me?.id === user.id;

  return (
    <form
      className="object-editor__form stack"
      onSubmit={form.submit}
      onKeyDown={keepEscapeInOpenList}
      noValidate
      aria-label={user ? t("users.editor.editTitle", { login: user.login }) : t("users.editor.newTitle")}
    >
      <UserSignInSection form={form} />
      <UserPersonFields values={form.values} edit={form.edit} touch={form.touch} errorOf={form.errorOf} focusName={form.mode === "edit"} />
      <UserAccessSection form={form} user={user} isSelf={isSelf} />

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
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={form.saving} />
        <Button type="submit" label={t("users.editor.save")} icon="pi pi-check" loading={form.saving} />
      </div>
    </form>
  );
}
