import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../test/factories.js";
import { outgoingMessage } from "../../test/outgoing-message.js";
import { browserKeys, type FakePushService, startPushService, verifiedVapidClaims } from "../../test/push-service.js";
import { useTestApp } from "../../test/test-app.js";
import { pushSubscriptions, users } from "../db/schema/index.js";
import { ChannelError, type Channel } from "./channel.js";
import { type PushPayload, webPushChannel } from "./web-push.js";

const ctx = useTestApp();
let channel: Channel;
let services: FakePushService[] = [];
let sequence = 0;

beforeAll(async () => {
  channel = await webPushChannel({ config: ctx.config, db: ctx.database.db });
});

afterEach(async () => {
  await Promise.all(services.map((service) => service.close()));
  services = [];
});

async function pushService(options?: Parameters<typeof startPushService>[0]) {
  const service = await startPushService(options);
  services.push(service);
  return service;
}

/** A console user with browsers subscribed at the given endpoints; answers its login and the browsers' keys. */
async function subscribedUser(endpoints: string[]) {
  const user = await createTestUser(ctx.database.db, { login: `Push-User-${++sequence}` });
  const browsers = endpoints.map((endpoint) => ({ endpoint, keys: browserKeys() }));
  for (const browser of browsers) {
    await ctx.database.db.insert(pushSubscriptions).values({ userId: user.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
  }
  return { user, browsers };
}

const pushTo = (login: string | null, overrides: Parameters<typeof outgoingMessage>[0] = {}) =>
  outgoingMessage({ deviceType: "PUSH", address: login ?? "", participant: { id: 5, name: "Pat", language: "ENGLISH", login }, ...overrides });

const endpointsOf = async (userId: number) =>
  (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint).sort();

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe("web push channel", () => {
  it("signs with one VAPID key pair that every instance shares through the database", async () => {
    const again = await webPushChannel({ config: ctx.config, db: ctx.database.db });
    expect(channel.configured).toBe(true);
    expect(again.deviceTypes).toEqual(["PUSH"]);
    const { token } = await ctx.signIn("admin");
    const answered = await ctx.call({ method: "GET", url: "/push/public-key", token });
    expect(answered.statusCode).toBe(200);
    const { publicKey } = answered.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await ctx.call({ method: "GET", url: "/push/public-key", token })).json()).toEqual({ publicKey });
  });

  it("pushes the alarm, encrypted and VAPID-signed, to every browser of the user with the participant's login", async () => {
    const service = await pushService();
    const { user, browsers } = await subscribedUser([service.endpoint("laptop"), service.endpoint("phone")]);
    const message = pushTo(user.login.toLowerCase(), { participant: { id: 5, name: "Pat", language: "GERMAN", login: user.login.toLowerCase() } });

    expect(await channel.send(message, AbortSignal.timeout(10_000))).toEqual({ status: "SENT" });

    expect(service.requests.map((request) => request.path).sort()).toEqual(["/push/laptop", "/push/phone"]);
    const { publicKey } = (await ctx.call({ method: "GET", url: "/push/public-key", token: (await ctx.signIn("admin")).token })).json<{ publicKey: string }>();
    for (const request of service.requests) {
      const browser = browsers.find((candidate) => candidate.endpoint.endsWith(request.path))!;
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(request.headers.urgency).toBe("high");
      expect(request.headers.ttl).toBe(String(ctx.config.engine.responseLinkTtlSeconds));
      const claims = await verifiedVapidClaims(request.headers.authorization, publicKey);
      expect(claims).toMatchObject({ aud: service.origin, sub: ctx.config.vapid.subject });
      expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
      expect(request.body.includes(Buffer.from("Fire in hall 3"))).toBe(false);
      const payload = JSON.parse(browser.keys.decrypt(request.body)) as PushPayload;
      expect(payload).toEqual({
        title: message.subject,
        body: message.body,
        alarmId: message.alarmId,
        url: message.links.respond,
        actions: [
          { action: "accept", title: "Annehmen", url: message.links.accept },
          { action: "decline", title: "Ablehnen", url: message.links.decline },
        ],
      });
    }
  });

  it("fails for good when no browser of that login is subscribed, or the participant has no login", async () => {
    const lonely = await createTestUser(ctx.database.db, { login: `lonely-${++sequence}` });
    expect((await failure(channel.send(pushTo(lonely.login), AbortSignal.timeout(10_000)))).message).toBe("no browser subscribed");
    expect((await failure(channel.send(pushTo("nobody-has-this-login"), AbortSignal.timeout(10_000)))).permanent).toBe(true);
    expect((await failure(channel.send(pushTo(null), AbortSignal.timeout(10_000)))).permanent).toBe(true);
  });

  it("does not push to an inactive user's browsers", async () => {
    const service = await pushService();
    const { user } = await subscribedUser([service.endpoint("inactive")]);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await failure(channel.send(pushTo(user.login), AbortSignal.timeout(10_000)))).message).toBe("no browser subscribed");
    expect(service.requests).toHaveLength(0);
  });

  it("forgets a browser whose subscription has ended (404, 410) and still reaches the others", async () => {
    const service = await pushService({ answer: (path) => (path.endsWith("gone") ? 410 : path.endsWith("missing") ? 404 : 201) });
    const { user } = await subscribedUser([service.endpoint("gone"), service.endpoint("missing"), service.endpoint("alive")]);

    expect(await channel.send(pushTo(user.login), AbortSignal.timeout(10_000))).toEqual({ status: "SENT" });
    expect(await endpointsOf(user.id)).toEqual([service.endpoint("alive")]);
  });

  it("fails for good when every browser's subscription has ended", async () => {
    const service = await pushService({ answer: () => 410 });
    const { user } = await subscribedUser([service.endpoint("old")]);

    const error = await failure(channel.send(pushTo(user.login), AbortSignal.timeout(10_000)));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("410");
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it("retries when the push service is busy or failing (429, 5xx), keeping the subscription", async () => {
    for (const status of [429, 503]) {
      const service = await pushService({ answer: () => status });
      const { user } = await subscribedUser([service.endpoint(`busy-${status}`)]);
      const error = await failure(channel.send(pushTo(user.login), AbortSignal.timeout(10_000)));
      expect(error.permanent).toBe(false);
      expect(error.message).toContain(String(status));
      expect(await endpointsOf(user.id)).toEqual([service.endpoint(`busy-${status}`)]);
    }
  });

  it("fails for good when the push service refuses the notification (other 4xx)", async () => {
    const service = await pushService({ answer: () => 403 });
    const { user } = await subscribedUser([service.endpoint("refusing")]);
    const error = await failure(channel.send(pushTo(user.login), AbortSignal.timeout(10_000)));
    expect(error.permanent).toBe(true);
    expect(await endpointsOf(user.id)).toHaveLength(1);
  });

  it("gives up on a push service that does not answer when the send's signal aborts, to retry", async () => {
    const service = await pushService({ hang: true });
    const { user } = await subscribedUser([service.endpoint("stalled")]);
    const error = await failure(channel.send(pushTo(user.login), AbortSignal.timeout(300)));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("deadline");
    expect(service.requests).toHaveLength(1);
  });

  it("cuts a long text so the payload stays within what push services take", async () => {
    const service = await pushService();
    const { user, browsers } = await subscribedUser([service.endpoint("long")]);
    await channel.send(pushTo(user.login, { body: "x".repeat(5000) }), AbortSignal.timeout(10_000));
    const payload = JSON.parse(browsers[0]!.keys.decrypt(service.requests[0]!.body)) as PushPayload;
    expect(payload.body).toHaveLength(1000);
    expect(payload.body.endsWith("…")).toBe(true);
  });
});
