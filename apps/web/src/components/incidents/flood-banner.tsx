import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { useFloods, useLiftFlood } from "./incident-queries";

/**
 * Over the alarm table during an alarm flood (README, "Incidents and alarm floods"): its rate
 * against the threshold, since when, and Lift, after a confirmation.
 */
export function FloodBanner() {
  const { t } = useTranslation();
  const floods = useFloods();
  const lift = useLiftFlood();
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!floods.data?.list.length) return null;
  return (
    <div className="flex flex-column gap-2 mb-3" data-testid="flood-banner" role="alert">
      {floods.data.list.map((flood) => (
        <Message
          key={flood.incident.id}
          severity="error"
          className="justify-content-start"
          content={
            <div className="flex align-items-center gap-3 flex-wrap">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <span>
                <strong>{t("incidents.flood.title", { organization: flood.orgName })}</strong>{" "}
                {t("incidents.flood.rate", { count: flood.alarmsInWindow, minutes: flood.windowMinutes, threshold: flood.threshold })}{" "}
                {t("incidents.flood.grouped", { count: flood.incident.alarmCount, since: formatDateTime(flood.incident.openedAt) })}
              </span>
              {confirming === flood.incident.id ? (
                <span className="flex align-items-center gap-2">
                  <span>{t("incidents.flood.liftQuestion")}</span>
                  <Button
                    type="button"
                    size="small"
                    severity="danger"
                    label={t("incidents.flood.liftConfirm")}
                    loading={lift.isPending}
                    onClick={() => lift.mutate(flood.incident.id, { onSettled: () => setConfirming(null) })}
                  />
                  <Button type="button" size="small" text label={t("incidents.flood.liftCancel")} onClick={() => setConfirming(null)} />
                </span>
              ) : (
                <Button type="button" size="small" outlined label={t("incidents.flood.lift")} onClick={() => setConfirming(flood.incident.id)} />
              )}
              {lift.isError && <span className="p-error">{t("incidents.flood.liftFailed")}</span>}
            </div>
          }
        />
      ))}
    </div>
  );
}
