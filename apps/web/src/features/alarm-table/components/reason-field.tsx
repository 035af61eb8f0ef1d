import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";

export const REASON_MAX_LENGTH = 500;

/** The optional reason an operator gives for quitting or acknowledging; it goes into the alarm's history. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t("alarmTable.actions.reason")}</label>
      <InputTextarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        autoResize
        placeholder={t("alarmTable.actions.reasonPlaceholder")}
      />
      <small className="form-field__hint">{t("alarmTable.actions.reasonCount", { used: value.length, max: REASON_MAX_LENGTH })}</small>
    </div>
  );
}
