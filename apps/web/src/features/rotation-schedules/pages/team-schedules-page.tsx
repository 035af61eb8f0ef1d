import { SchedulesPage } from "../components/schedules-page";
import { TEAM_SCHEDULES } from "../components/schedule-kinds";

/** /team-schedules: on which kind of device participants are reached when, week group by week group. */
export function TeamSchedulesPage() {
  return <SchedulesPage kind={TEAM_SCHEDULES} />;
}
