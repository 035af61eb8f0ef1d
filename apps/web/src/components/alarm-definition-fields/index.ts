/**
 * The fields alarm points and alarm templates share. Use with useObjectForm:
 *
 *   const form = useObjectForm<MyValues, AlarmDefinitionField | "orgId">({
 *     initial: () => ({ ...(template ? alarmDefinitionFormOf(template) : emptyAlarmDefinitionForm()), orgId }),
 *     check: (values) => checkAlarmDefinitionForm(values, { planRequired: false }),
 *     fieldIds: { ...alarmDefinitionFieldIds("template"), orgId: "template-organization" },
 *     serverErrorsOf: serverAlarmDefinitionErrors,
 *   });
 *   <AlarmDefinitionFields idPrefix="template" values={form.values} edit={form.edit} touch={form.touch}
 *     errorOf={form.errorOf} orgId={orgId} planRequired={false} generalExtra={<OrganizationField … />} />
 *   request: { ...toAlarmDefinitionRequest(form.values), orgId }
 */
export { AlarmDefinitionFields, type AlarmDefinitionFieldsProps } from "./alarm-definition-fields";
export {
  alarmDefinitionFieldOf,
  alarmDefinitionFormOf,
  alarmDefinitionMessageOf,
  checkAlarmDefinitionForm,
  emptyAlarmDefinitionForm,
  LIMITS as ALARM_DEFINITION_LIMITS,
  serverAlarmDefinitionErrors,
  toAlarmDefinitionRequest,
  type AcknowledgeMode,
  type AlarmDefinitionChecks,
  type AlarmDefinitionErrors,
  type AlarmDefinitionField,
  type AlarmDefinitionForm,
  type AlarmDefinitionRequest,
  type AlarmDefinitionSource,
  type ChosenInstructionFile,
} from "./form-model";
export { alarmDefinitionFieldIds, fieldIdOf as alarmDefinitionFieldId } from "./section-props";
export {
  planOptionsQueryOptions,
  textTemplateOptionsQueryOptions,
  usePlanOptions,
  useNothingOfferedMessage,
  useTextTemplateOptions,
  type PlanOption,
  type TextTemplateOption,
} from "./definition-queries";
export { TextTemplateField, type TextTemplateFieldProps } from "./text-template-field";
