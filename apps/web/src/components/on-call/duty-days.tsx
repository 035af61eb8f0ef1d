import type { ParticipantOnCall } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { browserTimeZone } from "../calendar-editor/date-text";
import { daysBetween } from "./coverage-summary";
import { DayHeading } from "./day-heading";
import { groupByDay } from "./day-groups";
import { DeviceList } from "./device-list";

/** A participant's duties by the viewer's days: when, for which alarm point and plan, at which rank, on which devices. */
export function DutyDays({ onCall }: { onCall: ParticipantOnCall }) {
  const { t } = useTranslation();
  const groups = groupByDay(onCall.duties, browserTimeZone());
  if (groups.length === 0) return <p className="muted">{t("onCall.duties.empty", { days: daysBetween(onCall.from, onCall.to) })}</p>;
  return (
    <div className="stack gap-m">
      {groups.map((group) => (
        <section key={group.day} className="on-call-day stack gap-s">
          <DayHeading day={group.day} />
          <ul className="bare-list stack gap-s">
            {group.segments.map(({ item: duty, from, fromTime, toTime }) => (
              <li key={`${from}-${duty.alarmPointId}-${duty.planId}-${duty.rank}`} className="on-call-segment row gap-l">
                <span className="on-call-segment__hours">
                  {fromTime}–{toTime}
                </span>
                <div className="stack gap-xs grow">
                  <div className="cluster gap-m wrap">
                    <strong className="breakable">{duty.alarmPointName}</strong>
                    <span className="muted breakable">{t("onCall.duties.plan", { plan: duty.planName, rank: duty.rank })}</span>
                  </div>
                  {duty.missingDevice ? (
                    <span className="muted">{t("onCall.notes.noDeviceFor", { device: t(`participants.deviceTypes.${duty.missingDevice}`) })}</span>
                  ) : (
                    <DeviceList devices={duty.devices} />
                  )}
                  {duty.coveringFor && <span className="muted">{t("onCall.duties.coveringFor", { name: duty.coveringFor })}</span>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
