import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertLinkedParticipant } from "../../../test/console-link.js";
import { createTestOrganization } from "../../../test/factories.js";
import { browserKeys } from "../../../test/push-service.js";
import { useTestApp } from "../../../test/test-app.js";
import { pushSubscriptions } from "../../db/schema/index.js";
import { MAX_SUBSCRIPTIONS_PER_USER } from "./repo.js";

// push.example.test stands for a push service: known, and not resolved (there is no such name).
const ctx = useTestApp({ outgoing: { allowLoopback: false, allowedHosts: ["push.example.test"], pushServiceHosts: ["push.example.test", "localhost"] } });
let sequence = 0;

/** A signed-in user with a participant of its own organization linked by login: alarms reach it. */
async function linkedUser(orgId = 1) {
  const signedIn = await ctx.userWith([], orgId);
  await insertLinkedParticipant(ctx.database.db, { orgId, login: signedIn.user.login });
  return signedIn;
}

const subscription = (name = `browser-${++sequence}`) => {
  const keys = browserKeys();
  return { endpoint: `https://push.example.test/send/${name}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

const rowsOf = (userId: number) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id));

describe("push subscriptions", () => {
  it("gives any signed-in user the VAPID public key, nobody else", async () => {
    const { token } = await ctx.userWith([]);
    const answered = await ctx.call({ method: "GET", url: "/push/public-key", token });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await ctx.call({ method: "GET", url: "/push/public-key" })).statusCode).toBe(401);
  });

  it("keeps a browser's subscription for the caller, replacing its keys when it subscribes again", async () => {
    const { token, user } = await linkedUser();
    const first = subscription("same-browser");
    expect((await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: first })).json()).toEqual({ status: "ok" });
    const renewed = { ...first, keys: subscription().keys };
    await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: renewed });

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    const listed = (await ctx.call({ method: "GET", url: "/push/subscriptions", token })).json();
    expect(listed).toEqual({ list: [{ endpoint: first.endpoint, createdAt: rows[0]!.createdAt.toISOString() }] });
    expect(rows[0]).toMatchObject({ endpoint: first.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it("moves a browser to whoever subscribed on it last", async () => {
    const earlier = await linkedUser();
    const later = await linkedUser();
    const shared = subscription("shared-desk");
    await ctx.call({ method: "POST", url: "/push/subscriptions", token: earlier.token, payload: shared });
    await ctx.call({ method: "POST", url: "/push/subscriptions", token: later.token, payload: shared });

    expect(await rowsOf(earlier.user.id)).toEqual([]);
    expect((await ctx.call({ method: "GET", url: "/push/subscriptions", token: earlier.token })).json()).toEqual({ list: [] });
    expect((await rowsOf(later.user.id)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
  });

  it("refuses an endpoint that is not https and keys that are not a browser's", async () => {
    const { token } = await linkedUser();
    const plain = await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { ...subscription(), endpoint: "http://push.example.test/x" } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "endpoint" }] });

    const badKeys = await ctx.call({
      method: "POST",
      url: "/push/subscriptions",
      token,
      payload: { ...subscription(), keys: { p256dh: "short", auth: "a".repeat(40) } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(
      badKeys
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(["keys.auth", "keys.p256dh"]);
    expect((await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { endpoint: "https://push.example.test/y" } })).statusCode).toBe(400);
  });

  it("removes only the caller's own subscription", async () => {
    const owner = await linkedUser();
    const other = await linkedUser();
    const mine = subscription();
    await ctx.call({ method: "POST", url: "/push/subscriptions", token: owner.token, payload: mine });

    const foreign = await ctx.call({ method: "DELETE", url: "/push/subscriptions", token: other.token, payload: { endpoint: mine.endpoint } });
    expect(foreign.json()).toEqual({ status: "ok" });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);

    await ctx.call({ method: "DELETE", url: "/push/subscriptions", token: owner.token, payload: { endpoint: mine.endpoint } });
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect((await ctx.call({ method: "DELETE", url: "/push/subscriptions", payload: { endpoint: mine.endpoint } })).statusCode).toBe(401);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers of a user`, async () => {
    const { token, user } = await linkedUser();
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, () => subscription());
    for (const browser of browsers) await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: browser });

    const kept = (await rowsOf(user.id)).map((row) => row.endpoint);
    expect(kept).toEqual(browsers.slice(2).map((browser) => browser.endpoint));
  });

  const refusedFor = (reason: string) => `This push endpoint is not accepted: ${reason}`;
  it.each([
    // The contract already refuses plain http.
    ["http://127.0.0.1/push/x", "must be an https:// address of a push service"],
    ["https://10.0.0.1/push/x", refusedFor("10.0.0.1 is not a known push service")],
    ["https://169.254.169.254/latest/meta-data/", refusedFor("169.254.169.254 is not a known push service")],
    ["https://[::1]/push/x", refusedFor("[::1] is not a known push service")],
    ["https://push.evil.example/fcm/send/x", refusedFor("push.evil.example is not a known push service")],
    // A push service of PUSH_SERVICE_HOSTS is still resolved and checked: localhost is loopback.
    ["https://localhost/push/x", refusedFor("localhost is not a public address")],
  ])("refuses the endpoint %s with 400 on `endpoint` and keeps nothing", async (endpoint, message) => {
    const { token, user } = await linkedUser();
    const refused = await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { ...subscription(), endpoint } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "endpoint", message }] });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("subscribes only a user linked to a participant at or above its organization", async () => {
    const unlinked = await ctx.userWith([]);
    const alone = await ctx.call({ method: "POST", url: "/push/subscriptions", token: unlinked.token, payload: subscription() });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({
      code: "CONFLICT",
      reason: "No participant of your organization or one above it has your login, so no alarm would reach this browser",
    });

    // A participant of organization A names a user of its sibling B (only the database can hold such a link now).
    const [siblingA, siblingB] = [await createTestOrganization(ctx.database.db), await createTestOrganization(ctx.database.db)];
    const outsider = await ctx.userWith([], siblingB.id);
    await insertLinkedParticipant(ctx.database.db, { orgId: siblingA.id, login: outsider.user.login });
    expect((await ctx.call({ method: "POST", url: "/push/subscriptions", token: outsider.token, payload: subscription() })).statusCode).toBe(409);
    expect(await rowsOf(outsider.user.id)).toEqual([]);

    // A user below the participant's organization is within reach.
    const below = await ctx.userWith([], siblingA.id);
    await insertLinkedParticipant(ctx.database.db, { orgId: 1, login: below.user.login });
    expect((await ctx.call({ method: "POST", url: "/push/subscriptions", token: below.token, payload: subscription() })).json()).toEqual({ status: "ok" });
  });
});
