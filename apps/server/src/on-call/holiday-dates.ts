import type { TimeRange } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";

const DAY = 86_400_000;

/**
 * The dates ("YYYY-MM-DD") that are holidays of the organization or one of its ancestors in the
 * years around `range` (a day either side, so that the local date of any zone is covered). A
 * recurring holiday repeats on the same dates every year; one on 29 February only in leap years.
 */
export async function holidayDates(db: Executor, orgId: number, range: TimeRange): Promise<Set<string>> {
  const first = new Date(range.from.getTime() - DAY).getUTCFullYear();
  const last = new Date(range.to.getTime() + DAY).getUTCFullYear();
  const rows = await queryRows<{ day: string }>(
    db,
    sql`with recursive line(id, parent_id) as (
          select id, parent_id from organizations where id = ${orgId}
          union all select o.id, o.parent_id from organizations o join line on o.id = line.parent_id),
        own as (select h.* from holidays h where h.active and h.org_id in (select id from line)),
        days as (
          select d::date as d, false as recurring from own cross join lateral generate_series(own.start_date, own.end_date, interval '1 day') as d
           where not own.recurring
          union all
          select d::date, true from own cross join lateral generate_series(own.start_date, own.end_date, interval '1 day') as d
           where own.recurring)
        select distinct to_char(make_date(y, extract(month from d)::int, 1) + (extract(day from d)::int - 1), 'YYYY-MM-DD') as day
          from days cross join generate_series(${first}::int, ${last}::int) as y
         where (recurring or extract(year from d)::int = y)
           and (extract(month from d) <> 2 or extract(day from d) <> 29 or (y % 4 = 0 and (y % 100 <> 0 or y % 400 = 0)))`,
  );
  return new Set(rows.map((row) => row.day));
}
