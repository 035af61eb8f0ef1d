import { languageOfTag, type ReportExportFormat, type ReportRequest } from "@alarm/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { saveFile } from "../../../lib/save-file";
import { exportReport, type ExportProgress } from "../api/export-report";
import { reportFailureText } from "./report-failure";

export interface RunningExport {
  format: ReportExportFormat;
  progress: ExportProgress;
}

/**
 * One export at a time: its progress while the file is made and received, cancel (the request is
 * aborted), then the file saved; a refusal is shown as a toast in the reader's language.
 */
export function useReportExport() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [running, setRunning] = useState<RunningExport | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen cancels the export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (report: ReportRequest, format: ReportExportFormat) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ format, progress: { received: null, total: null } });
    try {
      const file = await exportReport({ report, format, language: languageOfTag(i18n.language) }, abort.signal, (progress) => setRunning({ format, progress }));
      saveFile(file.blob, file.fileName);
      toast.show({ severity: "success", summary: t("reports.export.done"), detail: file.fileName });
    } catch (error) {
      if (!abort.signal.aborted) toast.show({ ...reportFailureText(error, i18n, "reports.export.failed"), severity: "error" });
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(null);
      }
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
    toast.show({ severity: "info", summary: t("reports.export.canceled") });
  };

  return { running, start: (report: ReportRequest, format: ReportExportFormat) => void start(report, format), cancel };
}
