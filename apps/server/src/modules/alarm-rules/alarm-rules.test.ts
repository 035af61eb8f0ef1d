import { ALARM_RULE_LIMITS, type AlarmRule, type AlarmRuleTestResult, type CreatedIntegrationKey, type IntegrationOutcome } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRules, alarms } from "../../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { COSTLY_SUMMARY, costlyRules } from "../../../test/costly-rules.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp({ timeZone: "Europe/Prague" });
let token: string;

type Setup = { orgId: number; pointId: number; otherPointId: number; key: CreatedIntegrationKey };

async function setUp(name: string): Promise<Setup> {
  const org = await createTestOrganization(ctx.database.db, { name });
  const participant = await createParticipant(ctx.call, token, {
    orgId: org.id,
    devices: [{ type: "EMAIL", address: `${name.toLowerCase().replaceAll(" ", "-")}@alarm.test` }],
  });
  const ranks = [{ participantIds: [participant.id] }];
  const pointId = await createAlarmPoint(ctx.call, token, { orgId: org.id, ranks, point: { name: `${name} servers`, priority: 5 } });
  const otherPointId = await createAlarmPoint(ctx.call, token, { orgId: org.id, ranks, point: { name: `${name} storage team`, priority: 5 } });
  const created = await ctx.call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload: { kind: "WEBHOOK", name: "Monitoring" } });
  expect(created.statusCode, created.body).toBe(200);
  return { orgId: org.id, pointId, otherPointId, key: created.json<CreatedIntegrationKey>() };
}

async function createRule(payload: object, as = token) {
  const response = await ctx.call({ method: "POST", url: "/alarm-rules", token: as, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlarmRule>();
}

async function send(setup: Setup, event: object) {
  const response = await ctx.call({ method: "POST", url: `/rest/integrations/webhook?key=${setup.key.secret}`, payload: event });
  expect(response.statusCode, response.body).toBe(200);
  const [outcome] = response.json<IntegrationOutcome>().alarms;
  const [alarm] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, outcome!.alarmId!));
  return { outcome: outcome!, alarm: alarm!, history: (await alarmRecords(ctx.database.db, outcome!.alarmId!)).history };
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
});

