import type { ParticipantGroup, ParticipantGroupCreate, ParticipantGroupUpdate } from "@alarm/contract";
import { entryOfParticipant, type SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";
import type { FieldProblem } from "../../../lib/api-error";

/** What the group editor holds while it is open. */
export interface GroupFormValues {
  name: string;
  description: string;
  orgId: number | null;
  /** The members in their order. */
  members: SelectedParticipantEntry[];
}

export type GroupField = "name" | "description" | "orgId" | "members";
/** A problem in words: a translation key with its values, or the server's own text. */
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };
export type GroupFormErrors = Partial<Record<GroupField, FieldMessage>>;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export function newGroupForm(orgId: number | null): GroupFormValues {
  return { name: "", description: "", orgId, members: [] };
}

export function groupFormOf(group: ParticipantGroup): GroupFormValues {
  const members = [...group.members]
    .sort((a, b) => a.orderId - b.orderId)
    .map((member, index) => entryOfParticipant({ id: member.participantId, fullName: member.fullName, shortName: member.shortName }, index + 1));
  return { name: group.name, description: group.description ?? "", orgId: group.orgId, members };
}

export function checkGroupForm(values: GroupFormValues, mode: "create" | "edit"): GroupFormErrors {
  const errors: GroupFormErrors = {};
  if (!values.name.trim()) errors.name = { key: "participantGroups.errors.nameRequired" };
  else if (values.name.trim().length > NAME_MAX) errors.name = { key: "participantGroups.errors.tooLong", values: { max: NAME_MAX } };
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = { key: "participantGroups.errors.tooLong", values: { max: DESCRIPTION_MAX } };
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "participantGroups.errors.organizationRequired" };
  return errors;
}

const memberIdsOf = (values: GroupFormValues) => values.members.flatMap((entry) => (entry.participantId === null ? [] : [entry.participantId]));

export function toCreateRequest(values: GroupFormValues): ParticipantGroupCreate {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description || null, orgId: values.orgId ?? 0, memberIds: memberIdsOf(values) };
}

export function toUpdateRequest(values: GroupFormValues, group: Pick<ParticipantGroup, "id" | "version">): ParticipantGroupUpdate {
  const description = values.description.trim();
  return { id: group.id, version: group.version, name: values.name.trim(), description: description || null, memberIds: memberIdsOf(values) };
}

const FIELD_OF: Record<string, GroupField> = { name: "name", description: "description", orgId: "orgId", memberIds: "members" };

function messageOf(field: GroupField, problem: FieldProblem): FieldMessage {
  if (field === "name" && /required/i.test(problem.message)) return { key: "participantGroups.errors.nameRequired" };
  if (field === "members" && problem.code === "UNKNOWN_PARTICIPANT")
    return { key: "participantGroups.errors.unknownMembers", values: { reason: problem.message } };
  if (problem.code === "OUTSIDE_ORGANIZATION") return { key: "errors.OUTSIDE_ORGANIZATION" };
  if (field === "members" && /once/i.test(problem.message)) return { key: "participantGroups.errors.duplicateMembers" };
  return { text: problem.message };
}

/**
 * The server's field problems placed under the fields of the editor (memberIds under the members);
 * `null` when one belongs to no field there, so the failure is shown as a toast.
 */
export function serverGroupErrors(details: readonly FieldProblem[]): GroupFormErrors | null {
  if (details.length === 0) return null;
  const errors: GroupFormErrors = {};
  for (const problem of details) {
    const field = FIELD_OF[problem.field.split(".")[0] ?? ""];
    if (!field) return null;
    errors[field] ??= messageOf(field, problem);
  }
  return errors;
}
