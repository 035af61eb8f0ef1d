import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { type Database, queryRows } from "../../db/database.js";
import { openAgain } from "../../../test/test-database.js";
import { useTestApp } from "../../../test/test-app.js";
import { PRINCIPALS_CHANNEL } from "./principal-cache.js";

// Principals are read once and used again by the next requests (PrincipalCache): these tests hold
// that no change to a session, a user or their roles goes unseen, on this instance or another one.
const ctx = useTestApp();
/** A second instance of the server on the same database. */
let other: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  const database = openAgain(ctx.database);
  other = { app: await buildApp({ ...ctx.config, engine: { ...ctx.config.engine, enabled: false } }, database), database };
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
});

const verify = (app: FastifyInstance, token: string) => app.inject({ method: "GET", url: "/rest/api/verify", headers: { authorization: `Bearer ${token}` } });

/**
 * Resolves once `database`'s LISTEN connection heard the next change notice: the server of that
 * database listened first, so it has heard it too. Fails when none comes.
 */
async function nextNotice(database: Database): Promise<() => Promise<void>> {
  let heard!: () => void;
  const notice = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await database.listen(PRINCIPALS_CHANNEL, () => heard());
  return async () => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no change notice within 10 s")), 10_000));
    try {
      await Promise.race([notice, timeout]);
    } finally {
      await unlisten();
    }
  };
}

describe("signed-in users read once and used again", () => {
  it("uses a session's principal again until a call of this instance may have changed one", async () => {
    const jane = await ctx.userWith(["ALARM_TABLE"]);
    expect((await verify(ctx.app, jane.token)).json().user.language).toBe("ENGLISH");
    // Written with the change notices off: only the principal used again can answer the old language.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set language = 'GERMAN' where id = ${jane.user.id}`);
    });
    expect((await verify(ctx.app, jane.token)).json().user.language).toBe("ENGLISH");
    // A call refused before its handler changed nothing: without a session, or without the authority.
    expect((await ctx.call({ method: "POST", url: "/reports/monthly", payload: {} })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/reports/monthly", payload: {}, token: jane.token })).statusCode).toBe(403);
    expect((await verify(ctx.app, jane.token)).json().user.language).toBe("ENGLISH");
    // Any call but a GET may change who users are: this instance reads them afresh after it.
    await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: "not-a-token" } });
    expect((await verify(ctx.app, jane.token)).json().user.language).toBe("GERMAN");
  });

  it("refuses a session ended on another instance, and a user whose role lost an authority there", async () => {
    const jane = await ctx.userWith(["ALARM_TABLE", "REPORTS"]);
    const monthlyReport = () =>
      other.app
        .inject({ method: "POST", url: "/rest/api/reports/monthly", payload: {}, headers: { authorization: `Bearer ${jane.token}` } })
        .then((response) => response.statusCode);
    expect((await verify(other.app, jane.token)).statusCode).toBe(200);
    const [role] = await queryRows<{ id: number }>(ctx.database.db, sql`select role_id as id from user_roles where user_id = ${jane.user.id}`);

    let heard = await nextNotice(other.database);
    await ctx.database.db.execute(sql`update roles set authorities = '{ALARM_TABLE}' where id = ${role!.id}`);
    await heard();
    expect((await verify(other.app, jane.token)).json().user.authorities).toEqual(["ALARM_TABLE"]);
    expect(await monthlyReport()).toBe(403);

    heard = await nextNotice(other.database);
    expect((await ctx.call({ method: "GET", url: "/logout", token: jane.token })).statusCode).toBe(200);
    await heard();
    expect((await verify(other.app, jane.token)).statusCode).toBe(401);
  });

  it("hears a session revoked, a user deactivated and an organization renamed straight in the database", async () => {
    const [jane, joe, admin] = [await ctx.userWith(["ALARM_TABLE"]), await ctx.userWith(["ALARM_TABLE"]), await ctx.signIn("admin")];
    for (const app of [ctx.app, other.app]) for (const token of [jane.token, joe.token, admin.token]) expect((await verify(app, token)).statusCode).toBe(200);
    const changes = [
      sql`update sessions set revoked_at = now() where user_id = ${jane.user.id}`,
      sql`update users set active = false where id = ${joe.user.id}`,
      sql`update organizations set name = 'Everything' where id = 1`,
    ];
    for (const change of changes) {
      const heard = await nextNotice(other.database);
      await ctx.database.db.execute(change);
      await heard();
    }
    for (const app of [ctx.app, other.app]) {
      expect((await verify(app, jane.token)).statusCode).toBe(401);
      expect((await verify(app, joe.token)).statusCode).toBe(401);
    }
    for (const app of [ctx.app, other.app]) expect((await verify(app, admin.token)).json().user.orgName).toBe("Everything");
    await ctx.database.db.execute(sql`update organizations set name = 'Total system' where id = 1`);
  });
});
