import type { LoginResponse, OutgoingWebhook, WebhookPayload } from "@alarm/contract";
import { createHmac } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger } from "../../../test/alarm-fixtures.js";
import { insertAlarm } from "../../../test/alarm-rows.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { LOOPBACK_ALLOWED } from "../../../test/outgoing.js";
import { stubResolver } from "../../../test/stub-resolver.js";
import { useTestApp } from "../../../test/test-app.js";
import { type ReceivedDelivery, startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver.js";
import { webhookDeliveries } from "../../db/schema/index.js";
import { OutgoingGuard } from "../../net/outgoing-guard.js";
import { WebhookJob } from "./webhook-job.js";
import { WebhookSender } from "./webhook-sender.js";

/**
 * Alarm state changes reach outgoing webhooks through the engine: the database queues a delivery
 * per webhook when an alarm changes, the webhook job signs and sends it to a local receiver.
 */
const PUBLIC_URL = "https://alarms.example.com";
const ctx = useTestApp({ ...LOOPBACK_ALLOWED, publicUrl: PUBLIC_URL });
let receiver: WebhookReceiver;
let admin: LoginResponse;
let watcher = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  admin = await ctx.signIn("admin");
});
afterAll(() => receiver?.close());

/** An organization under `parentId` with an alarm point whose participant is alerted in the console (the alarm keeps running). */
async function organizationWithPoint(name: string, parentId = 1) {
  const org = await createTestOrganization(ctx.database.db, { name, parentId });
  const user = await createTestUser(ctx.database.db, { login: `webhook-watcher${++watcher}`, orgId: org.id });
  const participant = await createParticipant(ctx.call, admin.token, { orgId: org.id, devices: [{ type: "APP", address: "console" }], login: user.login });
  const pointId = await createAlarmPoint(ctx.call, admin.token, { orgId: org.id, ranks: [{ participantIds: [participant.id], waitTime: 60 }] });
  return { orgId: org.id, pointId };
}

async function createWebhook(orgId: number, path: string, change: Record<string, unknown> = {}) {
  const response = await ctx.call({
    method: "POST",
    url: "/outgoing-webhooks",
    token: admin.token,
    payload: { orgId, name: path, url: `${receiver.url}${path}`, format: "JSON", events: ["TRIGGERED", "ACCEPTED", "ACKNOWLEDGED", "ENDED"], ...change },
  });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.body}`);
  return response.json<OutgoingWebhook>();
}

const deliveriesOf = (webhookId: number) =>
  ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(webhookDeliveries.id);

/** Polls until the webhook's deliveries satisfy `check` (the engine works in the background). */
async function waitForDeliveries(webhookId: number, check: (rows: Awaited<ReturnType<typeof deliveriesOf>>) => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const rows = await deliveriesOf(webhookId);
    if (check(rows)) return rows;
    if (Date.now() - started > timeoutMs)
      throw new Error(`deliveries did not get there: ${JSON.stringify(rows.map((row) => [row.status, row.tries, row.lastError]))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Checks X-Alarm-Signature as a receiver would: HMAC-SHA256 of "<t>.<raw body>" with the secret, t recent. */
function verifySignature(request: ReceivedDelivery, secret: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request.headers["x-alarm-signature"]));
  expect(match, String(request.headers["x-alarm-signature"])).not.toBeNull();
  const [, timestamp, signature] = match!;
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
  expect(createHmac("sha256", secret).update(`${timestamp}.${request.raw}`).digest("hex")).toBe(signature);
  expect(createHmac("sha256", "another secret").update(`${timestamp}.${request.raw}`).digest("hex")).not.toBe(signature);
}

const arrivedAt = (path: string, event: string) => (request: ReceivedDelivery) => request.path === path && request.headers["x-alarm-event"] === event;

