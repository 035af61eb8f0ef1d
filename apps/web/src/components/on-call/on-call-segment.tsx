import type { OnCallInterval, OnCallPerson as Person } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import type { DaySegment } from "./day-groups";
import { OnCallPerson } from "./on-call-person";

interface OnCallSegmentProps {
  segment: DaySegment<OnCallInterval>;
  onOverride?: (person: Person, interval: OnCallInterval) => void;
}

/** What decided the plan: schedule › week group › event, or the alarm point's own plan. */
function DecidedBy({ interval }: { interval: OnCallInterval }) {
  const { t } = useTranslation();
  const decision = interval.decidedBy;
  if (!decision) return <span className="muted">{t("onCall.interval.ownPlan")}</span>;
  return (
    <span className="muted breakable">
      {t("onCall.interval.decidedBy", { schedule: decision.scheduleName, week: decision.weekGroupOrder, event: decision.eventName })}
    </span>
  );
}

/** The part of one interval on one day: its hours, the plan and who is reached, or the gap and why. */
export function OnCallSegment({ segment, onOverride }: OnCallSegmentProps) {
  const { t } = useTranslation();
  const interval = segment.item;
  const gap = interval.gap;
  return (
    <li className={`on-call-segment row gap-l${gap ? " on-call-segment--gap" : ""}`}>
      <span className="on-call-segment__hours">
        {segment.continued && <i className="pi pi-angle-double-up" title={t("onCall.interval.continued")} aria-label={t("onCall.interval.continued")} />}
        {segment.fromTime}–{segment.toTime}
        {segment.continues && <i className="pi pi-angle-double-down" title={t("onCall.interval.continues")} aria-label={t("onCall.interval.continues")} />}
      </span>
      <div className="stack gap-xs grow">
        <div className="cluster gap-m wrap">
          <strong className="breakable">{interval.planName ?? t("onCall.interval.noPlan")}</strong>
          {interval.planId !== null && <DecidedBy interval={interval} />}
        </div>
        {gap && (
          <span className="on-call-segment__gap cluster gap-s">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            {t("onCall.gaps.title")}: {t(`onCall.gaps.${gap}`)}
          </span>
        )}
        {interval.people.length > 0 && (
          <ul className="bare-list stack gap-xs">
            {interval.people.map((person) => (
              <OnCallPerson
                key={`${person.rank}-${person.participantId}`}
                person={person}
                onOverride={onOverride && ((chosen) => onOverride(chosen, interval))}
              />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
