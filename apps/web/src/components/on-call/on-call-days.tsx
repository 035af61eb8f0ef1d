import type { AlarmPointOnCall, OnCallInterval, OnCallPerson } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { browserTimeZone } from "../calendar-editor/date-text";
import { coverageSummary, daysBetween } from "./coverage-summary";
import { DayHeading } from "./day-heading";
import { groupByDay } from "./day-groups";
import { OnCallSegment } from "./on-call-segment";

interface OnCallDaysProps {
  onCall: AlarmPointOnCall;
  onOverride?: (person: OnCallPerson, interval: OnCallInterval) => void;
}

/**
 * An alarm point's next days as intervals grouped by the viewer's days (an interval across
 * midnight shows on both), with the coverage gaps counted on top and marked in the danger colour.
 */
export function OnCallDays({ onCall, onOverride }: OnCallDaysProps) {
  const { t } = useTranslation();
  const zone = browserTimeZone();
  const days = daysBetween(onCall.from, onCall.to);
  const summary = coverageSummary(onCall.intervals, days);
  const groups = groupByDay(onCall.intervals, zone);
  const covered = summary.values.count === 0;

  return (
    <div className="on-call-timeline stack gap-m">
      <p className={`on-call-summary cluster gap-s${covered ? "" : " on-call-summary--gaps"}`} role="status">
        <i className={`pi ${covered ? "pi-check-circle" : "pi-exclamation-triangle"}`} aria-hidden="true" />
        {t(summary.key, summary.values)}
      </p>
      {onCall.timeZone !== zone && <p className="muted">{t("onCall.timeZone", { zone, orgZone: onCall.timeZone })}</p>}
      {groups.length === 0 ? (
        <p className="muted">{t("onCall.empty", { days })}</p>
      ) : (
        groups.map((group) => (
          <section key={group.day} className="on-call-day stack gap-s">
            <DayHeading day={group.day} />
            <ul className="bare-list stack gap-s">
              {group.segments.map((segment) => (
                <OnCallSegment key={`${segment.from}-${segment.item.from}`} segment={segment} onOverride={onOverride} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
