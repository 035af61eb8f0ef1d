import type { AlarmDetails, LinkedAlarm } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAlarmRoute } from "./use-alarm-route";
import { AlarmStatusTag } from "../../../components/alarm-status/status-tag";

/** A follow-up alarm's initiator and the follow-ups an alarm raised (consequential triggers), each a link to its details. */
export function LinkedAlarms({ details }: { details: Pick<AlarmDetails, "initiator" | "followUps"> }) {
  const { t } = useTranslation();
  const { detailsHref } = useAlarmRoute();
  if (!details.initiator && details.followUps.length === 0) return null;
  const linkTo = (alarm: LinkedAlarm) => (
    <li key={alarm.id} className="cluster gap-s">
      <AlarmStatusTag status={alarm.status} />
      <Link to={detailsHref(alarm.id)} data-testid={`linked-alarm-${alarm.id}`}>
        {t("alarmTable.linked.alarm", { name: alarm.name, id: alarm.id })}
      </Link>
    </li>
  );
  return (
    <section className="stack gap-s" aria-label={t("alarmTable.linked.title")} data-testid="linked-alarms">
      {details.initiator && (
        <div className="stack gap-xs">
          <h4 className="flush">{t("alarmTable.linked.initiator")}</h4>
          <ul className="list-none p-0 m-0 stack gap-xs">{linkTo(details.initiator)}</ul>
        </div>
      )}
      {details.followUps.length > 0 && (
        <div className="stack gap-xs">
          <h4 className="flush">{t("alarmTable.linked.followUps")}</h4>
          <ul className="list-none p-0 m-0 stack gap-xs">{details.followUps.map(linkTo)}</ul>
        </div>
      )}
    </section>
  );
}
