import { type CalendarEvent, normaliseDeviceAddress, type ParticipantCalendar, storedTimingOf, type ValidCalendarEvent } from "@alarm/contract";
import { fieldError } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { participantCalendarEvents } from "../../db/schema/index.js";
import { CalendarEventStore } from "../calendar-events/calendar-event-store.js";
import { assertUsableIn } from "../../core/reference-scope.js";
import type { ParticipantService } from "./service.js";

/** A participant's private media schedule: when they are absent, elsewhere reachable or replaced. */
export class ParticipantCalendarService {
  private readonly store = new CalendarEventStore<Omit<CalendarEvent, "id" | "version">>(participantCalendarEvents);

  constructor(
    private readonly db: Db,
    private readonly participants: ParticipantService,
    private readonly defaultTimeZone: string,
  ) {}

  async calendar(principal: Principal, participantId: number, db: Executor = this.db): Promise<ParticipantCalendar> {
    await this.participants.get(principal, participantId, db);
    return { participantId, events: await this.store.events(db, participantId) };
  }

  /** Creates the event when it has no id, otherwise updates it at its current version. */
  save(principal: Principal, participantId: number, event: ValidCalendarEvent) {
    return this.db.transaction(async (tx) => {
      const participant = await this.participants.get(principal, participantId, tx);
      if (event.kind === "REPLACEMENT" && event.replacementParticipantId) {
        if (event.replacementParticipantId === participantId) throw fieldError("replacementParticipantId", "A participant cannot replace themselves", "SELF");
        const scope = { orgId: participant.orgId, callerOrgId: principal.orgId };
        await assertUsableIn(tx, "PARTICIPANT", [event.replacementParticipantId], scope, "replacementParticipantId");
      }
      await this.store.save(tx, participantId, event, storedCalendarEventOf(event, this.defaultTimeZone));
      return this.calendar(principal, participantId, tx);
    });
  }

  remove(principal: Principal, participantId: number, eventId: number) {
    return this.db.transaction(async (tx) => {
      await this.participants.get(principal, participantId, tx);
      await this.store.remove(tx, participantId, eventId);
      return this.calendar(principal, participantId, tx);
    });
  }
}

/** The stored form of an entry: only the fields of its kind and its repetition, device addresses normalised. */
export function storedCalendarEventOf(event: ValidCalendarEvent, defaultTimeZone: string): Omit<CalendarEvent, "id" | "version"> {
  const address =
    event.kind === "OTHER_DEVICE" && event.deviceType && event.callingNumber ? normaliseDeviceAddress(event.deviceType, event.callingNumber) : null;
  return {
    ...storedTimingOf(event, defaultTimeZone),
    kind: event.kind,
    deviceType: event.kind === "OTHER_DEVICE" ? (event.deviceType ?? null) : null,
    callingNumber: address && "address" in address ? address.address : null,
    replacementParticipantId: event.kind === "REPLACEMENT" ? (event.replacementParticipantId ?? null) : null,
    acknowledgeTime: event.acknowledgeTime,
  };
}
