import { ALARM_RULE_LIMITS, type AlarmRule, type AlarmRuleTestResult, type CreatedIntegrationKey } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRules } from "../../db/schema/index.js";
import { createAlarmPoint, createParticipant } from "../../../test/alarm-fixtures.js";
import { COSTLY_SUMMARY, costlyRules } from "../../../test/costly-rules.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();
let token: string;

const REGEX = (value: string) => ({ type: "TEXT", field: "SUMMARY", mode: "REGEX", value });
const save = (payload: object, method = "POST") => ctx.call({ method, url: "/alarm-rules", token, payload });
const saveAll = async (rules: object[]) => {
  for (const rule of rules) {
    const response = await save(rule);
    expect(response.statusCode, response.body).toBe(200);
  }
};
const regexRule = (orgId: number, patterns: number, change: object = {}) => ({
  orgId,
  name: `${patterns} patterns`,
  conditions: Array.from({ length: patterns }, (_, index) => REGEX(`^disk ${index}$`)),
  actions: [{ type: "STOP" }],
  ...change,
});

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
});

describe("alarm rules: regular expressions in RE2 syntax", () => {
  it.each([
    ["a lookahead", "disk(?= full)"],
    ["a lookbehind", "(?<!no )disk"],
    ["a backreference", "(disk)\\1"],
  ])("refuses %s on create, update, clone and test, naming the condition", async (_, pattern) => {
    const org = await createTestOrganization(ctx.database.db);
    const conditions = [REGEX("^disk"), REGEX(pattern)];
    const expectRefused = (response: { statusCode: number; json(): unknown }, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field, code: "UNSUPPORTED_PATTERN", message: expect.stringContaining("RE2") }] });
    };
    expectRefused(await save({ orgId: org.id, name: "Lookaround", conditions, actions: [{ type: "STOP" }] }), "conditions.1.value");
    expect(await ctx.database.db.select().from(alarmRules).where(eq(alarmRules.orgId, org.id))).toEqual([]);

    const saved = (await save({ orgId: org.id, name: "Plain", conditions: [REGEX("^disk")], actions: [{ type: "STOP" }] })).json<AlarmRule>();
    expectRefused(await save({ id: saved.id, version: saved.version, name: "Plain", conditions, actions: saved.actions }, "PUT"), "conditions.1.value");
    const draft = { name: "Draft", conditions, actions: [{ type: "STOP" }] };
    expectRefused(
      await ctx.call({ method: "POST", url: "/alarm-rules/test", token, payload: { orgId: org.id, event: { summary: "disk" }, draft } }),
      "draft.conditions.1.value",
    );

    // A rule stored before the engine changed: its copy is refused, and on events the pattern is no match.
    await ctx.database.db
      .update(alarmRules)
      .set({ conditions: conditions as AlarmRule["conditions"] })
      .where(eq(alarmRules.id, saved.id));
    expectRefused(await ctx.call({ method: "POST", url: "/alarm-rules/clone", token, payload: { id: saved.id } }), "conditions.1.value");
    const tested = await ctx.call({ method: "POST", url: "/alarm-rules/test", token, payload: { orgId: org.id, event: { summary: "disk full" } } });
    expect(tested.json<AlarmRuleTestResult>().rules[0]).toMatchObject({
      outcome: "NOT_MATCHED",
      conditions: [{ held: true }, { held: false, timedOut: true }],
    });
  });
});

describe("alarm rules: regular expression conditions per organization line", () => {
  const limit = ALARM_RULE_LIMITS.regexConditionsPerLine;
  const expectTooMany = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      reason: expect.stringContaining(`at most ${limit}`),
      details: [{ field: "conditions", code: "TOO_MANY_PATTERNS" }],
    });
  };

  it("saves the most the limit allows in a line and refuses one more, above or below, on create, update and enabling", async () => {
    const centre = await createTestOrganization(ctx.database.db, { name: "Regex centre" });
    const branch = await createTestOrganization(ctx.database.db, { name: "Regex branch", parentId: centre.id });
    const sibling = await createTestOrganization(ctx.database.db, { name: "Regex sibling", parentId: centre.id });
    await saveAll(costlyRules(centre.id, 20));
    await saveAll(costlyRules(branch.id, limit - 20));

    // The branch's line is full: a pattern more in the branch or in the centre above it is refused.
    expectTooMany(await save(regexRule(branch.id, 1)));
    expectTooMany(await save(regexRule(centre.id, 1)));
    // The sibling's line holds only the centre's: it has room.
    await saveAll(costlyRules(sibling.id, limit - 20, 500));
    expectTooMany(await save(regexRule(sibling.id, 1)));

    // A disabled rule runs nothing and saves; enabling it is refused, as is growing a saved rule.
    const disabled = (await save(regexRule(branch.id, 1, { enabled: false }))).json<AlarmRule>();
    expect(disabled.id).toEqual(expect.any(Number));
    expectTooMany(await save({ ...regexRule(branch.id, 1), id: disabled.id, version: disabled.version }, "PUT"));
    const plain = (await save({ orgId: branch.id, name: "No patterns", conditions: [], actions: [{ type: "STOP" }] })).json<AlarmRule>();
    expectTooMany(await save({ ...regexRule(branch.id, 1), id: plain.id, version: plain.version }, "PUT"));
    expect((await ctx.call({ method: "GET", url: `/alarm-rules/${plain.id}`, token })).json<AlarmRule>().conditions).toEqual([]);
  });
});

