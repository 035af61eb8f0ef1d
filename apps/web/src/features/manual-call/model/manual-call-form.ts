import { ALARM_POINT_DEFAULTS, type MediaUsageType, type TriggerAlarmRequest } from "@alarm/contract";
import { LIMITS } from "../../../components/alarm-definition-fields/form-model";
import { checkDelay, checkTriggerText, checkWholeNumber, delayOf, required, tooLong } from "../../../components/alarm-trigger/trigger-checks";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";
import type { FieldProblem } from "../../../lib/api-error";

/** A manual call being written: who is called, what they are told, and how it escalates. */
export interface ManualCallForm {
  name: string;
  orgId: number | null;
  /** The organization's name, for the text preview. */
  orgName: string;
  recipients: SelectedParticipantEntry[];
  text: string;
  textTemplateId: number | null;
  speechText: string;
  priority: number | null;
  confirmPriority: number | null;
  localAcknowledgeTime: number | null;
  countRepeat: number | null;
  repeatBetween: number | null;
  mediaUsageType: MediaUsageType;
  delayMinutes: number | null;
}

export type ManualCallField = Exclude<keyof ManualCallForm, "orgName">;
export type ManualCallErrors = Partial<Record<ManualCallField, FieldMessage>>;

/** The alarm point defaults (docs/domain-rules.md#defaults), filed under the current organization. */
export function newManualCallForm(organization: { id: number; name: string } | null): ManualCallForm {
  return {
    name: "",
    orgId: organization?.id ?? null,
    orgName: organization?.name ?? "",
    recipients: [],
    text: "",
    textTemplateId: null,
    speechText: "",
    priority: ALARM_POINT_DEFAULTS.priority,
    confirmPriority: ALARM_POINT_DEFAULTS.confirmPriority,
    localAcknowledgeTime: ALARM_POINT_DEFAULTS.localAcknowledgeTime,
    countRepeat: ALARM_POINT_DEFAULTS.countRepeat,
    repeatBetween: ALARM_POINT_DEFAULTS.repeatBetween,
    mediaUsageType: "ALL",
    delayMinutes: null,
  };
}

/**
 * How many participants the choice reaches at most: the participants plus the members of the
 * groups (someone in two of them counts twice). Null while a chosen group's size is unknown.
 */
export function reachableCount(recipients: readonly SelectedParticipantEntry[], groupSizes: ReadonlyMap<number, number> | undefined): number | null {
  let count = 0;
  for (const entry of recipients) {
    if (entry.participantId !== null) count += 1;
    else if (entry.participantGroupId !== null) {
      const size = groupSizes?.get(entry.participantGroupId);
      if (size === undefined) return null;
      count += size;
    }
  }
  return count;
}

/** The form's own checks; `reachable` (see reachableCount) bounds the confirmations asked for. */
export function checkManualCallForm(form: ManualCallForm, reachable: number | null): ManualCallErrors {
  const errors: ManualCallErrors = {};
  const set = (field: ManualCallField, message: FieldMessage | undefined) => {
    if (message) errors[field] = message;
  };
  if (!form.name.trim()) errors.name = required;
  else if (form.name.trim().length > LIMITS.name) errors.name = tooLong(LIMITS.name);
  if (form.orgId === null) errors.orgId = { key: "manualCall.errors.organizationRequired" };
  if (form.recipients.length === 0) errors.recipients = { key: "manualCall.errors.recipientsRequired" };
  set("text", checkTriggerText(form.text));
  set("speechText", checkTriggerText(form.speechText));
  for (const field of ["priority", "confirmPriority", "localAcknowledgeTime", "countRepeat", "repeatBetween"] as const) {
    set(field, checkWholeNumber(form[field], LIMITS[field].min, LIMITS[field].max));
  }
  if (!errors.confirmPriority && !errors.recipients && reachable !== null && form.confirmPriority !== null && form.confirmPriority > reachable) {
    errors.confirmPriority = { key: "manualCall.errors.confirmPriorityUnreachable", values: { count: reachable } };
  }
  set("delayMinutes", checkDelay(form.delayMinutes));
  return errors;
}

