import { alarmRotational, participantRotational, type AlarmRotational, type ParticipantRotational } from "@alarm/contract";
import type { Schema } from "../../../lib/http";
import type { SavedSchedule, ScheduleKindName } from "../model/schedule-kind";

/** Where one kind of schedule lives on the server and in the query cache. */
export interface ScheduleApi<S extends SavedSchedule> {
  kind: ScheduleKindName;
  /** GET/POST/PUT/DELETE <path>, POST <path>/clone */
  path: "/alarm-rotationals" | "/participant-rotationals";
  listType: "ALARM_ROTATIONAL" | "PARTICIPANT_ROTATIONAL";
  /** Every query of the kind's screen starts with it. */
  queryKey: readonly string[];
  schema: Schema<S>;
}

export type StandbyApi = ScheduleApi<AlarmRotational>;
export type TeamApi = ScheduleApi<ParticipantRotational>;

export const standbyApi: StandbyApi = {
  kind: "standby",
  path: "/alarm-rotationals",
  listType: "ALARM_ROTATIONAL",
  queryKey: ["standby-schedules"],
  schema: alarmRotational,
};

export const teamApi: TeamApi = {
  kind: "team",
  path: "/participant-rotationals",
  listType: "PARTICIPANT_ROTATIONAL",
  queryKey: ["team-schedules"],
  schema: participantRotational,
};
