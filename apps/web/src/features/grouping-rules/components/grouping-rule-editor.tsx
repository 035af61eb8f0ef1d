import type { GroupingRule } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useGroupingRule } from "../api/grouping-rules";
import { GroupingRuleForm } from "./grouping-rule-form";

interface GroupingRuleEditorProps {
  target: EditorTarget;
  /** The organization a new rule starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (rule: GroupingRule) => void;
  onDelete: (rule: GroupingRule) => void;
}

/** The side panel of /grouping-rules/new and /grouping-rules/{id}, with a saved rule's history of changes. */
export function GroupingRuleEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: GroupingRuleEditorProps) {
  const loaded = useGroupingRule(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="grouping-rule-editor"
      section="groupingRules"
      history="grouping_rules"
      target={target}
      loaded={loaded}
      titleValues={(rule) => ({ name: rule.name })}
      onClose={onClose}
    >
      {(rule) => <GroupingRuleForm rule={rule} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
