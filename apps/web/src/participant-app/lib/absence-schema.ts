import { z } from "zod";

/**
 * What the app reads of my private calendar (GET /app/absences, the answer of POST): the fields it
 * shows. Checked with a schema of its own rather than the contract's calendar schemas, whose
 * validation of other devices' phone numbers would bring a phone-number library of 200 kB into the
 * app's first load.
 */
export const absenceEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  kind: z.string(),
  timeZone: z.string(),
  recurring: z.boolean(),
  startDateSelected: z.string(),
  endDateSelected: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type AbsenceEntry = z.infer<typeof absenceEntry>;

export const absenceCalendar = z.object({ participantId: z.number().int(), events: z.array(absenceEntry) });
