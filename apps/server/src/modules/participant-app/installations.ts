import type { AppInstallation } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { notFound } from "../../core/errors.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import { type Db, type Executor, isoTimestamp, queryRows } from "../../db/database.js";
import { assertOutranks, authoritiesOfUser } from "../auth/rank.js";
import { revokeSessions } from "../auth/service.js";

/** The participant app's sign-ins of the user linked to a participant: phones the console can see and revoke. */
export class AppInstallations {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, participantId: number): Promise<AppInstallation[]> {
    await this.participantInScope(this.db, principal, participantId);
    return this.sessionsOf(this.db, participantId);
  }

  revoke(principal: Principal, participantId: number, sessionId: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.participantInScope(tx, principal, participantId);
      const [session] = await queryRows<{ userId: number }>(
        tx,
        sql`select s.user_id as "userId" from participants p join users u on lower(u.login) = lower(p.login) join sessions s on s.user_id = u.id
            where p.id = ${participantId} and s.id = ${sessionId}::uuid and s.kind = 'APP' and s.revoked_at is null`,
      );
      if (!session) throw notFound("App installation");
      // Signing a user out acts on that user: only a caller holding every authority of theirs may (rank between users).
      assertOutranks(principal, await authoritiesOfUser(tx, session.userId), "The user of this phone");
      await revokeSessions(tx, { sessionId });
    });
  }

  private sessionsOf(db: Executor, participantId: number) {
    return queryRows<AppInstallation>(
      db,
      sql`select s.id::text as "sessionId", coalesce(s.device_name, '') as "deviceName", u.login as "userLogin", ${isoTimestamp("s.created_at")} as "signedInAt",
                 ${isoTimestamp("s.last_seen_at")} as "lastSeenAt", s.user_agent as "userAgent"
          from participants p join users u on lower(u.login) = lower(p.login) join sessions s on s.user_id = u.id
          where p.id = ${participantId} and s.kind = 'APP' and s.revoked_at is null and s.expires_at > now()
          order by coalesce(s.last_seen_at, s.created_at) desc`,
    );
  }

  private async participantInScope(db: Executor, principal: Principal, participantId: number) {
    const rows = await queryRows(
      db,
      sql`select 1 from participants p where p.id = ${participantId} and ${inOrganizationSubtree(sql`p.org_id`, principal.orgId)}`,
    );
    if (rows.length === 0) throw notFound("Participant");
  }
}
