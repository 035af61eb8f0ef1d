import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { SaveState } from "./use-dashboard-layout";

/** Whether the arrangement is saved: saving (with a spinner), saved, or not saved with a retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === "failed") {
    return (
      <span className="inline-cluster gap-xs dashboard-save dashboard-save--failed" role="status">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        {t("dashboard.save.notSaved")}
        <Button type="button" label={t("dashboard.state.retry")} size="small" text onClick={onRetry} />
      </span>
    );
  }
  return (
    <span className="inline-cluster gap-xs muted dashboard-save" role="status" data-state={state}>
      {state === "saved" && (
        <>
          <i className="pi pi-check" aria-hidden="true" />
          {t("dashboard.save.saved")}
        </>
      )}
      {(state === "pending" || state === "saving") && (
        <>
          <i className="pi pi-spin pi-spinner" aria-hidden="true" />
          {t("dashboard.save.saving")}
        </>
      )}
    </span>
  );
}
