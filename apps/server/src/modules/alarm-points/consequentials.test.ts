import { type AlarmDetails, type Consequential, CONSEQUENTIAL_TRIGGER_TYPES, type LoginResponse } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmPoints, alarms } from "../../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant, letWaitPass, trigger, waitForMessages, waitForStatus } from "../../../test/alarm-fixtures.js";
import { createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { AlarmResponses } from "../alarms/answers/alarm-responses.js";

const ctx = useTestApp();
let admin: LoginResponse;
let responses: AlarmResponses;
let login = 0;

beforeAll(async () => {
  admin = await ctx.signIn("admin");
  responses = new AlarmResponses(ctx.database.db);
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => ctx.call({ method, url, token: admin.token, payload });

/** A participant alerted in the console of a user of its own (no outside service needed). */
async function participantInConsole() {
  const user = await createTestUser(ctx.database.db, { login: `follower${++login}` });
  return createParticipant(ctx.call, admin.token, { devices: [{ type: "APP", address: "console" }], login: user.login });
}

/** An alarm point alerting one participant in the console, and its plan's id. */
async function pointAlerting(point: Record<string, unknown> = {}) {
  const person = await participantInConsole();
  const pointId = await createAlarmPoint(ctx.call, admin.token, { ranks: [{ participantIds: [person.id] }], point });
  const planId = (await call("GET", `/alarmpoints/${pointId}`)).json<{ alarmPlanId: number }>().alarmPlanId;
  return { pointId, planId, person };
}

async function createTrigger(body: Record<string, unknown>) {
  const response = await call("POST", "/consequentials", { name: `Follow-up ${++login}`, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Consequential>();
}

/** The follow-up alarms `alarmId` raised, waiting up to a few seconds for `count` of them. */
async function followUpsOf(alarmId: number, count = 1) {
  const started = Date.now();
  for (;;) {
    const rows = await ctx.database.db.select().from(alarms).where(eq(alarms.initiatorAlarmId, alarmId));
    if (rows.length >= count || Date.now() - started > 10_000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const phrasesOf = async (alarmId: number) => (await alarmRecords(ctx.database.db, alarmId)).history.filter((h) => h.kind === "FOLLOW_UP").map((h) => h.phrase);

const answer = async (alarmId: number, participantId: number, response: "ACCEPT" | "DECLINE") => {
  const { notifications } = await alarmRecords(ctx.database.db, alarmId);
  return responses.respond(notifications.find((n) => n.participantId === participantId)!.id, response, "test");
};

describe("consequential triggers", () => {
  it("are created with the defaults of SPEC section 3, listed, changed and deleted, one per trigger type", async () => {
    const { pointId, planId } = await pointAlerting();
    const created = await createTrigger({ initiatorId: pointId, alarmPlanId: planId });
    expect(created).toMatchObject({
      alarmPointType: "CONSEQUENTIAL",
      consequentialTrigger: "ON_NEW",
      acknowledgeMode: "NONE",
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      repeatMonInterval: 0,
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
      description: "Description",
      icon: { name: "clock", color: "#989898" },
      initiatorId: pointId,
      orgId: 1,
      deleted: false,
    });
    expect((await call("GET", `/consequentials/${created.id}`)).json()).toEqual(created);

    const free = (await call("GET", `/consequentials/triggers/${pointId}`)).json<string[]>();
    expect(free).toEqual(CONSEQUENTIAL_TRIGGER_TYPES.filter((type) => type !== "ON_NEW"));
    expect((await call("GET", `/consequentials/triggers/${pointId}?currentId=${created.id}`)).json()).toEqual([...CONSEQUENTIAL_TRIGGER_TYPES]);

    const taken = await call("POST", "/consequentials", { name: "Second", initiatorId: pointId, consequentialTrigger: "ON_NEW" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "consequentialTrigger", code: "TRIGGER_TYPE_TAKEN" }] });

    const second = await createTrigger({ initiatorId: pointId, consequentialTrigger: "ON_FAILURE" });
    const listed = (await call("GET", `/consequentials/list?initiatorId=${pointId}`)).json<Consequential[]>();
    expect(listed.map((trigger) => trigger.id).sort()).toEqual([created.id, second.id].sort());

    const changed = await call("PUT", "/consequentials", { ...created, name: "Tell the shift lead", consequentialTrigger: "ON_ACCEPT", instructionFileIds: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Tell the shift lead", consequentialTrigger: "ON_ACCEPT", version: created.version + 1 });
    const stale = await call("PUT", "/consequentials", { ...created, instructionFileIds: [] });
    expect(stale.statusCode).toBe(409);

    expect((await call("DELETE", `/consequentials/${second.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/consequentials/${second.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/consequentials/triggers/${pointId}`)).json()).toContain("ON_FAILURE");
    // An alarm point is no consequential trigger.
    expect((await call("GET", `/consequentials/${pointId}`)).statusCode).toBe(404);
  });

  it("refuses an unknown initiator as not found and answers the display name of a trigger type in the caller's language", async () => {
    const unknown = await call("POST", "/consequentials", { name: "Orphan", initiatorId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect((await call("GET", "/consequentials/list?initiatorId=987654")).statusCode).toBe(404);

    expect((await call("PUT", "/consequentials/show-name?triggerType=ON_NOT_ACCEPTED")).json()).toEqual({ triggerType: "ON_NOT_ACCEPTED", name: "When the alarm is not accepted" });
    await ctx.database.db.execute(sql`update users set language = 'GERMAN' where login = 'admin'`);
    try {
      expect((await call("PUT", "/consequentials/show-name?triggerType=ON_FAILURE")).json()).toMatchObject({ name: "Wenn der Alarm fehlschlägt" });
    } finally {
      await ctx.database.db.execute(sql`update users set language = 'ENGLISH' where login = 'admin'`);
    }
    expect((await call("PUT", "/consequentials/show-name?triggerType=ON_LUNCH")).statusCode).toBe(400);
  });
});

describe("follow-up alarms", () => {
  it("ON_NEW: the alarm's start raises the follow-up once, linked both ways in the timelines", async () => {
    const initiator = await pointAlerting();
    const followed = await pointAlerting();
    const consequential = await createTrigger({ initiatorId: initiator.pointId, alarmPlanId: followed.planId, name: "Call the fire brigade" });

    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    const [followUp, ...more] = await followUpsOf(alarm.id);
    expect(more).toEqual([]);
    expect(followUp).toMatchObject({ alarmPointId: consequential.id, name: "Call the fire brigade" });
    await waitForMessages(ctx.database.db, followUp!.id, 1);
    expect(await phrasesOf(alarm.id)).toEqual([{ key: "FOLLOW_UP_RAISED", params: { trigger: { key: "ON_NEW" }, name: "Call the fire brigade", alarmId: followUp!.id } }]);
    const { history } = await alarmRecords(ctx.database.db, followUp!.id);
    expect(history[0]).toMatchObject({ kind: "TRIGGERED", phrase: { key: "RAISED_BY_ALARM", params: { alarmId: alarm.id, trigger: { key: "ON_NEW" } } } });
    const details = (id: number) => call("GET", `/alarmtable/details/${id}`).then((response) => response.json<AlarmDetails>());
    expect(await details(followUp!.id)).toMatchObject({ initiator: { id: alarm.id, name: expect.any(String) }, followUps: [] });
    expect(await details(alarm.id)).toMatchObject({ initiator: null, followUps: [{ id: followUp!.id, name: "Call the fire brigade" }] });
  });

  it("ON_ACCEPT, ON_NOT_ACCEPTED and ON_FAILURE fire at their statuses, and only the matching trigger fires", async () => {
    const initiator = await pointAlerting();
    const followed = await pointAlerting();
    for (const type of ["ON_ACCEPT", "ON_NOT_ACCEPTED", "ON_FAILURE"]) {
      await createTrigger({ initiatorId: initiator.pointId, alarmPlanId: followed.planId, consequentialTrigger: type, name: type });
    }
    const accepted = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForMessages(ctx.database.db, accepted.id, 1);
    await answer(accepted.id, initiator.person.id, "ACCEPT");
    expect((await followUpsOf(accepted.id)).map((alarm) => alarm.name)).toEqual(["ON_ACCEPT"]);

    const unanswered = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForMessages(ctx.database.db, unanswered.id, 1);
    await waitForStatus(ctx.database.db, unanswered.id, "PROCESSING");
    await letWaitPass(ctx.database.db, ctx.clock, unanswered.id);
    await waitForStatus(ctx.database.db, unanswered.id, "NOT_ACCEPTED");
    expect((await followUpsOf(unanswered.id)).map((alarm) => alarm.name)).toEqual(["ON_NOT_ACCEPTED"]);

    // Nobody reachable: the participant has no device any more.
    await ctx.database.db.execute(sql`delete from participant_devices where participant_id = ${initiator.person.id}`);
    const failed = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForStatus(ctx.database.db, failed.id, "CONFIG_PROBLEM");
    expect((await followUpsOf(failed.id)).map((alarm) => alarm.name)).toEqual(["ON_FAILURE"]);
  });

  it("ON_ACKNOWLEDGE and ON_FINISHED fire on the operator's acknowledgement and quit", async () => {
    const initiator = await pointAlerting({ acknowledgeMode: "ONE" });
    const followed = await pointAlerting();
    await createTrigger({ initiatorId: initiator.pointId, alarmPlanId: followed.planId, consequentialTrigger: "ON_ACKNOWLEDGE", name: "acknowledged" });
    await createTrigger({ initiatorId: initiator.pointId, alarmPlanId: followed.planId, consequentialTrigger: "ON_FINISHED", name: "finished" });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForMessages(ctx.database.db, alarm.id, 1);
    await answer(alarm.id, initiator.person.id, "ACCEPT");
    expect((await call("POST", `/alarmtable/acknowledge/${alarm.id}`, {})).statusCode).toBe(200);
    expect((await followUpsOf(alarm.id)).map((row) => row.name)).toEqual(["acknowledged"]);

    const quit = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForMessages(ctx.database.db, quit.id, 1);
    await answer(quit.id, initiator.person.id, "ACCEPT");
    const quitting = await call("GET", `/alarmpoints/quit/${quit.id}`);
    expect(quitting.statusCode, quitting.body).toBe(200);
    expect(quitting.json()).toMatchObject({ status: "FINISHED" });
    expect((await followUpsOf(quit.id)).map((row) => row.name)).toEqual(["finished"]);
  });

  it("cuts a loop of follow-ups with a timeline entry, and notes a follow-up that cannot be raised", async () => {
    const first = await pointAlerting();
    const second = await pointAlerting();
    const back = await createTrigger({ initiatorId: first.pointId, alarmPlanId: second.planId, name: "Onwards" });
    // Made by hand: the console cannot make a point a follow-up of its own follow-up.
    await ctx.database.db.update(alarmPoints).set({ initiatorId: back.id, consequentialTrigger: "ON_NEW" }).where(eq(alarmPoints.id, first.pointId));
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: first.pointId });
    const [followUp] = await followUpsOf(alarm.id);
    await waitForStatus(ctx.database.db, followUp!.id, "PROCESSING");
    const started = Date.now();
    while ((await phrasesOf(followUp!.id)).length === 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await phrasesOf(followUp!.id)).toEqual([{ key: "FOLLOW_UP_LOOP_CUT", params: { trigger: { key: "ON_NEW" }, name: expect.any(String) } }]);
    expect(await followUpsOf(followUp!.id, 0)).toEqual([]);

    const planless = await pointAlerting();
    await createTrigger({ initiatorId: planless.pointId, name: "Without a plan" });
    const lonely = await trigger(ctx.call, admin.token, { alarmPointId: planless.pointId });
    await waitForStatus(ctx.database.db, lonely.id, "PROCESSING");
    const waited = Date.now();
    while ((await phrasesOf(lonely.id)).length === 0 && Date.now() - waited < 10_000) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await phrasesOf(lonely.id)).toEqual([
      { key: "FOLLOW_UP_NOT_RAISED", params: { trigger: { key: "ON_NEW" }, name: "Without a plan", reason: 'The alarm point "Without a plan" has no alarm plan' } },
    ]);
  });
});
