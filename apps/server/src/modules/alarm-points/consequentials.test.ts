import { type AlarmDetails, type AlarmPoint, type Consequential, CONSEQUENTIAL_TRIGGER_TYPES, type LoginResponse } from "@alarm/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { alarmPoints, alarms, consequentialFirings, instructionFiles, users } from "../../db/schema/index.js";
import { MAX_IDLE_MS } from "../../engine/due-time.js";
import { FollowUpJob } from "../../engine/follow-ups/follow-up-job.js";
import { alarmRecords, createAlarmPoint, createParticipant, letWaitPass, trigger, waitForMessages, waitForStatus } from "../../../test/alarm-fixtures.js";
import { createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { AlarmResponses } from "../../engine/lifecycle/answers.js";
import { ConsequentialService } from "./consequential-service.js";

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

/** Waits until the follow-up job has taken every firing (of `alarmId`, or of all alarms). */
async function waitForFiringsDone(alarmId?: number) {
  const started = Date.now();
  const waiting = () =>
    ctx.database.db
      .select({ id: consequentialFirings.id })
      .from(consequentialFirings)
      .where(alarmId === undefined ? undefined : eq(consequentialFirings.alarmId, alarmId));
  while ((await waiting()).length > 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 25));
}

const phrasesOf = async (alarmId: number) => (await alarmRecords(ctx.database.db, alarmId)).history.filter((h) => h.kind === "FOLLOW_UP").map((h) => h.phrase);

/** The database with a count of the calls of `methods` made through it. */
function counting(db: Db, methods: readonly string[]) {
  const calls = { count: 0 };
  const counted = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function" || !methods.includes(String(property))) return value;
      return (...args: unknown[]) => {
        calls.count++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, calls };
}

async function adminPrincipal(): Promise<Principal> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.login, "admin"));
  return { ...user!, sessionId: "test", sessionKind: "CONSOLE", orgName: "Root", authorities: [] };
}

const answer = async (alarmId: number, participantId: number, response: "ACCEPT" | "DECLINE") => {
  const { notifications } = await alarmRecords(ctx.database.db, alarmId);
  return responses.respond(notifications.find((n) => n.participantId === participantId)!.id, response, "test");
};

