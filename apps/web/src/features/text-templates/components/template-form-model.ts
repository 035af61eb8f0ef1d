import {
  PARTICIPANT_LANGUAGES,
  TEXT_TEMPLATE_LIMITS,
  unknownPlaceholders,
  type TextTemplate,
  type TextTemplateCreate,
  type TextTemplateUpdate,
} from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

export type TextLanguage = (typeof PARTICIPANT_LANGUAGES)[number];
export type TextPart = "subject" | "body";
/** One input of a language tab, e.g. "GERMAN.body". */
export type TextField = `${TextLanguage}.${TextPart}`;
export type TemplateField = "name" | "description" | "orgId" | TextField;

/** What the editor holds: each language's subject and body as a field of its own. */
export type TemplateFormValues = { name: string; description: string; orgId: number | null } & Record<TextField, string>;
export type TemplateFormErrors = Partial<Record<TemplateField, FieldMessage>>;

export const TEXT_PARTS: readonly TextPart[] = ["subject", "body"];
export const TEXT_FIELDS: readonly TextField[] = PARTICIPANT_LANGUAGES.flatMap((language) => TEXT_PARTS.map((part) => `${language}.${part}` as const));
export const FIELD_LIMITS: Record<"name" | "description" | TextPart, number> = TEXT_TEMPLATE_LIMITS;

export const textFieldOf = (language: TextLanguage, part: TextPart): TextField => `${language}.${part}`;
export const languageOfField = (field: TemplateField): TextLanguage | undefined => PARTICIPANT_LANGUAGES.find((language) => field.startsWith(`${language}.`));

export function newTemplateForm(orgId: number | null): TemplateFormValues {
  return { name: "", description: "", orgId, ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>) };
}

export function templateFormOf(template: TextTemplate): TemplateFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, template.texts[languageOfField(field)!][partOf(field)]]));
  return { name: template.name, description: template.description ?? "", orgId: template.orgId, ...(texts as Record<TextField, string>) };
}

const partOf = (field: TextField): TextPart => (field.endsWith(".subject") ? "subject" : "body");

/** The texts of the form as the API takes them. */
export function textsOf(values: TemplateFormValues): TextTemplate["texts"] {
  const entry = (language: TextLanguage) => ({ subject: values[textFieldOf(language, "subject")].trim(), body: values[textFieldOf(language, "body")].trim() });
  return { ENGLISH: entry("ENGLISH"), GERMAN: entry("GERMAN"), CZECH: entry("CZECH") };
}

export function checkTemplateForm(values: TemplateFormValues, mode: "create" | "edit"): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  const tooLong = (max: number) => ({ key: "textTemplates.errors.tooLong", values: { max } });
  if (!values.name.trim()) errors.name = { key: "textTemplates.errors.nameRequired" };
  else if (values.name.trim().length > FIELD_LIMITS.name) errors.name = tooLong(FIELD_LIMITS.name);
  if (values.description.trim().length > FIELD_LIMITS.description) errors.description = tooLong(FIELD_LIMITS.description);
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "textTemplates.errors.organizationRequired" };
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    const unknown = unknownPlaceholders(text);
    if (unknown.length) errors[field] = { key: "textTemplates.errors.unknownPlaceholder", values: { placeholder: `{${unknown[0]}}` } };
    else if (text.length > FIELD_LIMITS[partOf(field)]) errors[field] = tooLong(FIELD_LIMITS[partOf(field)]);
  }
  if (!errors["ENGLISH.body"] && !values["ENGLISH.body"].trim()) errors["ENGLISH.body"] = { key: "textTemplates.errors.englishBodyRequired" };
  return errors;
}

export function toCreateRequest(values: TemplateFormValues): TextTemplateCreate {
  return { name: values.name.trim(), description: values.description.trim() || null, orgId: values.orgId ?? 0, texts: textsOf(values) };
}

export function toUpdateRequest(values: TemplateFormValues, template: Pick<TextTemplate, "id" | "version">): TextTemplateUpdate {
  return { id: template.id, version: template.version, name: values.name.trim(), description: values.description.trim() || null, texts: textsOf(values) };
}

function fieldOfProblem(path: string): TemplateField | undefined {
  if (path === "name" || path === "description" || path === "orgId") return path;
  const [root, language, part] = path.split(".");
  if (root !== "texts") return undefined;
  const known = PARTICIPANT_LANGUAGES.find((candidate) => candidate === language);
  return known ? textFieldOf(known, part === "subject" ? "subject" : "body") : undefined;
}

function messageOf(problem: FieldProblem): FieldMessage {
  if (problem.code === "UNKNOWN_PLACEHOLDER") {
    const placeholder = /\{[A-Za-z]+\}/.exec(problem.message)?.[0] ?? "";
    return { key: "textTemplates.errors.unknownPlaceholder", values: { placeholder } };
  }
  if (problem.code === "REQUIRED") return { key: "textTemplates.errors.englishBodyRequired" };
  return { text: problem.message };
}

/** The server's field problems under the editor's fields; `null` when one belongs to no field there. */
export function serverTemplateErrors(details: readonly FieldProblem[]): TemplateFormErrors | null {
  if (details.length === 0) return null;
  const errors: TemplateFormErrors = {};
  for (const problem of details) {
    const field = fieldOfProblem(problem.field);
    if (!field) return null;
    errors[field] ??= messageOf(problem);
  }
  return errors;
}

/** The first language tab holding one of `errors`, to show it before focusing the field. */
export function firstLanguageWithError(errors: TemplateFormErrors): TextLanguage | undefined {
  return TEXT_FIELDS.filter((field) => errors[field]).map(languageOfField)[0];
}

/** `text` with `inserted` put in place of the selection from `start` to `end`; the caret goes after it. */
export function insertAt(text: string, inserted: string, start: number, end: number) {
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
