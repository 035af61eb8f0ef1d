import type { AlarmPlan } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
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
  const { t } = useTranslation();
  const loaded = usePlan(target.kind === "existing" ? target.id : null);
  const plan = target.kind === "existing" ? loaded.data : undefined;
  const title =
    target.kind === "new" ? t("alarmPlans.editor.newTitle") : plan ? t("alarmPlans.editor.editTitle", { name: plan.name }) : t("alarmPlans.editor.title");

  let body;
  if (target.kind === "new") {
    body = <PlanForm defaultOrgId={defaultOrgId} onCancel={onClose} {...actions} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-question-circle" title={t("alarmPlans.editor.notFound")} text={t("alarmPlans.editor.notFoundText")} />;
  } else if (loaded.isError) {
    const reason = isApiError(loaded.error) ? loaded.error.reason : undefined;
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmPlans.editor.loadError")} text={reason} />;
  } else if (!plan) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = <PlanForm key={`${plan.id}-${plan.version}-${plan.orgId}`} plan={plan} defaultOrgId={defaultOrgId} onCancel={onClose} {...actions} />;
  }

  return (
    <Sidebar visible position="right" onHide={onClose} className="plan-editor" header={<h2 className="plan-editor__title">{title}</h2>} blockScroll aria-label={title}>
      {body}
    </Sidebar>
  );
}
