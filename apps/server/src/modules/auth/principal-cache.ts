import type { Principal } from "../../core/principal.js";

/** The database's notice that what principals are read from changed (migration 20261201003747_principal_notices). */
export const PRINCIPALS_CHANNEL = "principals_changed";
/** The longest a principal read is used again, should a change's notice go astray unnoticed. */
export const PRINCIPAL_REUSE_MS = 2_000;
const MAX_ENTRIES = 10_000;

/** A principal as read, and until when its session lasts. */
export type SessionPrincipal = { principal: Principal; sessionExpiresAt: Date };
type Entry = { principal: Principal; userId: number; until: number };

/**
 * The principals of the sessions in use, each read once and used again by the requests of the next
 * moment: every request is authenticated, and reading its session's user was one round trip of the
 * four of an alarm's trigger (README, "Sign-in and sessions").
 *
 * Any change to what a principal is read from (a session's end, a user, their roles, a role, an
 * organization) forgets them all: here at once after a request that may have made it
 * (`changesSignIns`, http/authentication.ts), and on every instance when the database's notice
 * arrives, sent at the change's commit. While notices cannot arrive (the LISTEN connection is away)
 * nothing is used again, and once they can, everything read before is forgotten.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts what was forgotten: a read that began before is not kept, it may have seen the old state. */
  private generation = 0;

  /** `hearing`: whether the change notices arrive now. */
  constructor(private readonly hearing: () => boolean) {}

  async principal(userId: number, sessionId: string, read: () => Promise<SessionPrincipal | undefined>): Promise<Principal | undefined> {
    const now = Date.now();
    const kept = this.entries.get(sessionId);
    if (kept && kept.until > now && kept.userId === userId && this.hearing()) return kept.principal;
    if (kept) this.entries.delete(sessionId);
    const generation = this.generation;
    const found = await read();
    if (!found) return undefined;
    // Shared by the requests of the next moment: none may change it for the others.
    Object.freeze(found.principal.authorities);
    Object.freeze(found.principal);
    if (generation !== this.generation || !this.hearing()) return found.principal;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const until = Math.min(Date.now() + PRINCIPAL_REUSE_MS, found.sessionExpiresAt.getTime());
    this.entries.set(sessionId, { principal: found.principal, userId, until });
    return found.principal;
  }

  forget() {
    this.generation++;
    this.entries.clear();
  }
}
