import { type AlarmPointCalendar, type AlarmPointCalendarEvent, storedTimingOf, type ValidAlarmPointCalendarEvent } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { fieldError, notFound } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { alarmPointCalendarEvents, alarmPoints } from "../../db/schema/index.js";
import { CalendarEventStore } from "../calendar-events/calendar-event-store.js";
import { assertUsableIn } from "../../core/reference-scope.js";

type StoredEvent = Omit<AlarmPointCalendarEvent, "id" | "version">;

/** An alarm point's calendar: when it is active, inactive, or replaced by another alarm point. */
export class AlarmPointCalendarService {
  private readonly store = new CalendarEventStore<StoredEvent>(alarmPointCalendarEvents);

  constructor(
    private readonly db: Db,
    private readonly defaultTimeZone: string,
  ) {}

  async calendar(principal: Principal, alarmPointId: number, db: Executor = this.db): Promise<AlarmPointCalendar> {
    if (!(await this.isVisible(db, principal, alarmPointId))) throw notFound("Alarm point");
    return { alarmPointId, events: await this.store.events(db, alarmPointId) };
  }

  /** Creates the entry when it has no id, otherwise updates it at its current version. */
  save(principal: Principal, alarmPointId: number, event: ValidAlarmPointCalendarEvent) {
    return this.db.transaction(async (tx) => {
      const orgId = await this.visibleOrgOf(tx, principal, alarmPointId);
      if (orgId === undefined) throw notFound("Alarm point");
      const replacement = event.kind === "REPLACEMENT" ? event.alarmReplacement : null;
      if (replacement) {
        const field = "alarmReplacement.alarmPointId";
        if (replacement.alarmPointId === alarmPointId) throw fieldError(field, "An alarm point cannot replace itself", "SELF");
        if (!(await this.isVisible(tx, principal, replacement.alarmPointId))) throw fieldError(field, "Unknown alarm point", "UNKNOWN_ALARM_POINT");
        await assertUsableIn(tx, "ALARMPOINT", [replacement.alarmPointId], { orgId, callerOrgId: principal.orgId }, field);
      }
      const definition: StoredEvent = {
        ...storedTimingOf(event, this.defaultTimeZone),
        kind: event.kind,
        alarmReplacement: replacement ? { id: replacement.id ?? null, alarmPointId: replacement.alarmPointId } : null,
      };
      await this.store.save(tx, alarmPointId, event, definition);
      return this.calendar(principal, alarmPointId, tx);
    });
  }

  remove(principal: Principal, alarmPointId: number, eventId: number) {
    return this.db.transaction(async (tx) => {
      if (!(await this.isVisible(tx, principal, alarmPointId))) throw notFound("Alarm point");
      await this.store.remove(tx, alarmPointId, eventId);
      return this.calendar(principal, alarmPointId, tx);
    });
  }

  /** The organization of an alarm point that exists, is not deleted and belongs to the caller's organization subtree. */
  private async visibleOrgOf(db: Executor, principal: Principal, alarmPointId: number): Promise<number | undefined> {
    const [point] = await db.select({ orgId: alarmPoints.orgId, deleted: alarmPoints.deleted }).from(alarmPoints).where(eq(alarmPoints.id, alarmPointId));
    return point && !point.deleted && (await isWithinOrganization(db, principal.orgId, point.orgId)) ? point.orgId : undefined;
  }

  private async isVisible(db: Executor, principal: Principal, alarmPointId: number): Promise<boolean> {
    return (await this.visibleOrgOf(db, principal, alarmPointId)) !== undefined;
  }
}
