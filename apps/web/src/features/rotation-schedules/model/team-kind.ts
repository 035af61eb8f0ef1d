import type { DeviceType, ParticipantRotational } from "@alarm/contract";
import type { EventErrors } from "./rotation-event";
import type { ScheduleKindModel } from "./schedule-kind";

type TeamEvent = ParticipantRotational["participantWeekGroups"][number]["events"][number];

/** What a team media event adds: the kind of device the participants are reached on, and a note with it. */
export interface TeamExtra {
  callingDeviceType: DeviceType;
  message: string;
}

export const MESSAGE_MAX = 500;

export const teamKind: ScheduleKindModel<
  ParticipantRotational,
  TeamEvent,
  TeamExtra,
  { device: { callingDeviceType: DeviceType; message: string | null } },
  "participantWeekGroups"
> = {
  name: "team",
  path: "/participant-rotationals",
  objectType: "PARTICIPANT_ROTATIONAL",
  groupsField: "participantWeekGroups",
  groupsOf: (schedule) => schedule.participantWeekGroups,
  extraOf: (event) => ({ callingDeviceType: event.device.callingDeviceType, message: event.device.message ?? "" }),
  newExtra: () => ({ callingDeviceType: "SMS", message: "" }),
  checkExtra: (extra) => {
    const errors: EventErrors = {};
    if (extra.message.trim().length > MESSAGE_MAX) errors.message = { key: "rotationSchedules.errors.tooLong", values: { max: MESSAGE_MAX } };
    return errors;
  },
  changeOf: (extra) => ({ device: { callingDeviceType: extra.callingDeviceType, message: extra.message.trim() || null } }),
  usage: { type: "PARTICIPANT" },
};
