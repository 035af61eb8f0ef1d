import type { DutyOverride, dutyOverrideCreate } from "@alarm/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../core/clock.js";
import { fieldError, notFound } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { dutyOverrides, participants } from "../../db/schema/index.js";
import { onCallAlarmPoints, plansOfPoints } from "../../on-call/on-call-rows.js";
import { assertUsableIn } from "../../core/reference-scope.js";

type NewOverride = z.output<typeof dutyOverrideCreate>;
type OverrideRow = {
  id: number;
  version: number;
  participant_id: number;
  participant_name: string;
  covering_participant_id: number;
  covering_participant_name: string;
  starts_at: string;
  ends_at: string;
  note: string | null;
  created_by: string;
};

const toOverride = (row: OverrideRow): DutyOverride => ({
  id: row.id,
  version: row.version,
  participantId: row.participant_id,
  participantName: row.participant_name,
  coveringParticipantId: row.covering_participant_id,
  coveringParticipantName: row.covering_participant_name,
  from: new Date(row.starts_at).toISOString(),
  to: new Date(row.ends_at).toISOString(),
  note: row.note,
  createdBy: row.created_by,
});

/** Overrides not yet ended that match `where`, within the caller's organizations. */
function overridesWhere(db: Executor, principal: Principal, where: SQL): Promise<OverrideRow[]> {
  return queryRows<OverrideRow>(
    db,
    sql`select o.id, o.version, o.participant_id, p.name || ' ' || p.surname as participant_name,
               o.covering_participant_id, c.name || ' ' || c.surname as covering_participant_name, o.starts_at, o.ends_at, o.note, o.created_by
          from duty_overrides o join participants p on p.id = o.participant_id join participants c on c.id = o.covering_participant_id
         where o.ends_at > ${clock.sqlNow()} and ${inOrganizationSubtree(sql`o.org_id`, principal.orgId)} and (${where})
         order by o.starts_at, o.id`,
  );
}

/** "Cover my duty": another participant is reached instead of one, for a while; the on-call resolver honours it. */
export class DutyOverrideService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Overrides of a participant (covered or covering), or of everyone an alarm point's plans can reach. */
  async list(principal: Principal, filter: { participantId?: number | undefined; alarmPointId?: number | undefined }): Promise<DutyOverride[]> {
    if (filter.participantId !== undefined) {
      const id = filter.participantId;
      const [person] = await this.db
        .select({ orgId: participants.orgId })
        .from(participants)
        .where(and(eq(participants.id, id), inOrganizationSubtree(participants.orgId, principal.orgId)));
      if (!person) throw notFound("Participant");
      return (await overridesWhere(this.db, principal, sql`o.participant_id = ${id} or o.covering_participant_id = ${id}`)).map(toOverride);
    }
    if (filter.alarmPointId !== undefined) {
      const [point] = await onCallAlarmPoints(this.db, [filter.alarmPointId], this.timeZone);
      if (!point || !(await isWithinOrganization(this.db, principal.orgId, point.orgId))) throw notFound("Alarm point");
      const planIds = `{${plansOfPoints([point]).join(",")}}`;
      const reached = sql`o.participant_id in (
        select e.participant_id from alarm_plan_entries e join alarm_plan_ranks r on r.id = e.rank_id where r.plan_id = any(${planIds}::int[]) and e.participant_id is not null
        union select m.participant_id from alarm_plan_entries e join alarm_plan_ranks r on r.id = e.rank_id
          join participant_group_members m on m.group_id = e.participant_group_id where r.plan_id = any(${planIds}::int[]))`;
      return (await overridesWhere(this.db, principal, reached)).map(toOverride);
    }
    return (await overridesWhere(this.db, principal, sql`true`)).map(toOverride);
  }

  /** The covered participant must be the caller's to see; the one covering must be usable in their organization (above or below it). */
  create(principal: Principal, input: NewOverride): Promise<DutyOverride> {
    return this.db.transaction(async (tx) => {
      const [covered] = await tx
        .select({ orgId: participants.orgId })
        .from(participants)
        .where(and(eq(participants.id, input.participantId), inOrganizationSubtree(participants.orgId, principal.orgId)));
      if (!covered) throw notFound("Participant");
      if (Date.parse(input.to) <= clock.now().getTime()) throw fieldError("to", "The override would be over already", "IN_THE_PAST");
      await assertUsableIn(
        tx,
        "PARTICIPANT",
        [input.coveringParticipantId],
        { orgId: covered.orgId, callerOrgId: principal.orgId, alsoBelow: true },
        "coveringParticipantId",
      );
      const [row] = await tx
        .insert(dutyOverrides)
        .values({
          orgId: covered.orgId,
          participantId: input.participantId,
          coveringParticipantId: input.coveringParticipantId,
          startsAt: new Date(input.from),
          endsAt: new Date(input.to),
          note: input.note ?? null,
          createdBy: principal.login,
        })
        .returning({ id: dutyOverrides.id });
      const [created] = await overridesWhere(tx, principal, sql`o.id = ${row!.id}`);
      return toOverride(created!);
    });
  }

  async remove(principal: Principal, id: number): Promise<void> {
    const deleted = await this.db
      .delete(dutyOverrides)
      .where(and(eq(dutyOverrides.id, id), inOrganizationSubtree(dutyOverrides.orgId, principal.orgId)))
      .returning({ id: dutyOverrides.id });
    if (deleted.length === 0) throw notFound("Duty override");
  }
}
