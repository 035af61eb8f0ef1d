import { Button } from "primereact/button";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { XLSX_CONTENT_TYPE } from "../api/transfer";

interface ImportFileButtonProps {
  disabled: boolean;
  /** Outlined once a plan is shown, whose Apply is then the main button. */
  outlined: boolean;
  onFile: (file: File) => void;
}

/** Choosing a configuration file (JSON or workbook) through a button. */
export function ImportFileButton({ disabled, outlined, onFile }: ImportFileButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={`application/json,.json,${XLSX_CONTENT_TYPE},.xlsx`}
        className="visually-hidden"
        id="import-file"
        // Chosen through the button beside it, which is what keyboards and screen readers reach.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={t("importExport.import.choose")}
        outlined={outlined}
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
