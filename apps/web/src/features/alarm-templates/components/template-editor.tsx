import type { AlarmTemplate } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import type { EditorTarget } from "../../../lib/editor-target";
import { useAlarmTemplate } from "../api/template";
import { TemplateForm } from "./template-form";

interface TemplateEditorProps {
  target: EditorTarget;
  /** The organization a new template starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (template: AlarmTemplate) => void;
  onDelete: (template: AlarmTemplate) => void;
}

/** The side panel of /alarm-templates?id=new and /alarm-templates?id={id}. */
export function TemplateEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: TemplateEditorProps) {
  const { t } = useTranslation();
  const loaded = useAlarmTemplate(target.kind === "existing" ? target.id : null);
  const template = target.kind === "existing" ? loaded.data : undefined;
  const title =
    target.kind === "new" ? t("alarmTemplates.editor.newTitle") : template ? t("alarmTemplates.editor.editTitle", { name: template.name }) : t("alarmTemplates.editor.title");

  let body;
  if (target.kind === "new") {
    body = <TemplateForm defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-question-circle" title={t("alarmTemplates.editor.notFound")} text={t("alarmTemplates.editor.notFoundText")} />;
  } else if (loaded.isError) {
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmTemplates.editor.loadError")} text={isApiError(loaded.error) ? loaded.error.reason : undefined} />;
  } else if (!template) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = <TemplateForm key={`${template.id}-${template.version}-${template.orgId}`} template={template} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  }

  return (
    <Sidebar visible position="right" onHide={onClose} className="alarm-template-editor" header={<h2 className="alarm-template-editor__title">{title}</h2>} blockScroll aria-label={title}>
      {body}
    </Sidebar>
  );
}
