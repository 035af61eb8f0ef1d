import { z } from "zod";
import { objectId, objectIdParam, objectVersion } from "./ids.js";

/** A calendar date YYYY-MM-DD that exists (no 30 February). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD")
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
  }, "not a real date");

export const DEFAULT_EVENT_TITLE = "Event title";

/** One holiday: whole days from `start` to `end` (inclusive), once or every year. */
export const holidayEvent = z
  .object({
    id: z.number().int().nullable(),
    title: z.string(),
    active: z.boolean(),
    allDay: z.boolean(),
    start: z.string().describe("YYYY-MM-DD, in the calendar's year"),
    end: z.string().describe("YYYY-MM-DD, inclusive"),
    recurring: z.boolean().describe("Repeats every year on the same dates"),
    standard: z.boolean().describe("Inherited from an organization above: read-only here"),
    singleDay: z.boolean(),
    orgId: z.number().int(),
    orgName: z.string(),
    version: objectVersion,
  })
  .meta({ id: "HolidayEvent" });
export type HolidayEvent = z.infer<typeof holidayEvent>;

const holidayFields = {
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((title) => title || DEFAULT_EVENT_TITLE),
  active: z.boolean().default(true),
  start: isoDate,
  end: isoDate.optional().describe("Defaults to start: a single day"),
  recurring: z.boolean().default(false),
};

const endNotBeforeStart = <T extends { start: string; end?: string | undefined }>(value: T, context: z.RefinementCtx) => {
  if (value.end && value.end < value.start)
    context.addIssue({ code: "custom", path: ["end"], message: "ends before it starts", params: { code: "END_BEFORE_START" } });
  if (value.end && value.end.slice(0, 4) !== value.start.slice(0, 4)) {
    context.addIssue({ code: "custom", path: ["end"], message: "must end in the year it starts", params: { code: "SPANS_YEARS" } });
  }
};

export const holidayCreate = z.object(holidayFields).superRefine(endNotBeforeStart).meta({ id: "HolidayCreate" });
export type HolidayCreate = z.input<typeof holidayCreate>;

export const holidayUpdate = z
  .object({ ...holidayFields, id: objectId, version: objectVersion })
  .superRefine(endNotBeforeStart)
  .meta({ id: "HolidayUpdate" });
export type HolidayUpdate = z.input<typeof holidayUpdate>;

/** The holidays of an organization in one year: its own and those of the organizations above it. */
export const holidayCalendar = z
  .object({
    id: z.number().int().describe("The organization's id: each organization has one holiday calendar"),
    version: objectVersion,
    orgId: z.number().int(),
    orgName: z.string(),
    name: z.string(),
    validFrom: z.string(),
    description: z.string().nullable(),
    year: z.number().int(),
    events: z.array(holidayEvent),
  })
  .meta({ id: "HolidayCalendar" });
export type HolidayCalendar = z.infer<typeof holidayCalendar>;

export const holidayYearQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1970)
    .max(2200)
    .default(() => new Date().getFullYear()),
});
export const holidayOrgParams = z.object({ orgId: objectIdParam });
export const holidayEventParams = z.object({ id: objectIdParam, orgId: objectIdParam });
