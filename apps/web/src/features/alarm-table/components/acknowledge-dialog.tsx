import type { AlarmDetails } from "@alarm/contract";
import { Checkbox } from "primereact/checkbox";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useAcknowledgeAlarm } from "../api/alarm-actions";
import { ReasonField } from "./reason-field";
import { AlarmActionDialog } from "./alarm-action-dialog";

/**
 * Confirms the handling of an accepted alarm (POST /alarmtable/acknowledge/{id}). Acknowledge mode
 * ALL confirms each accepting participant's handling: those still open are offered, all checked.
 */
export function AcknowledgeDialog({ details, onHide }: { details: AlarmDetails; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const acknowledge = useAcknowledgeAlarm();
  const { alarm } = details;
  const perRecipient = alarm.acknowledgeMode === "ALL";
  const open = details.recipients.filter((recipient) => recipient.status === "ACCEPTED" && recipient.acknowledgedAt === null);
  const [chosen, setChosen] = useState<number[]>(() => open.map((recipient) => recipient.id));
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = perRecipient && chosen.length === 0;

  const submit = () => {
    setTried(true);
    if (missing) return;
    acknowledge.mutate(
      { id: alarm.id, reason, recipientIds: perRecipient ? chosen : undefined },
      {
        onSuccess: (result) => {
          toast.show({
            severity: "success",
            summary: t("alarmTable.acknowledge.doneTitle"),
            detail: t("alarmTable.acknowledge.done", { name: alarm.name, status: t(`alarmStatuses.${result.status}`) }),
          });
          onHide();
        },
        onError: showFailure,
      },
    );
  };

  return (
    <AlarmActionDialog
      header={t("alarmTable.acknowledge.header")}
      acceptLabel={t("alarmTable.acknowledge.accept")}
      acceptIcon="pi pi-check-circle"
      focus="none"
      pending={acknowledge.isPending}
      onAccept={submit}
      onHide={onHide}
    >
      <p className="alarm-action-dialog__message">
        {t(perRecipient ? "alarmTable.acknowledge.messageAll" : "alarmTable.acknowledge.messageOne", { name: alarm.name })}
      </p>
      {perRecipient && (
        <fieldset className="alarm-action-dialog__recipients stack gap-s" aria-describedby={tried && missing ? "alarm-ack-recipients-error" : undefined}>
          <legend>{t("alarmTable.acknowledge.recipients")}</legend>
          {open.map((recipient) => (
            <div key={recipient.id} className="alarm-action-dialog__recipient cluster">
              <Checkbox
                inputId={`alarm-ack-${recipient.id}`}
                checked={chosen.includes(recipient.id)}
                onChange={(event) => setChosen((ids) => (event.checked ? [...ids, recipient.id] : ids.filter((id) => id !== recipient.id)))}
              />
              <label htmlFor={`alarm-ack-${recipient.id}`}>{recipient.name}</label>
            </div>
          ))}
          {tried && missing && (
            <small id="alarm-ack-recipients-error" className="form-field__error">
              {t("alarmTable.acknowledge.chooseOne")}
            </small>
          )}
        </fieldset>
      )}
      <ReasonField id="alarm-ack-reason" value={reason} onChange={setReason} />
    </AlarmActionDialog>
  );
}
