import type { LoginResponse } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPointCalendarEvents, alarms } from "../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant, letWaitPass, trigger, waitForMessages, waitForStatus } from "../../test/alarm-fixtures.js";
import { createTestUser } from "../../test/factories.js";
import { useTestApp } from "../../test/test-app.js";
import { AlarmResponses } from "./lifecycle/answers.js";

const ctx = useTestApp();
let admin: LoginResponse;
let responses: AlarmResponses;
let login = 0;

const consoleUser = () => ({ type: "APP" as const, address: "console" });
/** A participant reached in the console of the user its login names (the in-console channel needs no outside service). */
async function participantInConsole() {
  const user = await createTestUser(ctx.database.db, { login: `watcher${++login}` });
  return createParticipant(ctx.call, admin.token, { devices: [consoleUser()], login: user.login });
}
/** Moves the server's clock to the alarm's next step, as if its wait time had passed; the engine wakes. */
const timePasses = (alarmId: number) => letWaitPass(ctx.database.db, ctx.clock, alarmId);
const answer = async (alarmId: number, participantId: number, response: "ACCEPT" | "DECLINE") => {
  const { notifications } = await alarmRecords(ctx.database.db, alarmId);
  const message = notifications.find((n) => n.participantId === participantId)!;
  return responses.respond(message.id, response, "test");
};

beforeAll(async () => {
  admin = await ctx.signIn("admin");
  responses = new AlarmResponses(ctx.database.db);
});

