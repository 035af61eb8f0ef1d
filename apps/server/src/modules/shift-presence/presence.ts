import { PRESENCE_LIST_LIMIT, type PresenceRow, type ShiftPresence } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { notFound } from "../../core/errors.js";
import { inOrganizationSubtree, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, isoTimestamp, queryRows } from "../../db/database.js";
import { containsPattern } from "../../core/text-search.js";

/** Records a participant checking in or out of their shift; answers the new state. */
export async function setPresence(db: Executor, participantId: number, checkedIn: boolean): Promise<ShiftPresence> {
  const now = clock.now();
  await db.execute(
    sql`insert into participant_presence (participant_id, checked_in, since) values (${participantId}, ${checkedIn}, ${now})
        on conflict (participant_id) do update set checked_in = excluded.checked_in,
          since = case when participant_presence.checked_in = excluded.checked_in then participant_presence.since else excluded.since end`,
  );
  return presenceOf(db, participantId);
}

export async function presenceOf(db: Executor, participantId: number): Promise<ShiftPresence> {
  const [row] = await queryRows<ShiftPresence>(
    db,
    sql`select checked_in as "checkedIn", ${isoTimestamp("since")} as since from participant_presence where participant_id = ${participantId}`,
  );
  return row ?? { checkedIn: false, since: null };
}

/** The console's check-in/check-out screen (authority ALARM_TABLE). */
export class ShiftPresenceService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, query: { orgId?: number | undefined; search?: string | undefined }): Promise<PresenceRow[]> {
    const orgId = query.orgId ?? principal.orgId;
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    const search = query.search ? containsPattern(query.search) : null;
    return queryRows<PresenceRow>(
      this.db,
      sql`select p.id as "participantId", p.name || ' ' || p.surname as "participantName", p.org_id as "orgId", o.name as "orgName",
                 coalesce(pp.checked_in, false) as "checkedIn", ${isoTimestamp("pp.since")} as since
          from participants p join organizations o on o.id = p.org_id left join participant_presence pp on pp.participant_id = p.id
          where ${inOrganizationSubtree(sql`p.org_id`, orgId)}
            ${search ? sql`and (p.name || ' ' || p.surname) ilike ${search}` : sql``}
          order by p.name, p.surname, p.id limit ${PRESENCE_LIST_LIMIT}`,
    );
  }

  async set(principal: Principal, participantId: number, checkedIn: boolean): Promise<PresenceRow> {
    return this.db.transaction(async (tx) => {
      const [inScope] = await queryRows<{ id: number }>(
        tx,
        sql`select id from participants p where p.id = ${participantId} and ${inOrganizationSubtree(sql`p.org_id`, principal.orgId)}`,
      );
      if (!inScope) throw notFound("Participant");
      await setPresence(tx, participantId, checkedIn);
      const [row] = await queryRows<PresenceRow>(
        tx,
        sql`select p.id as "participantId", p.name || ' ' || p.surname as "participantName", p.org_id as "orgId", o.name as "orgName",
                   pp.checked_in as "checkedIn", ${isoTimestamp("pp.since")} as since
            from participants p join organizations o on o.id = p.org_id join participant_presence pp on pp.participant_id = p.id where p.id = ${participantId}`,
      );
      return row!;
    });
  }
}
