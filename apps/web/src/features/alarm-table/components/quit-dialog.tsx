import type { AlarmRow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useQuitAlarm } from "../api/alarm-actions";
import { ReasonField } from "./reason-field";

/** Confirms ending an open alarm (GET /alarmpoints/quit/{id}), with an optional reason. */
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
          toast.show({ severity: "success", summary: t("alarmTable.quit.doneTitle"), detail: t("alarmTable.quit.done", { name: alarm.name, status: t(`alarmStatuses.${result.status}`) }) });
          onHide();
        },
        onError: showFailure,
      },
    );
  return (
    <Dialog
      visible
      onHide={onHide}
      header={t("alarmTable.quit.header")}
      className="alarm-action-dialog"
      breakpoints={{ "640px": "95vw" }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined onClick={onHide} autoFocus />
          <Button type="button" label={t("alarmTable.quit.accept")} icon="pi pi-stop-circle" severity="danger" loading={quit.isPending} onClick={submit} />
        </>
      }
    >
      <p className="alarm-action-dialog__message">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t("alarmTable.quit.message", { name: alarm.name })}
      </p>
      <ReasonField id="alarm-quit-reason" value={reason} onChange={setReason} />
    </Dialog>
  );
}
