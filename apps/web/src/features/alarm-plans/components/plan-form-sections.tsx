import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { PlanMediaFields } from "./plan-media-fields";
import { RanksEditor } from "./ranks-editor";
import { PLAN_FIELD_IDS, type PlanFormState } from "./use-plan-form";

interface PlanSectionProps {
  state: PlanFormState;
}

/** How the plan alerts: by rank or all at once, which media, and whether checked-out participants are skipped. */
export function PlanMediaSection({ state }: PlanSectionProps) {
  const { t } = useTranslation();
  const { values, edit, errorOf } = state.form;
  return (
    <section className="object-editor__section stack gap-l" aria-labelledby="plan-media-title">
      <h3 id="plan-media-title">{t("alarmPlans.editor.media")}</h3>
      <PlanMediaFields
        processing={values.mediaProcessingType}
        usage={values.mediaUsageType}
        onProcessing={(value) => edit("mediaProcessingType", value)}
        onUsage={(value) => edit("mediaUsageType", value)}
      />
      <div className="stack gap-xs">
        <div className="cluster gap-s">
          <Checkbox
            inputId={PLAN_FIELD_IDS.skipCheckedOut}
            checked={values.skipCheckedOut}
            onChange={(event) => edit("skipCheckedOut", Boolean(event.checked))}
            aria-describedby="plan-skip-checked-out-hint"
            invalid={Boolean(errorOf("skipCheckedOut"))}
          />
          <label htmlFor={PLAN_FIELD_IDS.skipCheckedOut}>{t("alarmPlans.editor.skipCheckedOut")}</label>
        </div>
        <small id="plan-skip-checked-out-hint" className={errorOf("skipCheckedOut") ? "form-field__error" : "form-field__hint"}>
          {errorOf("skipCheckedOut") ?? t("alarmPlans.editor.skipCheckedOutHint")}
        </small>
      </div>
    </section>
  );
}

/** The ranks of participants and groups, with their count and problems. */
export function PlanRanksSection({ state }: PlanSectionProps) {
  const { t } = useTranslation();
  const { values, errorOf, say } = state.form;
  const ranksError = errorOf("ranks");
  return (
    <section
      className="object-editor__section stack gap-l"
      aria-labelledby="plan-ranks-title"
      aria-describedby={ranksError ? fieldErrorId("plan-ranks") : undefined}
    >
      <div className="object-editor__section-header cluster gap-l">
        <h3 id="plan-ranks-title" tabIndex={-1}>
          {t("alarmPlans.ranks.title")}
        </h3>
        <span className="object-editor__count muted">{t("alarmPlans.ranks.count", { count: values.ranks.length })}</span>
      </div>
      <p className="object-editor__text muted plan-editor__text">
        {values.mediaProcessingType === "BY_RANK" ? t("alarmPlans.ranks.hintByRank") : t("alarmPlans.ranks.hintAllAtOnce")}
      </p>
      {ranksError && (
        <small id={fieldErrorId("plan-ranks")} className="form-field__error" role="alert">
          {ranksError}
        </small>
      )}
      <RanksEditor
        ranks={values.ranks}
        onChange={state.editRanks}
        showProblems={Boolean(ranksError)}
        serverProblems={state.rankProblems}
        say={say}
        orgId={values.orgId}
      />
    </section>
  );
}
