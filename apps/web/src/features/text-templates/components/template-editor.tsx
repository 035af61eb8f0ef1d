import type { TextTemplate } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
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
  const loaded = useTextTemplate(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="text-template-editor"
      section="textTemplates"
      history="text_templates"
      target={target}
      loaded={loaded}
      titleValues={(template) => ({ name: template.name })}
      onClose={onClose}
    >
      {(template) => <TemplateForm template={template} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
