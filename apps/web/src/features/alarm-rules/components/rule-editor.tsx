import type { AlarmRule } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useAlarmRule } from "../api/rule";
import { RuleForm } from "./rule-form";

interface RuleEditorProps {
  target: EditorTarget;
  /** The organization a new rule starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (rule: AlarmRule) => void;
  onDelete: (rule: AlarmRule) => void;
}

/** The side panel of /alarm-rules/new and /alarm-rules/{id}. */
export function RuleEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: RuleEditorProps) {
  const loaded = useAlarmRule(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="alarm-rule-editor"
      section="alarmRules"
      history="alarm_rules"
      target={target}
      loaded={loaded}
      titleValues={(rule) => ({ name: rule.name })}
      onClose={onClose}
    >
      {(rule) => <RuleForm rule={rule} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
