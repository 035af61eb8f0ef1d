import type { AlarmRow, TriggerAlarmResponse } from "@alarm/contract";
import { Button } from "primereact/button";
import { Sidebar } from "primereact/sidebar";
import { Skeleton } from "primereact/skeleton";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useAlarmDetails } from "../../../components/alarm-monitor/alarm-queries";
import type { AlarmSource } from "../model/alarm-tabs";
import { AlarmActions } from "./alarm-actions";
import { AlarmTimeline } from "./alarm-timeline";
import { DetailsSummary } from "./details-summary";
import { NotificationsList } from "./notifications-list";
import { RecipientsList } from "./recipients-list";
import { LinkedAlarms } from "./linked-alarms";
import { LocationSection } from "./location-section";
import { SourceSection } from "./source-section";

interface AlarmDetailsPanelProps {
  id: number;
  source: AlarmSource;
  onClose: () => void;
  onTriggered: (result: TriggerAlarmResponse) => void;
  /** The alarm as first read, once. */
  onArrived: (alarm: AlarmRow) => void;
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="alarm-details__skeleton stack" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Skeleton width="60%" height="2rem" />
      <Skeleton height="4rem" />
      <Skeleton width="40%" height="1.4rem" />
      {[1, 2, 3, 4].map((line) => (
        <Skeleton key={line} height="2.5rem" />
      ))}
    </div>
  );
}

/** The side panel of /alarm-table?id=: an alarm with its recipients, timeline and messages, and what can be done with it. */
export function AlarmDetailsPanel({ id, source, onClose, onTriggered, onArrived }: AlarmDetailsPanelProps) {
  const { t } = useTranslation();
  const details = useAlarmDetails(source, id);
  const arrived = details.data?.alarm;
  const announced = useRef(false);
  useEffect(() => {
    if (!arrived || announced.current) return;
    announced.current = true;
    onArrived(arrived);
  }, [arrived, onArrived]);
  const title = details.data ? t("alarmTable.details.titleOf", { id: details.data.alarm.id }) : t("alarmTable.details.title");

  let body;
  if (details.isError && !details.data) {
    body = isApiError(details.error, "NOT_FOUND") ? (
      <StateCard icon="pi-question-circle" title={t("alarmTable.details.notFound")} text={t("alarmTable.details.notFoundText")} />
    ) : (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("alarmTable.details.loadError")}
        text={isApiError(details.error) ? details.error.reason : undefined}
      >
        <Button label={t("alarmTable.table.retry")} icon="pi pi-refresh" outlined onClick={() => void details.refetch()} />
      </StateCard>
    );
  } else if (!details.data) {
    body = <DetailsSkeleton />;
  } else {
    const data = details.data;
    body = (
      <div className="alarm-details__body stack">
        <DetailsSummary details={data} />
        <AlarmActions details={data} onTriggered={onTriggered} />
        {data.location && <LocationSection location={data.location} />}
        <LinkedAlarms details={data} />
        {data.source && <SourceSection source={data.source} />}
        <section className="alarm-details__section" aria-labelledby="alarm-recipients-title">
          <h3 id="alarm-recipients-title">{t("alarmTable.details.recipients", { count: data.recipients.length })}</h3>
          <RecipientsList recipients={data.recipients} />
        </section>
        <section className="alarm-details__section" aria-labelledby="alarm-timeline-title">
          <h3 id="alarm-timeline-title">{t("alarmTable.details.timeline")}</h3>
          <AlarmTimeline entries={data.timeline} />
        </section>
        <section className="alarm-details__section" aria-labelledby="alarm-messages-title">
          <h3 id="alarm-messages-title">{t("alarmTable.details.notifications", { count: data.notifications.length })}</h3>
          <NotificationsList notifications={data.notifications} />
        </section>
      </div>
    );
  }

  return (
    <Sidebar visible position="right" onHide={onClose} className="alarm-details" header={<h2 className="alarm-details__title">{title}</h2>} aria-label={title}>
      {body}
    </Sidebar>
  );
}
