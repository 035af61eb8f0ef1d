import type { Role } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useRole } from "../api/role";
import type { EditorTarget } from "../../../lib/editor-target";
import { RoleForm } from "./role-form";

interface RoleEditorProps {
  target: EditorTarget;
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** The side panel of /user-groups/new and /user-groups/{id}. */
export function RoleEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: RoleEditorProps) {
  const { t } = useTranslation();
  const loaded = useRole(target.kind === "existing" ? target.id : null);
  const role = target.kind === "existing" ? loaded.data : undefined;
  const title = target.kind === "new" ? t("roles.editor.newTitle") : role ? t("roles.editor.editTitle", { name: role.name }) : t("roles.editor.title");

  let body;
  if (target.kind === "new") {
    body = <RoleForm defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-key" title={t("roles.editor.notFound")} text={t("roles.editor.notFoundText")} />;
  } else if (loaded.isError) {
    const reason = isApiError(loaded.error) ? loaded.error.reason : undefined;
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("roles.editor.loadError")} text={reason} />;
  } else if (!role) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server.
    body = <RoleForm key={`${role.id}-${role.version}`} role={role} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  }

  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      className="role-editor"
      header={<h2 className="role-editor__title">{title}</h2>}
      blockScroll
      aria-label={title}
    >
      {body}
    </Sidebar>
  );
}
