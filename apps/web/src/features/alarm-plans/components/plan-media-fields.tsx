import { MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES, type MediaProcessingType, type MediaUsageType } from "@alarm/contract";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";

/** The translation keys of each choice: its name and what it means. */
export const PROCESSING_TEXTS: Record<MediaProcessingType, { label: string; explanation: string }> = {
  BY_RANK: { label: "alarmPlans.processing.BY_RANK", explanation: "alarmPlans.processing.BY_RANK_explanation" },
  ALL_AT_ONCE: { label: "alarmPlans.processing.ALL_AT_ONCE", explanation: "alarmPlans.processing.ALL_AT_ONCE_explanation" },
};
const USAGE_TEXTS: Record<MediaUsageType, { label: string; explanation: string }> = {
  ALL: { label: "alarmPlans.usage.ALL", explanation: "alarmPlans.usage.ALL_explanation" },
  ONE_BY_ONE: { label: "alarmPlans.usage.ONE_BY_ONE", explanation: "alarmPlans.usage.ONE_BY_ONE_explanation" },
};

interface ChoiceGroupProps<T extends string> {
  id: string;
  legend: string;
  choices: readonly T[];
  texts: Record<T, { label: string; explanation: string }>;
  value: T;
  onChange: (value: T) => void;
}

function ChoiceGroup<T extends string>({ id, legend, choices, texts, value, onChange }: ChoiceGroupProps<T>) {
  const { t } = useTranslation();
  return (
    <fieldset id={id} className="plan-choice stack gap-s">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div key={choice} className={`plan-choice__option frame${choice === value ? " plan-choice__option--chosen" : ""}`}>
          <RadioButton
            inputId={`${id}-${choice}`}
            name={id}
            value={choice}
            checked={choice === value}
            onChange={() => onChange(choice)}
            aria-describedby={`${id}-${choice}-text`}
          />
          <label htmlFor={`${id}-${choice}`}>
            <span className="plan-choice__label">{t(texts[choice].label)}</span>
            <small id={`${id}-${choice}-text`} className="plan-choice__text muted">
              {t(texts[choice].explanation)}
            </small>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

interface PlanMediaFieldsProps {
  processing: MediaProcessingType;
  usage: MediaUsageType;
  onProcessing: (value: MediaProcessingType) => void;
  onUsage: (value: MediaUsageType) => void;
}

/** How the ranks and how each participant's devices are alerted, with what each choice means. */
export function PlanMediaFields({ processing, usage, onProcessing, onUsage }: PlanMediaFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="object-editor__grid">
      <ChoiceGroup
        id="plan-processing"
        legend={t("alarmPlans.editor.processing")}
        choices={MEDIA_PROCESSING_TYPES}
        texts={PROCESSING_TEXTS}
        value={processing}
        onChange={onProcessing}
      />
      <ChoiceGroup id="plan-usage" legend={t("alarmPlans.editor.usage")} choices={MEDIA_USAGE_TYPES} texts={USAGE_TEXTS} value={usage} onChange={onUsage} />
    </div>
  );
}
