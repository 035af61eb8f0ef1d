import type { PARTICIPANT_LANGUAGES, Participant, ParticipantCreate, ParticipantUpdate } from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";
import { deviceFieldOf, deviceRowProblem, deviceRowsOf, MAX_DEVICES, MAX_MESSAGE_LENGTH, toDeviceRequests, type DeviceRow } from "./device-rows";

export type ParticipantLanguage = (typeof PARTICIPANT_LANGUAGES)[number];

/** What the participant editor holds while it is open. */
export interface ParticipantFormValues {
  name: string;
  surname: string;
  shortName: string;
  language: ParticipantLanguage;
  login: string;
  orgId: number | null;
  /** The team media schedule choosing the device by time; none: every device. */
  participantRotationalId: number | null;
  devices: DeviceRow[];
}

export type ParticipantField = "name" | "surname" | "shortName" | "language" | "login" | "orgId" | "participantRotationalId" | "devices";
export type DevicePart = "callingDeviceType" | "address" | "message";

/** A problem in words: a translation key with its values, or the server's own text. */
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };

export interface ParticipantFormErrors {
  fields: Partial<Record<ParticipantField, FieldMessage>>;
  /** Problems of device rows by their position in the list. */
  devices: Record<number, Partial<Record<DevicePart, FieldMessage>>>;
}

export const NAME_MAX_LENGTH = 100;
export const SHORT_NAME_MAX_LENGTH = 20;
export const LOGIN_MAX_LENGTH = 100;

const FIELDS: readonly ParticipantField[] = ["name", "surname", "shortName", "language", "login", "orgId", "participantRotationalId", "devices"];
const DEVICE_PARTS: readonly DevicePart[] = ["callingDeviceType", "address", "message"];

export function newParticipantForm(orgId: number | null): ParticipantFormValues {
  return { name: "", surname: "", shortName: "", language: "ENGLISH", login: "", orgId, participantRotationalId: null, devices: [] };
}

export function participantFormOf(participant: Participant): ParticipantFormValues {
  return {
    name: participant.name,
    surname: participant.surname,
    shortName: participant.shortName ?? "",
    language: participant.language,
    login: participant.login ?? "",
    orgId: participant.orgId,
    participantRotationalId: participant.participantRotationalId,
    devices: deviceRowsOf(participant.devices),
  };
}

export function hasErrors(errors: ParticipantFormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.devices).length > 0;
}

/** The translation key of a device address problem. */
export function deviceProblemKey(problem: string): string {
  return `participants.devices.problems.${problem}`;
}

/** The editor's own checks: required names, lengths, and every device address by the rule of its type. */
export function checkParticipantForm(values: ParticipantFormValues): ParticipantFormErrors {
  const errors: ParticipantFormErrors = { fields: {}, devices: {} };
  if (!values.name.trim()) errors.fields.name = { key: "participants.errors.nameRequired" };
  else if (values.name.trim().length > NAME_MAX_LENGTH) errors.fields.name = { key: "participants.errors.tooLong", values: { max: NAME_MAX_LENGTH } };
  if (!values.surname.trim()) errors.fields.surname = { key: "participants.errors.surnameRequired" };
  else if (values.surname.trim().length > NAME_MAX_LENGTH) errors.fields.surname = { key: "participants.errors.tooLong", values: { max: NAME_MAX_LENGTH } };
  if (values.shortName.trim().length > SHORT_NAME_MAX_LENGTH)
    errors.fields.shortName = { key: "participants.errors.tooLong", values: { max: SHORT_NAME_MAX_LENGTH } };
  if (values.login.trim().length > LOGIN_MAX_LENGTH) errors.fields.login = { key: "participants.errors.tooLong", values: { max: LOGIN_MAX_LENGTH } };
  if (values.orgId === null) errors.fields.orgId = { key: "participants.errors.organizationRequired" };
  if (values.devices.length > MAX_DEVICES) errors.fields.devices = { key: "participants.errors.tooManyDevices", values: { max: MAX_DEVICES } };
  values.devices.forEach((row, index) => {
    const problem = deviceRowProblem(row);
    const rowErrors: Partial<Record<DevicePart, FieldMessage>> = {};
    if (problem) rowErrors.address = { key: deviceProblemKey(problem), values: { max: 500 } };
    if (row.message.length > MAX_MESSAGE_LENGTH) rowErrors.message = { key: "participants.errors.tooLong", values: { max: MAX_MESSAGE_LENGTH } };
    if (Object.keys(rowErrors).length > 0) errors.devices[index] = rowErrors;
  });
  return errors;
}

export function toCreateRequest(values: ParticipantFormValues): ParticipantCreate {
  const shortName = values.shortName.trim();
  const login = values.login.trim();
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    shortName: shortName || null,
    language: values.language,
    login: login || null,
    orgId: values.orgId ?? 0,
    participantRotationalId: values.participantRotationalId,
    devices: toDeviceRequests(values.devices),
  };
}

export function toUpdateRequest(values: ParticipantFormValues, participant: Pick<Participant, "id" | "version">): ParticipantUpdate {
  const { orgId: _orgId, ...rest } = toCreateRequest(values);
  return { ...rest, id: participant.id, version: participant.version };
}

function messageOf(field: ParticipantField, problem: FieldProblem): FieldMessage {
  if (field === "login" && problem.code === "TAKEN") return { key: "participants.errors.loginTaken" };
  if (field === "login" && problem.code === "UNKNOWN_USER") return { key: "participants.errors.loginUnknownUser" };
  if (field === "participantRotationalId" && problem.code === "UNKNOWN_SCHEDULE") return { key: "participants.errors.teamScheduleUnknown" };
  if (problem.code === "OUTSIDE_ORGANIZATION") return { key: "errors.OUTSIDE_ORGANIZATION" };
  if ((field === "name" || field === "surname") && /required/i.test(problem.message)) return { key: `participants.errors.${field}Required` };
  return { text: problem.message };
}

/**
 * The server's field problems placed under the fields of the editor; `devices.N.address` goes to
 * row N. `null` when one belongs to no field there, so the failure is shown as a toast instead.
 */
export function serverParticipantErrors(details: readonly FieldProblem[]): ParticipantFormErrors | null {
  if (details.length === 0) return null;
  const errors: ParticipantFormErrors = { fields: {}, devices: {} };
  for (const problem of details) {
    const device = deviceFieldOf(problem.field);
    if (device) {
      const part = (DEVICE_PARTS as readonly string[]).includes(device.part) ? (device.part as DevicePart) : "address";
      const row = (errors.devices[device.index] ??= {});
      const known = problem.code && ["INVALID_PHONE", "INVALID_EMAIL", "INVALID_URL", "REQUIRED"].includes(problem.code);
      row[part] ??= known && part === "address" ? { key: deviceProblemKey(problem.code ?? "") } : { text: problem.message };
      continue;
    }
    const field = problem.field.split(".")[0] as ParticipantField;
    if (!FIELDS.includes(field)) return null;
    errors.fields[field] ??= messageOf(field, problem);
  }
  return errors;
}
