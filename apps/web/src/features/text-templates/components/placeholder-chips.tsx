import { TEXT_PLACEHOLDERS, type TextPlaceholder } from "@alarm/contract";
import { useTranslation } from "react-i18next";

const KEYS: Record<TextPlaceholder, string> = {
  alarmName: "textTemplates.placeholders.alarmName",
  time: "textTemplates.placeholders.time",
  organization: "textTemplates.placeholders.organization",
  triggeredBy: "textTemplates.placeholders.triggeredBy",
  text: "textTemplates.placeholders.text",
};

/** Buttons that put a placeholder such as `{alarmName}` where the caret is in the subject or body. */
export function PlaceholderChips({ onInsert, describedBy }: { onInsert: (placeholder: string) => void; describedBy: string }) {
  const { t } = useTranslation();
  return (
    <div className="placeholder-chips row wrap" role="group" aria-label={t("textTemplates.placeholders.label")} aria-describedby={describedBy}>
      {TEXT_PLACEHOLDERS.map((name) => (
        <button
          key={name}
          type="button"
          className="placeholder-chip inline-cluster"
          // Keeps the caret in the field being written.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(`{${name}}`)}
          title={t("textTemplates.placeholders.insert", { placeholder: `{${name}}` })}
        >
          <i className="pi pi-plus" aria-hidden="true" />
          {t(KEYS[name])}
          <code>{`{${name}}`}</code>
        </button>
      ))}
    </div>
  );
}
