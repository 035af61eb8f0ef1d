import { describe, expect, it } from "vitest";
import { gatewayTexts } from "../../participant-texts/gateway-texts.js";
import type { AnswerOutcome } from "../channel.js";
import { CallLines } from "./call-lines.js";
import { type AnsweredCall, converse, KEY_WAIT_SECONDS, MOST_PLAYS } from "./conversation.js";

const MESSAGE = Int16Array.of(1, 2, 3);
const words = gatewayTexts("ENGLISH");

/**
 * A call whose participant presses `keys[n]` while the n-th clip plays (undefined: says nothing),
 * and what it heard: "message", "silence" or the words of the goodbye.
 */
function scriptedCall(keys: (string | undefined)[]) {
  const heard: string[] = [];
  let listener: (key: string) => void = () => undefined;
  let hungUp = false;
  let clip = 0;
  const call: AnsweredCall = {
    rtp: {
      async play(samples) {
        heard.push(samples === MESSAGE ? "message" : (said.get(samples) ?? "?"));
        const key = keys[clip++];
        if (key) listener(key);
      },
      async silence(seconds) {
        heard.push(`silence ${seconds}`);
      },
    },
    onKey: (next) => (listener = next),
    ended: new Promise(() => undefined),
    hangUp: async () => void (hungUp = true),
  };
  const said = new Map<Int16Array, string>();
  const say = async (text: string) => {
    const audio = Int16Array.of(text.length);
    said.set(audio, text);
    return audio;
  };
  return { call, heard, say, hungUp: () => hungUp };
}

describe("an alarm call's conversation", () => {
  it("records a 1 as the acceptance, confirms it and hangs up", async () => {
    const phone = scriptedCall(["1"]);
    const answers: string[] = [];
    const outcome: AnswerOutcome = { outcome: "RECORDED", answer: "ACCEPT" };
    await converse(phone.call, { message: MESSAGE, words, say: phone.say, answer: async (response) => (answers.push(response), outcome) });
    expect(answers).toEqual(["ACCEPT"]);
    // The key cut the message short: no silence waited for, straight to the confirmation.
    expect(phone.heard).toEqual(["message", words.recorded.ACCEPT]);
    expect(phone.hungUp()).toBe(true);
  });

  it("plays the message again on 3, then takes the 2 and says the alarm already ended when it has", async () => {
    const phone = scriptedCall(["3", "2"]);
    const answers: string[] = [];
    await converse(phone.call, {
      message: MESSAGE,
      words,
      say: phone.say,
      answer: async (response) => (answers.push(response), { outcome: "ALARM_ENDED", answer: null }),
    });
    expect(answers).toEqual(["DECLINE"]);
    expect(phone.heard).toEqual(["message", "message", words.alarmEnded]);
  });

  it("plays the message at most three times to silence, waiting for a key after each, and records nothing", async () => {
    const phone = scriptedCall([]);
    let asked = 0;
    await converse(phone.call, { message: MESSAGE, words, say: phone.say, answer: async () => (asked++, undefined) });
    expect(MOST_PLAYS).toBe(3);
    expect(phone.heard).toEqual(Array.from({ length: MOST_PLAYS }, () => ["message", `silence ${KEY_WAIT_SECONDS}`]).flat());
    expect(asked).toBe(0);
    expect(phone.hungUp()).toBe(true);
  });

  it("says the call can no longer be answered when the answer is not taken", async () => {
    const phone = scriptedCall(["2"]);
    await converse(phone.call, { message: MESSAGE, words, say: phone.say, answer: () => Promise.reject(new Error("database away")) });
    expect(phone.heard).toEqual(["message", words.callExpired]);
  });
});

describe("the call lines (SIP_MAX_CALLS)", () => {
  it("lets a call wait for a free line, and gives up at its deadline", async () => {
    const lines = new CallLines(1);
    const first = await lines.take(AbortSignal.timeout(1_000));
    expect(first).toBeDefined();
    expect(await lines.take(AbortSignal.timeout(50))).toBeUndefined();
    const waiting = lines.take(AbortSignal.timeout(5_000));
    first!();
    first!();
    const second = await waiting;
    expect(second).toBeDefined();
    // Releasing twice freed one line, not two: a third call still waits.
    expect(await lines.take(AbortSignal.timeout(50))).toBeUndefined();
    second!();
    expect(await lines.take(AbortSignal.timeout(50))).toBeDefined();
  });
});
