import type { AlarmRotational } from "@alarm/contract";
import type { EventErrors } from "./rotation-event";
import type { ScheduleKindModel } from "./schedule-kind";

type StandbyEvent = AlarmRotational["alarmPointWeekGroups"][number]["events"][number];

/** What a standby event adds: the alarm point it serves (every point of the schedule when none), the plan in force, and whether it is the group's fallback. */
export interface StandbyExtra {
  alarmpointId: number | null;
  alarmpointName: string | null;
  alarmplanId: number | null;
  alarmplanName: string | null;
  standard: boolean;
}

export const standbyKind: ScheduleKindModel<
  AlarmRotational,
  StandbyEvent,
  StandbyExtra,
  { alarmpointId: number | null; alarmplanId: number; standard: boolean },
  "alarmPointWeekGroups"
> = {
  name: "standby",
  path: "/alarm-rotationals",
  objectType: "ALARM_ROTATIONAL",
  groupsField: "alarmPointWeekGroups",
  groupsOf: (schedule) => schedule.alarmPointWeekGroups,
  extraOf: (event) => ({
    alarmpointId: event.alarmpointId,
    alarmpointName: event.alarmpointName,
    alarmplanId: event.alarmplanId,
    alarmplanName: event.alarmplanName,
    standard: event.standard,
  }),
  newExtra: () => ({ alarmpointId: null, alarmpointName: null, alarmplanId: null, alarmplanName: null, standard: false }),
  checkExtra: (extra) => {
    const errors: EventErrors = {};
    if (extra.alarmplanId === null) errors.alarmplanId = { key: "rotationSchedules.errors.planRequired" };
    return errors;
  },
  changeOf: (extra) => ({ alarmpointId: extra.alarmpointId, alarmplanId: extra.alarmplanId ?? 0, standard: extra.standard }),
  usage: { type: "ALARMPOINT" },
};
