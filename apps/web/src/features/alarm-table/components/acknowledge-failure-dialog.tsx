import type { AlarmRow } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useAcknowledgeAlarm } from "../api/alarm-actions";
import { AlarmActionDialog } from "./alarm-action-dialog";
import { ReasonField } from "./reason-field";

/**
 * Confirms that an operator has seen to an alarm that ended with nobody handling it
 * (POST /alarmtable/acknowledge/{id}): it then leaves the alarm table; the history keeps it.
 */
export function AcknowledgeFailureDialog({ alarm, onHide }: { alarm: AlarmRow; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const acknowledge = useAcknowledgeAlarm();
  const [reason, setReason] = useState("");
  const status = t(`alarmStatuses.${alarm.status}`);
  const submit = () =>
    acknowledge.mutate(
      { id: alarm.id, reason },
      {
        onSuccess: () => {
          toast.show({
            severity: "success",
            summary: t("alarmTable.acknowledgeFailure.doneTitle"),
            detail: t("alarmTable.acknowledgeFailure.done", { name: alarm.name }),
          });
          onHide();
        },
        onError: showFailure,
      },
    );
  return (
    <AlarmActionDialog
      header={t("alarmTable.acknowledgeFailure.header")}
      acceptLabel={t("alarmTable.acknowledge.accept")}
      acceptIcon="pi pi-check-circle"
      focus="none"
      pending={acknowledge.isPending}
      onAccept={submit}
      onHide={onHide}
    >
      <p className="alarm-action-dialog__message">{t("alarmTable.acknowledgeFailure.message", { name: alarm.name, status })}</p>
      <ReasonField id="alarm-ack-failure-reason" value={reason} onChange={setReason} />
    </AlarmActionDialog>
  );
}
