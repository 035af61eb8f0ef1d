import type { Consequential } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";
import { ConsequentialForm } from "./consequential-form";
import { ConsequentialList } from "./consequential-list";
import { useConsequentials, useDeleteConsequential, useFreeTriggerTypes } from "./consequentials-api";

/** What the tab shows: the list, a new trigger's editor, or a saved trigger's editor. */
type Mode = { kind: "none" } | { kind: "new" } | { kind: "update"; trigger: Consequential };

/**
 * The Consequential triggers tab of a saved alarm point: follow-up alarms its alarms raise when they
 * start or reach a status, at most one per trigger type.
 */
export function AlarmPointConsequentials({ alarmPointId, orgId }: { alarmPointId: number; orgId: number }) {
  const { t } = useTranslation();
  const triggers = useConsequentials(alarmPointId);
  const freeTypes = useFreeTriggerTypes(alarmPointId);
  const remove = useDeleteConsequential(alarmPointId);
  const [mode, setMode] = useState<Mode>({ kind: "none" });
  const noFreeType = freeTypes.data?.length === 0;

  const confirmDelete = (trigger: Consequential) =>
    confirmDialog({
      header: t("consequentials.delete.header"),
      message: t("consequentials.delete.text", { name: trigger.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("consequentials.delete.confirm"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () => {
        setMode((current) => (current.kind === "update" && current.trigger.id === trigger.id ? { kind: "none" } : current));
        remove.mutate(trigger.id);
      },
    });

  const add = (
    <Button
      id="consequential-add"
      data-testid="consequential-add"
      type="button"
      label={t("consequentials.add")}
      icon="pi pi-plus"
      size="small"
      disabled={!freeTypes.data || noFreeType}
      onClick={() => setMode({ kind: "new" })}
    />
  );

  let body;
  if (mode.kind !== "none") {
    const trigger = mode.kind === "update" ? mode.trigger : undefined;
    body = (
      <ConsequentialForm
        key={trigger ? `${trigger.id}-${trigger.version}` : "new"}
        initiatorId={alarmPointId}
        orgId={orgId}
        trigger={trigger}
        onSaved={(saved) => setMode({ kind: "update", trigger: saved })}
        onCancel={() => setMode({ kind: "none" })}
        onDelete={confirmDelete}
      />
    );
  } else if (triggers.isError) {
    body = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("consequentials.loadError")}
        text={isApiError(triggers.error) ? triggers.error.reason : undefined}
      >
        <Button type="button" label={t("consequentials.retry")} icon="pi pi-refresh" outlined onClick={() => void triggers.refetch()} />
      </StateCard>
    );
  } else if (!triggers.data) {
    body = <PageSpinner />;
  } else if (triggers.data.length === 0) {
    body = (
      <StateCard icon="pi-link" title={t("consequentials.empty")} text={t("consequentials.emptyText")}>
        {add}
      </StateCard>
    );
  } else {
    body = <ConsequentialList triggers={triggers.data} onOpen={(trigger) => setMode({ kind: "update", trigger })} onDelete={confirmDelete} />;
  }

  const title =
    mode.kind === "none"
      ? t("consequentials.title")
      : mode.kind === "new"
        ? t("consequentials.editor.newTitle")
        : t("consequentials.editor.editTitle", { name: mode.trigger.name });
  const addInHeader = mode.kind === "none" && (triggers.data?.length ?? 0) > 0;

  return (
    <section className="stack gap-l" aria-labelledby="consequentials-title" data-testid="consequentials" data-mode={mode.kind}>
      <div className="cluster spread gap-m">
        <h3 id="consequentials-title" className="flush">
          {title}
        </h3>
        {addInHeader && add}
      </div>
      {mode.kind === "none" && <p className="muted flush">{t("consequentials.intro")}</p>}
      {mode.kind === "none" && noFreeType && triggers.data && (
        <p className="muted flush" data-testid="consequential-all-types-used">
          {t("consequentials.allTypesUsed")}
        </p>
      )}
      {body}
    </section>
  );
}
