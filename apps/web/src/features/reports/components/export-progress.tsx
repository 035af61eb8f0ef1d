import { Button } from "primereact/button";
import { ProgressBar } from "primereact/progressbar";
import { ProgressSpinner } from "primereact/progressspinner";
import { useTranslation } from "react-i18next";
import type { RunningExport } from "./use-report-export";
import { useReportFormats } from "./use-report-formats";

/** An export on its way: a spinner while the server makes the file, then the bytes received; Cancel stops it. */
export function ExportProgress({ running, onCancel }: { running: RunningExport; onCancel: () => void }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const { received, total } = running.progress;
  const format = t(`reports.export.formats.${running.format}`);
  const text =
    received === null || received === 0
      ? t("reports.export.preparing", { format })
      : t(total ? "reports.export.receivedOf" : "reports.export.received", {
          format,
          received: formats.bytes(received),
          total: total ? formats.bytes(total) : "",
        });

  return (
    <div className="report-export-progress frame frame--padded cluster gap-l" role="status" aria-live="polite">
      {received === null && <ProgressSpinner strokeWidth="6" aria-hidden="true" />}
      <div className="stack gap-s grow">
        <span>{text}</span>
        {total && received !== null ? (
          <ProgressBar value={Math.min(100, Math.round((received / total) * 100))} showValue={false} />
        ) : (
          <ProgressBar mode="indeterminate" />
        )}
      </div>
      <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined severity="secondary" onClick={onCancel} />
    </div>
  );
}
