import { afterEach, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger } from "../test/alarm-fixtures.js";
import { parseSamples, sampleSum } from "../src/modules/metrics/prometheus-text.test-support.js";
import { Scenario, until } from "./scenario.js";

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/**
 * The compiled server on PostgreSQL sends from its send thread: the mail goes out, and what only
 * the thread measures (sends, outbox claims, its loop) is in /metrics and the liveness probe.
 */
describe("send thread", () => {
  it("sends an alarm's email from the thread and adds the thread's figures to /metrics and the probes", async () => {
    scenario = await Scenario.create();
    const { server, call, token } = await scenario.startInstance({ METRICS: "open" });
    const scrape = async () => parseSamples(await (await fetch(`${server.url}/metrics`)).text());
    const sends = (samples: ReturnType<typeof parseSamples>) =>
      sampleSum(samples, "alarm_console_send_duration_seconds_count", { channel: "EMAIL", outcome: "sent" }) ?? 0;
    const before = await scrape();

    const participant = await createParticipant(call, token, { devices: [{ type: "EMAIL", address: "thread@alarm.test" }] });
    const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: [participant.id] }] });
    await trigger(call, token, { alarmPointId: pointId });
    await scenario.sink.waitFor((mail) => mail.rcptTo.includes("thread@alarm.test"), 15_000);

    let after = before;
    await until(async () => sends((after = await scrape())) > sends(before), "the send counted in /metrics", 10_000);
    expect(sends(after) - sends(before)).toBe(1);
    expect(sampleSum(after, "alarm_console_claim_duration_seconds_count", { job: "outbox" })).toBeGreaterThan(0);
    expect(sampleSum(after, "alarm_console_engine_loop_age_seconds", { job: "outbox" })).toBeLessThan(5);

    const live = await (await fetch(`${server.url}/rest/api/health/live`)).json();
    expect(live.loops.map((loop: { job: string }) => loop.job).sort()).toEqual([
      "alarm",
      "audit-retention",
      "flood-summaries",
      "follow-up",
      "heartbeats",
      "lone-worker",
      "outbox",
      "statistics",
      "webhooks",
    ]);
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});
