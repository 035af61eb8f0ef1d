import type { User } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useUser } from "../api/user";
import type { EditorTarget } from "../../../lib/editor-target";
import { UserForm } from "./user-form";

interface UserEditorProps {
  target: EditorTarget;
  /** The organization a new user starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The side panel of /users/new and /users/{id}. */
export function UserEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: UserEditorProps) {
  const { t } = useTranslation();
  const loaded = useUser(target.kind === "existing" ? target.id : null);
  const user = target.kind === "existing" ? loaded.data : undefined;
  const title = target.kind === "new" ? t("users.editor.newTitle") : user ? t("users.editor.editTitle", { login: user.login }) : t("users.editor.title");

  let body;
  if (target.kind === "new") {
    body = <UserForm defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-user-minus" title={t("users.editor.notFound")} text={t("users.editor.notFoundText")} />;
  } else if (loaded.isError) {
    const reason = isApiError(loaded.error) ? loaded.error.reason : undefined;
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("users.editor.loadError")} text={reason} />;
  } else if (!user) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = <UserForm key={`${user.id}-${user.version}`} user={user} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  }

  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      className="user-editor"
      header={<h2 className="user-editor__title">{title}</h2>}
      blockScroll
      aria-label={title}
    >
      {body}
    </Sidebar>
  );
}
