import type { FastifyInstance } from "fastify";
import { currentAuditContext, runAs } from "../core/audit-context.js";
import type { Principal } from "../core/principal.js";

/** Longer user agents are cut: the audit log keeps what identifies a browser, not an essay. */
const USER_AGENT_LENGTH = 300;

/**
 * Serves every request inside its own audit context (address and browser now, the user once
 * authenticated), which the transactions opened for it hand to the audit trigger.
 */
export function registerAuditContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    runAs({ address: request.ip, userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_LENGTH) }, done);
  });
}

/** From now on the request's changes are this user's. */
export function actAs(principal: Pick<Principal, "id" | "login" | "orgId">) {
  const context = currentAuditContext();
  if (context) Object.assign(context, { userId: principal.id, login: principal.login, orgId: principal.orgId });
}
