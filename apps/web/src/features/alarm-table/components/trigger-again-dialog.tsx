import type { PrepareTriggerAgain, TriggerAlarmResponse } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { triggerOutcomeOf } from "../../../components/alarm-trigger/trigger-outcome";
import { useConfirmedTrigger } from "../../../components/alarm-trigger/use-confirmed-trigger";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { AlarmActionDialog } from "./alarm-action-dialog";

/** What the prepared request will trigger, line by line. */
function preparedFacts(prepared: PrepareTriggerAgain, t: (key: string, options?: Record<string, unknown>) => string): [string, string][] {
  const { request } = prepared;
  if ("alarmPointId" in request) {
    return [
      [t("alarmTable.triggerAgain.alarmPoint"), prepared.name],
      ...(request.text ? [[t("alarmTable.triggerAgain.text"), request.text] as [string, string]] : []),
      ...(request.delayMinutes
        ? [[t("alarmTable.triggerAgain.delay"), t("alarmTable.triggerAgain.minutes", { count: request.delayMinutes })] as [string, string]]
        : []),
    ];
  }
  const call = request.manualCall;
  return [
    [t("alarmTable.triggerAgain.manualCall"), call.name],
    [t("alarmTable.triggerAgain.participants"), t("alarmTable.triggerAgain.participantCount", { count: call.participantIds?.length ?? 0 })],
    [t("alarmTable.triggerAgain.groups"), t("alarmTable.triggerAgain.groupCount", { count: call.participantGroupIds?.length ?? 0 })],
    ...(call.text ? [[t("alarmTable.triggerAgain.text"), call.text] as [string, string]] : []),
    ...(call.priority ? [[t("alarmTable.columns.priority"), String(call.priority)] as [string, string]] : []),
    ...(call.confirmPriority
      ? [[t("alarmTable.details.accepted"), t("alarmTable.triggerAgain.confirmPriority", { count: call.confirmPriority })] as [string, string]]
      : []),
  ];
}

/** Shows what the prepare step answered and, when confirmed, triggers it (POST /alarm-trigger). */
export function TriggerAgainDialog({
  prepared,
  onHide,
  onTriggered,
}: {
  prepared: PrepareTriggerAgain;
  onHide: () => void;
  onTriggered: (result: TriggerAlarmResponse) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const trigger = useConfirmedTrigger();
  const submit = () =>
    trigger.send(prepared.request, prepared.name, {
      onSuccess: (result) => {
        // The same words as after any trigger (started, scheduled, replaced or inactive).
        const outcome = triggerOutcomeOf(result, prepared.name, prepared.request.delayMinutes);
        toast.show({ severity: outcome.severity, summary: t(outcome.summaryKey), detail: outcome.lines.map((line) => t(line.key, line.values)).join(" ") });
        onTriggered(result);
      },
      onError: showFailure,
    });
  return (
    <AlarmActionDialog
      header={t("alarmTable.triggerAgain.header")}
      acceptLabel={t("alarmTable.triggerAgain.accept")}
      acceptIcon="pi pi-bolt"
      danger
      focus="accept"
      pending={trigger.isPending}
      onAccept={submit}
      onHide={onHide}
    >
      <p className="alarm-action-dialog__message">{t("alarmTable.triggerAgain.message")}</p>
      <dl className="alarm-action-dialog__facts">
        {preparedFacts(prepared, t).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {trigger.dialog}
    </AlarmActionDialog>
  );
}
