import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "../../core/principal.js";
import { PRINCIPAL_REUSE_MS, PrincipalCache, type SessionPrincipal } from "./principal-cache.js";

const SESSION = "8f0c7c1e-0000-4000-8000-000000000001";
const principal = (language: string) => ({ id: 7, login: "jane", language, sessionId: SESSION }) as unknown as Principal;
const farAway = () => new Date(Date.now() + 3_600_000);

/** A read of the session's principal that counts its calls and answers what the database holds now. */
function sessionReads() {
  const database = { language: "ENGLISH", expiresAt: farAway() };
  let count = 0;
  const read = (): Promise<SessionPrincipal | undefined> => {
    count++;
    return Promise.resolve({ principal: principal(database.language), sessionExpiresAt: database.expiresAt });
  };
  return { database, read, count: () => count };
}

describe("PrincipalCache", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers the principal read for a session again, without reading, until it forgets or the moment passed", async () => {
    const cache = new PrincipalCache(() => true);
    const reads = sessionReads();
    expect((await cache.principal(7, SESSION, reads.read))?.language).toBe("ENGLISH");
    reads.database.language = "GERMAN";
    expect((await cache.principal(7, SESSION, reads.read))?.language).toBe("ENGLISH");
    expect(reads.count()).toBe(1);
    cache.forget();
    expect((await cache.principal(7, SESSION, reads.read))?.language).toBe("GERMAN");
    reads.database.language = "CZECH";
    vi.advanceTimersByTime(PRINCIPAL_REUSE_MS);
    expect((await cache.principal(7, SESSION, reads.read))?.language).toBe("CZECH");
    expect(reads.count()).toBe(3);
  });

  it("keeps nothing past the session's end, and nothing for a token naming another user", async () => {
    const cache = new PrincipalCache(() => true);
    const reads = sessionReads();
    reads.database.expiresAt = new Date(Date.now() + 500);
    await cache.principal(7, SESSION, reads.read);
    vi.advanceTimersByTime(500);
    await cache.principal(7, SESSION, reads.read);
    expect(reads.count()).toBe(2);
    await cache.principal(8, SESSION, reads.read);
    expect(reads.count()).toBe(3);
  });

  it("does not keep a read that began before a change was heard: it may have seen the state before", async () => {
    const cache = new PrincipalCache(() => true);
    const reads = sessionReads();
    let answer!: () => void;
    const slowRead = () => new Promise<SessionPrincipal | undefined>((resolve) => (answer = () => void reads.read().then(resolve)));
    const first = cache.principal(7, SESSION, slowRead);
    cache.forget();
    reads.database.language = "GERMAN";
    answer();
    await first;
    await cache.principal(7, SESSION, reads.read);
    expect(reads.count()).toBe(2);
  });

  it("reads every time while the change notices cannot arrive", async () => {
    let hearing = false;
    const cache = new PrincipalCache(() => hearing);
    const reads = sessionReads();
    await cache.principal(7, SESSION, reads.read);
    await cache.principal(7, SESSION, reads.read);
    expect(reads.count()).toBe(2);
    hearing = true;
    await cache.principal(7, SESSION, reads.read);
    hearing = false;
    await cache.principal(7, SESSION, reads.read);
    expect(reads.count()).toBe(4);
  });

  it("answers nothing for a session that ended, and keeps nothing for it", async () => {
    const cache = new PrincipalCache(() => true);
    let reads = 0;
    const ended = () => (reads++, Promise.resolve(undefined));
    expect(await cache.principal(7, SESSION, ended)).toBeUndefined();
    expect(await cache.principal(7, SESSION, ended)).toBeUndefined();
    expect(reads).toBe(2);
  });
});
