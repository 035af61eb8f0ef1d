import type { ReportExportFormat } from "@alarm/contract";
import { SplitButton } from "primereact/splitbutton";
import { useTranslation } from "react-i18next";

const ICON: Record<ReportExportFormat, string> = {
  EXCEL: "pi pi-file-excel",
  EXCEL_DATATABLE: "pi pi-table",
  EXCEL_DETAILED: "pi pi-file-excel",
  PDF: "pi pi-file-pdf",
  PDF_DETAILED: "pi pi-file-pdf",
  EXCEL_ALARM_LOAD: "pi pi-file-excel",
  PDF_ALARM_LOAD: "pi pi-file-pdf",
};

interface ExportButtonProps {
  /** The files of the report shown: the first at once, each in the menu. */
  formats: readonly ReportExportFormat[];
  onExport: (format: ReportExportFormat) => void;
  disabled: boolean;
}

/** Export (docs/domain-rules.md#alarm-table-filter): the report shown as Excel at once, its other files in the menu. */
export function ExportButton({ formats, onExport, disabled }: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <SplitButton
      className="report-export"
      label={t("reports.export.button")}
      icon="pi pi-download"
      outlined
      disabled={disabled}
      onClick={() => onExport(formats[0]!)}
      tooltip={t("reports.export.asExcel")}
      tooltipOptions={{ position: "top" }}
      menuButtonProps={{ "aria-label": t("reports.export.chooseFormat") }}
      model={formats.map((format) => ({
        label: t(`reports.export.formats.${format}`),
        icon: ICON[format],
        className: `report-export__${format}`,
        command: () => onExport(format),
      }))}
    />
  );
}
