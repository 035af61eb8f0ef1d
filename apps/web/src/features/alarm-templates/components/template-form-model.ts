import type { AlarmTemplate, AlarmTemplateCreate, AlarmTemplateUpdate } from "@alarm/contract";
import {
  alarmDefinitionFormOf,
  checkAlarmDefinitionForm,
  emptyAlarmDefinitionForm,
  serverAlarmDefinitionErrors,
  toAlarmDefinitionRequest,
  type AlarmDefinitionField,
  type AlarmDefinitionForm,
} from "../../../components/alarm-definition-fields";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** The alarm point fields of a template, and the organization a new one is made in. */
export type TemplateFormValues = AlarmDefinitionForm & { orgId: number | null };
export type TemplateField = AlarmDefinitionField | "orgId";
export type TemplateFormErrors = Partial<Record<TemplateField, FieldMessage>>;

export function newTemplateForm(orgId: number | null): TemplateFormValues {
  return { ...emptyAlarmDefinitionForm(), orgId };
}

/** The form of a stored template; an icon that could not be read starts as the default icon. */
export function templateFormOf(template: AlarmTemplate): TemplateFormValues {
  return { ...alarmDefinitionFormOf(template), orgId: template.orgId };
}

/** A template may leave the plan open: the alarm point made from it chooses one. */
export function checkTemplateForm(values: TemplateFormValues, mode: "create" | "edit"): TemplateFormErrors {
  const errors: TemplateFormErrors = checkAlarmDefinitionForm(values, { planRequired: false });
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "alarmTemplates.errors.organizationRequired" };
  return errors;
}

export function toCreateRequest(values: TemplateFormValues): AlarmTemplateCreate {
  return { ...toAlarmDefinitionRequest(values), orgId: values.orgId ?? 0 };
}

export function toUpdateRequest(values: TemplateFormValues, template: Pick<AlarmTemplate, "id" | "version">): AlarmTemplateUpdate {
  return { ...toAlarmDefinitionRequest(values), id: template.id, version: template.version };
}

/** The server's field problems under the fields; `null` when one belongs to no field here. */
export function serverTemplateErrors(details: readonly FieldProblem[]): TemplateFormErrors | null {
  const organization = details.filter((problem) => problem.field === "orgId");
  const definition = details.filter((problem) => problem.field !== "orgId");
  const errors: TemplateFormErrors | null = definition.length ? serverAlarmDefinitionErrors(definition) : {};
  if (!errors) return null;
  if (organization[0]) errors.orgId = { text: organization[0].message };
  return Object.keys(errors).length ? errors : null;
}
