import type { ImportPlan } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { ProgressBar } from "primereact/progressbar";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { type ImportFile, importConfiguration, isWorkbook, XLSX_CONTENT_TYPE } from "../api/transfer";
import { ImportPlanView } from "./import-plan-view";

/** Where an import stands: the file is read, checked (a dry run), then applied. */
type Stage =
  | { kind: "idle" }
  | { kind: "working"; step: "reading" | "checking" | "applying"; sent: number | null }
  | { kind: "planned"; fileName: string; file: ImportFile; plan: ImportPlan; refused: boolean }
  | { kind: "applied"; fileName: string; plan: ImportPlan }
  | { kind: "failed"; message: string };

const hasChanges = (plan: ImportPlan) => Object.values(plan.totals).some((totals) => totals.create + totals.update > 0);

/**
 * Imports a configuration file into an organization: a dry run first lists what would be created,
 * changed and left as it is, with every problem per row; the apply then writes it all or nothing.
 */
export function ImportCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const current = useCurrentOrganization();
  const [chosen, setChosen] = useState<number | null>(null);
  const orgId = chosen ?? current?.id ?? null;
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
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

  const apply = (planned: Extract<Stage, { kind: "planned" }>) =>
    confirmDialog({
      header: t("importExport.import.confirmTitle"),
      message: t("importExport.import.confirmText", { file: planned.fileName }),
      icon: "pi pi-exclamation-triangle",
      acceptLabel: t("importExport.import.apply"),
      rejectLabel: t("common.cancel"),
      accept: () => void send(planned.fileName, planned.file, true).catch(failed),
    });

  const chooseFile = (
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
          if (file) check(file);
        }}
      />
      <Button type="button" icon="pi pi-upload" label={t("importExport.import.choose")} outlined={stage.kind === "planned"} disabled={orgId === null} onClick={() => input.current?.click()} />
    </>
  );

  let body = null;
  if (stage.kind === "working") {
    const percent = stage.sent === null ? null : Math.round(stage.sent * 100);
    body = (
      <div className="stack gap-s" role="status" aria-live="polite">
        <span>{t(`importExport.import.steps.${stage.step}`)}</span>
        <ProgressBar mode={percent === null || percent >= 100 ? "indeterminate" : "determinate"} value={percent ?? 0} style={{ height: "0.5rem" }} aria-label={t(`importExport.import.steps.${stage.step}`)} />
        <div>
          <Button type="button" label={t("common.cancel")} text onClick={() => aborter.current?.abort()} />
        </div>
      </div>
    );
  } else if (stage.kind === "failed") {
    body = <Message severity="error" text={stage.message} className="import-failure" />;
  } else if (stage.kind === "planned") {
    const ready = !stage.refused && stage.plan.problems === 0 && hasChanges(stage.plan);
    body = (
      <div className="stack gap-m">
        {stage.plan.problems > 0 ? (
          <Message severity="error" text={t("importExport.import.problems", { count: stage.plan.problems, file: stage.fileName })} />
        ) : hasChanges(stage.plan) ? (
          <Message severity="info" text={t("importExport.import.checked", { file: stage.fileName })} />
        ) : (
          <Message severity="success" text={t("importExport.import.nothingToDo", { file: stage.fileName })} />
        )}
        <ImportPlanView plan={stage.plan} />
        <div className="cluster gap-m">
          <Button type="button" icon="pi pi-check" label={t("importExport.import.apply")} disabled={!ready} onClick={() => apply(stage)} />
        </div>
      </div>
    );
  } else if (stage.kind === "applied") {
    body = (
      <div className="stack gap-m">
        <Message severity="success" text={t("importExport.import.appliedText", { file: stage.fileName })} />
        <ImportPlanView plan={stage.plan} />
      </div>
    );
  }

  return (
    <section className="card stack gap-m" aria-labelledby="import-title">
      <h2 id="import-title" className="card__title">
        {t("importExport.import.title")}
      </h2>
      <p className="flush muted">{t("importExport.import.text")}</p>
      <div className="cluster gap-m wrap">
        <OrganizationField id="import-organization" label={t("importExport.import.organization")} value={orgId} onChange={(org) => setChosen(org.id)} disabled={stage.kind === "working"} />
        {stage.kind !== "working" && chooseFile}
      </div>
      {body}
    </section>
  );
}
