import type { LoginResponse } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages, waitForStatus } from "../../../test/alarm-fixtures.js";
import { eq } from "drizzle-orm";
import { createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { alarms, organizations, users } from "../../db/schema/index.js";
import { lockAlarm } from "../alarm-records.js";
import { startPlainly, TriggerStarts } from "../escalation/plain-start.js";
import { reachRank } from "../escalation/recipients.js";
import { type ClaimedMessage, claimedMessages } from "../outbox/compose.js";
import { Outbox } from "../outbox/outbox.js";
import { responseTokensOf } from "../response-token.js";
import { AlarmTrigger } from "../../modules/alarms/trigger/trigger.js";
import { changeStatus } from "./alarm-status.js";
import { receiverOf, type Receive } from "./receive.js";
import { ALARM_TRANSITIONS, IllegalTransitionError, MESSAGE_TRANSITIONS, RECIPIENT_TRANSITIONS } from "./transitions.js";

const ctx = useTestApp();
let admin: LoginResponse;
let receive: Receive;
let login = 0;

const alarmRow = async (id: number) => (await ctx.database.db.select().from(alarms).where(eq(alarms.id, id)))[0]!;

/** A running alarm with one message to a participant reached in the console (no outside service needed). */
async function runningAlarm() {
  const user = await createTestUser(ctx.database.db, { login: `lifecycle${++login}` });
  const person = await createParticipant(ctx.call, admin.token, { devices: [{ type: "APP", address: "console" }], login: user.login });
  const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
  const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
  await waitForMessages(ctx.database.db, alarm.id, 1);
  await waitForStatus(ctx.database.db, alarm.id, "PROCESSING");
  const { notifications } = await alarmRecords(ctx.database.db, alarm.id);
  return { alarmId: alarm.id, message: notifications[0]! };
}

beforeAll(async () => {
  admin = await ctx.signIn("admin");
  receive = receiverOf(ctx.database.db);
});

describe("the alarm lifecycle's transitions", () => {
  it("lets a final status go nowhere, and every status reach only statuses that exist", () => {
    for (const [from, to] of Object.entries(ALARM_TRANSITIONS)) {
      if (["FINISHED", "NOT_ACCEPTED", "NOT_ACKNOWLEDGED", "CANCELED", "INTERRUPTED", "FAILURE", "CONFIG_PROBLEM", "INACTIVE"].includes(from))
        expect(to).toEqual([]);
      for (const next of to) expect(Object.keys(ALARM_TRANSITIONS)).toContain(next);
    }
    expect(RECIPIENT_TRANSITIONS.ACCEPTED).toEqual([]);
    expect(MESSAGE_TRANSITIONS.CANCELED).toEqual([]);
  });

  it("refuses a transition it does not allow, and writes nothing", async () => {
    const { alarmId } = await runningAlarm();
    await expect(
      ctx.database.db.transaction(async (tx) => changeStatus(tx, (await lockAlarm(tx, alarmId))!, "NOT_ACKNOWLEDGED", { final: true })),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    expect((await alarmRow(alarmId)).status).toBe("PROCESSING");
  });

  it("changes a status once: repeated with the state it was read in (an uncertain commit), it writes nothing more", async () => {
    const { alarmId } = await runningAlarm();
    const read = await alarmRow(alarmId);
    const quit = () => ctx.database.db.transaction((tx) => changeStatus(tx, read, "INTERRUPTED", { final: true, actor: "tester", kind: "QUIT" }));
    expect(await quit()).toBe(true);
    expect(await quit()).toBe(false);
    const { history } = await alarmRecords(ctx.database.db, alarmId);
    expect((await alarmRow(alarmId)).status).toBe("INTERRUPTED");
    expect(history.filter((entry) => entry.kind === "QUIT")).toHaveLength(1);
  });
});

describe("the start of an alarm without the stepping transaction", () => {
  it("starts a NEW alarm once: an instance that read it NEW before another started it writes nothing", async () => {
    const { alarmId } = await runningAlarm();
    const started = await alarmRow(alarmId);
    const before = await alarmRecords(ctx.database.db, alarmId);
    expect(before.history.map((entry) => entry.kind)).toEqual(["TRIGGERED", "STATUS", "RANK_STARTED", ...before.history.slice(3).map((entry) => entry.kind)]);
    expect(before.history[2]!.detail).toMatch(/^Rank 1: \w+ \w+ \(1\)$/);

    // As the other instance read it: NEW, one version behind. Its people are read; its statement finds the alarm moved on.
    expect(await startPlainly(ctx.database.db, { ...started, status: "NEW", version: started.version - 1 }, "Europe/Prague")).toBe(true);
    const after = await alarmRecords(ctx.database.db, alarmId);
    expect(after.recipients).toHaveLength(before.recipients.length);
    expect(after.notifications.map((n) => n.messageId)).toEqual(before.notifications.map((n) => n.messageId));
    expect(after.history.filter((entry) => entry.kind === "STATUS" || entry.kind === "RANK_STARTED")).toHaveLength(2);
    expect(await alarmRow(alarmId)).toMatchObject({ status: started.status, version: started.version, rank: 1, round: 1 });
  });

  it("reads a first rank's people once for the alarms of one wake-up that share it", async () => {
    const [first, second, other] = [await runningAlarm(), await runningAlarm(), await runningAlarm()];
    const asRead = async (alarmId: number) => {
      const row = await alarmRow(alarmId);
      return { ...row, status: "NEW" as const, version: row.version - 1 };
    };
    // The second alarm as if it were of the first one's point: the same rank, the same people.
    const twin = { ...(await asRead(second.alarmId)), plan: (await alarmRow(first.alarmId)).plan };
    const reaches = new Map();
    for (const alarm of [await asRead(first.alarmId), twin, await asRead(other.alarmId)]) {
      expect(await startPlainly(ctx.database.db, alarm, "Europe/Prague", reaches)).toBe(true);
    }
    expect(reaches.size).toBe(2);
    const shared = await [...reaches.values()][0];
    expect(shared.reached.map((person: { participantId: number }) => person.participantId)).toEqual([first.message.participantId]);
  });

  it("writes a triggered alarm already started when it can start plainly, its timeline as the engine's start writes it", async () => {
    const user = await createTestUser(ctx.database.db, { login: `lifecycle${++login}` });
    const person = await createParticipant(ctx.call, admin.token, { devices: [{ type: "APP", address: "console" }], login: user.login });
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id], waitTime: 30 }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    expect(alarm.status).toBe("PROCESSING");
    // Read as soon as the trigger answered: nothing the engine did after, the insert wrote it all.
    const { history, recipients, notifications } = await alarmRecords(ctx.database.db, alarm.id);
    expect(history.slice(0, 3).map((entry) => [entry.kind, entry.status])).toEqual([
      ["TRIGGERED", "NEW"],
      ["STATUS", "PROCESSING"],
      ["RANK_STARTED", "PROCESSING"],
    ]);
    expect(history[2]!.detail).toMatch(/^Rank 1: \w+ \w+ \(1\)$/);
    expect(recipients.map((recipient) => [recipient.participantId, recipient.status, recipient.rank])).toEqual([[person.id, "NOTIFIED", 1]]);
    expect(notifications.map((message) => [message.participantId, message.round, message.rank])).toEqual([[person.id, 1, 1]]);
    const row = await alarmRow(alarm.id);
    expect(row).toMatchObject({ status: "PROCESSING", round: 1, rank: 1 });
    // The next step is the rank's wait away: the engine has nothing to do for it before.
    expect(row.nextStepAt!.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(29 * 60_000);
    // An engine that read it NEW meanwhile finds it started and writes nothing.
    expect(await startPlainly(ctx.database.db, { ...row, status: "NEW", version: row.version - 1 }, "Europe/Prague")).toBe(true);
    expect((await alarmRecords(ctx.database.db, alarm.id)).recipients).toHaveLength(1);
  });

  it("reaches the first rank's people and its groups' members as read with the point, as the engine's own start reaches them", async () => {
    const person = async (devices: { type: "APP"; address: string }[]) => {
      const user = await createTestUser(ctx.database.db, { login: `lifecycle${++login}` });
      return (await createParticipant(ctx.call, admin.token, { devices, login: user.login })).id;
    };
    const [alone, member, deviceless, later] = [
      await person([{ type: "APP", address: "console" }]),
      await person([{ type: "APP", address: "console" }]),
      await person([]),
      await person([{ type: "APP", address: "console" }]),
    ];
    const group = await ctx.call({
      method: "POST",
      url: "/participant-groups",
      token: admin.token,
      payload: { name: `Group ${login}`, orgId: 1, memberIds: [member, deviceless] },
    });
    const entries = [{ participantId: alone }, { participantGroupId: group.json<{ id: number }>().id }];
    const pointId = await createAlarmPoint(ctx.call, admin.token, {
      ranks: [],
      plan: {
        ranks: [
          { waitTime: 30, entries },
          { waitTime: 30, entries: [{ participantId: later }] },
        ],
      },
    });
    const started = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    expect(started.status).toBe("PROCESSING");
    const { recipients, notifications, history } = await alarmRecords(ctx.database.db, started.id);
    expect(recipients.map((recipient) => recipient.participantId).sort()).toEqual([alone, member].sort());
    expect(notifications.map((message) => message.participantId).sort()).toEqual([alone, member].sort());
    expect(history[2]!.detail).toMatch(/^Rank 1: .+ \(1\), .+ \(1\)$/);
    // As the engine reads the rank on its own: the same people.
    const row = await alarmRow(started.id);
    const reach = await reachRank(ctx.database.db, row, row.plan.ranks[0]!, "Europe/Prague");
    expect(reach.reached.map((person) => person.participantId).sort()).toEqual([alone, member].sort());
    // What was read with the point stands for the rank's own read: here one that found nobody.
    const readWithPoint = { planId: row.plan.planId ?? null, rank: { orderId: 1, members: [], people: [] }, at: ctx.clock.now() };
    expect((await reachRank(ctx.database.db, row, row.plan.ranks[0]!, "Europe/Prague", readWithPoint)).reached).toEqual([]);
    // Unless it was read for another plan.
    const otherPlan = { ...readWithPoint, planId: -1 };
    expect((await reachRank(ctx.database.db, row, row.plan.ranks[0]!, "Europe/Prague", otherPlan)).reached).toHaveLength(2);
  });

  it("starts alarms at their trigger only while no statement waits for the pool, and only where the engine runs", () => {
    const pool = (waiting: number) => ({ poolUse: () => ({ max: 10, open: 10, idle: 0, waiting }) });
    expect(new TriggerStarts(true, pool(0), 60).now()).toBe(true);
    expect(new TriggerStarts(true, pool(3), 60).now()).toBe(false);
    expect(new TriggerStarts(false, pool(0), 60).now()).toBe(false);
    // The embedded database has no pool.
    expect(new TriggerStarts(true, {}, 60).now()).toBe(true);
  });

  it("claims the due messages of an alarm started at its trigger for the outbox that takes them, as the outbox's claim reads them", async () => {
    const user = await createTestUser(ctx.database.db, { login: `lifecycle${++login}` });
    // One device after the other: the second is due later, and stays queued.
    const devices = [
      { type: "APP", address: "console" },
      { type: "EMAIL", address: `${user.login}@alarm.test` },
    ] as const;
    const person = await createParticipant(ctx.call, admin.token, { devices: [...devices], login: user.login, language: "GERMAN" });
    const pointId = await createAlarmPoint(ctx.call, admin.token, {
      ranks: [{ participantIds: [person.id], waitTime: 30 }],
      plan: { mediaUsageType: "ONE_BY_ONE" },
    });
    const taken: ClaimedMessage[][] = [];
    let ready = false;
    const starts = new TriggerStarts(true, ctx.database, 45);
    starts.sendTo({ ready: () => ready, take: (claimed) => taken.push(claimedMessages(claimed)) });
    const trigger = new AlarmTrigger(ctx.database.db, "Europe/Prague", { starts });
    const [adminRow] = await ctx.database.db.select().from(users).where(eq(users.login, "admin"));
    const principal = { ...adminRow!, sessionId: "lifecycle", sessionKind: "CONSOLE", orgName: "", authorities: ["ALARM_PANEL" as const] };

    // The outbox cannot take them (a send thread starting again): queued as ever, and this instance's outbox claims and sends the first.
    const queued = await trigger.trigger(principal, { alarmPointId: pointId });
    expect(queued.status).toBe("PROCESSING");
    expect(taken).toEqual([]);
    await waitForMessages(ctx.database.db, queued.id, 1);

    ready = true;
    const triggeredAt = Date.now();
    const alarm = await trigger.trigger(principal, { alarmPointId: pointId });
    // The send's deadline counts from when this process had the claim, on its own clock.
    const claimedAtMs = taken[0]?.[0]?.claimedAtMs;
    expect(claimedAtMs).toBeGreaterThanOrEqual(triggeredAt);
    expect(claimedAtMs).toBeLessThanOrEqual(Date.now());
    expect(alarm.status).toBe("PROCESSING");
    const { notifications, recipients } = await alarmRecords(ctx.database.db, alarm.id);
    const [first, second] = notifications;
    expect([first!.status, first!.tries, second!.status, second!.tries]).toEqual(["SENDING", 1, "PENDING", 0]);
    expect(first!.deadline!.getTime() - Date.now()).toBeGreaterThan(35_000);
    expect(first!.deadline!.getTime() - Date.now()).toBeLessThanOrEqual(45_000);
    const row = await alarmRow(alarm.id);
    expect(taken).toEqual([
      [
        {
          id: first!.id,
          alarmId: alarm.id,
          recipientId: recipients[0]!.id,
          participantId: person.id,
          deviceType: "APP",
          address: "console",
          messageId: first!.messageId,
          tries: 1,
          round: 1,
          summary: null,
          participantName: recipients[0]!.name,
          language: "GERMAN",
          recipientStatus: "NOTIFIED",
          login: user.login,
          alarmName: row.name,
          text: row.text,
          speechText: row.speechText,
          triggeredBy: "admin",
          triggeredAt: row.triggeredAt,
          startedAt: row.triggeredAt,
          endedAt: null,
          instructionFileIds: [],
          orgName: (await ctx.database.db.select().from(organizations).where(eq(organizations.id, row.orgId)))[0]!.name,
          texts: null,
          claimedAtMs,
        },
      ],
    ]);

    // Handed to an outbox that stalled past the send's deadline: left alone, for whoever claims it after the deadline.
    const outbox = new Outbox(ctx.database.db, new Map(), ctx.config, responseTokensOf(ctx.database.db), ctx.app.log);
    await outbox.deliver({ ...taken[0]![0]!, claimedAtMs: Date.now() - 60_000 });
    expect((await alarmRecords(ctx.database.db, alarm.id)).notifications[0]).toMatchObject({ status: "SENDING", tries: 1 });
    // In time, it is sent (here: no channel for it, so it fails at once).
    await outbox.deliver(taken[0]![0]!);
    expect((await alarmRecords(ctx.database.db, alarm.id)).notifications[0]).toMatchObject({ status: "FAILED", tries: 1 });
  });

  it("leaves any other step to the stepping transaction, writing nothing", async () => {
    const { alarmId } = await runningAlarm();
    const row = await alarmRow(alarmId);
    expect(await startPlainly(ctx.database.db, row, "Europe/Prague")).toBe(false);
    expect(await startPlainly(ctx.database.db, { ...row, status: "NEW", mediaProcessingType: "ALL_AT_ONCE" }, "Europe/Prague")).toBe(false);
    expect(await startPlainly(ctx.database.db, { ...row, status: "NEW", plan: { ...row.plan, ranks: [] } }, "Europe/Prague")).toBe(false);
  });
});

describe("receive: what comes back from the world", () => {
  it("records a delivery found by our message id, once, and answers false for a message nobody sent", async () => {
    const { alarmId, message } = await runningAlarm();
    expect(message.status).toBe("SENT");
    expect(await receive({ kind: "DELIVERED", gatewayId: message.messageId })).toBe(true);
    expect(await receive({ kind: "DELIVERED", gatewayId: message.messageId })).toBe(true);
    const { notifications, history } = await alarmRecords(ctx.database.db, alarmId);
    expect(notifications[0]!.status).toBe("DELIVERED");
    expect(history.filter((entry) => entry.kind === "NOTIFICATION_DELIVERED")).toHaveLength(1);
    expect(await receive({ kind: "DELIVERED", gatewayId: "nobody-sent-this" })).toBe(false);
  });

  it("takes an answer heard on a channel's own connection, found by message id, as an answer by link would be", async () => {
    const { alarmId, message } = await runningAlarm();
    const answer = { kind: "ANSWERED", message: { messageId: message.messageId }, response: "ACCEPT", via: "SIP call" } as const;
    expect(await receive(answer)).toMatchObject({ outcome: "RECORDED", status: "ACCEPTED", alarmId });
    expect(await receive(answer)).toMatchObject({ outcome: "ALREADY_ANSWERED", answer: "ACCEPT" });
    const { recipients, history } = await alarmRecords(ctx.database.db, alarmId);
    expect((await alarmRow(alarmId)).status).toBe("ACCEPTED");
    expect(recipients[0]!.status).toBe("ACCEPTED");
    expect(history.find((entry) => entry.kind === "ACCEPTED")?.detail).toContain("SIP call");
    expect(await receive({ ...answer, message: { messageId: "unknown" } })).toBeUndefined();
  });
});
