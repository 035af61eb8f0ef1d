import type { TextTemplate } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import type { EditorTarget } from "../../../lib/editor-target";
import { useTextTemplate } from "../api/template";
import { TemplateForm } from "./template-form";

interface TemplateEditorProps {
  target: EditorTarget;
  /** The organization a new template starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (template: TextTemplate) => void;
  onDelete: (template: TextTemplate) => void;
}

/** The side panel of /text-templates/new and /text-templates/{id}. */
export function TemplateEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: TemplateEditorProps) {
  const { t } = useTranslation();
  const loaded = useTextTemplate(target.kind === "existing" ? target.id : null);
  const template = target.kind === "existing" ? loaded.data : undefined;
  const title =
    target.kind === "new" ? t("textTemplates.editor.newTitle") : template ? t("textTemplates.editor.editTitle", { name: template.name }) : t("textTemplates.editor.title");

  let body;
  if (target.kind === "new") {
    body = <TemplateForm defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-question-circle" title={t("textTemplates.editor.notFound")} text={t("textTemplates.editor.notFoundText")} />;
  } else if (loaded.isError) {
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("textTemplates.editor.loadError")} text={isApiError(loaded.error) ? loaded.error.reason : undefined} />;
  } else if (!template) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = <TemplateForm key={`${template.id}-${template.version}-${template.orgId}`} template={template} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />;
  }

  return (
    <Sidebar visible position="right" onHide={onClose} className="text-template-editor" header={<h2 className="text-template-editor__title">{title}</h2>} blockScroll aria-label={title}>
      {body}
    </Sidebar>
  );
}
