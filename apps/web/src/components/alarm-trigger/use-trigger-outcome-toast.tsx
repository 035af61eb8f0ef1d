import type { AlarmStatus, TriggerAlarmResponse } from "@alarm/contract";
import { Toast, type ToastMessage } from "primereact/toast";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAlarmLive } from "../../lib/alarm-live";
import { useCurrentUser } from "../../lib/use-session";
import { DEFAULT_TOAST_LIFE_MS } from "../toast/toast-context";
import { fetchAlarmStatus } from "./trigger-api";
import { alarmHref, alarmPlaceOf, type AlarmPlace, isSettled, settledOutcomeOf, triggeredName, triggerOutcomeOf, type TriggerOutcome } from "./trigger-outcome";
import "./alarm-trigger.css";

/** A triggered alarm whose outcome the toast still waits for, and the toast shown meanwhile. */
type Followed = { name: string; message: ToastMessage };

let shown = 0;

/**
 * The toast after a trigger. It links to the alarm in the alarm monitor, which the shared toast
 * service cannot do (its texts are plain), so the trigger screens render this one of their own.
 * For a user who may watch alarms it then follows the alarm on the live stream: the toast turns
 * into an error when nobody handled the alarm, and into a success note when it was accepted.
 *
 *   const outcome = useTriggerOutcomeToast();
 *   … outcome.show(response, name, delayMinutes) …
 *   return <>{outcome.element}…</>;
 */
export function useTriggerOutcomeToast() {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const canOpenTable = useCurrentUser()?.authorities.includes("ALARM_TABLE") ?? false;
  const followed = useRef(new Map<number, Followed>());

  const messageOf = useCallback(
    (alarmId: number, outcome: TriggerOutcome, place: AlarmPlace): ToastMessage => ({
      severity: outcome.severity,
      summary: t(outcome.summaryKey),
      closable: true,
      // A warning (inactive, replaced) or an error stays until closed: the operator has to notice it.
      sticky: outcome.severity !== "success",
      life: DEFAULT_TOAST_LIFE_MS,
      detail: (
        <span className="trigger-outcome stack gap-s" data-alarm-id={alarmId} data-severity={outcome.severity}>
          {outcome.lines.map((line) => (
            <span key={line.key} className="trigger-outcome__line">
              {t(line.key, line.values)}
            </span>
          ))}
          {canOpenTable ? (
            <Link className="trigger-outcome__link" to={alarmHref(alarmId, place)}>
              <i className="pi pi-external-link" aria-hidden="true" />{" "}
              {t(place === "table" ? "alarmTrigger.outcome.open" : "alarmTrigger.outcome.openHistory", { id: alarmId })}
            </Link>
          ) : (
            <span className="trigger-outcome__line">{t("alarmTrigger.outcome.number", { id: alarmId })}</span>
          )}
        </span>
      ),
      // Last and unique: removing a toast compares the messages key by key from the last one.
      id: `trigger-outcome-${alarmId}-${++shown}`,
    }),
    [t, canOpenTable],
  );

  const settle = useCallback(
    (alarmId: number, status: AlarmStatus) => {
      const entry = followed.current.get(alarmId);
      if (!entry || !isSettled(status)) return;
      followed.current.delete(alarmId);
      const outcome = settledOutcomeOf(status, entry.name);
      if (!outcome) return;
      toast.current?.remove(entry.message);
      toast.current?.show(messageOf(alarmId, outcome, alarmPlaceOf(status)));
    },
    [messageOf],
  );

  // What happened before the stream told (or while it was away) is read once.
  const check = useCallback(
    (alarmId: number) =>
      void fetchAlarmStatus(alarmId).then(
        (status) => settle(alarmId, status),
        () => undefined,
      ),
    [settle],
  );

  useAlarmLive(
    {
      onEvent: (event) => {
        if (event.type === "alarm") settle(event.alarmId, event.status);
      },
      onStatus: (status) => {
        if (status === "open") for (const alarmId of followed.current.keys()) check(alarmId);
      },
    },
    canOpenTable,
  );

  const show = useCallback(
    (response: TriggerAlarmResponse, name: string, delayMinutes?: number) => {
      const message = messageOf(response.id, triggerOutcomeOf(response, name, delayMinutes), "table");
      toast.current?.show(message);
      if (!canOpenTable || isSettled(response.status)) return;
      followed.current.set(response.id, { name: triggeredName(response, name), message });
      check(response.id);
    },
    [messageOf, canOpenTable, check],
  );

  return { show, element: <Toast ref={toast} position="top-right" className="trigger-outcome-toast" /> };
}
