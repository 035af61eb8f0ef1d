import type { AlarmTemplate } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
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
  const loaded = useAlarmTemplate(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="alarm-template-editor"
      section="alarmTemplates"
      history="alarm_templates"
      target={target}
      loaded={loaded}
      titleValues={(template) => ({ name: template.name })}
      onClose={onClose}
    >
      {(template) => <TemplateForm template={template} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
