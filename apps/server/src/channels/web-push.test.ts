import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertAlarm } from "../../test/alarm-rows.js";
import { insertLinkedParticipant } from "../../test/console-link.js";
import { createTestOrganization, createTestUser } from "../../test/factories.js";
import { outgoingMessage } from "../../test/outgoing-message.js";
import { LOOPBACK_ALLOWED } from "../../test/outgoing.js";
import { browserKeys, type FakePushService, startPushService, verifiedVapidClaims } from "../../test/push-service.js";
import { useTestApp } from "../../test/test-app.js";
import { pushSubscriptions, users } from "../db/schema/index.js";
import { pushBrowsers } from "../modules/web-push/push-browsers.js";
import type { Channel } from "./channel.js";
import { type PushPayload, webPushChannel } from "./web-push.js";
import { channelFailure } from "../../test/channel-failure.js";

const ctx = useTestApp(LOOPBACK_ALLOWED);
let channel: Channel;
let services: FakePushService[] = [];
let sequence = 0;
/** A running alarm of the total system, which every user sees. */
let alarmId: number;

beforeAll(async () => {
  channel = await webPushChannel({ config: ctx.config, db: ctx.database.db, push: pushBrowsers });
  alarmId = await insertAlarm(ctx.database.db, { orgId: 1 });
});
afterAll(() => channel.close?.());

afterEach(async () => {
  await Promise.all(services.map((service) => service.close()));
  services = [];
});

async function pushService(options?: Parameters<typeof startPushService>[0]) {
  const service = await startPushService(options);
  services.push(service);
  return service;
}

type Placement = { userOrgId?: number; participantOrgId?: number; participantLogin?: (login: string) => string };

/**
 * A console user with browsers subscribed at the given endpoints (written straight into the
 * database, as a subscription made before the endpoint checks would be) and the participant its
 * login links to; by default both in the total system.
 */
async function subscribedUser(endpoints: string[], placement: Placement = {}) {
  const user = await createTestUser(ctx.database.db, { login: `Push-User-${++sequence}`, orgId: placement.userOrgId ?? 1 });
  const browsers = endpoints.map((endpoint) => ({ endpoint, keys: browserKeys() }));
  for (const browser of browsers) {
    await ctx.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth });
  }
  const login = placement.participantLogin?.(user.login) ?? user.login;
  const participant = await insertLinkedParticipant(ctx.database.db, { orgId: placement.participantOrgId ?? 1, login });
  return { user, browsers, participant };
}

type Participant = { id: number; login: string | null };
const pushTo = (participant: Participant, overrides: Parameters<typeof outgoingMessage>[0] = {}) =>
  outgoingMessage({
    deviceType: "PUSH",
    address: participant.login ?? "",
    alarmId,
    participant: { id: participant.id, name: "Pat", language: "ENGLISH", login: participant.login },
    ...overrides,
  });

const endpointsOf = async (userId: number) =>
  (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint).sort();

