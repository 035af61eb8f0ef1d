import { useTranslation } from "react-i18next";
import { browserTimeZone } from "../../../components/calendar-editor/date-text";
import { daysBetween } from "../../../components/on-call/coverage-summary";
import { OnCallState, useScheduleAdmin } from "../../../components/on-call/on-call-state";
import { useScheduleCoverage } from "../api/schedule-coverage";
import type { SavedSchedule } from "../model/schedule-kind";
import { StandbyCoverageList, TeamCoverageList } from "./coverage-lists";
import type { AnyScheduleKind } from "./schedule-kinds";
import "../../../components/on-call/on-call.css";

/** Where the saved schedule leaves people unreached in the next days: gaps of its alarm points, or devices its participants lack. */
export function ScheduleCoverage({ kind, schedule }: { kind: AnyScheduleKind; schedule: SavedSchedule }) {
  const { t } = useTranslation();
  const coverage = useScheduleCoverage(kind.api, schedule.id);
  const allowed = useScheduleAdmin();
  const zone = browserTimeZone();
  return (
    <section className="object-editor__section schedule-coverage stack gap-m" aria-labelledby="schedule-coverage-title" aria-busy={coverage.isFetching}>
      <h3 id="schedule-coverage-title">{t("rotationSchedules.coverage.title")}</h3>
      <OnCallState query={coverage} allowed={allowed} errorTitle={t("rotationSchedules.coverage.loadError")}>
        {(answer) => {
          const days = daysBetween(answer.coverage.from, answer.coverage.to);
          return (
            <>
              <p className="object-editor__text muted">{t(`rotationSchedules.coverage.${answer.kind}Hint`, { days })}</p>
              {schedule.timeZone !== zone && <p className="object-editor__text muted">{t("onCall.timeZone", { zone, orgZone: schedule.timeZone })}</p>}
              {answer.kind === "standby" ? (
                <StandbyCoverageList coverage={answer.coverage} days={days} zone={zone} />
              ) : (
                <TeamCoverageList coverage={answer.coverage} days={days} zone={zone} />
              )}
            </>
          );
        }}
      </OnCallState>
    </section>
  );
}
