import type { TriggerAlarmResponse } from "@alarm/contract";
import { Toast } from "primereact/toast";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../lib/use-session";
import { DEFAULT_TOAST_LIFE_MS } from "../toast/toast-context";
import { alarmTableHref, triggerOutcomeOf } from "./trigger-outcome";
import "./alarm-trigger.css";

/**
 * The toast after a trigger. It links to the alarm in the alarm table, which the shared toast
 * service cannot do (its texts are plain), so the trigger screens render this one of their own.
 *
 *   const outcome = useTriggerOutcomeToast();
 *   … outcome.show(response, name, delayMinutes) …
 *   return <>{outcome.element}…</>;
 */
export function useTriggerOutcomeToast() {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const canOpenTable = useCurrentUser()?.authorities.includes("ALARM_TABLE") ?? false;

  const show = useCallback(
    (response: TriggerAlarmResponse, name: string, delayMinutes?: number) => {
      const outcome = triggerOutcomeOf(response, name, delayMinutes);
      toast.current?.show({
        severity: outcome.severity,
        summary: t(outcome.summaryKey),
        closable: true,
        // A warning (inactive, replaced) stays until closed: the operator has to notice it.
        sticky: outcome.severity === "warn",
        life: DEFAULT_TOAST_LIFE_MS,
        detail: (
          <span className="trigger-outcome" data-alarm-id={response.id}>
            {outcome.lines.map((line) => (
              <span key={line.key} className="trigger-outcome__line">
                {t(line.key, line.values)}
              </span>
            ))}
            {canOpenTable ? (
              <Link className="trigger-outcome__link" to={alarmTableHref(response.id)}>
                <i className="pi pi-external-link" aria-hidden="true" /> {t("alarmTrigger.outcome.open", { id: response.id })}
              </Link>
            ) : (
              <span className="trigger-outcome__line">{t("alarmTrigger.outcome.number", { id: response.id })}</span>
            )}
          </span>
        ),
      });
    },
    [t, canOpenTable],
  );

  return { show, element: <Toast ref={toast} position="top-right" className="trigger-outcome-toast" /> };
}
