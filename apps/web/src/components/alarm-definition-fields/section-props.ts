import type { AlarmDefinitionField, AlarmDefinitionForm } from "./form-model";

/** What each section of the alarm definition fields gets from the editor's form. */
export interface SectionProps {
  /** Prefix of the input ids, so two editors on one page do not clash. */
  idPrefix: string;
  values: AlarmDefinitionForm;
  edit: <K extends keyof AlarmDefinitionForm>(field: K, value: AlarmDefinitionForm[K]) => void;
  touch: (field: AlarmDefinitionField) => void;
  errorOf: (field: AlarmDefinitionField) => string | undefined;
  readOnly: boolean;
  /** The edited object's organization: pickers offer only what it may name (its own and those above it). */
  orgId: number | null;
}

/** The id of a field's input: the label points at it and the form focuses it on an error. */
export const fieldIdOf = (idPrefix: string, field: AlarmDefinitionField) => `${idPrefix}-${field}`;

/** Every field's input id, for useObjectForm's `fieldIds`, in the order the fields are shown. */
export function alarmDefinitionFieldIds(idPrefix: string): Record<AlarmDefinitionField, string> {
  const fields: AlarmDefinitionField[] = [
    "name",
    "systemId",
    "icon",
    "priority",
    "description",
    "text",
    "textTemplateId",
    "speechText",
    "language",
    "alarmPlanId",
    "rotationalCalendarId",
    "confirmPriority",
    "acknowledgeMode",
    "localAcknowledgeTime",
    "countRepeat",
    "repeatBetween",
    "mediaProcessingType",
    "mediaUsageType",
    "instructionFiles",
  ];
  return Object.fromEntries(fields.map((field) => [field, fieldIdOf(idPrefix, field)])) as Record<AlarmDefinitionField, string>;
}
