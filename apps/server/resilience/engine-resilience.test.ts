import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { Scenario, until } from "./scenario.js";

/**
 * The engine against real failures, on PostgreSQL with real server processes and a real SMTP
 * server: killed instances, two instances on one database, the database going away.
 * Each alarm alerts 5 participants in rank 1 and 5 in rank 2, by email; nobody answers, so every
 * alarm ends NOT_ACCEPTED after both ranks, with 10 messages that each must reach the SMTP server.
 */
let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

describe("alarm engine under failure", () => {
  it("finishes every alarm after an instance is killed mid-escalation, missing no message and repeating at most those in flight", async () => {
    scenario = await Scenario.create();
    const first = await scenario.startInstance();
    const points = await scenario.alarmPoints(first.call, first.token, 100, 5);
    const alarmIds = await scenario.triggerAll([first], points);
    const sink = scenario.sink;
    await until(() => sink.messages.length >= 100, "the first messages");

    await first.server.stop("SIGKILL");
    const inFlight = await scenario.messagesInStatus("SENDING");
    const arrivedBeforeKill = sink.messages.length;

    await scenario.startInstance();
    const statuses = await scenario.runToEnd(alarmIds);
    const deliveries = await scenario.deliveries(alarmIds);
    console.log(
      `SIGKILL mid-escalation: ${arrivedBeforeKill} of 1000 messages had arrived, ${inFlight} were being sent; ` +
        `after restart ${deliveries.messages} messages, ${deliveries.missing} missing, ${deliveries.repeats} repeated`,
    );
    expect([...statuses.values()].every((status) => status === "NOT_ACCEPTED")).toBe(true);
    expect(deliveries.messages).toBe(1000);
    expect(deliveries.statuses).toEqual({ SENT: 1000 });
    expect(deliveries.missing).toBe(0);
    expect(deliveries.repeats).toBeLessThanOrEqual(inFlight);
  });

  it("stops cleanly on SIGTERM during a burst: live streams told to reconnect, exit 0, nothing left sending, no message lost or repeated", async () => {
    scenario = await Scenario.create();
    const first = await scenario.startInstance();
    const points = await scenario.alarmPoints(first.call, first.token, 100, 5);
    const stream = await fetch(`${first.server.url}/rest/api/alarms/live`, { headers: { authorization: `Bearer ${first.token}` } });
    const streamText = new Response(stream.body).text();
    const alarmIds = await scenario.triggerAll([first], points);
    const sink = scenario.sink;
    await until(() => sink.messages.length >= 100, "the first messages");

    const exitCode = await first.server.stop("SIGTERM");
    const arrivedBeforeExit = sink.messages.length;
    expect(exitCode).toBe(0);
    expect(await scenario.messagesInStatus("SENDING")).toBe(0);
    expect(await streamText).toMatch(/retry: 1000\n\n$/);

    await scenario.startInstance();
    const statuses = await scenario.runToEnd(alarmIds);
    const deliveries = await scenario.deliveries(alarmIds);
    console.log(
      `SIGTERM mid-escalation: ${arrivedBeforeExit} of 1000 messages had arrived at exit; after restart ${deliveries.missing} missing, ${deliveries.repeats} repeated`,
    );
    expect([...statuses.values()].every((status) => status === "NOT_ACCEPTED")).toBe(true);
    expect(deliveries).toMatchObject({ messages: 1000, missing: 0, repeats: 0, statuses: { SENT: 1000 } });
  });

  it("hands back the sends still going when the grace period is over, and they go out once from the next instance", async () => {
    scenario = await Scenario.create();
    // The SMTP server holds every mail for 3 s; the grace period is 1 s.
    scenario.sink.delayMs = 3_000;
    const first = await scenario.startInstance({ SHUTDOWN_GRACE: "1s", SEND_TIMEOUT: "10s" });
    const points = await scenario.alarmPoints(first.call, first.token, 5, 2);
    const alarmIds = await scenario.triggerAll([first], points);
    await until(async () => (await scenario!.messagesInStatus("SENDING")) >= 10, "the first sends");

    expect(await first.server.stop("SIGTERM")).toBe(0);
    expect(await scenario.messagesInStatus("SENDING")).toBe(0);
    const handedBack = await scenario.messagesInStatus("PENDING");
    expect(handedBack).toBeGreaterThanOrEqual(10);

    scenario.sink.delayMs = 0;
    await scenario.startInstance();
    const statuses = await scenario.runToEnd(alarmIds);
    const deliveries = await scenario.deliveries(alarmIds);
    console.log(`grace period over: ${handedBack} messages handed back; after restart ${deliveries.missing} missing, ${deliveries.repeats} repeated`);
    expect([...statuses.values()].every((status) => status === "NOT_ACCEPTED")).toBe(true);
    expect(deliveries).toMatchObject({ messages: 20, missing: 0, statuses: { SENT: 20 } });
  });

  it("shares the work of two instances on one database without a duplicate or a gap", async () => {
    scenario = await Scenario.create();
    // Nobody dies here: a send deadline as in production (not the scenario's 3 s, cut after 1 s),
    // so that a slow moment of the sink on a loaded 2-core machine is not taken for a dead instance.
    const one = await scenario.startInstance({ SEND_TIMEOUT: "30s" });
    const two = await scenario.startInstance({ SEND_TIMEOUT: "30s" });
    const points = await scenario.alarmPoints(one.call, one.token, 100, 5);
    const alarmIds = await scenario.triggerAll([one, two], points);
    const statuses = await scenario.runToEnd(alarmIds);
    const deliveries = await scenario.deliveries(alarmIds);
    console.log(`two instances: ${deliveries.messages} messages, ${deliveries.missing} missing, ${deliveries.repeats} repeated`);
    expect([...statuses.values()].every((status) => status === "NOT_ACCEPTED")).toBe(true);
    // What the sink answered and kept, in the failure's first line (the summary CI prints).
    const sinkSaw = `sink answered ${scenario.sink.answered}, kept ${scenario.sink.messages.length}: ${JSON.stringify(deliveries)}`;
    expect(deliveries, sinkSaw).toMatchObject({ messages: 1000, missing: 0, repeats: 0, statuses: { SENT: 1000 } });
    expect(scenario.sink.messages).toHaveLength(1000);
  });

  it("recovers by itself when the database goes away mid-run", async () => {
    scenario = await Scenario.create();
    const instance = await scenario.startInstance();
    const points = await scenario.alarmPoints(instance.call, instance.token, 50, 5);
    const alarmIds = await scenario.triggerAll([instance], points);
    await until(() => scenario!.sink.messages.length >= 50, "the first messages");

    await cutOff(scenario.databaseName, 3_000);
    const inFlight = await scenario.messagesInStatus("SENDING");

    // The instance works on without a restart: the rest of the alarms, and a new one.
    const later = await scenario.triggerAll([instance], points.slice(0, 1));
    const statuses = await scenario.runToEnd([...alarmIds, ...later]);
    const deliveries = await scenario.deliveries([...alarmIds, ...later]);
    console.log(
      `database cut off for 3 s: ${deliveries.messages} messages, ${deliveries.missing} missing, ${deliveries.repeats} repeated, ${inFlight} in flight after`,
    );
    expect([...statuses.values()].every((status) => status === "NOT_ACCEPTED")).toBe(true);
    expect(deliveries).toMatchObject({ messages: 510, missing: 0, statuses: { SENT: 510 } });
    // Sends that reached the SMTP server while their result could not be written are sent again, with the same Message-ID.
    expect(deliveries.repeats).toBeLessThanOrEqual(inFlight);
  });
});

/** What a database restart does to its clients: every connection is dropped and none is allowed for a while. */
async function cutOff(databaseName: string, milliseconds: number) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${databaseName} with allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [databaseName]);
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await admin.query(`alter database ${databaseName} with allow_connections true`);
  } finally {
    await admin.end();
  }
}
