import { MEDIA_USAGE_TYPES, type MediaUsageType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { LIMITS } from "../../../components/alarm-definition-fields/form-model";
import { DelayField } from "../../../components/alarm-trigger/delay-field";
import { FormField } from "../../../components/form-field";
import { NumberInput } from "./number-input";
import { FIELD_IDS, type ManualCallFormState } from "./use-manual-call-form";

type NumberField = "priority" | "confirmPriority" | "localAcknowledgeTime" | "countRepeat" | "repeatBetween";

/** How the call escalates: priorities, acknowledge time, repeats, media and a delay. */
export function ManualCallEscalationSection({ form }: { form: ManualCallFormState }) {
  const { t } = useTranslation();
  const { values, edit, touch, errorOf, reachable } = form;
  const minutes = t("manualCall.minutes");
  const mediaOptions = MEDIA_USAGE_TYPES.map((type) => ({ value: type, label: t(`alarmDefinition.media.${type}`) }));

  const number = (field: NumberField, more: { hint?: string; suffix?: string } = {}) => (
    <NumberInput
      id={FIELD_IDS[field]}
      label={t(`manualCall.fields.${field}`)}
      value={values[field]}
      onChange={(value) => edit(field, value)}
      onBlur={() => touch(field)}
      min={LIMITS[field].min}
      max={LIMITS[field].max}
      error={errorOf(field)}
      {...more}
    />
  );

  return (
    <section className="card manual-call__card stack gap-l" aria-labelledby="manual-call-escalation-title">
      <h2 id="manual-call-escalation-title" className="card__title">
        {t("manualCall.sections.escalation")}
      </h2>
      <div className="manual-call__grid">
        {number("priority", { hint: t("manualCall.hints.priority") })}
        {number("confirmPriority", {
          hint:
            reachable !== null && values.recipients.length > 0
              ? t("manualCall.hints.confirmPriorityReach", { count: reachable })
              : t("manualCall.hints.confirmPriority"),
        })}
        {number("localAcknowledgeTime", { hint: t("manualCall.hints.localAcknowledgeTime"), suffix: minutes })}
        {number("countRepeat", { hint: t("manualCall.hints.countRepeat") })}
        {number("repeatBetween", { suffix: minutes })}
        <FormField id={FIELD_IDS.mediaUsageType} label={t("manualCall.fields.mediaUsageType")} error={errorOf("mediaUsageType")}>
          <Dropdown
            inputId={FIELD_IDS.mediaUsageType}
            value={values.mediaUsageType}
            options={mediaOptions}
            onChange={(event) => edit("mediaUsageType", event.value as MediaUsageType)}
          />
        </FormField>
        <DelayField id={FIELD_IDS.delayMinutes} value={values.delayMinutes} onChange={(value) => edit("delayMinutes", value)} error={errorOf("delayMinutes")} />
      </div>
    </section>
  );
}
