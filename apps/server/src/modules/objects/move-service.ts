import { eq, sql } from "drizzle-orm";
import type { MoveRequest, ObjectType } from "@alarm/contract";
import type { Db } from "../../db/database.js";
import { violatedUniqueConstraint } from "../../db/unique-violation.js";
import { accessDenied, AppError, conflict, notFound } from "../../http/errors.js";
import type { Principal } from "../auth/repo.js";
import { assertRoomFor } from "../organizations/object-limits.js";
import { isWithinOrganization } from "../organizations/scope.js";
import { objectKind } from "./object-kinds.js";

/** PUT /move: puts one object into another organization of the caller's scope. */
export class MoveService {
  constructor(private readonly db: Db) {}

  async move(principal: Principal, request: { id: number; objectType: ObjectType; newOrgId: MoveRequest["newOrgId"] }) {
    const kind = objectKind(request.objectType);
    if (!kind) throw new AppError("VALIDATION", `Objects of type ${request.objectType} cannot be moved yet`, [{ field: "objectType", message: "not movable" }]);
    if (!principal.authorities.includes(kind.manageAuthority)) throw accessDenied();

    await this.db.transaction(async (tx) => {
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
      await assertRoomFor(tx, request.objectType, request.newOrgId, oldOrgId);
      await tx.update(kind.table).set({ [orgColumnKey(kind.table, kind.orgId)]: request.newOrgId }).where(eq(kind.id, request.id));
    }).catch((error: unknown) => {
      // Some names are unique per organization (an alarm point's system id): the target may hold one already.
      if (violatedUniqueConstraint(error) === undefined) throw error;
      throw conflict(`The organization already has a ${kind.label.toLowerCase()} with the same identifier`);
    });
    return { status: "ok" as const };
  }
}

function orgColumnKey(table: object, column: unknown): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error("organization column not found on its table");
  return entry[0];
}
