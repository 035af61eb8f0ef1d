import type { ImportPlan } from "@alarm/contract";
import { confirmDialog } from "primereact/confirmdialog";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { type ImportFile, importConfiguration, isWorkbook, XLSX_CONTENT_TYPE } from "../api/transfer";

/** Where an import stands: the file is read, checked (a dry run), then applied. */
export type ImportStage =
  | { kind: "idle" }
  | { kind: "working"; step: "reading" | "checking" | "applying"; sent: number | null }
  | { kind: "planned"; fileName: string; file: ImportFile; plan: ImportPlan; refused: boolean }
  | { kind: "applied"; fileName: string; plan: ImportPlan }
  | { kind: "failed"; message: string };

export type PlannedImport = Extract<ImportStage, { kind: "planned" }>;

/** An import into the organization `orgId`: checking a chosen file, applying its plan after a confirmation, and cancelling either. */
export function useImport(orgId: number | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const [stage, setStage] = useState<ImportStage>({ kind: "idle" });
  const aborter = useRef<AbortController | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof DOMException && error.name === "AbortError") return setStage({ kind: "idle" });
    setStage({ kind: "failed", message: isApiError(error) ? error.reason : String(error) });
  };

  const send = async (fileName: string, file: ImportFile, apply: boolean) => {
    if (orgId === null) return;
    aborter.current = new AbortController();
    setStage({ kind: "working", step: apply ? "applying" : "checking", sent: 0 });
    const progress = (sent: number | null) => setStage({ kind: "working", step: apply ? "applying" : "checking", sent });
    const answer = await importConfiguration(orgId, file, apply, progress, aborter.current.signal);
    if (apply && answer.plan.applied) {
      setStage({ kind: "applied", fileName, plan: answer.plan });
      toast.show({ severity: "success", summary: t("importExport.import.appliedTitle"), detail: t("importExport.import.appliedText", { file: fileName }) });
    } else {
      setStage({ kind: "planned", fileName, file, plan: answer.plan, refused: answer.refused });
    }
  };

  const check = (file: File) => {
    setStage({ kind: "working", step: "reading", sent: null });
    if (isWorkbook(file)) {
      // A workbook is checked by the server, which names the sheet, row and column of what it cannot read.
      file
        .arrayBuffer()
        .then((bytes) => send(file.name, { body: bytes, contentType: XLSX_CONTENT_TYPE }, false))
        .catch(failed);
      return;
    }
    file
      .text()
      .then((text) => {
        try {
          JSON.parse(text);
        } catch {
          throw new Error(t("importExport.import.notJson", { file: file.name }));
        }
        return send(file.name, { body: text, contentType: "application/json" }, false);
      })
      .catch((error: unknown) => failed(error instanceof Error && !isApiError(error) && !(error instanceof DOMException) ? error.message : error));
  };

  const apply = (planned: PlannedImport) =>
    confirmDialog({
      header: t("importExport.import.confirmTitle"),
      message: t("importExport.import.confirmText", { file: planned.fileName }),
      icon: "pi pi-exclamation-triangle",
      acceptLabel: t("importExport.import.apply"),
      rejectLabel: t("common.cancel"),
      accept: () => void send(planned.fileName, planned.file, true).catch(failed),
    });

  return { stage, check, apply, cancel: () => aborter.current?.abort() };
}
