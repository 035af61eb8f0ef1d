import { ACKNOWLEDGE_MODES, MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { DefinitionField } from "./definition-field";
import type { AcknowledgeMode, AlarmDefinitionForm } from "./form-model";
import { NumberField } from "./number-field";
import { PlanField } from "./plan-field";
import { fieldIdOf, type SectionProps } from "./section-props";
import { StandbyScheduleField } from "./standby-schedule-field";

/** The value of the "as in the plan" choice; null in the form. */
const AS_IN_PLAN = "PLAN";

interface PlanSectionProps extends SectionProps {
  planRequired: boolean;
  currentPlanName?: string | null;
}

/** Who is alerted and how the alarm escalates: plan, acceptance, acknowledgement, repeats and media overrides. */
export function PlanSection(props: PlanSectionProps) {
  const { t } = useTranslation();
  const { idPrefix, values, edit, errorOf, readOnly } = props;
  const modeId = fieldIdOf(idPrefix, "acknowledgeMode");
  const modes = ACKNOWLEDGE_MODES.map((mode) => ({
    value: mode,
    label: t(`alarmDefinition.acknowledgeModes.${mode}`),
    explanation: t(`alarmDefinition.acknowledgeExplanations.${mode}`),
  }));
  const minutes = t("alarmDefinition.minutes");

  const override = <F extends "mediaProcessingType" | "mediaUsageType">(field: F, choices: readonly NonNullable<AlarmDefinitionForm[F]>[]) => {
    const id = fieldIdOf(idPrefix, field);
    const options = [
      { value: AS_IN_PLAN, label: t("alarmDefinition.asInPlan") },
      ...choices.map((choice) => ({ value: choice, label: t(`alarmDefinition.media.${choice}`) })),
    ];
    return (
      <DefinitionField id={id} label={t(`alarmDefinition.fields.${field}`)} error={errorOf(field)}>
        <Dropdown
          inputId={id}
          value={values[field] ?? AS_IN_PLAN}
          options={options}
          onChange={(event) => edit(field, (event.value === AS_IN_PLAN ? null : event.value) as AlarmDefinitionForm[F])}
          disabled={readOnly}
        />
      </DefinitionField>
    );
  };

  return (
    <div className="alarm-definition__grid">
      <PlanField {...props} required={props.planRequired} />
      <StandbyScheduleField {...props} />
      <NumberField {...props} field="confirmPriority" label={t("alarmDefinition.fields.confirmPriority")} hint={t("alarmDefinition.hints.confirmPriority")} />
      <DefinitionField
        id={modeId}
        label={t("alarmDefinition.fields.acknowledgeMode")}
        error={errorOf("acknowledgeMode")}
        hint={t(`alarmDefinition.acknowledgeExplanations.${values.acknowledgeMode}`)}
        className="alarm-definition__wide"
      >
        <Dropdown
          inputId={modeId}
          value={values.acknowledgeMode}
          options={modes}
          onChange={(event) => edit("acknowledgeMode", event.value as AcknowledgeMode)}
          itemTemplate={(mode: (typeof modes)[number]) => (
            <span className="alarm-mode-option stack">
              <span>{mode.label}</span>
              <small>{mode.explanation}</small>
            </span>
          )}
          disabled={readOnly}
        />
      </DefinitionField>
      <NumberField
        {...props}
        field="localAcknowledgeTime"
        label={t("alarmDefinition.fields.localAcknowledgeTime")}
        hint={t("alarmDefinition.hints.localAcknowledgeTime")}
        suffix={minutes}
      />
      <NumberField {...props} field="countRepeat" label={t("alarmDefinition.fields.countRepeat")} hint={t("alarmDefinition.hints.countRepeat")} />
      <NumberField {...props} field="repeatBetween" label={t("alarmDefinition.fields.repeatBetween")} suffix={minutes} />
      {override("mediaProcessingType", MEDIA_PROCESSING_TYPES)}
      {override("mediaUsageType", MEDIA_USAGE_TYPES)}
    </div>
  );
}
