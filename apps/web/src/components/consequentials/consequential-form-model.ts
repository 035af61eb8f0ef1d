import { CONSEQUENTIAL_DEFAULTS, type Consequential, type ConsequentialTriggerType } from "@alarm/contract";
import type { BodyOf } from "../../lib/api-routes";
import {
  alarmDefinitionFormOf,
  serverAlarmDefinitionErrors,
  checkAlarmDefinitionForm,
  emptyAlarmDefinitionForm,
  toAlarmDefinitionRequest,
  type AlarmDefinitionErrors,
  type AlarmDefinitionField,
  type AlarmDefinitionForm,
} from "../alarm-definition-fields/form-model";
import type { FieldMessage } from "../object-list/use-object-form";
import type { FieldProblem } from "../../lib/api-error";

/**
 * A consequential trigger's editor: the alarm definition of the follow-up alarm (its system ID stays
 * empty: only the initiator raises it), when it is raised, and the organization of the owning point
 * (for the plan, template and file pickers; the server takes it from the initiator).
 */
export interface ConsequentialFormValues extends AlarmDefinitionForm {
  consequentialTrigger: ConsequentialTriggerType;
  orgId: number;
}
export type ConsequentialField = AlarmDefinitionField | "consequentialTrigger";
export type ConsequentialFormErrors = AlarmDefinitionErrors & { consequentialTrigger?: FieldMessage };

const triggerTypeTaken: FieldMessage = { key: "consequentials.errors.triggerTypeTaken" };

/** The type a new trigger starts with: the default when it is still free, otherwise the first free one. */
function firstFreeType(freeTypes?: readonly ConsequentialTriggerType[]): ConsequentialTriggerType {
  const preferred = CONSEQUENTIAL_DEFAULTS.consequentialTrigger;
  return !freeTypes || freeTypes.includes(preferred) ? preferred : (freeTypes[0] ?? preferred);
}

/** A new trigger starts from the consequential defaults, in the owning point's organization (docs/domain-rules.md#defaults). */
export function newConsequentialForm(orgId: number, freeTypes?: readonly ConsequentialTriggerType[]): ConsequentialFormValues {
  const { consequentialTrigger: _type, icon, ...defaults } = CONSEQUENTIAL_DEFAULTS;
  return { ...emptyAlarmDefinitionForm(), ...defaults, icon: { ...icon }, consequentialTrigger: firstFreeType(freeTypes), orgId };
}

export function consequentialFormOf(trigger: Consequential): ConsequentialFormValues {
  return { ...alarmDefinitionFormOf(trigger), consequentialTrigger: trigger.consequentialTrigger, orgId: trigger.orgId };
}

/**
 * The form's own checks: those of the alarm definition (a trigger may run without a plan, but then its
 * follow-up alarm cannot be raised) and a type the point has no other trigger for.
 */
export function checkConsequentialForm(values: ConsequentialFormValues, freeTypes?: readonly ConsequentialTriggerType[]): ConsequentialFormErrors {
  const errors: ConsequentialFormErrors = checkAlarmDefinitionForm(values, { planRequired: false });
  if (freeTypes && !freeTypes.includes(values.consequentialTrigger)) errors.consequentialTrigger = triggerTypeTaken;
  return errors;
}

/** The definition without a system ID; a trigger's media choices are its own ("as in the plan" is the server's default). */
function definitionOf(values: ConsequentialFormValues) {
  const { systemId: _systemId, mediaProcessingType, mediaUsageType, ...definition } = toAlarmDefinitionRequest(values);
  return {
    ...definition,
    mediaProcessingType: mediaProcessingType ?? CONSEQUENTIAL_DEFAULTS.mediaProcessingType,
    mediaUsageType: mediaUsageType ?? CONSEQUENTIAL_DEFAULTS.mediaUsageType,
    consequentialTrigger: values.consequentialTrigger,
  };
}

export function toCreateRequest(values: ConsequentialFormValues, initiatorId: number): BodyOf<"POST", "/consequentials"> {
  return { ...definitionOf(values), initiatorId };
}

export function toUpdateRequest(values: ConsequentialFormValues, trigger: Pick<Consequential, "id" | "version">): BodyOf<"PUT", "/consequentials"> {
  return { ...definitionOf(values), id: trigger.id, version: trigger.version };
}

/** The server's field problems at their fields; null when one belongs to no field of the editor (then a toast says it). */
export function serverConsequentialErrors(details: readonly FieldProblem[]): ConsequentialFormErrors | null {
  const ownField = (problem: FieldProblem): ["consequentialTrigger", FieldMessage] | undefined =>
    problem.field === "consequentialTrigger"
      ? ["consequentialTrigger", problem.code === "TRIGGER_TYPE_TAKEN" ? triggerTypeTaken : { text: problem.message }]
      : undefined;
  return serverAlarmDefinitionErrors(details, ownField, ["systemId"]);
}
