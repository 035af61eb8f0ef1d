import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { WindowCovers, WindowStateView } from "../../../components/maintenance/maintenance-parts";
import { maintenanceWindowsQueryOptions } from "../../../components/maintenance/maintenance-queries";
import { scheduleText } from "../../../components/maintenance/schedule-text";
import { sortWindows } from "../../../components/maintenance/window-order";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";

/** A link that looks like the theme's small outlined button. */
const LINK_BUTTON = "p-button p-component p-button-sm p-button-outlined";
const NO_UNDERLINE = { textDecoration: "none" };

/**
 * The Maintenance tab of a saved alarm point, read-only: the maintenance windows that cover it (its
 * own and its organizations'), with links to plan or change them on the maintenance screen.
 */
export function PointMaintenance({ alarmPointId, orgId }: { alarmPointId: number; orgId: number }) {
  const { t, i18n } = useTranslation();
  const windows = useQuery(maintenanceWindowsQueryOptions({ alarmPointId }));
  const now = new Date();

  let body;
  if (windows.isError) {
    body = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("maintenance.point.loadError")}
        text={isApiError(windows.error) ? windows.error.reason : undefined}
      >
        <Button type="button" label={t("maintenance.list.retry")} icon="pi pi-refresh" outlined onClick={() => void windows.refetch()} />
      </StateCard>
    );
  } else if (!windows.data) {
    body = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  } else if (windows.data.length === 0) {
    body = <StateCard icon="pi-wrench" title={t("maintenance.point.empty")} text={t("maintenance.point.emptyText")} />;
  } else {
    body = (
      <ul className="bare-list stack gap-s" aria-label={t("maintenance.point.listLabel")}>
        {sortWindows(windows.data, now).map((window) => (
          <li key={window.id} className="frame frame--padded row wrap spread gap-l" data-testid="point-maintenance-row">
            <div className="stack gap-xs">
              <Link to={`/maintenance-windows?id=${window.id}`} className="breakable">
                <strong>{window.name}</strong>
              </Link>
              <small>
                <WindowCovers window={window} />
              </small>
              <small className="muted">{scheduleText(window.schedule, t, i18n.language)}</small>
            </div>
            <WindowStateView window={window} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="stack gap-l" data-testid="point-maintenance" aria-labelledby="point-maintenance-title">
      <div className="cluster wrap spread gap-m">
        <div className="stack gap-xs">
          <h3 id="point-maintenance-title" className="card__title flush">
            {t("maintenance.point.title")}
          </h3>
          <p className="flush muted">{t("maintenance.point.hint")}</p>
        </div>
        <div className="row wrap gap-s">
          <Link
            className={LINK_BUTTON}
            style={NO_UNDERLINE}
            to={`/maintenance-windows?id=new&orgId=${orgId}&alarmPointId=${alarmPointId}`}
            data-testid="point-maintenance-plan"
          >
            <i className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            {t("maintenance.point.plan")}
          </Link>
          <Link className={LINK_BUTTON} style={NO_UNDERLINE} to="/maintenance-windows">
            <i className="p-button-icon p-button-icon-left pi pi-wrench" aria-hidden="true" />
            {t("maintenance.point.open")}
          </Link>
        </div>
      </div>
      {body}
    </section>
  );
}
