import { eq, sql } from "drizzle-orm";
import type { MoveRequest, ObjectType } from "@alarm/contract";
import { accessDenied, AppError, conflict, notFound } from "../../core/errors.js";
import { participantsOutOfReach, userWithinReach } from "../../core/login-link.js";
import { objectKind } from "../../core/object-kinds.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { participants, roles, users } from "../../db/schema/index.js";
import { violatedUniqueConstraint } from "../../db/unique-violation.js";
import { assertOutranks, authoritiesOfUser } from "../auth/rank.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { assertNoSidewaysReference } from "./sideways-references.js";

/**
 * PUT /move: puts one object into another organization of the caller's scope. A move that would
 * leave a reference pointing sideways (a point of one branch using a plan of another) is refused
 * with 409 CONFLICT naming both ends, as are moves that break a login link or a rank.
 */
export class MoveService {
  constructor(private readonly db: Db) {}

  async move(principal: Principal, request: { id: number; objectType: ObjectType; newOrgId: MoveRequest["newOrgId"] }) {
    const kind = objectKind(request.objectType);
    if (!kind) throw new AppError("VALIDATION", `Objects of type ${request.objectType} cannot be moved yet`, [{ field: "objectType", message: "not movable" }]);
    if (!principal.authorities.includes(kind.manageAuthority)) throw accessDenied();

    await this.db
      .transaction(async (tx) => {
        const [object] = await tx
          .select({ orgId: sql<number | null>`${kind.orgId}` })
          .from(kind.table)
          .where(eq(kind.id, request.id))
          .for("update");
        const oldOrgId = object?.orgId;
        if (oldOrgId == null || !(await isWithinOrganization(tx, principal.orgId, oldOrgId))) throw notFound(kind.label);
        if (!(await isWithinOrganization(tx, principal.orgId, request.newOrgId))) throw notFound("Organization");
        if (request.objectType === "ORGANIZATION") {
          if (request.id === principal.orgId) throw accessDenied("You cannot move your own organization");
          if (await isWithinOrganization(tx, request.id, request.newOrgId)) {
            throw new AppError("VALIDATION", "An organization cannot move below itself", [{ field: "newOrgId", message: "inside the moved organization" }]);
          }
        }
        if (oldOrgId === request.newOrgId) return;
        await assertMayMove(tx, principal, request);
        await assertRoomFor(tx, request.objectType, request.newOrgId, oldOrgId);
        await tx
          .update(kind.table)
          .set({ [orgColumnKey(kind.table, kind.orgId)]: request.newOrgId })
          .where(eq(kind.id, request.id));
        await assertNoSidewaysReference(
          tx,
          request.objectType === "ORGANIZATION" ? { organizationId: request.id } : { type: request.objectType, ids: [request.id] },
        );
      })
      .catch((error: unknown) => {
        // Some names are unique per organization (an alarm point's system id): the target may hold one already.
        if (violatedUniqueConstraint(error) === undefined) throw error;
        throw conflict(`The organization already has a ${kind.label.toLowerCase()} with the same identifier`);
      });
    return { status: "ok" as const };
  }
}

/**
 * Rank (docs/domain-rules.md#rank-between-users) for users and roles, and the participant-login link:
 * a linked user must stay at or below every participant naming its login.
 */
async function assertMayMove(db: Executor, principal: Principal, request: { id: number; objectType: ObjectType; newOrgId: number }) {
  if (request.objectType === "USER") {
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, request.id));
    assertOutranks(principal, await authoritiesOfUser(db, request.id), `User "${user!.login}"`);
    if ((await participantsOutOfReach(db, user!.login, request.newOrgId)).length > 0) {
      throw conflict(
        `User "${user!.login}" is linked to a participant whose organization is not the target organization or above it; change that participant's login first`,
      );
    }
  } else if (request.objectType === "USERGROUP") {
    const [role] = await db.select({ name: roles.name, authorities: roles.authorities }).from(roles).where(eq(roles.id, request.id));
    assertOutranks(principal, role!.authorities, `Role "${role!.name}"`);
  } else if (request.objectType === "PARTICIPANT") {
    const [participant] = await db.select({ name: participants.name, login: participants.login }).from(participants).where(eq(participants.id, request.id));
    if (participant!.login && !(await userWithinReach(db, participant!.login, request.newOrgId))) {
      throw conflict(
        `Participant "${participant!.name}" is linked to user "${participant!.login}", who is not in the target organization or below it; change the login first`,
      );
    }
  }
}

function orgColumnKey(table: object, column: unknown): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error("organization column not found on its table");
  return entry[0];
}
