import {
  type ACKNOWLEDGE_MODES,
  ALARM_POINT_DEFAULTS,
  DEFAULT_ALARM_ICON,
  type AlarmIcon,
  type AlarmPointCreate,
  type MediaProcessingType,
  type MediaUsageType,
  type ParticipantLanguage,
} from "@alarm/contract";
import type { FieldMessage } from "../object-list/use-object-form";
import type { FieldProblem } from "../../lib/api-error";

export type AcknowledgeMode = (typeof ACKNOWLEDGE_MODES)[number];

/** An instruction file the form knows by name; a draft may name only its id until the files are loaded. */
export interface ChosenInstructionFile {
  id: number;
  name: string;
  orgName?: string;
}

/** What the alarm point and alarm template editors hold while open: the fields that decide how an alarm runs. */
export interface AlarmDefinitionForm {
  name: string;
  description: string;
  systemId: string;
  icon: AlarmIcon;
  priority: number | null;
  text: string;
  speechText: string;
  language: ParticipantLanguage;
  alarmPlanId: number | null;
  /** A standby schedule that picks the plan by time; outside its events `alarmPlanId` applies. */
  rotationalCalendarId: number | null;
  confirmPriority: number | null;
  acknowledgeMode: AcknowledgeMode;
  localAcknowledgeTime: number | null;
  countRepeat: number | null;
  repeatBetween: number | null;
  repeatMonInterval: number;
  /** null: as in the plan. */
  mediaProcessingType: MediaProcessingType | null;
  mediaUsageType: MediaUsageType | null;
  /** In their order. */
  instructionFiles: ChosenInstructionFile[];
  /** The message text per participant language; null: the built-in text. */
  textTemplateId: number | null;
}

export type AlarmDefinitionField = Exclude<keyof AlarmDefinitionForm, "repeatMonInterval">;
export type AlarmDefinitionErrors = Partial<Record<AlarmDefinitionField, FieldMessage>>;

/** The fields of an alarm point, alarm template or alarm point draft the form reads. */
export interface AlarmDefinitionSource {
  name: string;
  description?: string | null;
  systemId?: string | null;
  icon?: AlarmIcon | null;
  priority?: number;
  text?: string | null;
  speechText?: string | null;
  language?: ParticipantLanguage;
  alarmPlanId?: number | null;
  rotationalCalendarId?: number | null;
  confirmPriority?: number;
  acknowledgeMode?: AcknowledgeMode;
  localAcknowledgeTime?: number;
  countRepeat?: number;
  repeatBetween?: number;
  repeatMonInterval?: number;
  mediaProcessingType?: MediaProcessingType | null;
  mediaUsageType?: MediaUsageType | null;
  instructionFiles?: readonly { id: number; name: string; orgName?: string }[];
  instructionFileIds?: readonly number[];
  textTemplateId?: number | null;
}

/** The payload fields both POST/PUT /alarmpoints and /alarmtemplates take. */
export type AlarmDefinitionRequest = Omit<AlarmPointCreate, "orgId" | "alarmPointType">;

export const LIMITS = {
  name: 200,
  description: 2000,
  systemId: 100,
  text: 4000,
  speechText: 2000,
  priority: { min: 1, max: 9 },
  confirmPriority: { min: 1, max: 1000 },
  localAcknowledgeTime: { min: 1, max: 1440 },
  countRepeat: { min: 0, max: 100 },
  repeatBetween: { min: 0, max: 1440 },
} as const;

