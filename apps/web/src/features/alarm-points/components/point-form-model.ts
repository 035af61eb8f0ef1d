import type { AlarmPoint, AlarmPointCreate, AlarmPointDraft, AlarmPointUpdate } from "@alarm/contract";
import {
  alarmDefinitionFormOf,
  serverAlarmDefinitionErrors,
  checkAlarmDefinitionForm,
  emptyAlarmDefinitionForm,
  toAlarmDefinitionRequest,
  type AlarmDefinitionErrors,
  type AlarmDefinitionField,
  type AlarmDefinitionForm,
} from "../../../components/alarm-definition-fields";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** The alarm point editor: the shared definition fields and, for a new point, its organization. */
export interface PointFormValues extends AlarmDefinitionForm {
  orgId: number | null;
}
export type PointField = AlarmDefinitionField | "orgId";
export type PointFormErrors = AlarmDefinitionErrors & { orgId?: FieldMessage };

export function newPointForm(orgId: number | null, draft?: AlarmPointDraft): PointFormValues {
  return draft ? { ...alarmDefinitionFormOf(draft), orgId: draft.orgId } : { ...emptyAlarmDefinitionForm(), orgId };
}

export function pointFormOf(point: AlarmPoint): PointFormValues {
  return { ...alarmDefinitionFormOf(point), orgId: point.orgId };
}

/** A standard point needs a plan (consequential and manual-call points run without one); a new one needs an organization. */
export function checkPointForm(values: PointFormValues, point?: Pick<AlarmPoint, "alarmPointType">): PointFormErrors {
  const errors: PointFormErrors = checkAlarmDefinitionForm(values, { planRequired: (point?.alarmPointType ?? "STANDARD") === "STANDARD" });
  if (!point && values.orgId === null) errors.orgId = { key: "alarmPoints.errors.organizationRequired" };
  return errors;
}

export function toCreateRequest(values: PointFormValues): AlarmPointCreate {
  return { ...toAlarmDefinitionRequest(values), orgId: values.orgId ?? 0 };
}

export function toUpdateRequest(values: PointFormValues, point: Pick<AlarmPoint, "id" | "version">): AlarmPointUpdate {
  return { ...toAlarmDefinitionRequest(values), id: point.id, version: point.version };
}

/** The server's field problems at their fields; null when one belongs to no field of the editor. */
export function serverPointErrors(details: readonly FieldProblem[]): PointFormErrors | null {
  return serverAlarmDefinitionErrors(details, (problem) => (problem.field === "orgId" ? ["orgId", { text: problem.message }] : undefined));
}