const orNull = (text: string) => text.trim() || null;
const ids = (values: (number | null)[]) => values.filter((id): id is number => id !== null);

/** POST /alarm-trigger for a valid form. */
export function toManualCallRequest(form: ManualCallForm): TriggerAlarmRequest {
  const delayMinutes = delayOf(form.delayMinutes);
  return {
    manualCall: {
      name: form.name.trim(),
      orgId: form.orgId ?? 0,
      participantIds: ids(form.recipients.map((entry) => entry.participantId)),
      participantGroupIds: ids(form.recipients.map((entry) => entry.participantGroupId)),
      text: orNull(form.text),
      speechText: orNull(form.speechText),
      textTemplateId: form.textTemplateId,
      priority: form.priority ?? ALARM_POINT_DEFAULTS.priority,
      confirmPriority: form.confirmPriority ?? ALARM_POINT_DEFAULTS.confirmPriority,
      localAcknowledgeTime: form.localAcknowledgeTime ?? ALARM_POINT_DEFAULTS.localAcknowledgeTime,
      countRepeat: form.countRepeat ?? ALARM_POINT_DEFAULTS.countRepeat,
      repeatBetween: form.repeatBetween ?? ALARM_POINT_DEFAULTS.repeatBetween,
      mediaUsageType: form.mediaUsageType,
    },
    ...(delayMinutes ? { delayMinutes } : {}),
  };
}

const FIELD_OF: Record<string, ManualCallField> = {
  name: "name",
  orgId: "orgId",
  participantIds: "recipients",
  participantGroupIds: "recipients",
  text: "text",
  textTemplateId: "textTemplateId",
  speechText: "speechText",
  priority: "priority",
  confirmPriority: "confirmPriority",
  localAcknowledgeTime: "localAcknowledgeTime",
  countRepeat: "countRepeat",
  repeatBetween: "repeatBetween",
  mediaUsageType: "mediaUsageType",
  delayMinutes: "delayMinutes",
};

const MESSAGE_OF_CODE: Record<string, string> = {
  UNKNOWN_ORGANIZATION: "manualCall.errors.unknownOrganization",
  UNKNOWN_PARTICIPANT: "manualCall.errors.unknownParticipant",
  UNKNOWN_GROUP: "manualCall.errors.unknownGroup",
  UNKNOWN_TEXT_TEMPLATE: "manualCall.errors.unknownTextTemplate",
};

/** The form field a server problem belongs to: manualCall.participantIds is the recipients. */
function fieldOf(problem: FieldProblem): ManualCallField | undefined {
  const [first, second] = problem.field.split(".");
  return FIELD_OF[(first === "manualCall" ? second : first) ?? ""];
}

function messageOf(field: ManualCallField, problem: FieldProblem): FieldMessage {
  const key = problem.code ? MESSAGE_OF_CODE[problem.code] : undefined;
  if (key) return { key, values: { reason: problem.message } };
  if (field === "recipients" && problem.code === "REQUIRED") return { key: "manualCall.errors.recipientsRequired" };
  if (problem.code === "OUTSIDE_ORGANIZATION")
    return { key: field === "recipients" ? "manualCall.errors.recipientsOutsideOrganization" : "manualCall.errors.textTemplateOutsideOrganization" };
  return { text: problem.message };
}

/** The server's field problems placed under the form's fields; null when one belongs to no field here. */
export function serverManualCallErrors(details: readonly FieldProblem[]): ManualCallErrors | null {
  if (details.length === 0) return null;
  const errors: ManualCallErrors = {};
  for (const problem of details) {
    const field = fieldOf(problem);
    if (!field) return null;
    errors[field] ??= messageOf(field, problem);
  }
  return errors;
}
