import { type CalendarEvent, normaliseDeviceAddress, type ParticipantCalendar, type ValidCalendarEvent } from "@alarm/contract";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/database.js";
import { participantCalendarEvents } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

import { fieldError, notFound } from "../../http/errors.js";
import type { Principal } from "../auth/repo.js";
import { staleVersion } from "../organizations/service.js";
import type { ParticipantService } from "./service.js";

/** A participant's private media schedule: when they are absent, elsewhere reachable or replaced. */
export class ParticipantCalendarService {
  constructor(
    private readonly db: Db,
    private readonly participants: ParticipantService,
    private readonly defaultTimeZone: string,
  ) {}

  async calendar(principal: Principal, participantId: number, db: Executor = this.db): Promise<ParticipantCalendar> {
    await this.participants.get(principal, participantId, db);
    const rows = await db.select().from(participantCalendarEvents).where(eq(participantCalendarEvents.participantId, participantId)).orderBy(participantCalendarEvents.id);
    return { participantId, events: rows.map((row) => ({ ...row.definition, id: row.id, version: row.version })) };
  }

  /** Creates the event when it has no id, otherwise updates it at its current version. */
  save(principal: Principal, participantId: number, event: ValidCalendarEvent) {
    return this.db.transaction(async (tx) => {
      await this.participants.get(principal, participantId, tx);
      if (event.kind === "REPLACEMENT" && event.replacementParticipantId) {
        if (event.replacementParticipantId === participantId) throw fieldError("replacementParticipantId", "A participant cannot replace themselves", "SELF");
        await this.participants.get(principal, event.replacementParticipantId, tx).catch(() => {
          throw fieldError("replacementParticipantId", "Unknown participant", "UNKNOWN_PARTICIPANT");
        });
      }
      const definition = this.definitionOf(event);
      if (!event.id) {
        await tx.insert(participantCalendarEvents).values({ participantId, definition });
      } else {
        await this.ownEvent(tx, participantId, event.id);
        const updated = await updateVersioned(tx, participantCalendarEvents, event.id, event.version ?? -1, { definition });
        if (!updated) throw staleVersion();
      }
      return this.calendar(principal, participantId, tx);
    });
  }

  remove(principal: Principal, participantId: number, eventId: number) {
    return this.db.transaction(async (tx) => {
      await this.participants.get(principal, participantId, tx);
      await this.ownEvent(tx, participantId, eventId);
      await tx.delete(participantCalendarEvents).where(eq(participantCalendarEvents.id, eventId));
      return this.calendar(principal, participantId, tx);
    });
  }

  private async ownEvent(db: Executor, participantId: number, eventId: number) {
    const [row] = await db
      .select({ id: participantCalendarEvents.id })
      .from(participantCalendarEvents)
      .where(and(eq(participantCalendarEvents.id, eventId), eq(participantCalendarEvents.participantId, participantId)));
    if (!row) throw notFound("Calendar event");
  }

  /** The stored form: only the fields of its kind and its repetition, device addresses normalised. */
  private definitionOf(event: ValidCalendarEvent): Omit<CalendarEvent, "id" | "version"> {
    const address = event.kind === "OTHER_DEVICE" && event.deviceType && event.callingNumber ? normaliseDeviceAddress(event.deviceType, event.callingNumber) : null;
    return {
      title: event.title,
      active: event.active,
      kind: event.kind,
      deviceType: event.kind === "OTHER_DEVICE" ? (event.deviceType ?? null) : null,
      callingNumber: address && "address" in address ? address.address : null,
      replacementParticipantId: event.kind === "REPLACEMENT" ? (event.replacementParticipantId ?? null) : null,
      acknowledgeTime: event.acknowledgeTime,
      timeZone: event.timeZone ?? this.defaultTimeZone,
      startDateSelected: event.startDateSelected,
      endDateSelected: event.recurring ? event.startDateSelected : (event.endDateSelected ?? event.startDateSelected),
      startTime: event.startTime,
      endTime: event.endTime,
      recurring: event.recurring,
      repeatType: event.recurring ? event.repeatType : "NONE",
      repeatEvery: event.repeatEvery,
      markedDays: event.recurring && event.repeatType === "WEEKLY" ? (event.markedDays ?? null) : null,
      monthSubType: event.monthSubType,
      endType: event.recurring ? event.endType : "NEVER",
      countAfterTimesEnd: event.recurring && event.endType === "AFTER_TIMES_END" ? (event.countAfterTimesEnd ?? null) : null,
      endDate: event.recurring && event.endType === "END_DATE" ? (event.endDate ?? null) : null,
      sourceEventId: event.sourceEventId ?? null,
    };
  }
}