describe("alarm rules: tests per minute", () => {
  it("answers a user's test past the limit of the minute 429 with the wait; another user still tests", async () => {
    const org = await createTestOrganization(ctx.database.db);
    const [busy, other] = [await ctx.userWith(["ALARM_EVENT_RULE"], org.id), await ctx.userWith(["ALARM_EVENT_RULE"], org.id)];
    const runTest = (as: string) =>
      ctx.call({ method: "POST", url: "/alarm-rules/test", token: as, payload: { orgId: org.id, event: { summary: "disk full" } } });
    for (let round = 0; round < ALARM_RULE_LIMITS.testsPerMinute; round++) expect((await runTest(busy.token)).statusCode).toBe(200);
    const refused = await runTest(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      reason: expect.stringContaining(`${ALARM_RULE_LIMITS.testsPerMinute}`),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.headers["retry-after"]).toBe(String(refused.json<{ retryAfterSeconds: number }>().retryAfterSeconds));
    expect((await runTest(other.token)).statusCode).toBe(200);
  });
});

describe("alarm rules: the costliest rules allowed", () => {
  it("leave health and other organizations answered while an event and a test run them, and count their time-outs", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Costly" });
    const participant = await createParticipant(ctx.call, token, { orgId: org.id, devices: [{ type: "EMAIL", address: "costly@alarm.test" }] });
    const pointId = await createAlarmPoint(ctx.call, token, { orgId: org.id, ranks: [{ participantIds: [participant.id] }] });
    const { secret } = (
      await ctx.call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload: { kind: "WEBHOOK", name: "Monitoring" } })
    ).json<CreatedIntegrationKey>();
    await saveAll(costlyRules(org.id, ALARM_RULE_LIMITS.regexConditionsPerLine, 3000));
    const rules = (await ctx.database.db.select().from(alarmRules).where(eq(alarmRules.orgId, org.id)).orderBy(alarmRules.position)).map((rule) => rule.id);
    const elsewhere = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    const theirs = (await save({ orgId: elsewhere.id, name: "Theirs", actions: [{ type: "STOP" }] })).json<AlarmRule>();

    /** Asks for health and for the other organization's rule, again and again, while `work` runs; answers the slowest round. */
    const whileRunning = async <T>(work: Promise<T>) => {
      let done = false;
      void work.finally(() => (done = true));
      let slowest = 0;
      let rounds = 0;
      while (!done) {
        const asked = performance.now();
        const [health, rule] = await Promise.all([
          ctx.call({ method: "GET", url: "/health/live" }),
          ctx.call({ method: "GET", url: `/alarm-rules/${theirs.id}`, token }),
        ]);
        expect([health.statusCode, rule.statusCode]).toEqual([200, 200]);
        slowest = Math.max(slowest, performance.now() - asked);
        rounds++;
        // Requests reach a server as I/O events: between rounds the event loop gets its turn, as it would
        // between clients' requests (in-process calls on the embedded database can otherwise run as one
        // unbroken chain of promises, holding off the timers and the rules' thread this test waits for).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { answer: await work, slowest, rounds };
    };

    const event = await whileRunning(
      ctx.call({ method: "POST", url: `/rest/integrations/webhook?key=${secret}`, payload: { summary: COSTLY_SUMMARY, severity: "critical" } }),
    );
    expect(event.answer.statusCode, event.answer.body).toBe(200);
    // Generous: evaluated on the main thread, these patterns held it for seconds.
    expect(event.rounds).toBeGreaterThan(0);
    expect(event.slowest).toBeLessThan(3000);
    const counted = await ctx.database.db
      .select({ id: alarmRules.id, regexTimeouts: alarmRules.regexTimeouts })
      .from(alarmRules)
      .where(eq(alarmRules.orgId, org.id));
    // The first rule's first pattern may have run (no match, so its others were never needed); the budget ran out long before the others'.
    expect(counted.filter((rule) => rule.id !== rules[0]).map((rule) => rule.regexTimeouts)).toEqual([1, 1, 1, 1]);

    const tester = await ctx.userWith(["ALARM_EVENT_RULE"], org.id);
    const summary = [...COSTLY_SUMMARY].reverse().join("").slice(0, 1000);
    const tested = await whileRunning(
      ctx.call({ method: "POST", url: "/alarm-rules/test", token: tester.token, payload: { orgId: org.id, event: { summary } } }),
    );
    expect(tested.answer.statusCode, tested.answer.body).toBe(200);
    expect(tested.slowest).toBeLessThan(3000);
    const traces = tested.answer.json<AlarmRuleTestResult>().rules;
    expect(traces.map((trace) => trace.outcome)).toEqual(Array(rules.length).fill("NOT_MATCHED"));
    expect(traces.slice(1).map((trace) => trace.conditions[0])).toEqual(Array(rules.length - 1).fill({ type: "TEXT", held: false, timedOut: true }));
  });
});
