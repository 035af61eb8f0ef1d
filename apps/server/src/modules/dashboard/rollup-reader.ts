import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import type { Rollup } from "../../engine/public.js";

/** Organizations shown, as a condition on an `org_id` column. */
export type Scope = (column: SQL) => SQL;
/** Sums of a rollup's columns per value of its dimension (status, device type). */
export type Figures = Map<string, Record<string, number>>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const floorDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;
const instant = (at: number) => sql`${new Date(at).toISOString()}::timestamptz`;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

function add(target: Figures, source: Figures | undefined, sign = 1) {
  for (const [dimension, sums] of source ?? []) {
    const into = target.get(dimension) ?? {};
    for (const [column, value] of Object.entries(sums)) into[column] = (into[column] ?? 0) + sign * value;
    target.set(dimension, into);
  }
}

type Row = Record<string, unknown> & { at: Date | string; dimension: string };

function collect(rows: Row[], rollup: Rollup): Map<number, Figures> {
  const byTime = new Map<number, Figures>();
  for (const row of rows) {
    const at = new Date(row.at).getTime();
    const figures = byTime.get(at) ?? new Map();
    add(figures, new Map([[row.dimension, Object.fromEntries(rollup.sums.map((column) => [column, Number(row[column] ?? 0)]))]]));
    byTime.set(at, figures);
  }
  return byTime;
}

/**
 * A rollup's figures over consecutive intervals [boundaries[i], boundaries[i + 1]), exactly, reading
 * as few rows as it can: each UTC day as one row per organization from the daily table (plus the
 * hourly rows not folded into it yet), and by the hour only the smaller pieces of the days a boundary
 * cuts — an interval's share of a cut day is the day's total less the pieces that are not its own.
 */
export async function figuresOver(db: Executor, rollup: Rollup, inScope: Scope, boundaries: Date[]): Promise<Figures[]> {
  const cuts = boundaries.map((at) => at.getTime());
  const first = floorDay(cuts[0]!);
  const end = floorDay(cuts.at(-1)! - 1) + DAY_MS;
  const summed = sql.raw(rollup.sums.map((column) => `sum(${column})::float8 as ${column}`).join(", "));
  const columns = sql.raw([rollup.dimension, ...rollup.sums].join(", "));
  const dayTotals = collect(
    await queryRows<Row>(
      db,
      sql`select day as at, ${sql.raw(rollup.dimension)} as dimension, ${summed} from (
            select (day::timestamp at time zone 'UTC') as day, ${columns} from ${sql.raw(rollup.daily)}
             where ${inScope(sql`org_id`)} and day >= ${isoDay(first)}::date and day < ${isoDay(end)}::date
            union all
            select date_trunc('day', hour, 'UTC'), ${columns} from ${sql.raw(rollup.table)}
             where ${inScope(sql`org_id`)} and not compacted and hour >= ${instant(first)} and hour < ${instant(end)}) parts
          group by 1, 2`,
    ),
    rollup,
  );

  // Each day cut by boundaries falls into pieces; all but its largest piece are read by the hour.
  const pieces: { from: number; until: number; byHour: boolean }[] = [];
  for (let day = first; day < end; day += DAY_MS) {
    const inner = cuts.filter((at) => at > day && at < day + DAY_MS);
    const edges = [day, ...inner, day + DAY_MS];
    const dayPieces = edges.slice(1).map((until, index) => ({ from: edges[index]!, until, byHour: true }));
    dayPieces.reduce((largest, piece) => (piece.until - piece.from > largest.until - largest.from ? piece : largest)).byHour = false;
    pieces.push(...dayPieces);
  }
  const hourly = pieces.filter((piece) => piece.byHour);
  const hours = hourly.length
    ? collect(
        await queryRows<Row>(
          db,
          sql`select hour as at, ${sql.raw(rollup.dimension)} as dimension, ${summed} from ${sql.raw(rollup.table)}
               where ${inScope(sql`org_id`)} and (${sql.join(
                 hourly.map((piece) => sql`(hour >= ${instant(piece.from)} and hour < ${instant(piece.until)})`),
                 sql` or `,
               )})
               group by 1, 2`,
        ),
        rollup,
      )
    : new Map<number, Figures>();

  const pieceFigures = (piece: { from: number; until: number }) => {
    const figures: Figures = new Map();
    for (let hour = piece.from; hour < piece.until; hour += HOUR_MS) add(figures, hours.get(hour));
    return figures;
  };
  const result = cuts.slice(1).map((): Figures => new Map());
  for (let day = first; day < end; day += DAY_MS) {
    const dayPieces = pieces.filter((piece) => piece.from >= day && piece.until <= day + DAY_MS);
    for (const piece of dayPieces) {
      const interval = cuts.findIndex((at, index) => index < cuts.length - 1 && piece.from >= at && piece.from < cuts[index + 1]!);
      if (interval < 0) continue;
      if (piece.byHour) {
        add(result[interval]!, pieceFigures(piece));
        continue;
      }
      add(result[interval]!, dayTotals.get(day));
      for (const other of dayPieces) if (other.byHour) add(result[interval]!, pieceFigures(other), -1);
    }
  }
  return result;
}
