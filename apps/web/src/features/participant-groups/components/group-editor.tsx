import type { ParticipantGroup } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useGroup } from "../api/group";
import type { EditorTarget } from "../../../lib/editor-target";
import { GroupForm } from "./group-form";

interface GroupEditorProps {
  target: EditorTarget;
  /** The organization a new group starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (group: ParticipantGroup) => void;
  onDelete: (group: ParticipantGroup) => void;
}

/** The side panel of /participant-groups/new and /participant-groups/{id}. */
export function GroupEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: GroupEditorProps) {
  const { t } = useTranslation();
  const loaded = useGroup(target.kind === "existing" ? target.id : null);
  const group = target.kind === "existing" ? loaded.data : undefined;
  const title =
    target.kind === "new"
      ? t("participantGroups.editor.newTitle")
      : group
        ? t("participantGroups.editor.editTitle", { name: group.name })
        : t("participantGroups.editor.title");

  let body;
  if (target.kind === "new") {
    body = <GroupForm defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-question-circle" title={t("participantGroups.editor.notFound")} text={t("participantGroups.editor.notFoundText")} />;
  } else if (loaded.isError) {
    const reason = isApiError(loaded.error) ? loaded.error.reason : undefined;
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("participantGroups.editor.loadError")} text={reason} />;
  } else if (!group) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = <GroupForm key={`${group.id}-${group.version}-${group.orgId}`} group={group} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  }

  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      className="group-editor"
      header={<h2 className="group-editor__title">{title}</h2>}
      blockScroll
      aria-label={title}
    >
      {body}
    </Sidebar>
  );
}
