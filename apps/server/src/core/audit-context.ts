import { AsyncLocalStorage } from "node:async_hooks";

/** Who makes the changes of the request being served, as the audit log records it. */
export interface AuditContext {
  userId?: number;
  login?: string;
  /** The caller's organization: where a change whose object is gone is filed. */
  orgId?: number;
  address?: string;
  userAgent?: string;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (and everything it starts) on behalf of `context`. */
export function runAs<T>(context: AuditContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the request being served, if any: the engine's own work has none. */
export function currentAuditContext(): AuditContext | undefined {
  return storage.getStore();
}
