import type { ImportPlan } from "@alarm/contract";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { ProgressBar } from "primereact/progressbar";
import { useTranslation } from "react-i18next";
import { ImportPlanView } from "./import-plan-view";
import type { ImportStage, PlannedImport } from "./use-import";

const hasChanges = (plan: ImportPlan) => Object.values(plan.totals).some((totals) => totals.create + totals.update > 0);

interface ImportStageViewProps {
  stage: ImportStage;
  onApply: (planned: PlannedImport) => void;
  onCancel: () => void;
}

/** What the import card shows below its controls: progress, the failure, the checked plan, or what was applied. */
export function ImportStageView({ stage, onApply, onCancel }: ImportStageViewProps) {
  const { t } = useTranslation();
  if (stage.kind === "working") {
    const percent = stage.sent === null ? null : Math.round(stage.sent * 100);
    return (
      <div className="stack gap-s" role="status" aria-live="polite">
        <span>{t(`importExport.import.steps.${stage.step}`)}</span>
        <ProgressBar
          mode={percent === null || percent >= 100 ? "indeterminate" : "determinate"}
          value={percent ?? 0}
          style={{ height: "0.5rem" }}
          aria-label={t(`importExport.import.steps.${stage.step}`)}
        />
        <div>
          <Button type="button" label={t("common.cancel")} text onClick={onCancel} />
        </div>
      </div>
    );
  }
  if (stage.kind === "failed") return <Message severity="error" text={stage.message} className="import-failure" />;
  if (stage.kind === "planned") return <PlannedImportView planned={stage} onApply={onApply} />;
  if (stage.kind === "applied") {
    return (
      <div className="stack gap-m">
        <Message severity="success" text={t("importExport.import.appliedText", { file: stage.fileName })} />
        <ImportPlanView plan={stage.plan} />
      </div>
    );
  }
  return null;
}

/** The dry run's verdict and plan, and Apply when there is something to write and nothing in the way. */
function PlannedImportView({ planned, onApply }: { planned: PlannedImport; onApply: (planned: PlannedImport) => void }) {
  const { t } = useTranslation();
  const { plan, fileName } = planned;
  const ready = !planned.refused && plan.problems === 0 && hasChanges(plan);
  return (
    <div className="stack gap-m">
      {plan.problems > 0 ? (
        <Message severity="error" text={t("importExport.import.problems", { count: plan.problems, file: fileName })} />
      ) : hasChanges(plan) ? (
        <Message severity="info" text={t("importExport.import.checked", { file: fileName })} />
      ) : (
        <Message severity="success" text={t("importExport.import.nothingToDo", { file: fileName })} />
      )}
      <ImportPlanView plan={plan} />
      <div className="cluster gap-m">
        <Button type="button" icon="pi pi-check" label={t("importExport.import.apply")} disabled={!ready} onClick={() => onApply(planned)} />
      </div>
    </div>
  );
}
