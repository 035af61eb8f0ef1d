import type { HolidayCalendar, HolidayEvent, holidayCreate, holidayUpdate } from "@alarm/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { conflict, notFound, staleVersion } from "../../core/errors.js";
import { ancestorsOf, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { holidays, organizations } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { assertRoomFor } from "../../core/object-limits.js";

type NewHoliday = z.output<typeof holidayCreate>;
type ChangedHoliday = z.output<typeof holidayUpdate>;

export const dateOccupied = () => conflict("Date is occupied");

/**
 * Holidays per organization and year. An organization's calendar also shows the holidays of the
 * organizations above it, read-only ("standard"), since they apply to it too.
 */
export class HolidayService {
  constructor(private readonly db: Db) {}

  async calendar(principal: Principal, orgId: number, year: number, db: Executor = this.db): Promise<HolidayCalendar> {
    if (!(await isWithinOrganization(db, principal.orgId, orgId))) throw notFound("Organization");
    const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
    if (!organization) throw notFound("Organization");
    return {
      id: orgId,
      version: 1,
      orgId,
      orgName: organization.name,
      name: `${organization.name} holidays`,
      validFrom: `${year}-01-01`,
      description: null,
      year,
      events: await holidaysOfYear(db, orgId, year),
    };
  }

  create(principal: Principal, orgId: number, year: number, input: NewHoliday) {
    return this.db.transaction(async (tx) => {
      await this.calendar(principal, orgId, year, tx);
      await lockHolidays(tx, orgId);
      const end = input.end ?? input.start;
      await assertFree(tx, orgId, input.start, end);
      await assertRoomFor(tx, "HOLIDAY", orgId);
      await tx.insert(holidays).values({ orgId, title: input.title, startDate: input.start, endDate: end, recurring: input.recurring, active: input.active });
      return this.calendar(principal, orgId, year, tx);
    });
  }

  update(principal: Principal, orgId: number, year: number, input: ChangedHoliday) {
    return this.db.transaction(async (tx) => {
      await this.calendar(principal, orgId, year, tx);
      await lockHolidays(tx, orgId);
      await ownHoliday(tx, orgId, input.id);
      const end = input.end ?? input.start;
      await assertFree(tx, orgId, input.start, end, input.id);
      const updated = await updateVersioned(tx, holidays, input.id, input.version, {
        title: input.title,
        startDate: input.start,
        endDate: end,
        recurring: input.recurring,
        active: input.active,
      });
      if (!updated) throw staleVersion();
      return this.calendar(principal, orgId, year, tx);
    });
  }

  remove(principal: Principal, orgId: number, year: number, id: number) {
    return this.db.transaction(async (tx) => {
      await this.calendar(principal, orgId, year, tx);
      await ownHoliday(tx, orgId, id);
      await tx.delete(holidays).where(eq(holidays.id, id));
      return this.calendar(principal, orgId, year, tx);
    });
  }
}

/** The holidays that fall into `year` for the organization: its own and those inherited from above. */
async function holidaysOfYear(db: Executor, orgId: number, year: number): Promise<HolidayEvent[]> {
  const holders = [orgId, ...(await ancestorsOf(db, orgId))];
  const rows = await db
    .select({ holiday: holidays, orgName: organizations.name })
    .from(holidays)
    .innerJoin(organizations, eq(organizations.id, holidays.orgId))
    .where(and(inArray(holidays.orgId, holders), sql`(${holidays.recurring} or extract(year from ${holidays.startDate}) = ${year})`));
  return rows
    .flatMap(({ holiday, orgName }) => {
      const start = holiday.recurring ? inYear(holiday.startDate, year) : holiday.startDate;
      const end = holiday.recurring ? inYear(holiday.endDate, year) : holiday.endDate;
      if (!start || !end) return [];
      return [
        {
          id: holiday.id,
          title: holiday.title,
          active: holiday.active,
          allDay: true,
          start,
          end,
          recurring: holiday.recurring,
          standard: holiday.orgId !== orgId,
          singleDay: start === end,
          orgId: holiday.orgId,
          orgName,
          version: holiday.version,
        },
      ];
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

/** The same month and day in another year; null for 29 February in a year without it. */
function inYear(date: string, year: number): string | null {
  const moved = `${year}${date.slice(4)}`;
  const check = new Date(`${moved}T00:00:00Z`);
  return check.getUTCDate() === Number(date.slice(8, 10)) ? moved : null;
}

/** Refuses dates that overlap a holiday the organization already has, its own or inherited. */
async function assertFree(db: Executor, orgId: number, start: string, end: string, exceptId?: number) {
  const existing = await holidaysOfYear(db, orgId, Number(start.slice(0, 4)));
  if (existing.some((holiday) => holiday.id !== exceptId && holiday.start <= end && start <= holiday.end)) throw dateOccupied();
}

async function ownHoliday(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(eq(holidays.id, id), eq(holidays.orgId, orgId)));
  if (!row) throw notFound("Holiday");
}

/** Two holidays created at once for the same dates: the second waits and then sees the first. */
async function lockHolidays(db: Executor, orgId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${orgId}, hashtext('holidays'))`);
}
