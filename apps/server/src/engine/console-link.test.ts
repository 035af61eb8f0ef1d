import type { AlarmLiveEvent, LoginResponse } from "@alarm/contract";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, trigger, waitForStatus } from "../../test/alarm-fixtures.js";
import { insertLinkedParticipant } from "../../test/console-link.js";
import { createTestOrganization } from "../../test/factories.js";
import { LOOPBACK_ALLOWED } from "../../test/outgoing.js";
import { browserKeys, type FakePushService, startPushService } from "../../test/push-service.js";
import { useTestApp } from "../../test/test-app.js";
import { sharedSetting } from "../core/shared-settings.js";
import { pushSubscriptions } from "../db/schema/index.js";
import { LiveHub } from "../core/live-hub.js";
import { ResponseTokens } from "./response-token.js";

/**
 * A participant's login links it to a console user; cards (APP) and Web Push (PUSH) reach that user,
 * and only that user answers a card, and only while the link holds: the user at or below the
 * participant's organization and seeing the alarm's. Organizations A and B are siblings.
 */
const ctx = useTestApp(LOOPBACK_ALLOWED);
const tokens = new ResponseTokens(() => sharedSetting(ctx.database.db, "response-link-secret", () => randomBytes(32).toString("base64url")));
const events: AlarmLiveEvent[] = [];
let hub: LiveHub;
let pushService: FakePushService;
let admin: LoginResponse;
let userOfA: LoginResponse;
let userOfB: LoginResponse;
let crossLinked: { id: number };
let linked: { id: number };
let orgA: number;

beforeAll(async () => {
  hub = new LiveHub(ctx.database);
  await hub.start();
  hub.subscribe((event) => events.push(event));
  pushService = await startPushService();
  admin = await ctx.signIn("admin");
  const db = ctx.database.db;
  orgA = (await createTestOrganization(db, { name: "Organization A" })).id;
  const orgB = (await createTestOrganization(db, { name: "Organization B" })).id;
  userOfA = await ctx.userWith(["ALARM_TABLE"], orgA);
  userOfB = await ctx.userWith(["ALARM_TABLE"], orgB);
  const keys = browserKeys();
  await db.insert(pushSubscriptions).values({ userId: userOfB.user.id, endpoint: pushService.endpoint("b-browser"), p256dh: keys.p256dh, auth: keys.auth });
  // The API refuses this link; a link made before the rule, or a user moved since, leaves one like it.
  crossLinked = await insertLinkedParticipant(db, { orgId: orgA, login: userOfB.user.login, devices: ["APP", "PUSH"] });
  linked = await insertLinkedParticipant(db, { orgId: orgA, login: userOfA.user.login, devices: ["APP"] });
});
afterAll(async () => {
  await hub?.stop();
  await pushService?.close();
});

const cardsFor = (login: string) => events.filter((event) => event.type === "notification" && event.login === login);
const answerInConsole = (token: string, answer: "accept" | "decline", session?: LoginResponse) =>
  ctx.call({ method: "POST", url: `/respond/${token}/console`, token: session?.token, payload: { answer } });

describe("alarms reach and are answered only by the linked console user", () => {
  it("fails the card and the push of a participant linked into a sibling organization, and escalates to the next rank", async () => {
    const pointId = await createAlarmPoint(ctx.call, admin.token, {
      orgId: orgA,
      ranks: [{ participantIds: [crossLinked.id], waitTime: 30 }, { participantIds: [linked.id] }],
    });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });

    await expect.poll(() => cardsFor(userOfA.user.login).length, { timeout: 15_000 }).toBe(1);
    // The card is out before its send is recorded (the outbox records sends after making them).
    const linkedStatus = async () => (await alarmRecords(ctx.database.db, alarm.id)).notifications.find((n) => n.participantId === linked.id)?.status;
    await expect.poll(linkedStatus, { timeout: 15_000 }).toBe("SENT");
    const { notifications, history } = await alarmRecords(ctx.database.db, alarm.id);
    const crossMessages = notifications.filter((n) => n.participantId === crossLinked.id);
    expect(crossMessages.map((n) => [n.deviceType, n.status]).sort()).toEqual([
      ["APP", "FAILED"],
      ["PUSH", "FAILED"],
    ]);
    const reasons = history.filter((h) => h.kind === "NOTIFICATION_FAILED").map((h) => h.detail);
    const outside = `the console user ${userOfB.user.login} is outside the participant's organization`;
    expect(reasons.sort()).toEqual([`Not pushed: ${outside}`, `Not shown in the console: ${outside}`]);
    expect(cardsFor(userOfB.user.login)).toEqual([]);
    expect(pushService.requests).toEqual([]);
    expect(notifications.find((n) => n.participantId === linked.id)).toMatchObject({ deviceType: "APP", status: "SENT" });
  });

  it("lets only the linked user answer a card, in the console with its session, never through the public link", async () => {
    const alarm = await trigger(ctx.call, admin.token, {
      manualCall: { name: "Flooding in cellar 2", orgId: orgA, participantIds: [crossLinked.id, linked.id], text: "Water rising", confirmPriority: 1 },
    });
    await expect
      .poll(() => cardsFor(userOfA.user.login).some((card) => card.type === "notification" && card.alarmId === alarm.id), { timeout: 15_000 })
      .toBe(true);
    const card = cardsFor(userOfA.user.login).find((each) => each.type === "notification" && each.alarmId === alarm.id);
    const cardToken = card?.type === "notification" ? card.respondToken : "";
    const { notifications } = await alarmRecords(ctx.database.db, alarm.id);
    const crossCard = notifications.find((n) => n.participantId === crossLinked.id && n.deviceType === "APP")!;
    const crossToken = await tokens.sign(crossCard.id, new Date(Date.now() + 3_600_000));

    // B's user answers neither for the participant naming it across organizations nor for A's participant.
    for (const token of [crossToken, cardToken]) {
      const refused = await answerInConsole(token, "accept", userOfB);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: "ACCESS_DENIED", reason: "Only the console user linked to this participant may answer this alarm" });
    }
    expect((await answerInConsole(cardToken, "accept")).statusCode).toBe(401);
    // A card's token is no link: the public answer page does not take it.
    const viaLink = await ctx.call({ method: "POST", url: `/respond/${cardToken}`, headers: { accept: "application/json" }, payload: { answer: "accept" } });
    expect(viaLink.statusCode).toBe(404);
    expect((await alarmRecords(ctx.database.db, alarm.id)).recipients.map((r) => r.status)).not.toContain("ACCEPTED");

    const answered = await answerInConsole(cardToken, "accept", userOfA);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ outcome: "RECORDED", alarmId: alarm.id, answer: "ACCEPT" });
    await waitForStatus(ctx.database.db, alarm.id, "ACCEPTED");
    const { history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(history.filter((h) => h.kind === "ACCEPTED").map((h) => h.detail)).toEqual(["via console"]);
  });
});