describe("web push channel", () => {
  it("signs with one VAPID key pair that every instance shares through the database", async () => {
    const again = await webPushChannel({ config: ctx.config, db: ctx.database.db, push: pushBrowsers });
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
    const { browsers, participant } = await subscribedUser([service.endpoint("laptop"), service.endpoint("phone")], {
      participantLogin: (login) => login.toLowerCase(),
    });
    const message = pushTo(participant, { participant: { id: participant.id, name: "Pat", language: "GERMAN", login: participant.login } });

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

  it("fails for good when no browser of the linked user is subscribed, no user has the login, or the participant has none", async () => {
    const { participant: lonely } = await subscribedUser([]);
    expect((await channelFailure(channel.send(pushTo(lonely), AbortSignal.timeout(10_000)))).message).toBe("no browser subscribed");
    const nobody = await insertLinkedParticipant(ctx.database.db, { orgId: 1, login: `nobody-has-this-login-${++sequence}` });
    const unknown = await channelFailure(channel.send(pushTo(nobody), AbortSignal.timeout(10_000)));
    expect(unknown).toMatchObject({ permanent: true, message: `Not pushed: no active console user has the login ${nobody.login}` });
    const anonymous = await insertLinkedParticipant(ctx.database.db, { orgId: 1, login: null });
    expect(await channelFailure(channel.send(pushTo(anonymous), AbortSignal.timeout(10_000)))).toMatchObject({
      permanent: true,
      message: "Not pushed: the participant has no console login",
    });
  });

  it("does not push to an inactive user's browsers", async () => {
    const service = await pushService();
    const { user, participant } = await subscribedUser([service.endpoint("inactive")]);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await channelFailure(channel.send(pushTo(participant), AbortSignal.timeout(10_000)))).message).toBe(
      `Not pushed: no active console user has the login ${user.login}`,
    );
    expect(service.requests).toHaveLength(0);
  });

  it("forgets a browser whose subscription has ended (404, 410) and still reaches the others", async () => {
    const service = await pushService({ answer: (path) => (path.endsWith("gone") ? 410 : path.endsWith("missing") ? 404 : 201) });
    const { user, participant } = await subscribedUser([service.endpoint("gone"), service.endpoint("missing"), service.endpoint("alive")]);

    expect(await channel.send(pushTo(participant), AbortSignal.timeout(10_000))).toEqual({ status: "SENT" });
    expect(await endpointsOf(user.id)).toEqual([service.endpoint("alive")]);
  });

  it("fails for good when every browser's subscription has ended", async () => {
    const service = await pushService({ answer: () => 410 });
    const { user, participant } = await subscribedUser([service.endpoint("old")]);

    const error = await channelFailure(channel.send(pushTo(participant), AbortSignal.timeout(10_000)));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("410");
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it("retries when the push service is busy or failing (429, 5xx), keeping the subscription", async () => {
    for (const status of [429, 503]) {
      const service = await pushService({ answer: () => status });
      const { user, participant } = await subscribedUser([service.endpoint(`busy-${status}`)]);
      const error = await channelFailure(channel.send(pushTo(participant), AbortSignal.timeout(10_000)));
      expect(error.permanent).toBe(false);
      expect(error.message).toContain(String(status));
      expect(await endpointsOf(user.id)).toEqual([service.endpoint(`busy-${status}`)]);
    }
  });

  it("fails for good when the push service refuses the notification (other 4xx)", async () => {
    const service = await pushService({ answer: () => 403 });
    const { user, participant } = await subscribedUser([service.endpoint("refusing")]);
    const error = await channelFailure(channel.send(pushTo(participant), AbortSignal.timeout(10_000)));
    expect(error.permanent).toBe(true);
    expect(await endpointsOf(user.id)).toHaveLength(1);
  });

  it("gives up on a push service that does not answer when the send's signal aborts, to retry", async () => {
    const service = await pushService({ hang: true });
    const { participant } = await subscribedUser([service.endpoint("stalled")]);
    const error = await channelFailure(channel.send(pushTo(participant), AbortSignal.timeout(300)));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("deadline");
    expect(service.requests).toHaveLength(1);
  });

  it("cuts a long text so the payload stays within what push services take", async () => {
    const service = await pushService();
    const { browsers, participant } = await subscribedUser([service.endpoint("long")]);
    await channel.send(pushTo(participant, { body: "x".repeat(5000) }), AbortSignal.timeout(10_000));
    const payload = JSON.parse(browsers[0]!.keys.decrypt(service.requests[0]!.body)) as PushPayload;
    expect(payload.body).toHaveLength(1000);
    expect(payload.body.endsWith("…")).toBe(true);
  });

  it("posts to no stored endpoint that is not a push service's or points into the server's network, and still reaches the others", async () => {
    const service = await pushService();
    const refused = (browser: string) => [
      `https://10.0.0.1/push/${browser}`,
      `https://169.254.169.254/latest/${browser}`,
      `https://[fd00:ec2::254]/push/${browser}`,
      `https://push.evil.example/fcm/send/${browser}`,
    ];
    const { user, participant } = await subscribedUser([...refused("a"), service.endpoint("alive")]);

    expect(await channel.send(pushTo(participant), AbortSignal.timeout(10_000))).toEqual({ status: "SENT" });
    expect(service.requests.map((request) => request.path)).toEqual(["/push/alive"]);
    const { participant: onlyRefused } = await subscribedUser(refused("b"));
    const error = await channelFailure(channel.send(pushTo(onlyRefused), AbortSignal.timeout(10_000)));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("the push endpoint is refused: 10.0.0.1 is not a known push service");
    expect(error.message).toContain("push.evil.example is not a known push service");
    // Refused endpoints are kept: a refusal is the server's decision, not the push service's answer.
    expect(await endpointsOf(user.id)).toHaveLength(5);
  });

  it("posts nothing to a push service on a loopback address unless OUTGOING_ALLOW_LOOPBACK says so", async () => {
    const strict = await webPushChannel({
      config: { ...ctx.config, outgoing: { allowLoopback: false, allowedHosts: [], pushServiceHosts: ["localhost"] } },
      db: ctx.database.db,
      push: pushBrowsers,
    });
    const service = await pushService();
    const { participant } = await subscribedUser([service.endpoint("local")]);
    const error = await channelFailure(strict.send(pushTo(participant), AbortSignal.timeout(10_000)));
    expect(error).toMatchObject({ permanent: true, message: "the push endpoint is refused: a push endpoint is an https:// address" });

    // A push service of PUSH_SERVICE_HOSTS is refused when the name resolves to loopback as the connection is made.
    const port = new URL(service.origin).port;
    const { participant: named } = await subscribedUser([`https://localhost:${port}/push/named`]);
    const resolved = await channelFailure(strict.send(pushTo(named), AbortSignal.timeout(10_000)));
    await strict.close?.();
    expect(resolved.permanent).toBe(true);
    expect(resolved.message).toBe("the push endpoint is refused: localhost is not a public address");
    expect(service.requests).toHaveLength(0);
  });

  it("pushes nothing to a user of a sibling organization that a participant's login names", async () => {
    const service = await pushService();
    const [siblingA, siblingB] = [await createTestOrganization(ctx.database.db), await createTestOrganization(ctx.database.db)];
    const alarmOfA = await insertAlarm(ctx.database.db, { orgId: siblingA.id });
    const { user, participant } = await subscribedUser([service.endpoint("sibling")], { userOrgId: siblingB.id, participantOrgId: siblingA.id });

    const error = await channelFailure(channel.send(pushTo(participant, { alarmId: alarmOfA }), AbortSignal.timeout(10_000)));
    expect(error).toMatchObject({ permanent: true, message: `Not pushed: the console user ${user.login} is outside the participant's organization` });
    expect(service.requests).toHaveLength(0);
  });

  it("pushes nothing to a linked user who may not see the alarm's organization", async () => {
    const service = await pushService();
    const parent = await createTestOrganization(ctx.database.db);
    const [childA, childB] = [
      await createTestOrganization(ctx.database.db, { parentId: parent.id }),
      await createTestOrganization(ctx.database.db, { parentId: parent.id }),
    ];
    // The user sits below the participant (a valid link) but in the other branch than the alarm.
    const { user, participant } = await subscribedUser([service.endpoint("branch")], { userOrgId: childA.id, participantOrgId: parent.id });

    const unseen = await channelFailure(
      channel.send(pushTo(participant, { alarmId: await insertAlarm(ctx.database.db, { orgId: childB.id }) }), AbortSignal.timeout(10_000)),
    );
    expect(unseen).toMatchObject({ permanent: true, message: `Not pushed: the console user ${user.login} may not see the alarm's organization` });
    expect(service.requests).toHaveLength(0);

    expect(await channel.send(pushTo(participant, { alarmId: await insertAlarm(ctx.database.db, { orgId: childA.id }) }), AbortSignal.timeout(10_000))).toEqual(
      { status: "SENT" },
    );
    expect(service.requests).toHaveLength(1);
  });
});