describe("outgoing webhook deliveries", () => {
  it("sends a signed JSON change when an alarm is triggered and when it ends, to its organization and those above, never to a sibling", async () => {
    const parent = await createTestOrganization(ctx.database.db, { name: "Region" });
    const { orgId, pointId } = await organizationWithPoint("Plant", parent.id);
    const sibling = await createTestOrganization(ctx.database.db, { name: "Other plant", parentId: parent.id });
    const own = await createWebhook(orgId, "/plant");
    const above = await createWebhook(parent.id, "/region", { events: ["ENDED"] });
    const siblings = await createWebhook(sibling.id, "/other-plant");

    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId, text: "Valve 7" });
    const triggered = await receiver.waitFor(arrivedAt("/plant", "TRIGGERED"));
    verifySignature(triggered, own.secret);
    expect(triggered.headers["content-type"]).toBe("application/json");
    const [first] = await waitForDeliveries(own.id, (rows) => rows[0]?.status === "SENT");
    expect(triggered.headers["x-alarm-delivery"]).toBe(String(first!.id));
    const body = triggered.body as unknown as WebhookPayload;
    expect(body).toMatchObject({
      event: "TRIGGERED",
      alarm: { id: alarm.id, orgId, alarmPointId: pointId, status: "PROCESSING", endedAt: null, url: `${PUBLIC_URL}/alarm-table?id=${alarm.id}` },
    });
    expect(body.alarm.text).toContain("Valve 7");
    expect(new Date(body.at).toISOString()).toBe(body.at);
    expect(new Date(body.alarm.triggeredAt).toISOString()).toBe(body.alarm.triggeredAt);

    const quit = await ctx.call({ method: "GET", url: `/alarmpoints/quit/${alarm.id}?reason=done`, token: admin.token });
    expect(quit.json()).toMatchObject({ status: "INTERRUPTED" });
    const ended = await receiver.waitFor(arrivedAt("/plant", "ENDED"));
    verifySignature(ended, own.secret);
    expect(ended.body).toMatchObject({ event: "ENDED", alarm: { id: alarm.id, status: "INTERRUPTED", endedAt: expect.any(String) } });
    expect(ended.headers["x-alarm-delivery"]).not.toBe(triggered.headers["x-alarm-delivery"]);
    const fromAbove = await receiver.waitFor(arrivedAt("/region", "ENDED"));
    verifySignature(fromAbove, above.secret);

    await waitForDeliveries(above.id, (rows) => rows.length === 1 && rows[0]!.status === "SENT");
    expect(receiver.received.filter((request) => request.path === "/region").map((request) => request.headers["x-alarm-event"])).toEqual(["ENDED"]);
    expect(await deliveriesOf(siblings.id)).toEqual([]);
    expect(receiver.received.some((request) => request.path === "/other-plant")).toBe(false);

    const listed = await ctx.call({ method: "GET", url: `/outgoing-webhooks/${own.id}/deliveries`, token: admin.token });
    expect(listed.json().list).toEqual([
      expect.objectContaining({ alarmId: alarm.id, event: "ENDED", status: "SENT", tries: 1, responseStatus: 200, lastError: null, nextAttemptAt: null }),
      expect.objectContaining({ alarmId: alarm.id, event: "TRIGGERED", status: "SENT", tries: 1, responseStatus: 200 }),
    ]);
  });

  it("tries a delivery answered 500 again after its wait, with the same delivery id", async () => {
    const { id: orgId } = await createTestOrganization(ctx.database.db, { name: "Retrying plant" });
    const webhook = await createWebhook(orgId, "/retry", { events: ["TRIGGERED"] });
    receiver.answerNext("/retry", 500);
    await insertAlarm(ctx.database.db, { orgId });
    const failed = await receiver.waitFor((request) => request.path === "/retry");
    expect(failed.answer).toBe(500);
    const [waiting] = await waitForDeliveries(webhook.id, (rows) => rows[0]?.status === "PENDING" && rows[0].tries === 1);
    expect(waiting).toMatchObject({ responseStatus: 500, lastError: "HTTP 500: refused with 500" });
    expect(waiting!.nextAttemptAt!.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(20_000);
    const listed = await ctx.call({ method: "GET", url: `/outgoing-webhooks/${webhook.id}/deliveries`, token: admin.token });
    expect(listed.json().list[0]).toMatchObject({ status: "PENDING", tries: 1, nextAttemptAt: waiting!.nextAttemptAt!.toISOString() });

    ctx.clock.advance(30_000);
    const [sent] = await waitForDeliveries(webhook.id, (rows) => rows[0]?.status === "SENT");
    expect(sent).toMatchObject({ tries: 2, responseStatus: 200, lastError: null });
    const requests = receiver.received.filter((request) => request.path === "/retry");
    expect(requests.map((request) => request.answer)).toEqual([500, 200]);
    expect(requests.map((request) => request.headers["x-alarm-delivery"])).toEqual([String(sent!.id), String(sent!.id)]);
    verifySignature(requests[1]!, webhook.secret);
  });

  it("fails a delivery answered 400 at once", async () => {
    const { id: orgId } = await createTestOrganization(ctx.database.db, { name: "Refusing plant" });
    const webhook = await createWebhook(orgId, "/reject", { events: ["TRIGGERED"] });
    receiver.answerNext("/reject", 400);
    await insertAlarm(ctx.database.db, { orgId });
    const [failed] = await waitForDeliveries(webhook.id, (rows) => rows[0]?.status === "FAILED");
    expect(failed).toMatchObject({ tries: 1, responseStatus: 400, lastError: "HTTP 400: refused with 400" });
    expect(receiver.received.filter((request) => request.path === "/reject")).toHaveLength(1);
  });

  it("fails a delivery to a name that now resolves to an internal address, and its log does not say the address", async () => {
    const guard = new OutgoingGuard({ allowLoopback: false, allowedHosts: [] }, stubResolver({ "hooks.rebound.test": ["10.9.8.7"] }));
    const at = new Date().toISOString();
    const outcome = await new WebhookSender(() => guard, PUBLIC_URL).send({
      id: 1,
      alarmId: 1,
      event: "TRIGGERED",
      payload: { event: "TRIGGERED", at, alarm: { id: 1, name: "Boiler", status: "PROCESSING", priority: 1, orgId: 1, triggeredAt: at } },
      tries: 1,
      url: "https://hooks.rebound.test/hook",
      format: "JSON",
      secret: "webhook secret",
      active: true,
    });
    guard.close();
    expect(outcome).toEqual({ result: "FAILED", responseStatus: null, error: "Address refused: hooks.rebound.test is not a public address" });
  });

  it("sends Slack, Microsoft Teams and Mattermost their own message shapes, signed the same way", async () => {
    const { id: orgId } = await createTestOrganization(ctx.database.db, { name: "Chatting plant" });
    const slack = await createWebhook(orgId, "/slack", { format: "SLACK", events: ["TRIGGERED"] });
    const teams = await createWebhook(orgId, "/teams", { format: "TEAMS", events: ["TRIGGERED"] });
    const mattermost = await createWebhook(orgId, "/mattermost", { format: "MATTERMOST", events: ["TRIGGERED"] });
    const alarmId = await insertAlarm(ctx.database.db, { orgId, name: "Boiler <2>", priority: 3, text: "Pressure high & rising" });
    const link = `${PUBLIC_URL}/alarm-table?id=${alarmId}`;

    const toSlack = await receiver.waitFor(arrivedAt("/slack", "TRIGGERED"));
    verifySignature(toSlack, slack.secret);
    expect(toSlack.body.text).toBe("Alarm triggered: Boiler &lt;2&gt; (PROCESSING, priority 3)");
    const blocks = toSlack.body.blocks as { type: string; text?: { type: string; text: string } }[];
    expect(blocks[0]).toEqual({ type: "section", text: { type: "mrkdwn", text: `*Alarm triggered:* <${link}|Boiler &lt;2&gt;>` } });
    expect(blocks[1]).toEqual({ type: "section", text: { type: "plain_text", text: "Pressure high & rising", emoji: false } });
    expect(blocks.at(-1)).toMatchObject({ type: "actions", elements: [{ type: "button", url: link }] });

    const toTeams = await receiver.waitFor(arrivedAt("/teams", "TRIGGERED"));
    verifySignature(toTeams, teams.secret);
    expect(toTeams.body).toMatchObject({
      type: "message",
      attachments: [
        { contentType: "application/vnd.microsoft.card.adaptive", content: { type: "AdaptiveCard", actions: [{ type: "Action.OpenUrl", url: link }] } },
      ],
    });
    const card = (toTeams.body.attachments as { content: { body: { type: string; text?: string; facts?: unknown[] }[] } }[])[0]!.content;
    expect(card.body.map((element) => element.text ?? element.type)).toEqual(["Alarm triggered", "Boiler <2>", "Pressure high & rising", "FactSet"]);
    expect(card.body[3]!.facts).toEqual([
      { title: "Status", value: "PROCESSING" },
      { title: "Priority", value: "3" },
      { title: "Alarm", value: `#${alarmId}` },
    ]);

    const toMattermost = await receiver.waitFor(arrivedAt("/mattermost", "TRIGGERED"));
    verifySignature(toMattermost, mattermost.secret);
    expect(toMattermost.body).toMatchObject({
      text: "Alarm triggered: Boiler <2> (PROCESSING, priority 3)",
      username: "Alarm console",
      attachments: [
        {
          color: "#d32f2f",
          title: "Alarm triggered: Boiler <2>",
          title_link: link,
          text: "Pressure high & rising",
          fields: expect.arrayContaining([{ short: true, title: "Status", value: "PROCESSING" }]),
        },
      ],
    });
  });

  it("sends again, with the same delivery id, a delivery whose sender died mid-way (its claim expired)", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Crashing plant" });
    const webhook = await createWebhook(org.id, "/crash", { events: ["TRIGGERED"] });
    // As if another instance claimed it and died: SENDING with a deadline passed.
    await ctx.database.db.transaction(async (tx) => {
      await insertAlarm(tx, { orgId: org.id });
      await tx.execute(
        sql`update webhook_deliveries set status = 'SENDING', tries = 1, deadline = now() - interval '1 second' where webhook_id = ${webhook.id}`,
      );
    });
    const [sent] = await waitForDeliveries(webhook.id, (rows) => rows[0]?.status === "SENT");
    expect(sent!.tries).toBe(2);
    const requests = receiver.received.filter((request) => request.path === "/crash");
    expect(requests.map((request) => request.headers["x-alarm-delivery"])).toEqual([String(sent!.id)]);
  });

  it("never sends one delivery twice when several instances claim at the same time", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Busy plant" });
    const webhook = await createWebhook(org.id, "/busy", { events: ["TRIGGERED"] });
    const guard = new OutgoingGuard(LOOPBACK_ALLOWED.outgoing);
    // Two more instances' jobs beside the server's own, all claiming from the same table.
    const instances = [1, 2].map(() => new WebhookJob(ctx.database.db, new WebhookSender(() => guard, PUBLIC_URL), ctx.app.log));
    await ctx.database.db.transaction(async (tx) => {
      for (let index = 0; index < 40; index++) await insertAlarm(tx, { orgId: org.id });
    });
    await Promise.all(instances.flatMap((job) => [job.work(), job.work()]));
    const rows = await waitForDeliveries(webhook.id, (all) => all.length === 40 && all.every((row) => row.status === "SENT"));
    guard.close();
    expect(rows.every((row) => row.tries === 1)).toBe(true);
    const ids = receiver.received.filter((request) => request.path === "/busy").map((request) => request.headers["x-alarm-delivery"]);
    expect(ids).toHaveLength(40);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => String(row.id))));
    const stored = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((row) => row.id),
        ),
      );
    expect(stored).toHaveLength(40);
  });
});
