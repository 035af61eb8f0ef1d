import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";

/** Preformatted text (JSON, a command, a configuration) that wraps inside its box and scrolls when long. */
export const CODE_TEXT_STYLE: CSSProperties = {
  margin: 0,
  padding: "0.5rem 0.75rem",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxHeight: "20rem",
  overflow: "auto",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.875rem",
};

function useCopy() {
  const { t } = useTranslation();
  const toast = useToast();
  return (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.show({ severity: "success", summary: t("integrations.copied", { what }) }),
      () => toast.show({ severity: "warn", summary: t("integrations.copyFailed") }),
    );
}

interface CopyableProps {
  id: string;
  label: string;
  value: string;
  /** Preformatted, several lines; otherwise a one-line read-only field. */
  multiline?: boolean;
  describedBy?: string;
}

/** A value to hand to another system, read-only with a copy button. */
export function Copyable({ id, label, value, multiline = false, describedBy }: CopyableProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const button = (
    <Button
      type="button"
      icon="pi pi-copy"
      label={t("integrations.copy")}
      aria-label={t("integrations.copyWhat", { what: label })}
      outlined
      size="small"
      onClick={() => void copy(value, label)}
    />
  );
  if (multiline) {
    return (
      <div className="stack gap-xs">
        <div className="cluster spread gap-s">
          <span id={`${id}-label`}>{label}</span>
          {button}
        </div>
        <pre
          id={id}
          className="frame"
          style={CODE_TEXT_STYLE}
          role="region"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          tabIndex={0}
          data-testid={id}
        >
          {value}
        </pre>
      </div>
    );
  }
  return (
    <div className="stack gap-xs">
      <label htmlFor={id}>{label}</label>
      <div className="cluster gap-s">
        <InputText
          id={id}
          value={value}
          readOnly
          className="grow"
          style={{ fontFamily: CODE_TEXT_STYLE.fontFamily }}
          onFocus={(event) => event.target.select()}
          aria-describedby={describedBy}
          data-testid={id}
        />
        {button}
      </div>
    </div>
  );
}
