import type { LoginResponse } from "@alarm/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../../config.js";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { type FakeGateway, startFakeGateway } from "../../../test/fake-gateway.js";
import { LOOPBACK_ALLOWED } from "../../../test/outgoing.js";
import { useTestApp } from "../../../test/test-app.js";

/** A flapping alarm must not flood a phone: at most CONTACT_RATE_LIMIT SMS to one number per window. */
let gateway: FakeGateway;
const overrides: Partial<Config> = { ...LOOPBACK_ALLOWED };
beforeAll(async () => {
  gateway = await startFakeGateway();
  Object.assign(overrides, {
    engine: { ...loadConfig({}).engine, contactRateLimit: 2, contactRateWindowSeconds: 3600 },
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
afterAll(() => gateway.close());
const ctx = useTestApp(overrides);

let admin: LoginResponse;
beforeAll(async () => {
  admin = await ctx.signIn("admin");
});

describe("per-contact rate limit", () => {
  it("holds back the third SMS to one number within the window instead of sending it", async () => {
    const person = await createParticipant(ctx.call, admin.token, { devices: [{ type: "SMS", address: "+41791112233" }] });
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const alarms: number[] = [];
    for (let index = 0; index < 3; index++) {
      const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
      alarms.push(alarm.id);
      if (index < 2) await waitForMessages(ctx.database.db, alarm.id, 1);
    }
    await expect
      .poll(async () => (await alarmRecords(ctx.database.db, alarms[2]!)).notifications[0]?.lastError ?? "", { timeout: 10_000 })
      .toMatch(/rate limited/);
    const [held] = (await alarmRecords(ctx.database.db, alarms[2]!)).notifications;
    expect(held).toMatchObject({ status: "PENDING", tries: 0 });
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(gateway.requests.filter((request) => request.to === "+41791112233")).toHaveLength(2);
  });
});
