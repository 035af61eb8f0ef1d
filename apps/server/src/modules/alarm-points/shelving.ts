import type { ShelvedPoint, ShelvedPointList, shelveRequest } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../core/clock.js";
import { fieldError, notFound } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";

/** A raw query's timestamps come as Date from PostgreSQL and as text from PGlite. */
type Shelf = { alarmPointId: number; name: string; orgId: number; shelvedAt: Date | string; shelvedUntil: Date | string; reason: string; shelvedBy: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const shelfOf = (row: Shelf): ShelvedPoint => ({ ...row, shelvedAt: iso(row.shelvedAt), shelvedUntil: iso(row.shelvedUntil) });

const shelfColumns = sql`s.alarm_point_id::int as "alarmPointId", p.name, p.org_id::int as "orgId", s.shelved_at as "shelvedAt",
  s.shelved_until as "shelvedUntil", s.reason, s.shelved_by as "shelvedBy"`;

/**
 * Shelving alarm points (ISA-18.2 / EEMUA 191): for a chosen time of at most SHELVING_LIMIT, with a
 * reason, by holders of ALARM_SHELVE within their organizations. Shelving again replaces the time
 * and the reason; it ends by itself, or early by unshelving. Every change is in the audit log.
 */
export class ShelvingService {
  constructor(
    private readonly db: Db,
    private readonly limitSeconds: number,
  ) {}

  async list(principal: Principal): Promise<ShelvedPointList> {
    const rows = await queryRows<Shelf>(
      this.db,
      sql`select ${shelfColumns} from alarm_point_shelves s join alarm_points p on p.id = s.alarm_point_id
          where s.shelved_until > ${clock.now().toISOString()}::timestamptz and ${inOrganizationSubtree(sql`p.org_id`, principal.orgId)}
          order by s.shelved_until, p.name`,
    );
    return { items: rows.map(shelfOf), shelvingLimitMinutes: Math.floor(this.limitSeconds / 60) };
  }

  shelve(principal: Principal, alarmPointId: number, input: z.output<typeof shelveRequest>): Promise<ShelvedPoint> {
    if (input.minutes * 60 > this.limitSeconds) {
      throw fieldError("minutes", `at most ${Math.floor(this.limitSeconds / 60)} minutes (SHELVING_LIMIT)`, "TOO_LONG");
    }
    return this.db.transaction(async (tx) => {
      const point = await this.pointInScope(tx, principal, alarmPointId);
      const now = clock.now();
      const until = new Date(now.getTime() + input.minutes * 60_000);
      const [row] = await queryRows<Shelf>(
        tx,
        sql`with s as (
              insert into alarm_point_shelves (alarm_point_id, org_id, shelved_at, shelved_until, reason, shelved_by_user_id, shelved_by)
              values (${alarmPointId}, ${point.orgId}, ${now.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, ${input.reason}, ${principal.id}, ${principal.login})
              on conflict (alarm_point_id) do update set shelved_at = excluded.shelved_at, shelved_until = excluded.shelved_until,
                reason = excluded.reason, shelved_by_user_id = excluded.shelved_by_user_id, shelved_by = excluded.shelved_by
              returning *)
            select ${shelfColumns} from s join alarm_points p on p.id = s.alarm_point_id`,
      );
      return shelfOf(row!);
    });
  }

  /** Ends the shelving now; a point that is not shelved is left as it is. */
  unshelve(principal: Principal, alarmPointId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.pointInScope(tx, principal, alarmPointId);
      await tx.execute(sql`delete from alarm_point_shelves where alarm_point_id = ${alarmPointId}`);
    });
  }

  /** The point, if the caller's organizations hold it; else not found, as if it did not exist. */
  private async pointInScope(db: Executor, principal: Principal, alarmPointId: number) {
    const [point] = await queryRows<{ orgId: number }>(db, sql`select org_id::int as "orgId" from alarm_points where id = ${alarmPointId}`);
    if (!point || !(await isWithinOrganization(db, principal.orgId, point.orgId))) throw notFound("Alarm point");
    return point;
  }
}
