import type { AlarmDetails, CreatedIntegrationKey } from "@alarm/contract";
import { asc, eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.js";
import { alarms } from "../../../db/schema/index.js";
import { createAlarmPoint, createParticipant } from "../../../../test/alarm-fixtures.js";
import { useMailingTestApp } from "../../../../test/test-app.js";
import { MailListener } from "./mail-listener.js";

const DOMAIN = "alarms.test";
const MAX_BYTES = 64 * 1024;

const ctx = useMailingTestApp({ inboundSmtp: { port: 0, host: "127.0.0.1", domain: DOMAIN, maxBytes: MAX_BYTES } });

let token: string;
let pointId: number;
let port: number;
beforeAll(async () => {
  await ctx.app.ready();
  port = ctx.app.inboundMail.port()!;
  token = (await ctx.signIn("admin")).token;
  const participant = await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "storage-team@alarm.test" }] });
  pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participant.id], waitTime: 1440 }] });
});

async function mailKey(extra: object = {}) {
  const response = await ctx.call({
    method: "POST",
    url: `/alarm-points/${pointId}/integration-keys`,
    token,
    payload: { kind: "EMAIL", name: "NAS mail", ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedIntegrationKey>();
}

/** Sends a real mail to the listener over SMTP. */
function send(to: string | string[], subject: string | undefined, text: string) {
  const transport = createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return transport.sendMail({ from: "NAS <nas@storage.example>", to, subject, text });
}

const alarmsOfKey = (keyId: number) => ctx.database.db.select().from(alarms).where(eq(alarms.integrationKeyId, keyId)).orderBy(asc(alarms.id));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("the mail was accepted"),
    (error: { responseCode?: number; command?: string }) => error,
  );

describe("email ingestion", () => {
  it("raises one alarm per mail: the subject its summary, the text body its details", async () => {
    const { key, secret, endpoint } = await mailKey();
    expect(endpoint).toBe(`${secret}@${DOMAIN}`);
    const info = await send(endpoint, "RAID degraded on nas-2", "Disk 3 failed.\nRebuild pending.\n");
    expect(info.accepted).toEqual([endpoint]);
    const [alarm] = await alarmsOfKey(key.id);
    expect(alarm).toMatchObject({ alarmPointId: pointId, triggeredBy: "NAS mail", repeatCount: 0, endedAt: null });
    expect(alarm!.text).toContain("RAID degraded on nas-2");
    const details = (await ctx.call({ method: "GET", url: `/alarmtable/details/${alarm!.id}`, token })).json<AlarmDetails>();
    expect(details.source).toMatchObject({
      kind: "EMAIL",
      keyName: "NAS mail",
      details: "Disk 3 failed.\nRebuild pending.",
      fields: { from: expect.stringContaining("nas@storage.example") },
    });

    // Without deduplication by subject, the same subject again is another alarm; no subject says so.
    await send(endpoint, "RAID degraded on nas-2", "Still degraded.");
    await send(endpoint, undefined, "");
    const all = await alarmsOfKey(key.id);
    expect(all).toHaveLength(3);
    expect(all[2]!.text).toContain("(no subject)");
  });

  it("folds mails of one subject into the open alarm when the key deduplicates by subject", async () => {
    const { key, endpoint } = await mailKey({ dedupBySubject: true });
    await send(endpoint, "Backup failed: db-1", "exit code 2");
    await send(endpoint, "Backup failed: db-1", "exit code 2, again");
    await send(endpoint, "Backup failed: db-2", "exit code 1");
    const [first, other, ...rest] = await alarmsOfKey(key.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ dedupKey: "Backup failed: db-1", repeatCount: 1 });
    expect(other).toMatchObject({ dedupKey: "Backup failed: db-2", repeatCount: 0 });
  });

  it("refuses at RCPT TO an unknown, revoked or other kind of key and another domain (550); delivers to the accepted recipient of a mixed mail", async () => {
    const { key, endpoint, secret } = await mailKey();
    const webhook = await ctx.call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload: { kind: "WEBHOOK", name: "Web" } });
    const revoked = await mailKey();
    expect((await ctx.call({ method: "DELETE", url: `/integration-keys/${revoked.key.id}`, token })).statusCode).toBe(200);
    for (const to of [
      `${"0".repeat(32)}@${DOMAIN}`,
      `${secret}@elsewhere.example`,
      revoked.endpoint,
      `${webhook.json<CreatedIntegrationKey>().secret}@${DOMAIN}`,
    ]) {
      const error = await refusal(send(to, "Should not arrive", "x"));
      expect(error, to).toMatchObject({ responseCode: 550, command: "RCPT TO" });
    }
    expect(await alarmsOfKey(revoked.key.id)).toEqual([]);

    const unknown = `${"1".repeat(32)}@${DOMAIN}`;
    const mixed = await send([endpoint, unknown], "Fan failure", "Fan 2 stopped");
    expect(mixed.accepted).toEqual([endpoint]);
    expect(mixed.rejected).toEqual([unknown]);
    expect(await alarmsOfKey(key.id)).toHaveLength(1);
  });

  it("answers 451 over the key's mails per minute and 552 for a mail above the size limit", async () => {
    const { key, endpoint } = await mailKey({ ratePerMinute: 1 });
    await send(endpoint, "UPS on battery", "since 02:10");
    expect(await refusal(send(endpoint, "UPS on battery", "still"))).toMatchObject({ responseCode: 451, command: "RCPT TO" });
    ctx.clock.advance(61_000);
    expect(await refusal(send(endpoint, "Too large", "x".repeat(MAX_BYTES + 1)))).toMatchObject({ responseCode: 552 });
    expect(await alarmsOfKey(key.id)).toHaveLength(1);
  });

  it("listens only when INBOUND_SMTP_PORT is set", async () => {
    const settings = loadConfig({}).inboundSmtp;
    expect(settings.port).toBeUndefined();
    const off = new MailListener(ctx.database.db, settings, ctx.config.timeZone, ctx.app.log);
    await off.start();
    expect(off.port()).toBeNull();
    expect(loadConfig({ INBOUND_SMTP_PORT: "2525", INBOUND_SMTP_DOMAIN: "alarms.example.com", INBOUND_SMTP_MAX_MB: "2" }).inboundSmtp).toMatchObject({
      port: 2525,
      domain: "alarms.example.com",
      maxBytes: 2 * 1024 * 1024,
    });
  });
});
