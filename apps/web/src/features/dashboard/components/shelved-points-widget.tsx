import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useShelvedPoints, useUnshelvePoint } from "../../../components/shelving/shelving-queries";
import { formatDateTime } from "../../../lib/format-date";
import { useCurrentUser } from "../../../lib/use-session";
import { useLiveRefresh } from "../../../components/alarm-monitor/use-live-refresh";
import { WidgetNotice, WidgetQuery } from "./widget-state";

/** SHELVED_POINTS: the alarm points shelved now, until when, by whom and why; holders of ALARM_SHELVE end one here. */
export function ShelvedPointsWidget({ denied }: { denied: string | null }) {
  const { t } = useTranslation();
  const query = useShelvedPoints(!denied);
  useLiveRefresh(!denied);
  const mayUnshelve = useCurrentUser()?.authorities.includes("ALARM_SHELVE") ?? false;
  const unshelve = useUnshelvePoint();
  const showFailure = useFailureToast();
  return (
    <WidgetQuery query={query} denied={denied} shape="list">
      {(shelved) =>
        shelved.items.length === 0 ? (
          <WidgetNotice icon="pi-check-circle" text={t("dashboard.shelved.empty")} />
        ) : (
          <ul className="bare-list stack gap-s dashboard-shelved">
            {shelved.items.map((shelf) => (
              <li key={shelf.alarmPointId} className="row wrap gap-s">
                <span className="stack gap-xs grow">
                  <strong className="breakable">{shelf.name}</strong>
                  <span className="muted breakable">
                    {t("dashboard.shelved.until", { until: formatDateTime(shelf.shelvedUntil), user: shelf.shelvedBy })} · {shelf.reason}
                  </span>
                </span>
                {mayUnshelve && (
                  <Button
                    type="button"
                    size="small"
                    outlined
                    icon="pi pi-play-circle"
                    label={t("shelving.unshelve")}
                    aria-label={t("dashboard.shelved.unshelveNamed", { name: shelf.name })}
                    loading={unshelve.isPending && unshelve.variables === shelf.alarmPointId}
                    onClick={() => unshelve.mutate(shelf.alarmPointId, { onError: showFailure })}
                  />
                )}
              </li>
            ))}
          </ul>
        )
      }
    </WidgetQuery>
  );
}
