import { SchedulesPage } from "../components/schedules-page";
import { STANDBY_SCHEDULES } from "../components/schedule-kinds";

/** /standby-schedules: which alarm plan serves alarm points when, week group by week group. */
export function StandbySchedulesPage() {
  return <SchedulesPage kind={STANDBY_SCHEDULES} />;
}