describe("consequential triggers", () => {
  it("are created with the consequential defaults, listed, changed and deleted, one per trigger type", async () => {
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

    const changed = await call("PUT", "/consequentials", {
      ...created,
      name: "Tell the shift lead",
      consequentialTrigger: "ON_ACCEPT",
      instructionFileIds: [],
    });
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

  it("are listed in as many queries for three triggers as for one, each as it is read alone", async () => {
    const { pointId, planId } = await pointAlerting();
    const [steps, map] = await ctx.database.db
      .insert(instructionFiles)
      .values(["steps.pdf", "map.pdf"].map((name) => ({ orgId: 1, name, path: `1/${name}`, type: "pdf", size: 12, contentType: "application/pdf" })))
      .returning({ id: instructionFiles.id });
    await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_NEW", name: "First", instructionFileIds: [map!.id, steps!.id] });
    const principal = await adminPrincipal();
    const statementsOfList = async () => {
      const { db, calls } = counting(ctx.database.db, ["select", "execute"]);
      const listed = await new ConsequentialService(db).list(principal, pointId);
      return { count: listed.length, statements: calls.count };
    };
    const one = await statementsOfList();
    expect(one.count).toBe(1);

    await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_ACCEPT", name: "Second", instructionFileIds: [steps!.id] });
    await createTrigger({ initiatorId: pointId, consequentialTrigger: "ON_FAILURE", name: "Third" });
    const three = await statementsOfList();
    expect(three).toEqual({ count: 3, statements: one.statements });

    const listed = (await call("GET", `/consequentials/list?initiatorId=${pointId}`)).json<Consequential[]>();
    expect(listed.map((trigger) => trigger.instructionFiles.map((file) => file.id))).toEqual([[map!.id, steps!.id], [steps!.id], []]);
    for (const trigger of listed) expect((await call("GET", `/consequentials/${trigger.id}`)).json()).toEqual(trigger);
  });

  it("keep no system ID when changed as alarm points, and are refused one when created", async () => {
    const { pointId, planId } = await pointAlerting();
    const refused = await call("POST", "/consequentials", { name: "Follow-up with an id", initiatorId: pointId, alarmPlanId: planId, systemId: "follow-up-1" });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ field: "systemId", code: "UNKNOWN_FIELD" })]);
    const created = await createTrigger({ initiatorId: pointId, alarmPlanId: planId });
    const point = (await call("GET", `/alarmpoints/${created.id}`)).json<AlarmPoint>();
    expect(point).toMatchObject({ alarmPointType: "CONSEQUENTIAL", systemId: null });

    const changed = await call("PUT", "/alarmpoints", { ...point, name: "Renamed follow-up", systemId: "follow-up-1" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Renamed follow-up", systemId: null });
    const [row] = await ctx.database.db.select({ systemId: alarmPoints.systemId }).from(alarmPoints).where(eq(alarmPoints.id, created.id));
    expect(row).toEqual({ systemId: null });
  });

  it("are deleted with their initiator and restored with it, but for one deleted before", async () => {
    const { pointId, planId } = await pointAlerting();
    const onNew = await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_NEW" });
    const onAccept = await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_ACCEPT" });
    const deletedBefore = await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_FAILURE" });
    expect((await call("DELETE", `/consequentials/${deletedBefore.id}`)).statusCode).toBe(200);
    const deletedOf = async () => {
      const rows = await ctx.database.db
        .select({ id: alarmPoints.id, deleted: alarmPoints.deleted })
        .from(alarmPoints)
        .where(inArray(alarmPoints.id, [onNew.id, onAccept.id, deletedBefore.id]));
      return Object.fromEntries(rows.map((row) => [row.id, row.deleted]));
    };

    const removed = await call("DELETE", `/alarmpoints/${pointId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await deletedOf()).toEqual({ [onNew.id]: true, [onAccept.id]: true, [deletedBefore.id]: true });
    expect((await call("GET", `/consequentials/${onNew.id}`)).statusCode).toBe(404);

    const restored = await call("PUT", "/alarmpoints/re-enable", { id: pointId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await deletedOf()).toEqual({ [onNew.id]: false, [onAccept.id]: false, [deletedBefore.id]: true });
    const listed = (await call("GET", `/consequentials/list?initiatorId=${pointId}`)).json<Consequential[]>();
    expect(listed.map((trigger) => trigger.id).sort()).toEqual([onNew.id, onAccept.id].sort());
  });

  it("restore alone only beside a live initiator with no other trigger of their type", async () => {
    const { pointId, planId } = await pointAlerting();
    const first = await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_FAILURE" });
    await call("DELETE", `/consequentials/${first.id}`);
    await createTrigger({ initiatorId: pointId, alarmPlanId: planId, consequentialTrigger: "ON_FAILURE" });
    const taken = await call("PUT", "/alarmpoints/re-enable", { id: first.id });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().reason).toContain("another consequential trigger of this type");

    await call("DELETE", `/alarmpoints/${pointId}`);
    const orphan = await call("PUT", "/alarmpoints/re-enable", { id: first.id });
    expect(orphan.statusCode, orphan.body).toBe(409);
    expect(orphan.json().reason).toContain("restore that one first");
  });

  it("refuses an unknown initiator as not found and answers the display name of a trigger type in the caller's language", async () => {
    const unknown = await call("POST", "/consequentials", { name: "Orphan", initiatorId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect((await call("GET", "/consequentials/list?initiatorId=987654")).statusCode).toBe(404);

    expect((await call("PUT", "/consequentials/show-name?triggerType=ON_NOT_ACCEPTED")).json()).toEqual({
      triggerType: "ON_NOT_ACCEPTED",
      name: "When the alarm is not accepted",
    });
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
    expect(await phrasesOf(alarm.id)).toEqual([
      { key: "FOLLOW_UP_RAISED", params: { trigger: { key: "ON_NEW" }, name: "Call the fire brigade", alarmId: followUp!.id } },
    ]);
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

  it("ON_NOT_ACKNOWLEDGED fires once when the acknowledgement does not come within the monitoring interval", async () => {
    const initiator = await pointAlerting({ acknowledgeMode: "ONE", repeatMonInterval: 1 });
    const followed = await pointAlerting();
    await createTrigger({
      initiatorId: initiator.pointId,
      alarmPlanId: followed.planId,
      consequentialTrigger: "ON_NOT_ACKNOWLEDGED",
      name: "not acknowledged",
    });
    await createTrigger({ initiatorId: initiator.pointId, alarmPlanId: followed.planId, consequentialTrigger: "ON_ACKNOWLEDGE", name: "acknowledged" });
    const alarm = await trigger(ctx.call, admin.token, { alarmPointId: initiator.pointId });
    await waitForMessages(ctx.database.db, alarm.id, 1);
    await answer(alarm.id, initiator.person.id, "ACCEPT");
    await waitForStatus(ctx.database.db, alarm.id, "ACCEPTED");
    expect(await followUpsOf(alarm.id, 0)).toEqual([]);

    await letWaitPass(ctx.database.db, ctx.clock, alarm.id);
    await waitForStatus(ctx.database.db, alarm.id, "NOT_ACKNOWLEDGED");
    const [followUp, ...more] = await followUpsOf(alarm.id);
    expect(more).toEqual([]);
    expect(followUp).toMatchObject({ name: "not acknowledged" });
    await waitForFiringsDone(alarm.id);
    expect((await followUpsOf(alarm.id, 0)).map((row) => row.name)).toEqual(["not acknowledged"]);
    expect(await phrasesOf(alarm.id)).toEqual([
      { key: "FOLLOW_UP_RAISED", params: { trigger: { key: "ON_NOT_ACKNOWLEDGED" }, name: "not acknowledged", alarmId: followUp!.id } },
    ]);
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
      {
        key: "FOLLOW_UP_NOT_RAISED",
        params: { trigger: { key: "ON_NEW" }, name: "Without a plan", reason: 'The alarm point "Without a plan" has no alarm plan' },
      },
    ]);
  });
});

describe("the follow-up job", () => {
  it("opens no transaction when no firing waits", async () => {
    await waitForFiringsDone();
    const { db, calls } = counting(ctx.database.db, ["transaction"]);
    const job = new FollowUpJob(db, () => Promise.reject(new Error("nothing to raise")), ctx.app.log);
    expect(await job.work()).toBe(MAX_IDLE_MS);
    expect(calls.count).toBe(0);
  });
});
