import {
  type MaintenanceNow,
  maintenanceOccurrenceAt,
  type MaintenanceWindow,
  type maintenanceWindowCreate,
  type maintenanceWindowQuery,
  type maintenanceWindowUpdate,
} from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../core/clock.js";
import { conflict, fieldError, notFound, staleVersion } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { maintenanceWindows } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { scheduleColumns, scheduleOf, windowOf, windowRows, windowsMaybeInForce } from "./repo.js";

type WindowCreate = z.output<typeof maintenanceWindowCreate>;
type WindowUpdate = z.output<typeof maintenanceWindowUpdate>;
type WindowQuery = z.output<typeof maintenanceWindowQuery>;

/** Maintenance windows of alarm points and organizations; ending one early is a single call. */
export class MaintenanceWindowService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, query: WindowQuery): Promise<{ list: MaintenanceWindow[] }> {
    const now = clock.now();
    const conditions = [inOrganizationSubtree(sql`w.org_id`, principal.orgId)];
    if (query.orgId !== undefined) {
      if (!(await isWithinOrganization(this.db, principal.orgId, query.orgId))) throw notFound("Organization");
      conditions.push(sql`w.org_id = ${query.orgId}`);
    }
    if (query.alarmPointId !== undefined) {
      const [point] = await queryRows<{ orgId: number }>(this.db, sql`select org_id as "orgId" from alarm_points where id = ${query.alarmPointId}`);
      if (!point || !(await isWithinOrganization(this.db, principal.orgId, point.orgId))) throw notFound("Alarm point");
      conditions.push(sql`(w.alarm_point_id = ${query.alarmPointId} or (w.alarm_point_id is null and w.org_id in (select id from org_line(${point.orgId}))))`);
    }
    const rows = await windowRows(this.db, sql.join(conditions, sql` and `));
    return { list: rows.map((row) => windowOf(row, now)) };
  }

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<MaintenanceWindow> {
    const [row] = await windowRows(db, sql`w.id = ${id}`);
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.orgId))) throw notFound("Maintenance window");
    return windowOf(row, clock.now());
  }

  create(principal: Principal, input: WindowCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await assertPointCovered(tx, input.alarmPointId, input.orgId, principal.orgId);
      const [row] = await tx
        .insert(maintenanceWindows)
        .values({
          orgId: input.orgId,
          alarmPointId: input.alarmPointId,
          name: input.name,
          description: input.description ?? null,
          ...scheduleColumns(input.schedule),
        })
        .returning({ id: maintenanceWindows.id });
      return this.get(principal, row!.id, tx);
    });
  }

  /** A changed schedule starts afresh: an earlier "ended early" no longer applies. */
  update(principal: Principal, input: WindowUpdate) {
    return this.db.transaction(async (tx) => {
      const window = await this.get(principal, input.id, tx);
      await assertPointCovered(tx, input.alarmPointId, window.orgId, principal.orgId);
      const columns = {
        alarmPointId: input.alarmPointId,
        name: input.name,
        description: input.description ?? null,
        ...scheduleColumns(input.schedule),
        endedEarlyAt: null,
      };
      if (!(await updateVersioned(tx, maintenanceWindows, input.id, input.version, columns))) throw staleVersion();
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, id));
    });
  }

  /** Ends the occurrence in force now; a recurring window comes back at its next occurrence. */
  endNow(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const window = await this.get(principal, id, tx);
      if (!window.current) throw conflict(`Maintenance window "${window.name}" is not in force now`);
      await tx
        .update(maintenanceWindows)
        .set({ endedEarlyAt: clock.now(), version: sql`${maintenanceWindows.version} + 1` })
        .where(eq(maintenanceWindows.id, id));
      return this.get(principal, id, tx);
    });
  }

  /** What is in maintenance now within the caller's scope. */
  async now(principal: Principal): Promise<MaintenanceNow> {
    const now = clock.now();
    const rows = (await windowRows(this.db, windowsMaybeInForce(principal.orgId, now))).flatMap((row) => {
      const occurrence = maintenanceOccurrenceAt({ schedule: scheduleOf(row), endedEarlyAt: row.endedEarlyAt }, now);
      return occurrence ? [{ id: row.id, name: row.name, alarmPointId: row.alarmPointId, orgId: row.orgId, end: occurrence.end.toISOString() }] : [];
    });
    const wholeOrgs = rows.filter((row) => row.alarmPointId === null).map((row) => row.orgId);
    const orgIds = wholeOrgs.length === 0 ? [] : await subtreesOf(this.db, wholeOrgs, principal.orgId);
    return { alarmPointIds: rows.flatMap((row) => (row.alarmPointId === null ? [] : [row.alarmPointId])), orgIds, windows: rows };
  }
}

/** A window's alarm point must lie in its organization or below it, within the caller's scope. */
async function assertPointCovered(db: Executor, alarmPointId: number | null, orgId: number, callerOrgId: number) {
  if (alarmPointId === null) return;
  const [point] = await queryRows<{ id: number }>(
    db,
    sql`select id from alarm_points where id = ${alarmPointId} and not deleted and ${inOrganizationSubtree(sql`org_id`, orgId)} and ${inOrganizationSubtree(sql`org_id`, callerOrgId)}`,
  );
  if (!point) throw fieldError("alarmPointId", `Unknown alarm point in this organization: ${alarmPointId}`, "UNKNOWN_ALARM_POINT");
}

async function subtreesOf(db: Executor, orgIds: readonly number[], callerOrgId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct s.id from unnest(${`{${orgIds.join(",")}}`}::int[]) as root(id) cross join lateral org_subtree(root.id) s
        where ${inOrganizationSubtree(sql`s.id`, callerOrgId)}`,
  );
  return rows.map((row) => row.id);
}
