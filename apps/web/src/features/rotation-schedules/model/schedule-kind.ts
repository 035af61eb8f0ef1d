import type { DateRule, ObjectType } from "@alarm/contract";
import type { EventErrors } from "./rotation-event";

/** A saved event as both kinds of schedules answer it: its header and date rule, and the kind's own fields. */
export interface SavedRotationEvent {
  id: number;
  version: number;
  name: string;
  isActive: boolean;
  dateRule: DateRule;
}

export interface SavedWeekGroup<Ev extends SavedRotationEvent> {
  id: number;
  version: number;
  orderId: number;
  events: Ev[];
}

/** A saved schedule's header, common to both kinds. */
export interface SavedSchedule {
  id: number;
  version: number;
  name: string;
  description: string | null;
  orgId: number;
  orgName: string;
  validFrom: string;
  timeZone: string;
}

export type ScheduleKindName = "standby" | "team";
export type WeekGroupsField = "alarmPointWeekGroups" | "participantWeekGroups";

/**
 * What differs between standby schedules and team media schedules in the data: where the week
 * groups are, what an event adds to the date rule (`X` while editing, `Change` when sent), and how
 * the schedule's usage is listed.
 */
export interface ScheduleKindModel<S extends SavedSchedule, Ev extends SavedRotationEvent, X, Change, G extends WeekGroupsField = WeekGroupsField> {
  name: ScheduleKindName;
  /** REST path: /alarm-rotationals, /participant-rotationals. */
  path: string;
  objectType: Extract<ObjectType, "ALARM_ROTATIONAL" | "PARTICIPANT_ROTATIONAL">;
  /** The field of the schedule holding its week groups. */
  groupsField: G;
  groupsOf: (schedule: S) => SavedWeekGroup<Ev>[];
  extraOf: (event: Ev) => X;
  newExtra: () => X;
  checkExtra: (extra: X) => EventErrors;
  changeOf: (extra: X) => Change;
  /** The objects using a schedule, through POST /list/membership. */
  usage: { type: ObjectType };
}