const SYSTEM_ID_PATTERN = /^[\w.:-]*$/;
const ICON_NAME_PATTERN = /^[a-z0-9-]{1,50}$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A new definition with the alarm point defaults (docs/domain-rules.md#defaults). */
export function emptyAlarmDefinitionForm(): AlarmDefinitionForm {
  return {
    name: "",
    description: "",
    systemId: "",
    icon: { ...DEFAULT_ALARM_ICON },
    priority: ALARM_POINT_DEFAULTS.priority,
    text: "",
    speechText: "",
    language: ALARM_POINT_DEFAULTS.language,
    alarmPlanId: null,
    rotationalCalendarId: null,
    confirmPriority: ALARM_POINT_DEFAULTS.confirmPriority,
    acknowledgeMode: ALARM_POINT_DEFAULTS.acknowledgeMode,
    localAcknowledgeTime: ALARM_POINT_DEFAULTS.localAcknowledgeTime,
    countRepeat: ALARM_POINT_DEFAULTS.countRepeat,
    repeatBetween: ALARM_POINT_DEFAULTS.repeatBetween,
    repeatMonInterval: ALARM_POINT_DEFAULTS.repeatMonInterval,
    mediaProcessingType: null,
    mediaUsageType: null,
    instructionFiles: [],
    textTemplateId: null,
  };
}

function filesOf(source: AlarmDefinitionSource): ChosenInstructionFile[] {
  if (source.instructionFiles) return source.instructionFiles.map(({ id, name, orgName }) => (orgName === undefined ? { id, name } : { id, name, orgName }));
  return (source.instructionFileIds ?? []).map((id) => ({ id, name: `#${id}` }));
}

/** The form of an existing alarm point or template, or of a draft prepared from a template; missing values take the defaults. */
export function alarmDefinitionFormOf(source: AlarmDefinitionSource): AlarmDefinitionForm {
  const empty = emptyAlarmDefinitionForm();
  return {
    name: source.name,
    description: source.description ?? "",
    systemId: source.systemId ?? "",
    icon: source.icon ?? empty.icon,
    priority: source.priority ?? empty.priority,
    text: source.text ?? "",
    speechText: source.speechText ?? "",
    language: source.language ?? empty.language,
    alarmPlanId: source.alarmPlanId ?? null,
    rotationalCalendarId: source.rotationalCalendarId ?? null,
    confirmPriority: source.confirmPriority ?? empty.confirmPriority,
    acknowledgeMode: source.acknowledgeMode ?? empty.acknowledgeMode,
    localAcknowledgeTime: source.localAcknowledgeTime ?? empty.localAcknowledgeTime,
    countRepeat: source.countRepeat ?? empty.countRepeat,
    repeatBetween: source.repeatBetween ?? empty.repeatBetween,
    repeatMonInterval: source.repeatMonInterval ?? empty.repeatMonInterval,
    mediaProcessingType: source.mediaProcessingType ?? null,
    mediaUsageType: source.mediaUsageType ?? null,
    instructionFiles: filesOf(source),
    textTemplateId: source.textTemplateId ?? null,
  };
}

const orNull = (text: string) => text.trim() || null;
const numberOr = (value: number | null, fallback: number) => value ?? fallback;

/** The request fields of a valid form: trimmed texts, empty texts as null. */
export function toAlarmDefinitionRequest(form: AlarmDefinitionForm): AlarmDefinitionRequest {
  return {
    name: form.name.trim(),
    description: orNull(form.description),
    systemId: orNull(form.systemId),
    icon: { name: form.icon.name, color: form.icon.color.toLowerCase() },
    priority: numberOr(form.priority, ALARM_POINT_DEFAULTS.priority),
    text: orNull(form.text),
    speechText: orNull(form.speechText),
    language: form.language,
    alarmPlanId: form.alarmPlanId,
    rotationalCalendarId: form.rotationalCalendarId,
    confirmPriority: numberOr(form.confirmPriority, ALARM_POINT_DEFAULTS.confirmPriority),
    acknowledgeMode: form.acknowledgeMode,
    localAcknowledgeTime: numberOr(form.localAcknowledgeTime, ALARM_POINT_DEFAULTS.localAcknowledgeTime),
    countRepeat: numberOr(form.countRepeat, ALARM_POINT_DEFAULTS.countRepeat),
    repeatBetween: numberOr(form.repeatBetween, ALARM_POINT_DEFAULTS.repeatBetween),
    repeatMonInterval: form.repeatMonInterval,
    mediaProcessingType: form.mediaProcessingType,
    mediaUsageType: form.mediaUsageType,
    instructionFileIds: form.instructionFiles.map((file) => file.id),
    textTemplateId: form.textTemplateId,
  };
}

const tooLong = (max: number): FieldMessage => ({ key: "alarmDefinition.errors.tooLong", values: { max } });
const required: FieldMessage = { key: "alarmDefinition.errors.required" };

function checkText(errors: AlarmDefinitionErrors, field: "description" | "systemId" | "text" | "speechText", value: string) {
  if (value.trim().length > LIMITS[field]) errors[field] = tooLong(LIMITS[field]);
}

function checkNumber(
  errors: AlarmDefinitionErrors,
  field: "priority" | "confirmPriority" | "localAcknowledgeTime" | "countRepeat" | "repeatBetween",
  value: number | null,
) {
  const { min, max } = LIMITS[field];
  if (value === null) errors[field] = required;
  else if (!Number.isInteger(value) || value < min || value > max) errors[field] = { key: "alarmDefinition.errors.range", values: { min, max } };
}

export interface AlarmDefinitionChecks {
  /** A standard alarm point needs a plan; a template may leave it to the point made from it. */
  planRequired: boolean;
}

/** The form's own checks: field → message key. The server checks what needs data (plan reach, systemId uniqueness). */
export function checkAlarmDefinitionForm(form: AlarmDefinitionForm, { planRequired }: AlarmDefinitionChecks): AlarmDefinitionErrors {
  const errors: AlarmDefinitionErrors = {};
  if (!form.name.trim()) errors.name = required;
  else if (form.name.trim().length > LIMITS.name) errors.name = tooLong(LIMITS.name);
  checkText(errors, "description", form.description);
  checkText(errors, "systemId", form.systemId);
  if (!errors.systemId && !SYSTEM_ID_PATTERN.test(form.systemId.trim())) errors.systemId = { key: "alarmDefinition.errors.systemIdFormat" };
  checkText(errors, "text", form.text);
  checkText(errors, "speechText", form.speechText);
  if (!ICON_NAME_PATTERN.test(form.icon.name)) errors.icon = { key: "alarmDefinition.errors.iconName" };
  else if (!COLOR_PATTERN.test(form.icon.color)) errors.icon = { key: "alarmDefinition.errors.iconColor" };
  checkNumber(errors, "priority", form.priority);
  checkNumber(errors, "confirmPriority", form.confirmPriority);
  checkNumber(errors, "localAcknowledgeTime", form.localAcknowledgeTime);
  checkNumber(errors, "countRepeat", form.countRepeat);
  checkNumber(errors, "repeatBetween", form.repeatBetween);
  if (planRequired && form.alarmPlanId === null) errors.alarmPlanId = { key: "alarmDefinition.errors.planRequired" };
  return errors;
}

const FIELD_OF: Record<string, AlarmDefinitionField> = {
  name: "name",
  description: "description",
  systemId: "systemId",
  icon: "icon",
  priority: "priority",
  text: "text",
  speechText: "speechText",
  language: "language",
  alarmPlanId: "alarmPlanId",
  rotationalCalendarId: "rotationalCalendarId",
  confirmPriority: "confirmPriority",
  acknowledgeMode: "acknowledgeMode",
  localAcknowledgeTime: "localAcknowledgeTime",
  countRepeat: "countRepeat",
  repeatBetween: "repeatBetween",
  mediaProcessingType: "mediaProcessingType",
  mediaUsageType: "mediaUsageType",
  instructionFileIds: "instructionFiles",
  textTemplateId: "textTemplateId",
};

const MESSAGE_OF_CODE: Record<string, string> = {
  REQUIRED: "alarmDefinition.errors.planRequired",
  UNKNOWN_PLAN: "alarmDefinition.errors.unknownPlan",
  UNKNOWN_SCHEDULE: "alarmDefinition.errors.unknownSchedule",
  UNKNOWN_FILE: "alarmDefinition.errors.unknownFile",
  UNKNOWN_TEXT_TEMPLATE: "alarmDefinition.errors.unknownTextTemplate",
  OUTSIDE_ORGANIZATION: "errors.OUTSIDE_ORGANIZATION",
  SYSTEM_ID_TAKEN: "alarmDefinition.errors.systemIdTaken",
  CONFIRM_PRIORITY_UNREACHABLE: "alarmDefinition.errors.confirmPriorityUnreachable",
};

/** The definition field a server problem belongs to (`icon.color` → icon), or undefined. */
export function alarmDefinitionFieldOf(problem: FieldProblem): AlarmDefinitionField | undefined {
  return FIELD_OF[problem.field.split(".")[0] ?? ""];
}

/** A server problem in the console's words where it has a code we know; otherwise the server's text. */
export function alarmDefinitionMessageOf(problem: FieldProblem): FieldMessage {
  const key = problem.code ? MESSAGE_OF_CODE[problem.code] : undefined;
  if (key) return { key, values: { reason: problem.message } };
  if (alarmDefinitionFieldOf(problem) === "name" && /required|at least/i.test(problem.message)) return required;
  return { text: problem.message };
}

/**
 * The server's field problems placed under the definition fields, and under an editor's own fields
 * by `ownField` (the point's organization, a trigger's type); null when one belongs to no field here.
 */
export function serverAlarmDefinitionErrors<Own extends string = never>(
  details: readonly FieldProblem[],
  ownField: (problem: FieldProblem) => [Own, FieldMessage] | undefined = () => undefined,
  hidden: readonly AlarmDefinitionField[] = [],
): (AlarmDefinitionErrors & Partial<Record<Own, FieldMessage>>) | null {
  if (details.length === 0) return null;
  const errors: Partial<Record<AlarmDefinitionField | Own, FieldMessage>> = {};
  for (const problem of details) {
    const own = ownField(problem);
    if (own) {
      errors[own[0]] ??= own[1];
      continue;
    }
    const field = alarmDefinitionFieldOf(problem);
    if (!field || hidden.includes(field)) return null;
    errors[field] ??= alarmDefinitionMessageOf(problem);
  }
  return errors;
}
