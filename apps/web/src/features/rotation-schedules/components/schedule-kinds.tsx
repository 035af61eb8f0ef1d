import { DEVICE_TYPES, type AlarmRotational, type DeviceType, type ParticipantRotational } from "@alarm/contract";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { standbyApi, teamApi, type ScheduleApi } from "../api/schedule-api";
import type { EventErrors } from "../model/rotation-event";
import type { SavedRotationEvent, SavedSchedule, ScheduleKindModel } from "../model/schedule-kind";
import { standbyKind, type StandbyExtra } from "../model/standby-kind";
import { teamKind, type TeamExtra } from "../model/team-kind";
import { StandbyEventFields } from "./standby-event-fields";
import { TeamEventFields } from "./team-event-fields";

/** How an event's block looks in the week: its colour, what it says, and an icon for its kind. */
export interface BlockLook {
  colour: string;
  label: string;
  icon?: string;
}

export interface EventFieldsProps<X> {
  extra: X;
  edit: (extra: X) => void;
  errorOf: (field: string) => string | undefined;
  /** The schedule's organization: pickers offer what it may name. */
  orgId: number | null;
}

/** One kind of schedule in the console: its data (model, api), texts, look and the event fields it adds. */
export interface ScheduleKindView<S extends SavedSchedule, X> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: ScheduleKindModel<S, any, X, unknown>;
  api: ScheduleApi<S>;
  /** The translation section of the kind's screen. */
  section: "rotationSchedules.standby" | "rotationSchedules.team";
  /** The audit log's name of the kind's table. */
  table: "alarm_rotationals" | "participant_rotationals";
  route: string;
  icon: string;
  /** The column chooser's name in localStorage `columns.<table>`. */
  columnsTable: string;
  /** Fields of the event dialog in the order shown, with the input their problem is announced on. */
  fieldIds: Readonly<Record<string, string>>;
  EventFields: (props: EventFieldsProps<X>) => ReactNode;
  /** An event in force the whole week whatever its days and times (a standby group's standard event). */
  wholeWeek?: (extra: X) => boolean;
  look: (extra: X, t: TFunction) => BlockLook;
  /** Entries of the legend under the week beside the holiday marks. */
  legend: (t: TFunction) => BlockLook[];
}

// Any kind, for components that pass a kind through without looking at what it adds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScheduleKind = ScheduleKindView<any, any>;
export type { EventErrors, SavedRotationEvent };

/** Plans are told apart by colour: the same plan has the same colour in every group. */
const PLAN_COLOURS = ["#2563eb", "#059669", "#d97706", "#7c3aed", "#db2777", "#0891b2", "#65a30d", "#b45309"];
const DEVICE_COLOURS: Record<DeviceType, string> = { VOICE: "#dc2626", SMS: "#2563eb", EMAIL: "#059669", PUSH: "#7c3aed", APP: "#d97706" };
export const DEVICE_ICONS: Record<DeviceType, string> = { VOICE: "pi-phone", SMS: "pi-comment", EMAIL: "pi-envelope", PUSH: "pi-bell", APP: "pi-mobile" };

export const STANDBY_SCHEDULES: ScheduleKindView<AlarmRotational, StandbyExtra> = {
  model: standbyKind,
  api: standbyApi,
  section: "rotationSchedules.standby",
  table: "alarm_rotationals",
  route: "/standby-schedules",
  icon: "pi-calendar-clock",
  columnsTable: "standbySchedules",
  fieldIds: { alarmplanId: "rotation-event-plan", alarmpointId: "rotation-event-point" },
  EventFields: StandbyEventFields,
  wholeWeek: (extra) => extra.standard,
  look: (extra, t) => ({
    colour: PLAN_COLOURS[(extra.alarmplanId ?? 0) % PLAN_COLOURS.length] ?? PLAN_COLOURS[0]!,
    label: `${extra.alarmplanName ?? t("rotationSchedules.standbyEvent.noPlan")} · ${extra.alarmpointName ?? t("rotationSchedules.standbyEvent.everyPoint")}`,
    icon: extra.standard ? "pi-star-fill" : undefined,
  }),
  legend: (t) => [{ colour: "transparent", label: t("rotationSchedules.standbyEvent.standard"), icon: "pi-star-fill" }],
};

export const TEAM_SCHEDULES: ScheduleKindView<ParticipantRotational, TeamExtra> = {
  model: teamKind,
  api: teamApi,
  section: "rotationSchedules.team",
  table: "participant_rotationals",
  route: "/team-schedules",
  icon: "pi-calendar",
  columnsTable: "teamSchedules",
  fieldIds: { callingDeviceType: "rotation-event-device", message: "rotation-event-message" },
  EventFields: TeamEventFields,
  look: (extra, t) => ({
    colour: DEVICE_COLOURS[extra.callingDeviceType],
    label: extra.message.trim()
      ? `${t(`participants.deviceTypes.${extra.callingDeviceType}`)} · ${extra.message.trim()}`
      : t(`participants.deviceTypes.${extra.callingDeviceType}`),
    icon: DEVICE_ICONS[extra.callingDeviceType],
  }),
  legend: (t) => DEVICE_TYPES.map((type) => ({ colour: DEVICE_COLOURS[type], label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] })),
};
