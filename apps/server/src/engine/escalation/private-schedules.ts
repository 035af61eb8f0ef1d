import { type CalendarEvent, isEntryInForceAt } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";

export type Device = { id: number | null; type: string; address: string };
type CalendarEntry = Omit<CalendarEvent, "id" | "version">;
/** A participant with devices in order and the entries of their private schedule. */
export type Person = { id: number; name: string; language: string; devices: Device[]; calendar: CalendarEntry[] };
/** What a participant's private schedule says now: reach them as usual, not at all, through someone else, or on another device. */
export type Availability = { kind: "AVAILABLE" } | { kind: "ABSENT" } | { kind: "REPLACED"; by: number } | { kind: "OTHER_DEVICE"; device: Device };

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/** The columns of a `Person`, for a query over `participants p`. */
export const PERSON_COLUMNS = sql`p.id, p.name || ' ' || p.surname as name, p.language,
  coalesce((select json_agg(json_build_object('id', d.id, 'type', d.calling_device_type, 'address', d.address) order by d.order_id)
            from participant_devices d where d.participant_id = p.id), '[]') as devices,
  coalesce((select json_agg(e.definition) from participant_calendar_events e where e.participant_id = p.id), '[]') as calendar`;

/** The participants with their devices in order, by id. */
export function peopleByIds(tx: Executor, ids: number[]): Promise<Person[]> {
  return queryRows<Person>(tx, sql`select ${PERSON_COLUMNS} from participants p where p.id = any(${intArray(ids)}::int[])`);
}

/**
 * What the participant's private schedule says at `instant`: a replacement in force wins, then an
 * absence, then another device; entries switched off do not count.
 */
export function availabilityAt(person: Person, instant: Date): Availability {
  let result: Availability = { kind: "AVAILABLE" };
  for (const entry of person.calendar) {
    const event = { ...entry, id: 0, version: 0 } as CalendarEvent;
    if (!event.active || !isEntryInForceAt(event, instant)) continue;
    const next = availabilityOf(event);
    if (rank(next) > rank(result)) result = next;
  }
  return result;
}

function availabilityOf(event: CalendarEvent): Availability {
  if (event.kind === "REPLACEMENT" && event.replacementParticipantId) return { kind: "REPLACED", by: event.replacementParticipantId };
  if (event.kind === "OTHER_DEVICE" && event.deviceType && event.callingNumber) return { kind: "OTHER_DEVICE", device: { id: null, type: event.deviceType, address: event.callingNumber } };
  return { kind: "ABSENT" };
}

const rank = (availability: Availability) => ({ AVAILABLE: 0, OTHER_DEVICE: 1, ABSENT: 2, REPLACED: 3 })[availability.kind];
