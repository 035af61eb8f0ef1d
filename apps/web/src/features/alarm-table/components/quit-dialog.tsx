import type { AlarmRow } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useQuitAlarm } from "../api/alarm-actions";
import { ReasonField } from "./reason-field";
import { AlarmActionDialog } from "./alarm-action-dialog";

/** Confirms ending an open alarm (POST /alarmpoints/quit/{id}), with an optional reason. */
export function QuitDialog({ alarm, onHide }: { alarm: AlarmRow; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const quit = useQuitAlarm();
  const [reason, setReason] = useState("");
  const submit = () =>
    quit.mutate(
      { id: alarm.id, reason },
      {
        onSuccess: (result) => {
          toast.show({
            severity: "success",
            summary: t("alarmTable.quit.doneTitle"),
            detail: t("alarmTable.quit.done", { name: alarm.name, status: t(`alarmStatuses.${result.status}`) }),
          });
          onHide();
        },
        onError: showFailure,
      },
    );
  return (
    <AlarmActionDialog
      header={t("alarmTable.quit.header")}
      acceptLabel={t("alarmTable.quit.accept")}
      acceptIcon="pi pi-stop-circle"
      danger
      focus="cancel"
      pending={quit.isPending}
      onAccept={submit}
      onHide={onHide}
    >
      <p className="alarm-action-dialog__message">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t("alarmTable.quit.message", { name: alarm.name })}
      </p>
      <ReasonField id="alarm-quit-reason" value={reason} onChange={setReason} />
    </AlarmActionDialog>
  );
}
