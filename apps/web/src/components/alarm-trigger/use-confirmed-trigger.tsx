import { maintenanceWindowList, type TriggerAlarmRequest, type TriggerAlarmResponse } from "@alarm/contract";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client";
import { isInMaintenance, windowNameInRefusal } from "./maintenance-confirm";
import { useTriggerAlarm } from "./trigger-api";

/**
 * The names of the windows in force now for the alarm point (GET /maintenance-windows?alarmPointId=),
 * or the one the refusal names when they cannot be read.
 */
async function windowsInForceFor(alarmPointId: number, refusal: unknown): Promise<string[]> {
  try {
    const { list } = await api.get(`/maintenance-windows?alarmPointId=${alarmPointId}`, { schema: maintenanceWindowList });
    const names = list.filter((window) => window.current !== null).map((window) => window.name);
    if (names.length > 0) return names;
  } catch {
    // The refusal's own words are enough to ask.
  }
  const named = windowNameInRefusal(refusal);
  return named ? [named] : [];
}

interface TriggerCallbacks {
  onSuccess: (response: TriggerAlarmResponse) => void;
  onError: (error: unknown) => void;
}

interface Question {
  request: TriggerAlarmRequest & { alarmPointId: number };
  /** The alarm point's name, as the caller shows it. */
  pointName: string;
  windows: string[];
  callbacks: TriggerCallbacks;
}

/**
 * POST /alarm-trigger as every manual trigger of the console sends it: when the server answers that
 * the alarm point is in a maintenance window (409 IN_MAINTENANCE), a dialog asks whether to trigger
 * it anyway, and a yes sends it again with `confirmMaintenance: true`; a no leaves the caller's
 * dialog open. The caller renders `dialog`.
 */
export function useConfirmedTrigger() {
  const { t } = useTranslation();
  const trigger = useTriggerAlarm();
  const [question, setQuestion] = useState<Question | null>(null);
  const [reading, setReading] = useState(false);

  const send = (request: TriggerAlarmRequest, pointName: string, callbacks: TriggerCallbacks) =>
    trigger.mutate(request, {
      onSuccess: callbacks.onSuccess,
      onError: (error) => {
        if (!("alarmPointId" in request) || request.confirmMaintenance || !isInMaintenance(error)) return callbacks.onError(error);
        setReading(true);
        void windowsInForceFor(request.alarmPointId, error).then((windows) => {
          setReading(false);
          setQuestion({ request, pointName, windows, callbacks });
        });
      },
    });

  const message = question
    ? t(question.windows.length > 0 ? "maintenance.trigger.message" : "maintenance.trigger.messageNoWindow", {
        name: question.pointName,
        window: question.windows.join(", "),
      })
    : "";
  const dialog = (
    <ConfirmDialog
      visible={question !== null}
      onHide={() => setQuestion(null)}
      header={t("maintenance.trigger.header")}
      message={<span data-testid="maintenance-trigger-message">{message}</span>}
      icon="pi pi-wrench"
      defaultFocus="reject"
      acceptLabel={t("maintenance.trigger.accept")}
      rejectLabel={t("common.cancel")}
      acceptClassName="p-button-danger maintenance-trigger-confirm"
      className="maintenance-trigger-dialog"
      style={{ width: "min(30rem, 95vw)" }}
      accept={() => question && send({ ...question.request, confirmMaintenance: true }, question.pointName, question.callbacks)}
    />
  );

  return { send, isPending: trigger.isPending || reading, dialog };
}
