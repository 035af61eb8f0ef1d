import type { AuditAction, AuditedObjectType } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { currentAuditContext } from "./audit-context.js";

/** An event the server records in the audit log beside the row changes the trigger records. */
export interface AuditEvent {
  action: Exclude<AuditAction, "INSERT" | "UPDATE" | "DELETE">;
  objectType: AuditedObjectType;
  objectId: number | null;
  /** The organization the object belongs to; null files it under the total system only. */
  orgId: number | null;
  /** Who acted, when the request's context does not know yet (a sign-in). */
  actor?: { userId: number | null; login: string };
  /** What the entry shows, e.g. the reason an alarm was quit with. */
  details?: Record<string, unknown>;
}

/** Writes `event` in the transaction of `db`: rolled back with it. */
export async function recordAuditEvent(db: Executor, event: AuditEvent): Promise<void> {
  const context = currentAuditContext() ?? {};
  const userId = event.actor ? event.actor.userId : (context.userId ?? null);
  const login = event.actor ? event.actor.login : (context.login ?? null);
  await db.execute(sql`insert into audit_log (tx_id, org_id, actor_user_id, actor_login, address, user_agent, action, object_type, object_id, after)
    values (txid_current(), ${event.orgId}, ${userId}, ${login}, ${context.address ?? null}, ${context.userAgent ?? null},
            ${event.action}, ${event.objectType}, ${event.objectId === null ? null : String(event.objectId)}, ${event.details ? JSON.stringify(event.details) : null}::jsonb)`);
}