describe("alarm rules: definitions", () => {
  it("creates, lists in order, changes, reorders, clones and deletes rules", async () => {
    const setup = await setUp("Rules org");
    const first = await createRule({
      orgId: setup.orgId,
      name: "Info is noise",
      conditions: [{ type: "SEVERITY", severities: ["info"] }],
      actions: [{ type: "SUPPRESS" }],
    });
    expect(first).toMatchObject({
      type: "ALARM_RULE",
      position: 1,
      enabled: true,
      description: null,
      regexTimeouts: 0,
      lastRegexTimeoutAt: null,
      version: 1,
      orgName: "Rules org",
    });
    const second = await createRule({
      orgId: setup.orgId,
      name: "Disks to storage",
      conditions: [],
      actions: [{ type: "ROUTE", alarmPointId: setup.otherPointId }],
    });
    expect(second).toMatchObject({ position: 2, routedPoints: [{ id: setup.otherPointId, name: "Rules org storage team" }] });

    const list = async () =>
      (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ALARM_RULE", parentOrgId: setup.orgId, sortField: "position" } })).json<{
        list: AlarmRule[];
      }>().list;
    expect((await list()).map((rule) => rule.name)).toEqual(["Info is noise", "Disks to storage"]);

    const order = await ctx.call({ method: "PUT", url: "/alarm-rules/order", token, payload: { orgId: setup.orgId, ruleIds: [second.id, first.id] } });
    expect(order.statusCode, order.body).toBe(200);
    expect((await list()).map((rule) => rule.name)).toEqual(["Disks to storage", "Info is noise"]);
    const partial = await ctx.call({ method: "PUT", url: "/alarm-rules/order", token, payload: { orgId: setup.orgId, ruleIds: [first.id] } });
    expect(partial.statusCode).toBe(409);

    const current = (await ctx.call({ method: "GET", url: `/alarm-rules/${first.id}`, token })).json<AlarmRule>();
    const updated = await ctx.call({
      method: "PUT",
      url: "/alarm-rules",
      token,
      payload: {
        id: first.id,
        version: current.version,
        name: "Info is noise",
        description: "Off hours",
        enabled: false,
        conditions: current.conditions,
        actions: current.actions,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ enabled: false, description: "Off hours" });
    const stale = await ctx.call({
      method: "PUT",
      url: "/alarm-rules",
      token,
      payload: { id: first.id, version: current.version, name: "Late", actions: current.actions },
    });
    expect(stale.statusCode).toBe(409);

    const clone = await ctx.call({ method: "POST", url: "/alarm-rules/clone", token, payload: { id: second.id } });
    expect(clone.json()).toMatchObject({ name: "Disks to storage (copy)", enabled: false, position: 3, actions: second.actions });
    expect((await ctx.call({ method: "DELETE", url: `/alarm-rules/${clone.json<AlarmRule>().id}`, token })).json()).toEqual({ status: "ok" });
    expect((await list()).map((rule) => rule.name)).toEqual(["Disks to storage", "Info is noise"]);
  });

  it.each([
    [
      "a regular expression that does not compile",
      { conditions: [{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "disk (full" }] },
      "conditions.0.value",
      "INVALID_PATTERN",
    ],
    [
      "a label condition without the label's name",
      { conditions: [{ type: "TEXT", field: "LABEL", mode: "EQUALS", value: "x" }] },
      "conditions.0.label",
      "REQUIRED",
    ],
    ["no action", { actions: [] }, "actions", undefined],
    ["a priority out of range", { actions: [{ type: "SET_PRIORITY", priority: 12 }] }, "actions.0.priority", undefined],
    ["a delay longer than a day", { actions: [{ type: "DELAY", minutes: 1441 }] }, "actions.0.minutes", undefined],
    ["a time that is no time", { conditions: [{ type: "TIME", weekdays: [1], from: "25:00", to: "06:00" }] }, "conditions.0.from", undefined],
    ["an unknown alarm point to route to", { actions: [{ type: "ROUTE", alarmPointId: 2_000_000_000 }] }, "actions.0.alarmPointId", "UNKNOWN_ALARM_POINT"],
    [
      "an unknown integration key",
      { conditions: [{ type: "INTEGRATION", integrationKeyIds: [2_000_000_000] }] },
      "conditions.0.integrationKeyIds",
      "UNKNOWN_INTEGRATION_KEY",
    ],
  ])("refuses %s, storing nothing", async (_, change, field, code) => {
    const org = await createTestOrganization(ctx.database.db);
    const response = await ctx.call({
      method: "POST",
      url: "/alarm-rules",
      token,
      payload: { orgId: org.id, name: "Bad", conditions: [], actions: [{ type: "STOP" }], ...change },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, ...(code ? { code } : {}) }));
    expect(await ctx.database.db.select().from(alarmRules).where(eq(alarmRules.orgId, org.id))).toEqual([]);
  });

  it("lets a rule editor without definition rights pick alarm points and integration keys", async () => {
    const setup = await setUp("Editor org");
    const editor = await ctx.userWith(["ALARM_EVENT_RULE"], setup.orgId);
    const points = await ctx.call({ method: "POST", url: "/list", token: editor.token, payload: { type: "ALARMPOINT", usableInOrgId: setup.orgId } });
    expect(points.statusCode, points.body).toBe(200);
    expect(points.json<{ list: { id: number }[] }>().list.map((point) => point.id)).toEqual(expect.arrayContaining([setup.pointId, setup.otherPointId]));
    const keys = await ctx.call({ method: "GET", url: `/alarm-points/${setup.pointId}/integration-keys`, token: editor.token });
    expect(keys.statusCode, keys.body).toBe(200);
    await createRule(
      {
        orgId: setup.orgId,
        name: "By the editor",
        conditions: [{ type: "INTEGRATION", integrationKeyIds: [setup.key.key.id] }],
        actions: [{ type: "ROUTE", alarmPointId: setup.otherPointId }],
      },
      editor.token,
    );
    expect(
      (
        await ctx.call({
          method: "POST",
          url: `/alarm-points/${setup.pointId}/integration-keys`,
          token: editor.token,
          payload: { kind: "WEBHOOK", name: "No" },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses routing to another organization's alarm point and naming its keys", async () => {
    const mine = await setUp("Mine");
    const theirs = await setUp("Theirs");
    const route = await ctx.call({
      method: "POST",
      url: "/alarm-rules",
      token,
      payload: { orgId: mine.orgId, name: "Away", actions: [{ type: "ROUTE", alarmPointId: theirs.pointId }] },
    });
    expect(route.statusCode).toBe(400);
    expect(route.json().details).toContainEqual(expect.objectContaining({ field: "actions.0.alarmPointId", code: "OUTSIDE_ORGANIZATION" }));
    const key = await ctx.call({
      method: "POST",
      url: "/alarm-rules",
      token,
      payload: { orgId: mine.orgId, name: "Keys", conditions: [{ type: "INTEGRATION", integrationKeyIds: [theirs.key.key.id] }], actions: [{ type: "STOP" }] },
    });
    expect(key.json().details).toContainEqual(expect.objectContaining({ field: "conditions.0.integrationKeyIds", code: "UNKNOWN_INTEGRATION_KEY" }));
  });
});

describe("alarm rules on incoming events", () => {
  it("suppresses an event: recorded as an inactive alarm naming the rule, nobody alerted", async () => {
    const setup = await setUp("Suppressing");
    await createRule({ orgId: setup.orgId, name: "Info is noise", conditions: [{ type: "SEVERITY", severities: ["info"] }], actions: [{ type: "SUPPRESS" }] });
    const quiet = await send(setup, { summary: "Backup finished", severity: "info" });
    expect(quiet.outcome.outcome).toBe("SUPPRESSED");
    expect(quiet.alarm).toMatchObject({ status: "INACTIVE", alarmPointId: setup.pointId, endedAt: expect.any(Date) });
    expect(quiet.history).toEqual([
      expect.objectContaining({ kind: "TRIGGERED", phrase: { key: "SUPPRESSED_BY_RULE", params: { source: "Monitoring", rule: "Info is noise" } } }),
    ]);
    expect((await alarmRecords(ctx.database.db, quiet.alarm.id)).notifications).toEqual([]);

    const loud = await send(setup, { summary: "Disk full", severity: "critical" });
    expect(loud.outcome.outcome).toBe("TRIGGERED");
    expect(loud.alarm.status).not.toBe("INACTIVE");
  });

  it("routes, sets the priority, adds text and delays, as the rules say in order", async () => {
    const setup = await setUp("Routing");
    await createRule({
      orgId: setup.orgId,
      name: "Disks to storage",
      conditions: [{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "disk (full|failing)" }],
      actions: [
        { type: "ROUTE", alarmPointId: setup.otherPointId },
        { type: "SET_PRIORITY", priority: 2 },
        { type: "ADD_TEXT", text: "Runbook: wiki/disks" },
      ],
    });
    await createRule({
      orgId: setup.orgId,
      name: "Warnings wait",
      conditions: [{ type: "SEVERITY", severities: ["warning"] }],
      actions: [{ type: "DELAY", minutes: 10 }, { type: "STOP" }],
    });
    await createRule({ orgId: setup.orgId, name: "Never reached for warnings", conditions: [], actions: [{ type: "SET_PRIORITY", priority: 9 }] });

    const routed = await send(setup, { summary: "Disk failing on db-2", severity: "warning" });
    expect(routed.alarm).toMatchObject({ alarmPointId: setup.otherPointId, name: "Routing storage team", priority: 2, status: "SCHEDULED" });
    expect(routed.alarm.text).toContain("Disk failing on db-2\nRunbook: wiki/disks");
    expect(routed.alarm.scheduledFor!.getTime() - routed.alarm.triggeredAt.getTime()).toBeGreaterThanOrEqual(10 * 60_000 - 5000);
    expect(routed.history[0]).toMatchObject({ phrase: { key: "RULES_APPLIED", params: { source: "Monitoring", rules: "Disks to storage, Warnings wait" } } });

    const other = await send(setup, { summary: "CPU hot", severity: "critical" });
    expect(other.alarm).toMatchObject({ alarmPointId: setup.pointId, priority: 9, scheduledFor: null });
  });

  it("applies the rules of the organizations above first", async () => {
    const parent = await createTestOrganization(ctx.database.db, { name: "Alarm centre" });
    const child = await setUp("Branch");
    await ctx.database.db.execute(`update organizations set parent_id = ${parent.id} where id = ${child.orgId}`);
    await createRule({ orgId: child.orgId, name: "Branch priority", conditions: [], actions: [{ type: "SET_PRIORITY", priority: 4 }] });
    await createRule({
      orgId: parent.id,
      name: "Centre stops",
      conditions: [{ type: "TEXT", field: "SUMMARY", mode: "CONTAINS", value: "test" }],
      actions: [{ type: "SET_PRIORITY", priority: 8 }, { type: "STOP" }],
    });
    expect((await send(child, { summary: "This is a test", severity: "critical" })).alarm.priority).toBe(8);
    expect((await send(child, { summary: "Real fire", severity: "critical" })).alarm.priority).toBe(4);
  });

  it("counts a regular expression the time budget did not reach on its rule, and raises the alarm anyway", async () => {
    const setup = await setUp("Runaway");
    // The first rule's patterns take the whole budget of the event; the second rule's is never reached.
    const [first, second] = costlyRules(setup.orgId, ALARM_RULE_LIMITS.conditions + 1, 6000);
    await createRule(first!);
    const runaway = await createRule(second!);
    const event = await send(setup, { summary: COSTLY_SUMMARY, severity: "critical" });
    expect(event.outcome.outcome).toBe("TRIGGERED");
    const stored = (await ctx.call({ method: "GET", url: `/alarm-rules/${runaway.id}`, token })).json<AlarmRule>();
    expect(stored).toMatchObject({ regexTimeouts: 1, lastRegexTimeoutAt: expect.any(String) });
  });

  it("tests rules on a sample event with an unsaved draft, writing nothing", async () => {
    const setup = await setUp("Testing");
    const saved = await createRule({
      orgId: setup.orgId,
      name: "Storage",
      conditions: [{ type: "TEXT", field: "LABEL", label: "team", mode: "EQUALS", value: "storage" }],
      actions: [{ type: "ROUTE", alarmPointId: setup.otherPointId }],
    });
    const alarmsBefore = await ctx.database.db.select().from(alarms).where(eq(alarms.orgId, setup.orgId));
    const response = await ctx.call({
      method: "POST",
      url: "/alarm-rules/test",
      token,
      payload: {
        orgId: setup.orgId,
        event: { integrationKeyId: setup.key.key.id, summary: "Disk full", severity: "info", labels: { team: "storage" } },
        draft: {
          name: "Quiet info",
          conditions: [{ type: "SEVERITY", severities: ["info"] }],
          actions: [{ type: "ADD_TEXT", text: "night" }, { type: "SUPPRESS" }],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AlarmRuleTestResult>();
    expect(result.rules).toEqual([
      { ruleId: saved.id, name: "Storage", outcome: "MATCHED", conditions: [{ type: "TEXT", held: true, timedOut: false }] },
      { ruleId: null, name: "Quiet info", outcome: "MATCHED", conditions: [{ type: "SEVERITY", held: true, timedOut: false }] },
    ]);
    expect(result.decision).toEqual({
      alarmPointId: setup.otherPointId,
      alarmPointName: "Testing storage team",
      priority: null,
      addedTexts: ["night"],
      delayMinutes: 0,
      suppressedBy: "Quiet info",
      stoppedBy: null,
    });

    // The draft of a saved rule takes its place.
    const replaced = await ctx.call({
      method: "POST",
      url: "/alarm-rules/test",
      token,
      payload: {
        orgId: setup.orgId,
        event: { summary: "x", labels: { team: "storage" } },
        draft: { id: saved.id, name: "Storage", enabled: false, actions: [{ type: "STOP" }] },
      },
    });
    expect(replaced.json<AlarmRuleTestResult>().rules).toEqual([{ ruleId: saved.id, name: "Storage", outcome: "DISABLED", conditions: [] }]);
    expect(await ctx.database.db.select().from(alarms).where(eq(alarms.orgId, setup.orgId))).toEqual(alarmsBefore);
  });

  it("tests without revealing what lies outside the caller's scope", async () => {
    const parent = await createTestOrganization(ctx.database.db, { name: "Secret centre" });
    const child = await setUp("Scoped branch");
    const stranger = await setUp("Stranger");
    await ctx.database.db.execute(`update organizations set parent_id = ${parent.id} where id = ${child.orgId}`);
    await createRule({ orgId: parent.id, name: "Centre's secret rule", conditions: [], actions: [{ type: "ADD_TEXT", text: "x" }, { type: "STOP" }] });
    const branchUser = await ctx.userWith(["ALARM_EVENT_RULE"], child.orgId);
    const traced = await ctx.call({
      method: "POST",
      url: "/alarm-rules/test",
      token: branchUser.token,
      payload: { orgId: child.orgId, event: { summary: "x" } },
    });
    expect(traced.statusCode, traced.body).toBe(200);
    expect(traced.body).not.toContain("secret");
    expect(traced.json<AlarmRuleTestResult>().rules).toEqual([expect.objectContaining({ ruleId: null, outcome: "MATCHED" })]);

    const foreignRoute = await ctx.call({
      method: "POST",
      url: "/alarm-rules/test",
      token: branchUser.token,
      payload: { orgId: child.orgId, event: { summary: "x" }, draft: { name: "Probe", actions: [{ type: "ROUTE", alarmPointId: stranger.pointId }] } },
    });
    expect(foreignRoute.statusCode).toBe(400);
    expect(foreignRoute.json().details).toEqual([expect.objectContaining({ field: "draft.actions.0.alarmPointId", code: "UNKNOWN_ALARM_POINT" })]);
    expect(foreignRoute.body).not.toContain("Stranger");
  });

  it("keeps an alarm point that a rule routes to from being deleted", async () => {
    const setup = await setUp("Tight");
    await createRule({ orgId: setup.orgId, name: "To the team", actions: [{ type: "ROUTE", alarmPointId: setup.otherPointId }] });
    const refused = await ctx.call({ method: "DELETE", url: `/alarmpoints/${setup.otherPointId}`, token });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().usedBy).toMatchObject({ users: [{ type: "ALARM_RULE", name: "To the team" }], total: 1 });
  });
});