describe("alarm engine", () => {
  it("alerts rank 1 only, escalates to rank 2 when rank 1 declines, and is ACCEPTED when enough accept", async () => {
    const first = await participantInConsole();
    const second = await participantInConsole();
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [first.id] }, { participantIds: [second.id] }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId, text: "Door 4 open" });
    // Written already started at rank 1 (insertStartedAlarm), its first message queued in the same statement.
    expect(alarm.status).toBe("PROCESSING");

    await waitForMessages(ctx.database.db, alarm.id, 1);
    const started = await waitForStatus(ctx.database.db, alarm.id, "PROCESSING");
    expect(started.text).toBe("Smoke in hall 3\nDoor 4 open");
    let records = await alarmRecords(ctx.database.db, alarm.id);
    expect(records.notifications.map((n) => n.participantId)).toEqual([first.id]);

    expect(await answer(alarm.id, first.id, "DECLINE")).toMatchObject({ outcome: "RECORDED", answer: "DECLINE" });
    await waitForMessages(ctx.database.db, alarm.id, 2);
    records = await alarmRecords(ctx.database.db, alarm.id);
    expect(records.notifications.map((n) => n.participantId)).toEqual([first.id, second.id]);

    expect(await answer(alarm.id, second.id, "ACCEPT")).toMatchObject({ outcome: "RECORDED", status: "ACCEPTED" });
    expect(await answer(alarm.id, second.id, "DECLINE")).toMatchObject({ outcome: "ALREADY_ANSWERED", answer: "ACCEPT" });
    const accepted = await waitForStatus(ctx.database.db, alarm.id, "ACCEPTED");
    expect(accepted.acceptedCount).toBe(1);
    records = await alarmRecords(ctx.database.db, alarm.id);
    expect(records.history.map((h) => h.kind)).toEqual(
      expect.arrayContaining(["TRIGGERED", "STATUS", "RANK_STARTED", "NOTIFICATION_SENT", "DECLINED", "ACCEPTED"]),
    );
    expect(records.recipients.map((r) => r.status)).toEqual(["DECLINED", "ACCEPTED"]);
  });

  it("waits for as many acceptances as confirmPriority asks, PARTIAL_ACCEPTED on the way", async () => {
    const people = [await participantInConsole(), await participantInConsole(), await participantInConsole()];
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: people.map((p) => p.id) }], point: { confirmPriority: 2 } });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, alarm.id, 3);
    expect(await answer(alarm.id, people[0]!.id, "ACCEPT")).toMatchObject({ status: "PARTIAL_ACCEPTED" });
    expect(await answer(alarm.id, people[1]!.id, "ACCEPT")).toMatchObject({ status: "ACCEPTED" });
    const done = await waitForStatus(ctx.database.db, alarm.id, "ACCEPTED");
    expect(done.acceptedCount).toBe(2);
  });

  it("repeats the round countRepeat times for those who did not answer, then ends NOT_ACCEPTED", async () => {
    const person = await participantInConsole();
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }], point: { countRepeat: 1, repeatBetween: 0 } });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, alarm.id, 1);
    await waitForStatus(ctx.database.db, alarm.id, "PROCESSING");
    await timePasses(alarm.id);
    await waitForMessages(ctx.database.db, alarm.id, 2);
    const [, second] = (await alarmRecords(ctx.database.db, alarm.id)).notifications;
    expect(second).toMatchObject({ round: 2, participantId: person.id });
    await timePasses(alarm.id);
    const ended = await waitForStatus(ctx.database.db, alarm.id, "NOT_ACCEPTED");
    expect(ended.endedAt).not.toBeNull();
    const { history, recipients } = await alarmRecords(ctx.database.db, alarm.id);
    expect(history.filter((h) => h.kind === "ROUND_STARTED")).toHaveLength(1);
    expect(recipients[0]!.status).toBe("NO_ANSWER");
    expect(await answer(alarm.id, person.id, "ACCEPT")).toMatchObject({ outcome: "ALARM_ENDED" });
  });

  it("starts a repeat round for those who did not decline, and the timeline names only them", async () => {
    const [declines, silent] = [await participantInConsole(), await participantInConsole()];
    const pointId = await createAlarmPoint(ctx.call, admin.token, {
      ranks: [{ participantIds: [declines.id, silent.id] }],
      point: { countRepeat: 1, repeatBetween: 0 },
    });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, alarm.id, 2);
    expect(await answer(alarm.id, declines.id, "DECLINE")).toMatchObject({ outcome: "RECORDED" });
    await timePasses(alarm.id);
    await waitForMessages(ctx.database.db, alarm.id, 3);

    const { notifications, history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(notifications.filter((n) => n.round === 2).map((n) => n.participantId)).toEqual([silent.id]);
    const starts = history.filter((h) => h.kind === "RANK_STARTED").map((h) => h.detail);
    const [first, second] = [`${declines.name} ${declines.surname}`, `${silent.name} ${silent.surname}`];
    expect(starts).toEqual([`Rank 1: ${first} (1), ${second} (1)`, `Rank 1: ${second} (1)`]);
    const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, alarm.id));
    expect(row).toMatchObject({ round: 2, rank: 1, status: "PROCESSING" });
    expect(row!.nextStepAt!.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it("is a CONFIG_PROBLEM when nobody in the plan has a device", async () => {
    const nobody = await createParticipant(ctx.call, admin.token, { devices: [] });
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [nobody.id] }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    const ended = await waitForStatus(ctx.database.db, alarm.id, "CONFIG_PROBLEM");
    expect(ended.endedAt).not.toBeNull();
  });

  it("is a FAILURE when every message failed, after handing over to the next device at once", async () => {
    // Email is not configured in this test server: those messages fail for good.
    const person = await createParticipant(ctx.call, admin.token, {
      devices: [
        { type: "EMAIL", address: "first@example.org" },
        { type: "EMAIL", address: "second@example.org" },
      ],
    });
    const pointId = await createAlarmPoint(ctx.call, admin.token, {
      ranks: [{ participantIds: [person.id], waitTime: 30 }],
      plan: { mediaUsageType: "ONE_BY_ONE" },
    });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForStatus(ctx.database.db, alarm.id, "FAILURE");
    const { notifications, recipients, history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(notifications.map((n) => [n.address, n.status, n.deviceOrder])).toEqual([
      ["first@example.org", "FAILED", 0],
      ["second@example.org", "FAILED", 1],
    ]);
    // The second device was planned 15 minutes later (one after the other over 30) but used as soon as the first failed.
    expect(notifications[1]!.endedAt!.getTime() - notifications[0]!.createdAt.getTime()).toBeLessThan(60_000);
    expect(recipients[0]!.status).toBe("UNREACHABLE");
    expect(history.find((h) => h.kind === "NOTIFICATION_FAILED")?.detail).toMatch(/SMTP_URL/);
  });

  it("records an INACTIVE alarm when the alarm point's calendar says inactive, and triggers the replacement when replaced", async () => {
    const person = await participantInConsole();
    const inactivePoint = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const replacement = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }], point: { name: "Night desk" } });
    const replacedPoint = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const allDay = {
      title: "Always",
      active: true,
      recurring: true,
      repeatType: "DAILY",
      startDateSelected: "2020-01-01",
      startTime: "00:00",
      endTime: "23:59",
    };
    for (const [point, entry] of [
      [inactivePoint, { ...allDay, kind: "INACTIVE" }],
      [replacedPoint, { ...allDay, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: replacement } }],
    ] as const) {
      const saved = await ctx.call({ method: "PUT", url: `/alarmpoints/${point}/calendar/update`, token: admin.token, payload: entry });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await ctx.database.db.select().from(alarmPointCalendarEvents)).toHaveLength(2);

    const inactive = await trigger(ctx.call, admin.token, { alarmPointId: inactivePoint });
    expect(inactive.status).toBe("INACTIVE");
    expect((await alarmRecords(ctx.database.db, inactive.id)).notifications).toHaveLength(0);

    const replaced = await trigger(ctx.call, admin.token, { alarmPointId: replacedPoint });
    expect(replaced.replacedBy).toEqual({ alarmPointId: replacement, name: "Night desk" });
    const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, replaced.id));
    expect(row!.alarmPointId).toBe(replacement);
  });

  it("follows the participants' private schedules: absent ones are skipped, replaced ones give way, another device is used", async () => {
    const absent = await participantInConsole();
    const replaced = await participantInConsole();
    const stand = await participantInConsole();
    const elsewhere = await participantInConsole();
    const always = { title: "Now", active: true, recurring: true, repeatType: "DAILY", startDateSelected: "2020-01-01", startTime: "00:00", endTime: "23:59" };
    const entries = [
      [absent.id, { ...always, kind: "ABSENT" }],
      [replaced.id, { ...always, kind: "REPLACEMENT", replacementParticipantId: stand.id }],
      [elsewhere.id, { ...always, kind: "OTHER_DEVICE", deviceType: "EMAIL", callingNumber: "holiday@alarm.test" }],
    ] as const;
    for (const [participantId, entry] of entries) {
      const saved = await ctx.call({ method: "PUT", url: `/participants/${participantId}/calendar/update`, token: admin.token, payload: entry });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [absent.id, replaced.id, elsewhere.id] }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, alarm.id, 2, ["SENT", "FAILED"]);
    const { notifications, history } = await alarmRecords(ctx.database.db, alarm.id);
    expect(notifications.map((n) => [n.participantId, n.deviceType, n.address]).sort()).toEqual(
      [
        [stand.id, "APP", "console"],
        [elsewhere.id, "EMAIL", "holiday@alarm.test"],
      ].sort(),
    );
    expect(history.filter((h) => h.kind === "REPLACED").map((h) => h.detail)).toEqual(
      expect.arrayContaining([
        "Absent (private schedule): not alerted",
        `Replaced by ${stand.name} ${stand.surname} (private schedule)`,
        "Other device (private schedule): EMAIL holiday@alarm.test",
      ]),
    );
  });

  it("starts a delayed alarm when its time comes", async () => {
    const person = await participantInConsole();
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId, delayMinutes: 30 });
    expect(alarm.status).toBe("SCHEDULED");
    const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, alarm.id));
    expect(row!.scheduledFor!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await timePasses(alarm.id);
    await waitForMessages(ctx.database.db, alarm.id, 1);
  });

  it("quits: canceled before it started, interrupted mid-escalation, finished once accepted; never twice", async () => {
    const person = await participantInConsole();
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const quit = (id: number) =>
      ctx.call({ method: "GET", url: `/alarmpoints/quit/${id}?reason=${encodeURIComponent("Handled on site")}`, token: admin.token });

    const scheduled = await trigger(ctx.call, admin.token, { alarmPointId: pointId, delayMinutes: 5 });
    expect((await quit(scheduled.id)).json()).toEqual({ id: scheduled.id, status: "CANCELED" });

    const running = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, running.id, 1);
    expect((await quit(running.id)).json()).toEqual({ id: running.id, status: "INTERRUPTED" });
    const again = await quit(running.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("CONFLICT");

    const accepted = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, accepted.id, 1);
    await answer(accepted.id, person.id, "ACCEPT");
    expect((await quit(accepted.id)).json()).toEqual({ id: accepted.id, status: "FINISHED" });
    const { history } = await alarmRecords(ctx.database.db, accepted.id);
    expect(history.at(-1)).toMatchObject({ kind: "QUIT", status: "FINISHED", actor: "admin", detail: "Handled on site" });
  });

  it("quits by POST with the reason in the body, as by the GET older clients use", async () => {
    const person = await participantInConsole();
    const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }] });
    const running = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
    await waitForMessages(ctx.database.db, running.id, 1);
    const quit = () => ctx.call({ method: "POST", url: `/alarmpoints/quit/${running.id}`, token: admin.token, payload: { reason: "Posted from the console" } });
    expect((await quit()).json()).toEqual({ id: running.id, status: "INTERRUPTED" });
    expect((await quit()).statusCode).toBe(409);
    const { history } = await alarmRecords(ctx.database.db, running.id);
    expect(history.at(-1)).toMatchObject({ kind: "QUIT", status: "INTERRUPTED", actor: "admin", detail: "Posted from the console" });
  });

  it("acknowledges: mode ONE at once, mode ALL participant by participant", async () => {
    const people = [await participantInConsole(), await participantInConsole()];
    const acknowledge = (id: number, body: object) => ctx.call({ method: "POST", url: `/alarmtable/acknowledge/${id}`, token: admin.token, payload: body });
    const run = async (mode: "ONE" | "ALL") => {
      const pointId = await createAlarmPoint(ctx.call, admin.token, {
        ranks: [{ participantIds: people.map((p) => p.id) }],
        point: { acknowledgeMode: mode, confirmPriority: 2 },
      });
      const alarm = await trigger(ctx.call, admin.token, { alarmPointId: pointId });
      await waitForMessages(ctx.database.db, alarm.id, 2);
      expect((await acknowledge(alarm.id, {})).statusCode).toBe(409);
      for (const person of people) await answer(alarm.id, person.id, "ACCEPT");
      return alarm.id;
    };
    const one = await run("ONE");
    expect((await acknowledge(one, {})).json()).toEqual({ id: one, status: "ACKNOWLEDGED" });

    const all = await run("ALL");
    const { recipients } = await alarmRecords(ctx.database.db, all);
    expect((await acknowledge(all, { recipientIds: [recipients[0]!.id] })).json()).toEqual({ id: all, status: "PARTIAL_ACKNOWLEDGED" });
    expect((await acknowledge(all, { recipientIds: [recipients[0]!.id] })).statusCode).toBe(409);
    expect((await acknowledge(all, { recipientIds: [recipients[1]!.id] })).json()).toEqual({ id: all, status: "ACKNOWLEDGED" });
  });

  it("makes manual calls to chosen participants and groups, with the MANUAL_CALL authority only", async () => {
    const person = await participantInConsole();
    const member = await participantInConsole();
    const group = await ctx.call({
      method: "POST",
      url: "/participant-groups",
      token: admin.token,
      payload: { name: "Responders", orgId: 1, memberIds: [member.id, person.id] },
    });
    expect(group.statusCode, group.body).toBe(200);
    const manualCall = { name: "Gas leak street 5", orgId: 1, participantIds: [person.id], participantGroupIds: [group.json().id], text: "Evacuate" };
    const call = await trigger(ctx.call, admin.token, { manualCall });
    await waitForMessages(ctx.database.db, call.id, 2);
    const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, call.id));
    expect(row).toMatchObject({ kind: "MANUAL_CALL", name: "Gas leak street 5", alarmPointId: null });

    const panelOnly = await ctx.userWith(["ALARM_PANEL"]);
    const refused = await ctx.call({ method: "POST", url: "/alarm-trigger", token: panelOnly.token, payload: { manualCall } });
    expect(refused.statusCode).toBe(403);
    const nobody = await ctx.call({
      method: "POST",
      url: "/alarm-trigger",
      token: admin.token,
      payload: { manualCall: { ...manualCall, participantIds: [], participantGroupIds: [] } },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details[0]).toMatchObject({ field: "manualCall.participantIds", code: "REQUIRED" });
    const unknown = await ctx.call({
      method: "POST",
      url: "/alarm-trigger",
      token: admin.token,
      payload: { manualCall: { ...manualCall, participantIds: [987654] } },
    });
    expect(unknown.json().details[0]).toMatchObject({ field: "manualCall.participantIds", code: "UNKNOWN_PARTICIPANT" });
  });

  it("refuses bad trigger requests with 4xx and stores nothing", async () => {
    const before = (await ctx.database.db.select({ id: alarms.id }).from(alarms)).length;
    for (const payload of [{}, { alarmPointId: "x" }, { alarmPointId: 1, delayMinutes: -1 }, { alarmPointId: 1, extra: true }, { alarmPointId: 987654 }]) {
      const response = await ctx.call({ method: "POST", url: "/alarm-trigger", token: admin.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await ctx.database.db.select({ id: alarms.id }).from(alarms)).length).toBe(before);
  });
});
