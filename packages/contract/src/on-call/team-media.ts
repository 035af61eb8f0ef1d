import type { OnCallDevice } from "./availability.js";
import { type Holidays, type RotationDuty, type RotationEvent, type RotationHeader, type RotationWeekGroup, rotationDutiesAt } from "./rotation-duties.js";

/** A team media event as the resolver reads it (ParticipantRotationEvent satisfies it). */
export interface TeamEvent extends RotationEvent {
  device: { callingDeviceType: string; message: string | null };
}

/** A team media schedule as the resolver reads it (ParticipantRotational satisfies it). */
export interface TeamSchedule extends RotationHeader {
  participantWeekGroups: readonly RotationWeekGroup<TeamEvent>[];
}

/** Which team event chose the device type. */
export interface TeamDecision {
  scheduleId: number;
  scheduleName: string;
  weekGroupOrder: number;
  eventId: number;
  eventName: string;
  deviceType: string;
  message: string | null;
}

export interface TeamDevices {
  /** in the participant's order; empty when the event's device type is not among them */
  devices: OnCallDevice[];
  /** null: no event in force, the usual devices */
  decidedBy: TeamDecision | null;
}

/** The team duty in force, remembered per schedule for the last instant: a plan's participants often share one schedule. */
const lastLookup = new WeakMap<TeamSchedule, { time: number; holidays: Holidays; duty: RotationDuty<TeamEvent> | undefined }>();
function teamDutyAt(schedule: TeamSchedule, instant: Date, holidays: Holidays): RotationDuty<TeamEvent> | undefined {
  const last = lastLookup.get(schedule);
  if (last && last.time === instant.getTime() && last.holidays === holidays) return last.duty;
  const [duty] = rotationDutiesAt(schedule, schedule.participantWeekGroups, instant, holidays);
  lastLookup.set(schedule, { time: instant.getTime(), holidays, duty });
  return duty;
}

/**
 * The devices of a participant at `instant` by their team media schedule: the first (by orderId)
 * active event with a duty running decides the device type, and the participant's devices of that
 * type are used in their order; with no schedule or no duty running, all their devices.
 */
export function teamDevicesAt(
  participant: { devices: readonly OnCallDevice[]; teamSchedule?: TeamSchedule | null },
  instant: Date,
  holidays: Holidays,
): TeamDevices {
  const schedule = participant.teamSchedule;
  const duty = schedule ? teamDutyAt(schedule, instant, holidays) : undefined;
  if (!schedule || !duty) return { devices: [...participant.devices], decidedBy: null };
  const { callingDeviceType, message } = duty.event.device;
  return {
    devices: participant.devices.filter((device) => device.type === callingDeviceType),
    decidedBy: {
      scheduleId: schedule.id,
      scheduleName: schedule.name,
      weekGroupOrder: duty.weekGroupOrder,
      eventId: duty.event.id,
      eventName: duty.event.name,
      deviceType: callingDeviceType,
      message,
    },
  };
}
