import type { Authority } from "@alarm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { accessDenied, unauthorized } from "../core/errors.js";
import type { Principal } from "../core/principal.js";
import type { AuthService } from "../modules/auth/service.js";
import { TRIGGERS_WAITING, whileDatabaseAway } from "../db/database-away.js";
import { actAs } from "./audit-context.js";
import { patienceDeadline } from "./database-patience.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
    /** The authority a caller needs (any one of a list); omitted means any signed-in user. */
    authority?: Authority | readonly Authority[];
    /** Reachable with a participant app's sign-in too (a phone's long-lived session reaches nothing else). */
    appSession?: boolean;
    /**
     * Whether a call may change what signed-in users are (a session, a user, roles, an organization):
     * after it, this instance reads them afresh (PrincipalCache). Unsaid: any call but a GET may.
     */
    changesSignIns?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Every API route is closed unless it says `config.public`; the authority a route names is checked
 * here, before its handler runs, so no handler can forget it.
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const principal = config.waitsForDatabase
      ? await whileDatabaseAway(() => auth.authenticate(token), patienceDeadline(reply), TRIGGERS_WAITING)
      : await auth.authenticate(token);
    if (!principal) throw unauthorized("Your session has ended; sign in again");
    if (principal.sessionKind === "APP" && !config.appSession) throw accessDenied("A participant app's sign-in reaches only the participant app's calls");
    if (config.authority && !holdsAny(principal, config.authority)) throw accessDenied();
    request.principal = principal;
    actAs(principal);
  });
  // Before the answer leaves, so that the caller's next request (here) sees the change; other
  // instances hear it from the database's notice. A call refused before its handler (no valid
  // session, a missing authority) changed nothing: a flood of them must not make every user's
  // next request read its session again.
  app.addHook("onSend", (request, _reply, payload, done) => {
    const config = request.routeOptions.config;
    const ran = config.public || request.principal !== null;
    if (ran && (config.changesSignIns ?? !READS.has(request.method))) auth.signInsChanged();
    done(null, payload);
  });
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The signed-in caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

function holdsAny(principal: Principal, needed: Authority | readonly Authority[]) {
  return (typeof needed === "string" ? [needed] : needed).some((authority) => principal.authorities.includes(authority));
}
