import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { type PARTICIPANT_LANGUAGES } from "./language.js";

export type ParticipantLanguage = (typeof PARTICIPANT_LANGUAGES)[number];

/** Placeholders a text template may use, written `{alarmName}` and so on. */
export const TEXT_PLACEHOLDERS = ["alarmName", "time", "organization", "triggeredBy", "text"] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
export type PlaceholderValues = { alarmName: string; time: Date; organization: string; triggeredBy: string; text: string };

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Placeholder names used in `text` that are not known. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !(TEXT_PLACEHOLDERS as readonly string[]).includes(name));
}

const LOCALES: Record<ParticipantLanguage, string> = { ENGLISH: "en-GB", GERMAN: "de-DE", CZECH: "cs-CZ" };

/** Making a DateTimeFormat costs far more than using one, and every message of an alarm needs one. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: ParticipantLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "short", timeStyle: "medium", timeZone });
    timeFormats.set(key, format);
  }
  return format;
}

/**
 * The times written last: an alarm's messages (subject and body, to each of its people) write the
 * same time, and formatting it is most of what filling a text costs.
 */
const writtenTimes = new Map<string, string>();
const WRITTEN_TIMES_KEPT = 256;
function writtenTime(time: Date, language: ParticipantLanguage, timeZone: string): string {
  const key = `${time.getTime()} ${language} ${timeZone}`;
  let written = writtenTimes.get(key);
  if (written === undefined) {
    written = timeFormat(language, timeZone).format(time);
    if (writtenTimes.size >= WRITTEN_TIMES_KEPT) writtenTimes.clear();
    writtenTimes.set(key, written);
  }
  return written;
}

/** Fills the placeholders; the time is written the way the participant's language writes it, in `timeZone`. */
export function renderText(text: string, values: PlaceholderValues, language: ParticipantLanguage, timeZone: string): string {
  const time = writtenTime(values.time, language, timeZone);
  const filled: Record<TextPlaceholder, string> = { ...values, time };
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in filled ? filled[name as TextPlaceholder] : whole));
}

/** Longest texts a template may hold. */
export const TEXT_TEMPLATE_LIMITS = { name: 200, description: 2000, subject: 200, body: 4000 } as const;

const subjectAndBody = {
  subject: z.string().trim().max(TEXT_TEMPLATE_LIMITS.subject).default(""),
  body: z.string().trim().max(TEXT_TEMPLATE_LIMITS.body).default(""),
};

const templateText = z.object(subjectAndBody).superRefine((value, context) => {
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(value[field]);
    if (unknown.length)
      context.addIssue({ code: "custom", path: [field], message: `unknown placeholder {${unknown[0]}}`, params: { code: "UNKNOWN_PLACEHOLDER" } });
  }
});

/** One text per participant language; English is required, the others fall back to it when empty. */
const texts = z.object({
  ENGLISH: templateText.refine((text) => text.body.length > 0, { path: ["body"], message: "required", params: { code: "REQUIRED" } }),
  GERMAN: templateText.default({ subject: "", body: "" }),
  CZECH: templateText.default({ subject: "", body: "" }),
});

const fields = {
  name: z.string().trim().min(1, "required").max(TEXT_TEMPLATE_LIMITS.name),
  description: z.string().trim().max(TEXT_TEMPLATE_LIMITS.description).nullable().optional(),
  texts,
};

export const textTemplateCreate = z.object({ ...fields, orgId: objectId }).meta({ id: "TextTemplateCreate" });
export type TextTemplateCreate = z.input<typeof textTemplateCreate>;
export const textTemplateUpdate = z.object({ ...fields, id: objectId, version: objectVersion }).meta({ id: "TextTemplateUpdate" });
export type TextTemplateUpdate = z.input<typeof textTemplateUpdate>;

const storedText = z.object({ subject: z.string(), body: z.string() });
export const textTemplate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    texts: z.object({ ENGLISH: storedText, GERMAN: storedText, CZECH: storedText }),
    orgId: z.number().int(),
    orgName: z.string(),
    version: objectVersion,
  })
  .meta({ id: "TextTemplate" });
export type TextTemplate = z.infer<typeof textTemplate>;

/** The template's text in `language`, English where that language has none. */
export function textIn(template: Pick<TextTemplate, "texts">, language: ParticipantLanguage) {
  const own = template.texts[language];
  const english = template.texts.ENGLISH;
  return { subject: own.subject || english.subject, body: own.body || english.body };
}

/**
 * POST /text-templates/preview: texts being edited, checked only for length, so a draft with an
 * unknown placeholder or no English body still shows what it would say.
 */
const draftText = z.object(subjectAndBody).default({ subject: "", body: "" });
export const textTemplatePreviewRequest = z
  .object({ texts: z.object({ ENGLISH: draftText, GERMAN: draftText, CZECH: draftText }) })
  .meta({ id: "TextTemplatePreviewRequest" });
export type TextTemplatePreviewRequest = z.input<typeof textTemplatePreviewRequest>;

const renderedText = z.object({
  subject: z.string(),
  body: z.string(),
  fallback: z.boolean().describe("Part of the text is the English one, since the language has none of its own there"),
});
export const textTemplatePreview = z.object({ ENGLISH: renderedText, GERMAN: renderedText, CZECH: renderedText }).meta({ id: "TextTemplatePreview" });
export type TextTemplatePreview = z.infer<typeof textTemplatePreview>;
