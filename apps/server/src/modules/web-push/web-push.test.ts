import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { browserKeys } from "../../../test/push-service.js";
import { useTestApp } from "../../../test/test-app.js";
import { pushSubscriptions } from "../../db/schema/index.js";
import { MAX_SUBSCRIPTIONS_PER_USER } from "./repo.js";

const ctx = useTestApp();
let sequence = 0;

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
    const { token, user } = await ctx.userWith([]);
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
    const earlier = await ctx.userWith([]);
    const later = await ctx.userWith([]);
    const shared = subscription("shared-desk");
    await ctx.call({ method: "POST", url: "/push/subscriptions", token: earlier.token, payload: shared });
    await ctx.call({ method: "POST", url: "/push/subscriptions", token: later.token, payload: shared });

    expect(await rowsOf(earlier.user.id)).toEqual([]);
    expect((await ctx.call({ method: "GET", url: "/push/subscriptions", token: earlier.token })).json()).toEqual({ list: [] });
    expect((await rowsOf(later.user.id)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
  });

  it("refuses an endpoint that is not https and keys that are not a browser's", async () => {
    const { token } = await ctx.userWith([]);
    const plain = await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { ...subscription(), endpoint: "http://push.example.test/x" } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "endpoint" }] });

    const badKeys = await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { ...subscription(), keys: { p256dh: "short", auth: "a".repeat(40) } } });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().details.map((detail: { field: string }) => detail.field).sort()).toEqual(["keys.auth", "keys.p256dh"]);
    expect((await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: { endpoint: "https://push.example.test/y" } })).statusCode).toBe(400);
  });

  it("removes only the caller's own subscription", async () => {
    const owner = await ctx.userWith([]);
    const other = await ctx.userWith([]);
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
    const { token, user } = await ctx.userWith([]);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, () => subscription());
    for (const browser of browsers) await ctx.call({ method: "POST", url: "/push/subscriptions", token, payload: browser });

    const kept = (await rowsOf(user.id)).map((row) => row.endpoint);
    expect(kept).toEqual(browsers.slice(2).map((browser) => browser.endpoint));
  });
});
