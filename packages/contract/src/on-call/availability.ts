import { isEntryInForceAt } from "../calendar-entry.js";
import type { CalendarEvent } from "../participant-calendar.js";

/** One device of a participant as the engine uses it; `id` null for a device named by a private schedule entry. */
export interface OnCallDevice {
  id: number | null;
  type: string;
  address: string;
}

/** An entry of a participant's private media schedule, as stored. */
export type PrivateEntry = Omit<CalendarEvent, "id" | "version">;

/** What a participant's private schedule says now: reach them as usual, not at all, through someone else, or on another device. */
export type Availability = { kind: "AVAILABLE" } | { kind: "ABSENT" } | { kind: "REPLACED"; by: number } | { kind: "OTHER_DEVICE"; device: OnCallDevice };

/**
 * What the participant's private schedule says at `instant`: a replacement in force wins, then an
 * absence, then another device; entries switched off do not count.
 */
export function availabilityAt(person: { calendar: readonly PrivateEntry[] }, instant: Date): Availability {
  let result: Availability = { kind: "AVAILABLE" };
  for (const entry of person.calendar) {
    if (!entry.active || !isEntryInForceAt(entry, instant)) continue;
    const next = availabilityOf(entry);
    if (rank(next) > rank(result)) result = next;
  }
  return result;
}

function availabilityOf(event: PrivateEntry): Availability {
  if (event.kind === "REPLACEMENT" && event.replacementParticipantId) return { kind: "REPLACED", by: event.replacementParticipantId };
  if (event.kind === "OTHER_DEVICE" && event.deviceType && event.callingNumber)
    return { kind: "OTHER_DEVICE", device: { id: null, type: event.deviceType, address: event.callingNumber } };
  return { kind: "ABSENT" };
}

const rank = (availability: Availability) => ({ AVAILABLE: 0, OTHER_DEVICE: 1, ABSENT: 2, REPLACED: 3 })[availability.kind];
