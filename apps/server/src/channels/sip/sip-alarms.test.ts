import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { audioFigures, recordedSeconds, startSipPhone } from "../../../test/sip-phone.js";
import { startSipProxy } from "../../../test/sip-proxy.js";
import { useTestApp } from "../../../test/test-app.js";
import { until } from "../../../test/until.js";
import { loadConfig } from "../../config.js";

/**
 * The whole way: an alarm's voice call through the engine's outbox, a PBX's edge asking for digest
 * authentication, to baresip as the participant's phone, which hears the message and answers by key.
 */
const phone = await startSipPhone({ number: "+41791110001" });
const refusing = await startSipPhone({ number: "+41791110002", answer: "manual" });
const proxy = await startSipProxy({ [phone.number]: phone.port, [refusing.number]: refusing.port }, "alarms", "trunk-secret");
// Registered before the app's own: after hooks run last first, so the app hangs up its calls before the phones go.
afterAll(async () => {
  await Promise.all([phone.close(), refusing.close(), proxy.close()]);
});
const ctx = useTestApp({
  voice: {
    transport: "sip",
    sip: {
      ...loadConfig({}).voice.sip,
      uri: `sip:alarms@127.0.0.1:${proxy.port}`,
      password: "trunk-secret",
      ringSeconds: 8,
    },
  },
  engine: { ...loadConfig({}).engine, sendTimeoutSeconds: 15, retryDelaySeconds: 1 },
});

async function voiceAlarm(token: string, ranks: { number: string; language?: string; waitTime?: number }[], text: string) {
  const people = [];
  for (const rank of ranks) {
    people.push(await createParticipant(ctx.call, token, { devices: [{ type: "VOICE", address: rank.number }], language: rank.language ?? "ENGLISH" }));
  }
  const pointId = await createAlarmPoint(ctx.call, token, {
    ranks: people.map((person, index) => ({ participantIds: [person.id], waitTime: ranks[index]!.waitTime ?? 60 })),
    point: { text, speechText: text },
  });
  return (await trigger(ctx.call, token, { alarmPointId: pointId })).id;
}

/** The length in seconds of the newest synthesized speech: what the phone must hear in full. */
async function newestSpeechSeconds(): Promise<number> {
  const folder = join(ctx.config.dataDir, "speech");
  const files = (await readdir(folder)).filter((name) => name.endsWith(".wav"));
  const lengths = files.map((name) => audioFigures(join(folder, name)).seconds);
  return Math.max(...lengths);
}

// A call plays several seconds of speech in real time: each test runs for up to a minute and a half.
describe("alarms by voice call over SIP", { timeout: 90_000 }, () => {
  it("plays the message in the participant's language to a real phone, and a 1 pressed accepts the alarm", async () => {
    const { token } = await ctx.signIn("admin");
    const before = phone.established();
    const id = await voiceAlarm(token, [{ number: phone.number, language: "GERMAN" }], "Brand in Halle sieben");
    await until(() => phone.established() > before, "the phone to answer", 20_000);
    const [message] = await waitForMessages(ctx.database.db, id, 1, ["DELIVERED"]);
    expect(proxy.challenged).toBeGreaterThan(0);
    expect(proxy.authorized).toBeGreaterThan(0);

    // The whole message and prompt are heard before the key is pressed.
    const scriptSeconds = await newestSpeechSeconds();
    const recording = async () => (await phone.recordings()).at(-1);
    await until(
      async () => {
        const file = await recording();
        return file !== undefined && recordedSeconds(file) > scriptSeconds + 0.5;
      },
      "the phone to hear the whole message",
      30_000,
    );
    await phone.press("1");
    await until(async () => (await alarmRecords(ctx.database.db, id)).recipients[0]?.status === "ACCEPTED", "the answer", 15_000);
    // The phone hears the confirmation and the call ends; only then is the recording whole.
    await until(() => phone.ended() > before, "the call to end", 20_000);
    const heard = audioFigures((await recording())!, 0, scriptSeconds);
    expect(heard.seconds).toBeGreaterThan(scriptSeconds + 1);
    expect(heard.rms).toBeGreaterThan(0.02);
    expect(message!.externalId).toMatch(/@/);
    const { history } = await alarmRecords(ctx.database.db, id);
    expect(history.map((entry) => entry.kind)).toContain("ACCEPTED");
  });

  it("takes a 2 as the participant's refusal", async () => {
    const { token } = await ctx.signIn("admin");
    const before = phone.established();
    const id = await voiceAlarm(token, [{ number: phone.number }], "Water in the server room");
    await until(() => phone.established() > before, "the phone to answer", 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await phone.press("2");
    await until(async () => (await alarmRecords(ctx.database.db, id)).recipients[0]?.status === "DECLINED", "the refusal", 15_000);
  });

  it("records a refused call as failed with its SIP status, and the escalation goes on to the next rank at once", async () => {
    const { token } = await ctx.signIn("admin");
    const rang = refusing.rung();
    const before = phone.established();
    const id = await voiceAlarm(token, [{ number: refusing.number, waitTime: 600 }, { number: phone.number }], "Gas alarm in boiler house");
    await until(() => refusing.rung() > rang, "the first phone to ring", 20_000);
    await refusing.hangUp();
    await until(
      async () => (await alarmRecords(ctx.database.db, id)).notifications.some((n) => n.address === phone.number && n.status === "DELIVERED"),
      "the next rank's phone to answer",
      20_000,
    );
    // The phone's own event of the established call may come a moment after the server recorded it.
    await until(() => phone.established() > before, "the phone to count the call", 5_000);
    const { notifications, history } = await alarmRecords(ctx.database.db, id);
    expect(notifications.find((n) => n.address === refusing.number)?.status).toBe("FAILED");
    expect(history.find((entry) => entry.kind === "NOTIFICATION_FAILED")?.phrase).toEqual({
      key: "SIP_REFUSED",
      params: { status: "486", reason: "Rejected" },
    });
    await phone.press("1");
    await until(async () => (await alarmRecords(ctx.database.db, id)).recipients.some((r) => r.status === "ACCEPTED"), "the answer", 15_000);
  });
});
