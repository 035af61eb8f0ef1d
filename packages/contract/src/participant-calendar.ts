import { z } from "zod";
import { objectId } from "./ids.js";
import { calendarEntryChangeFields, calendarEntryFields, checkEntryTiming, issueReporter } from "./calendar-entry.js";
import { deviceType, normaliseDeviceAddress } from "./device.js";

/** What a private media schedule entry does while it is active. */
export const CALENDAR_EVENT_KINDS = ["ABSENT", "OTHER_DEVICE", "REPLACEMENT"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/**
 * One entry of a participant's private media schedule
 * (docs/domain-rules.md#calendars-and-recurrence): absent, reachable on another device, or replaced
 * by another participant; once or recurring (the timing all calendars share, see
 * calendar-entry.ts).
 */
export const calendarEventInput = z
  .object({
    ...calendarEntryChangeFields,
    kind: z.enum(CALENDAR_EVENT_KINDS).default("ABSENT"),
    deviceType: deviceType.nullable().optional().describe("OTHER_DEVICE: the device to use instead"),
    callingNumber: z.string().max(500).nullable().optional().describe("OTHER_DEVICE: its number or address"),
    replacementParticipantId: objectId.nullable().optional().describe("REPLACEMENT: who is alerted instead"),
    acknowledgeTime: z.number().int().min(1).max(1440).default(1),
  })
  .superRefine((event, context) => {
    const issue = issueReporter(context);
    if (event.kind === "OTHER_DEVICE") {
      if (!event.deviceType) issue(["deviceType"], "required for another device", "REQUIRED");
      else if (!event.callingNumber) issue(["callingNumber"], "required for another device", "REQUIRED");
      else {
        const checked = normaliseDeviceAddress(event.deviceType, event.callingNumber);
        if ("problem" in checked) issue(["callingNumber"], "not a valid address for this device", checked.problem);
      }
    }
    if (event.kind === "REPLACEMENT" && !event.replacementParticipantId) issue(["replacementParticipantId"], "choose who replaces the participant", "REQUIRED");
    checkEntryTiming(event, issue);
  })
  .meta({ id: "CalendarEventChange" });
export type CalendarEventInput = z.input<typeof calendarEventInput>;
export type ValidCalendarEvent = z.output<typeof calendarEventInput>;

export const calendarEvent = z
  .object({
    ...calendarEntryFields,
    kind: z.enum(CALENDAR_EVENT_KINDS),
    deviceType: deviceType.nullable(),
    callingNumber: z.string().nullable(),
    replacementParticipantId: z.number().int().nullable(),
    acknowledgeTime: z.number().int(),
  })
  .meta({ id: "CalendarEvent" });
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const participantCalendar = z.object({ participantId: z.number().int(), events: z.array(calendarEvent) }).meta({ id: "ParticipantCalendar" });
export type ParticipantCalendar = z.infer<typeof participantCalendar>;
