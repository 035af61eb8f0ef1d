import { afterAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { startSmsCentre } from "../../../test/sms-centre.js";
import { useTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";

/** The whole way: an alarm's SMS through the engine's outbox to an SMS centre, its receipt and the participant's reply back. */
const centre = await startSmsCentre();
const ctx = useTestApp({
  sms: {
    transport: "smpp",
    smpp: { url: centre.url, systemId: centre.systemId, password: centre.password, systemType: "", sourceAddress: "ALARMS", enquireLinkSeconds: 30 },
  },
  engine: { ...loadConfig({}).engine, sendTimeoutSeconds: 5, retryDelaySeconds: 1 },
});
afterAll(() => centre.close());

let sequence = 0;
async function smsAlarm(token: string) {
  const number = `+4179${String(1_000_000 + ++sequence)}`;
  const person = await createParticipant(ctx.call, token, { devices: [{ type: "SMS", address: number }], language: "GERMAN" });
  const pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [person.id] }], point: { text: `Brand in Halle ${sequence}` } });
  return { number, pointId };
}

describe("alarms by SMS over SMPP", () => {
  it("delivers an alarm's SMS, records the centre's receipt, and takes a reply of 1 as the participant's acceptance", async () => {
    const { token } = await ctx.signIn("admin");
    const { number, pointId } = await smsAlarm(token);
    const { id } = await trigger(ctx.call, token, { alarmPointId: pointId });
    const [message] = await waitForMessages(ctx.database.db, id, 1);
    const sent = centre.texts().filter((text) => text.to === number.slice(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`Brand in Halle ${sequence}`);
    expect(sent[0]!.text).toContain("Antworten Sie 1 zum Annehmen");

    expect(await centre.receipt(message!.externalId!, "DELIVRD")).toBe(0);
    await waitForMessages(ctx.database.db, id, 1, ["DELIVERED"]);
    expect(await centre.reply(number, "1")).toBe(0);
    const { recipients, history } = await alarmRecords(ctx.database.db, id);
    expect(recipients.map((recipient) => recipient.status)).toEqual(["ACCEPTED"]);
    expect(history.map((entry) => entry.kind)).toEqual(expect.arrayContaining(["NOTIFICATION_SENT", "NOTIFICATION_DELIVERED"]));
  });

  it("fails the message on a receipt of UNDELIV, with the centre's words on the timeline", async () => {
    const { token } = await ctx.signIn("admin");
    const { pointId } = await smsAlarm(token);
    const { id } = await trigger(ctx.call, token, { alarmPointId: pointId });
    const [message] = await waitForMessages(ctx.database.db, id, 1);
    await centre.receipt(message!.externalId!, "UNDELIV");
    await waitForMessages(ctx.database.db, id, 1, ["FAILED"]);
    const { history } = await alarmRecords(ctx.database.db, id);
    expect(history.find((entry) => entry.kind === "NOTIFICATION_FAILED")?.phrase).toEqual({ key: "SMPP_REPORTED", params: { state: "UNDELIV", error: "001" } });
  });

  it("loses nothing and sends nothing twice when the bind is lost mid-burst, and rides out throttling", async () => {
    const { token } = await ctx.signIn("admin");
    const alarms = [];
    for (let index = 0; index < 12; index++) alarms.push(await smsAlarm(token));
    const before = centre.texts().length;
    centre.refuseNext(4, 0x58);
    const ids = [];
    for (const [index, alarm] of alarms.entries()) {
      ids.push((await trigger(ctx.call, token, { alarmPointId: alarm.pointId })).id);
      if (index === 5) centre.dropBinds();
    }
    for (const id of ids) await waitForMessages(ctx.database.db, id, 1, ["SENT", "DELIVERED"], 30_000);
    const texts = centre.texts().slice(before);
    expect(texts.map((text) => text.to).sort()).toEqual(alarms.map((alarm) => alarm.number.slice(1)).sort());
    expect(centre.binds).toBeGreaterThanOrEqual(2);
  });
});
