import type { LoginResponse } from "@alarm/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../../config.js";
import { alarmRecords, createAlarmPoint, createParticipant, trigger } from "../../../test/alarm-fixtures.js";
import { type FakeGateway, startFakeGateway } from "../../../test/fake-gateway.js";
import { LOOPBACK_ALLOWED } from "../../../test/outgoing.js";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink.js";
import { useTestApp } from "../../../test/test-app.js";

/**
 * A telephony gateway that hangs or fails must not hold up email: each participant has a phone
 * (SMS, through the fake gateway) and an email address (a real SMTP server on 127.0.0.1).
 */
let gateway: FakeGateway;
let sink: SmtpSink;
const overrides: Partial<Config> = { ...LOOPBACK_ALLOWED };
beforeAll(async () => {
  gateway = await startFakeGateway({ mode: "hang" });
  sink = await startSmtpSink();
  const engine = { ...loadConfig({}).engine, sendTimeoutSeconds: 5, retryDelaySeconds: 1 };
  Object.assign(overrides, {
    engine,
    smtp: { url: sink.url, from: "Alarms <alarms@alarm.test>", connections: 5 },
    gateway: {
      kind: "generic",
      url: gateway.url,
      token: gateway.token,
      accountSid: undefined,
      from: "+41790000000",
      webhookSecret: "webhook-secret-0123456789",
    },
  } satisfies Partial<Config>);
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
const ctx = useTestApp(overrides);

let admin: LoginResponse;
let pointId: number;
beforeAll(async () => {
  admin = await ctx.signIn("admin");
  const people = [];
  for (let index = 0; index < 3; index++) {
    people.push(
      await createParticipant(ctx.call, admin.token, {
        devices: [
          { type: "SMS", address: `+4179123456${index}` },
          { type: "EMAIL", address: `isolated${index}@alarm.test` },
        ],
      }),
    );
  }
  pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: people.map((p) => p.id), waitTime: 30 }] });
});

describe("channels do not hold each other up", () => {
  it("delivers every email while the gateway hangs on every SMS", async () => {
    const alarms = await Promise.all([1, 2, 3].map(() => trigger(ctx.call, admin.token, { alarmPointId: pointId })));
    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(9);
    expect(new Set(sink.messages.flatMap((message) => message.to))).toEqual(new Set(["isolated0@alarm.test", "isolated1@alarm.test", "isolated2@alarm.test"]));
    // All nine SMS reached the gateway and none was answered: they are still being sent.
    expect(gateway.requests.filter((request) => request.answer === "hang")).toHaveLength(9);
    const { notifications } = await alarmRecords(ctx.database.db, alarms[0]!.id);
    expect(notifications.filter((n) => n.deviceType === "EMAIL").map((n) => n.status)).toEqual(["SENT", "SENT", "SENT"]);
    expect(notifications.filter((n) => n.deviceType === "SMS").map((n) => n.status)).toEqual(["SENDING", "SENDING", "SENDING"]);
  });

  it("retries SMS the gateway failed, with the same idempotency key, while email goes out", async () => {
    gateway.setBehaviour({ mode: "fail", times: 3 });
    const before = sink.messages.length;
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await expect.poll(() => sink.messages.length - before, { timeout: 15_000 }).toBe(3);
    await expect
      .poll(async () => (await alarmRecords(ctx.database.db, alarm.id)).notifications.filter((n) => n.deviceType === "SMS" && n.status === "SENT").length, {
        timeout: 20_000,
      })
      .toBe(3);
    const { notifications, history } = await alarmRecords(ctx.database.db, alarm.id);
    const retried = notifications.filter((n) => n.deviceType === "SMS" && n.tries > 1);
    expect(retried.length).toBeGreaterThan(0);
    for (const message of retried) {
      const keys = gateway.requests.filter((request) => request.idempotencyKey === message.messageId);
      expect(keys.length).toBe(message.tries);
    }
    expect(history.some((entry) => entry.kind === "NOTIFICATION_RETRY")).toBe(true);
  });
});
