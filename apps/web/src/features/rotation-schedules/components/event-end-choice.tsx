import { InputNumber } from "primereact/inputnumber";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { COUNT_MAX, END_TYPES } from "../model/rotation-event";
import { EventDateInput } from "./event-date-input";
import type { TimingPartProps } from "./timing-part";

/** How a rotation event ends: never, on a date, or after a number of times. */
export function EventEndChoice({ timing, set, errorOf }: TimingPartProps) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      <span className="form-field__label">{t("rotationSchedules.event.endType")}</span>
      <div className="stack gap-s" role="radiogroup" aria-label={t("rotationSchedules.event.endType")}>
        {END_TYPES.map((type) => (
          <div key={type} className="rotation-event__choice cluster wrap">
            <RadioButton
              inputId={`rotation-event-end-${type}`}
              name="rotation-event-end-type"
              value={type}
              checked={timing.endType === type}
              onChange={() => set("endType", type)}
            />
            <label htmlFor={`rotation-event-end-${type}`}>{t(`rotationSchedules.event.endTypes.${type}`)}</label>
            {type === "END_DATE" && timing.endType === type && (
              <EventDateInput
                id="rotation-event-until"
                value={timing.endDate}
                onChange={(iso) => set("endDate", iso)}
                error={errorOf("endDate")}
                label={t("rotationSchedules.event.endTypes.END_DATE")}
              />
            )}
            {type === "COUNT" && timing.endType === type && (
              <InputNumber
                inputId="rotation-event-count"
                value={timing.countAfterTimesEnd}
                onValueChange={(event) => set("countAfterTimesEnd", event.value ?? null)}
                useGrouping={false}
                min={1}
                max={COUNT_MAX}
                suffix={` ${t("rotationSchedules.event.times")}`}
                aria-label={t("rotationSchedules.event.endTypes.COUNT")}
                invalid={Boolean(errorOf("countAfterTimesEnd"))}
              />
            )}
          </div>
        ))}
      </div>
      {timing.endType === "END_DATE" && errorOf("endDate") && (
        <small id={fieldErrorId("rotation-event-until")} className="form-field__error">
          {errorOf("endDate")}
        </small>
      )}
      {timing.endType === "COUNT" && errorOf("countAfterTimesEnd") && (
        <small id={fieldErrorId("rotation-event-count")} className="form-field__error">
          {errorOf("countAfterTimesEnd")}
        </small>
      )}
    </div>
  );
}
