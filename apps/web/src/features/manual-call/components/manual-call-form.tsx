import type { TriggerAlarmResponse } from "@alarm/contract";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { ManualCallEscalationSection } from "./manual-call-escalation-section";
import { ManualCallMessageSection } from "./manual-call-message-section";
import { ManualCallRecipientsSection } from "./manual-call-recipients-section";
import { useManualCallForm } from "./use-manual-call-form";

interface ManualCallFormProps {
  onStarted: (response: TriggerAlarmResponse, name: string, delayMinutes: number | undefined) => void;
  onClear: () => void;
}

/** The manual call: a name and text, the participants and groups to call, and how the call escalates. */
export function ManualCallForm({ onStarted, onClear }: ManualCallFormProps) {
  const { t } = useTranslation();
  const form = useManualCallForm(onStarted);

  return (
    <form className="manual-call stack" onSubmit={form.submit} noValidate aria-label={t("manualCall.title")}>
      <div className="manual-call__columns">
        <div className="manual-call__column stack">
          <ManualCallMessageSection form={form} />
          <ManualCallEscalationSection form={form} />
        </div>
        <ManualCallRecipientsSection form={form} />
      </div>
      <div className="manual-call__footer row end">
        <Button type="button" label={t("manualCall.clear")} icon="pi pi-eraser" outlined onClick={onClear} disabled={form.starting} />
        <Button type="submit" label={t("manualCall.start")} icon="pi pi-phone" severity="danger" loading={form.starting} />
      </div>
      <ConfirmDialog
        visible={form.confirming}
        onHide={form.stopConfirming}
        header={t("manualCall.confirm.header")}
        message={t("manualCall.confirm.message", { name: form.values.name.trim() })}
        icon="pi pi-phone"
        defaultFocus="reject"
        acceptLabel={t("manualCall.confirm.accept")}
        rejectLabel={t("common.cancel")}
        acceptClassName="p-button-danger"
        accept={form.start}
      />
    </form>
  );
}
