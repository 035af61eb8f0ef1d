import { isFinalStatus, type AlarmDetails, type PrepareTriggerAgain, type TriggerAlarmResponse } from "@alarm/contract";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { usePrepareTriggerAgain } from "../api/alarm-actions";
import type { AlarmSource } from "../model/alarm-tabs";
import { canAcknowledge } from "../model/status-tones";
import { AcknowledgeDialog } from "./acknowledge-dialog";
import { AcknowledgeFailureDialog } from "./acknowledge-failure-dialog";
import { QuitDialog } from "./quit-dialog";
import { ShelveDialog } from "./shelve-dialog";
import { TriggerAgainDialog } from "./trigger-again-dialog";
import { useCurrentUser } from "../../../lib/use-session";
import { useShelvedPoints, useUnshelvePoint } from "../../../components/shelving/shelving-queries";

type Open =
  { kind: "quit" } | { kind: "acknowledge" } | { kind: "acknowledgeFailure" } | { kind: "trigger"; prepared: PrepareTriggerAgain } | { kind: "shelve" } | null;

/** The buttons under an alarm's details: acknowledge (accepted, when asked for, or ended with nobody handling it), quit (open alarms), trigger again. */
export function AlarmActions({ details, onTriggered }: { details: AlarmDetails; onTriggered: (result: TriggerAlarmResponse) => void }) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const prepare = usePrepareTriggerAgain();
  const [open, setOpen] = useState<Open>(null);
  const { alarm } = details;
  const close = () => setOpen(null);
  // Asked where the alarm is now: an alarm opened from the table may have ended meanwhile.
  const preparedFrom: AlarmSource = isFinalStatus(alarm.status) ? "history" : "alarmtable";
  // Holders of ALARM_SHELVE shelve the alarm's point, or end its shelving.
  const mayShelve = (useCurrentUser()?.authorities.includes("ALARM_SHELVE") ?? false) && alarm.alarmPointId !== null;
  const shelved = useShelvedPoints(mayShelve);
  const unshelve = useUnshelvePoint();
  const shelf = shelved.data?.items.find((item) => item.alarmPointId === alarm.alarmPointId);

  return (
    <div className="alarm-actions row wrap">
      {canAcknowledge(alarm) && (
        <Button type="button" label={t("alarmTable.actions.acknowledge")} icon="pi pi-check-circle" onClick={() => setOpen({ kind: "acknowledge" })} />
      )}
      {alarm.needsAttention && (
        <Button type="button" label={t("alarmTable.actions.acknowledge")} icon="pi pi-check-circle" onClick={() => setOpen({ kind: "acknowledgeFailure" })} />
      )}
      {!isFinalStatus(alarm.status) && (
        <Button
          type="button"
          label={t("alarmTable.actions.quit")}
          icon="pi pi-stop-circle"
          severity="danger"
          outlined
          onClick={() => setOpen({ kind: "quit" })}
        />
      )}
      <Button
        type="button"
        label={t("alarmTable.actions.triggerAgain")}
        icon="pi pi-replay"
        outlined
        loading={prepare.isPending}
        onClick={() =>
          prepare.mutate({ source: preparedFrom, id: alarm.id }, { onSuccess: (prepared) => setOpen({ kind: "trigger", prepared }), onError: showFailure })
        }
      />
      {mayShelve && shelved.data && !shelf && (
        <Button type="button" label={t("shelving.action")} icon="pi pi-pause-circle" outlined onClick={() => setOpen({ kind: "shelve" })} />
      )}
      {mayShelve && shelf && (
        <Button
          type="button"
          label={t("shelving.unshelve")}
          icon="pi pi-play-circle"
          outlined
          loading={unshelve.isPending}
          onClick={() => unshelve.mutate(shelf.alarmPointId, { onError: showFailure })}
        />
      )}
      {open?.kind === "shelve" && shelved.data && alarm.alarmPointId !== null && (
        <ShelveDialog point={{ id: alarm.alarmPointId, name: alarm.name }} limitMinutes={shelved.data.shelvingLimitMinutes} onHide={close} />
      )}
      {open?.kind === "quit" && <QuitDialog alarm={alarm} onHide={close} />}
      {open?.kind === "acknowledge" && <AcknowledgeDialog details={details} onHide={close} />}
      {open?.kind === "acknowledgeFailure" && <AcknowledgeFailureDialog alarm={alarm} onHide={close} />}
      {open?.kind === "trigger" && (
        <TriggerAgainDialog
          prepared={open.prepared}
          onHide={close}
          onTriggered={(result) => {
            close();
            onTriggered(result);
          }}
        />
      )}
    </div>
  );
}
