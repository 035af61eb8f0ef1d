import type { StandbyCoverage, TeamCoverage } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { DayHeading } from "../../../components/on-call/day-heading";
import { groupByDay } from "../../../components/on-call/day-groups";
import { participantsLackingDevices, periodText, pointCoverages } from "../model/coverage";
import { DEVICE_ICONS } from "./schedule-kinds";

interface ListProps<C> {
  coverage: C;
  days: number;
  zone: string;
}

/** The green "covered" line, or the red count of gaps. */
function CoverageLine({ covered, text }: { covered: boolean; text: string }) {
  return (
    <p className={`on-call-summary cluster gap-s${covered ? "" : " on-call-summary--gaps"}`}>
      <i className={`pi ${covered ? "pi-check-circle" : "pi-exclamation-triangle"}`} aria-hidden="true" />
      {text}
    </p>
  );
}

/** Per alarm point using the standby schedule: covered, or its gaps by the viewer's days with their hours and why. */
export function StandbyCoverageList({ coverage, days, zone }: ListProps<StandbyCoverage>) {
  const { t } = useTranslation();
  const points = pointCoverages(coverage);
  if (points.length === 0) return <p className="object-editor__text muted">{t("rotationSchedules.coverage.standbyEmpty")}</p>;
  return (
    <ul className="bare-list stack gap-l">
      {points.map((point) => (
        <li key={point.alarmPointId} className="schedule-coverage__item stack gap-s">
          <h4 className="schedule-coverage__name breakable">{point.name}</h4>
          {point.gaps.length === 0 ? (
            <CoverageLine covered text={t("rotationSchedules.coverage.covered", { days })} />
          ) : (
            <>
              <CoverageLine covered={false} text={t("rotationSchedules.coverage.gaps", { days, count: point.gaps.length })} />
              {groupByDay(point.gaps, zone).map((group) => (
                <div key={group.day} className="on-call-day stack gap-xs">
                  <DayHeading day={group.day} />
                  <ul className="bare-list stack gap-xs">
                    {group.segments.map((segment) => (
                      <li key={segment.from} className="on-call-segment on-call-segment--gap row gap-l">
                        <span className="on-call-segment__hours">
                          {segment.fromTime}–{segment.toTime}
                        </span>
                        <span className="on-call-segment__gap breakable">{segment.item.reasons.map((reason) => t(`onCall.gaps.${reason}`)).join("; ")}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Per participant assigned the team schedule who lacks a device it asks for: which, for which event, when; or that everyone has them. */
export function TeamCoverageList({ coverage, days, zone }: ListProps<TeamCoverage>) {
  const { t } = useTranslation();
  if (coverage.participants.length === 0) return <p className="object-editor__text muted">{t("rotationSchedules.coverage.teamEmpty")}</p>;
  const lacking = participantsLackingDevices(coverage);
  if (lacking.length === 0) return <CoverageLine covered text={t("rotationSchedules.coverage.allDevices", { days })} />;
  return (
    <>
      <CoverageLine covered={false} text={t("rotationSchedules.coverage.lacking", { count: lacking.length, total: coverage.participants.length, days })} />
      <ul className="bare-list stack gap-m">
        {lacking.map((person) => (
          <li key={person.participantId} className="schedule-coverage__item stack gap-xs">
            <h4 className="schedule-coverage__name breakable">{person.name}</h4>
            <ul className="bare-list stack gap-xs">
              {person.missing.map((group) => (
                <li key={`${group.deviceType}-${group.eventName}`} className="on-call-segment on-call-segment--gap stack gap-xs">
                  <span className="on-call-segment__gap cluster gap-s breakable">
                    <i className={`pi ${DEVICE_ICONS[group.deviceType]}`} aria-hidden="true" />
                    {t("rotationSchedules.coverage.missingDevice", { device: t(`participants.deviceTypes.${group.deviceType}`), event: group.eventName })}
                  </span>
                  <ul className="schedule-coverage__periods bare-list cluster wrap">
                    {group.periods.map((period) => (
                      <li key={period.from}>{periodText(period.from, period.to, zone)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
