import { REPORT_EXPORT_FORMATS, type ReportExportFormat } from "@alarm/contract";
import { SplitButton } from "primereact/splitbutton";
import { useTranslation } from "react-i18next";

const ICON: Record<ReportExportFormat, string> = {
  EXCEL: "pi pi-file-excel",
  EXCEL_DATATABLE: "pi pi-table",
  EXCEL_DETAILED: "pi pi-file-excel",
  PDF: "pi pi-file-pdf",
  PDF_DETAILED: "pi pi-file-pdf",
};

/** Export (SPEC section 2): Excel at once, every format in the menu. */
export function ExportButton({ onExport, disabled }: { onExport: (format: ReportExportFormat) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <SplitButton
      className="report-export"
      label={t("reports.export.button")}
      icon="pi pi-download"
      outlined
      disabled={disabled}
      onClick={() => onExport("EXCEL")}
      tooltip={t("reports.export.asExcel")}
      tooltipOptions={{ position: "top" }}
      menuButtonProps={{ "aria-label": t("reports.export.chooseFormat") }}
      model={REPORT_EXPORT_FORMATS.map((format) => ({
        label: t(`reports.export.formats.${format}`),
        icon: ICON[format],
        className: `report-export__${format}`,
        command: () => onExport(format),
      }))}
    />
  );
}
