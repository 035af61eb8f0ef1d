import type { AlarmPlan } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { usePlan } from "../api/plan";
import { PlanForm } from "./plan-form";

interface PlanEditorProps {
  target: EditorTarget;
  /** The organization a new plan starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (plan: AlarmPlan) => void;
  onDelete: (plan: AlarmPlan) => void;
  onClone: (plan: AlarmPlan) => void;
}

/** The side panel of /alarm-plans/new and /alarm-plans/{id}. */
export function PlanEditor({ target, defaultOrgId, onClose, ...actions }: PlanEditorProps) {
  const loaded = usePlan(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="plan-editor"
      section="alarmPlans"
      history="alarm_plans"
      target={target}
      loaded={loaded}
      titleValues={(plan) => ({ name: plan.name })}
      onClose={onClose}
    >
      {(plan) => <PlanForm plan={plan} defaultOrgId={defaultOrgId} onCancel={onClose} {...actions} />}
    </ObjectEditorPanel>
  );
}
