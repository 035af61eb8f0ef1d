import type { GroupingRule, IncidentDetails } from "@alarm/contract";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmRecords, createAlarmPoint, createParticipant, trigger, waitForMessages, waitForStatus } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useMailingTestApp } from "../../../test/test-app.js";
import { sharedSetting } from "../../core/shared-settings.js";
import { queryRows } from "../../db/database.js";
import { ResponseTokens } from "../../engine/response-token.js";

const ctx = useMailingTestApp({ chatterAlarms: 3 });
let token: string;
let orgId: number;
let participantId: number;

const tokens = new ResponseTokens(() => sharedSetting(ctx.database.db, "response-link-secret", () => randomBytes(32).toString("base64url")));

const point = (name: string, extra: Record<string, unknown> = {}) =>
  createAlarmPoint(ctx.call, token, { orgId, ranks: [{ participantIds: [participantId], waitTime: 30 }], point: { name, ...extra } });
const createRule = async (payload: object, as = token) => {
  const response = await ctx.call({ method: "POST", url: "/grouping-rules", token: as, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GroupingRule>();
};
const incidentOf = async (alarmId: number) => {
  const [row] = await queryRows<{ incidentId: number | null; follows: boolean; nextStepAt: unknown }>(
    ctx.database.db,
    sql`select incident_id::int as "incidentId", follows_incident as follows, next_step_at as "nextStepAt" from alarms where id = ${alarmId}`,
  );
  return row!;
};
const details = async (incidentId: number, as = token) => ctx.call({ method: "GET", url: `/incidents/${incidentId}`, token: as });
const statuses = async (ids: number[]) =>
  (await queryRows<{ status: string }>(ctx.database.db, sql`select status from alarms where id = any(${`{${ids.join(",")}}`}::bigint[]) order by id`)).map(
    (row) => row.status,
  );

/** The participant accepts the alarm through the link of its first sent message. */
async function accept(alarmId: number) {
  const [message] = await waitForMessages(ctx.database.db, alarmId, 1);
  const link = await tokens.sign(message!.id, new Date(Date.now() + 3_600_000));
  const answer = await ctx.call({ method: "POST", url: `/respond/${link}`, headers: { accept: "application/json" }, payload: { answer: "accept" } });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  orgId = (await createTestOrganization(ctx.database.db, { name: "Grid operator" })).id;
  participantId = (await createParticipant(ctx.call, token, { orgId, devices: [{ type: "EMAIL", address: "duty@grid.test" }] })).id;
});

describe("grouping alarms into incidents", () => {
  it("alerts for the first alarm of a group only; the others are recorded under it and follow it to the end", async () => {
    const north = (await createTestOrganization(ctx.database.db, { name: "Substation north", parentId: orgId })).id;
    const south = (await createTestOrganization(ctx.database.db, { name: "Substation south", parentId: orgId })).id;
    const inOrg = (name: string, org: number) =>
      createAlarmPoint(ctx.call, token, { orgId: org, ranks: [{ participantIds: [participantId], waitTime: 30 }], point: { name } });
    const points = [await inOrg("Feeder A1", north), await inOrg("Feeder A2", north)];
    const other = await inOrg("Feeder B1", south);
    // A rule of the organization above takes the alarms of both substations, one incident per substation.
    const rule = await createRule({
      orgId,
      name: "Per substation",
      alarmPointIds: [...points, other],
      groupBy: [{ field: "ORGANIZATION" }],
      windowMinutes: 10,
    });

    const lead = await trigger(ctx.call, token, { alarmPointId: points[0] });
    const joined = [await trigger(ctx.call, token, { alarmPointId: points[1] }), await trigger(ctx.call, token, { alarmPointId: points[1] })];
    const elsewhere = await trigger(ctx.call, token, { alarmPointId: other });

    const { incidentId } = await incidentOf(lead.id);
    expect(incidentId).not.toBeNull();
    for (const alarm of joined) expect(await incidentOf(alarm.id)).toMatchObject({ incidentId, follows: true, nextStepAt: null });
    expect((await incidentOf(elsewhere.id)).incidentId).not.toBe(incidentId);

    await waitForMessages(ctx.database.db, lead.id, 1);
    await waitForMessages(ctx.database.db, elsewhere.id, 1);
    for (const alarm of joined) expect((await alarmRecords(ctx.database.db, alarm.id)).notifications).toEqual([]);

    const shown = await details(incidentId!);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<IncidentDetails>()).toMatchObject({
      incident: { kind: "GROUPED", ruleId: rule.id, ruleName: "Per substation", leadAlarmId: lead.id, alarmCount: 3, endedAt: null },
      alarms: [
        { id: joined[1]!.id, follows: true },
        { id: joined[0]!.id, follows: true },
        { id: lead.id, follows: false },
      ],
    });

    await accept(lead.id);
    await waitForStatus(ctx.database.db, lead.id, "ACCEPTED");
    expect(await statuses(joined.map((alarm) => alarm.id))).toEqual(["ACCEPTED", "ACCEPTED"]);
    const followed = (await alarmRecords(ctx.database.db, joined[0]!.id)).history.at(-1);
    expect(followed?.phrase).toEqual({ key: "INCIDENT_FOLLOWED", params: { alarmId: lead.id } });

    const quit = await ctx.call({ method: "POST", url: `/alarmpoints/quit/${lead.id}`, token, payload: {} });
    expect(quit.json()).toMatchObject({ status: "FINISHED" });
    expect(await statuses(joined.map((alarm) => alarm.id))).toEqual(["FINISHED", "FINISHED"]);
    expect((await details(incidentId!)).json<IncidentDetails>().incident.endedAt).not.toBeNull();

    // The incident is over: the group's next alarm opens a new one and alerts.
    const next = await trigger(ctx.call, token, { alarmPointId: points[1] });
    expect((await incidentOf(next.id)).incidentId).not.toBe(incidentId);
    await waitForMessages(ctx.database.db, next.id, 1);
  });

  it("alerts for a more urgent alarm that joins, and raises the incident's priority", async () => {
    const calm = await point("Pump 1", { priority: 5 });
    const urgent = await point("Pump 2", { priority: 2 });
    await createRule({ orgId, name: "Pumps together", alarmPointIds: [calm, urgent], groupBy: [], windowMinutes: 5 });
    const lead = await trigger(ctx.call, token, { alarmPointId: calm });
    const escalating = await trigger(ctx.call, token, { alarmPointId: urgent });
    const { incidentId } = await incidentOf(lead.id);
    expect(await incidentOf(escalating.id)).toMatchObject({ incidentId, follows: false });
    await waitForMessages(ctx.database.db, escalating.id, 1);
    expect((await details(incidentId!)).json<IncidentDetails>().incident).toMatchObject({ priority: 2, alarmCount: 2 });
    expect((await alarmRecords(ctx.database.db, lead.id)).history.map((entry) => entry.phrase?.key)).toContain("INCIDENT_ESCALATED");
  });

  it("lets an operator take an alarm out of its incident: it then alerts on its own", async () => {
    const points = [await point("Valve 1"), await point("Valve 2")];
    await createRule({ orgId, name: "Valves", alarmPointIds: points, groupBy: [], windowMinutes: 5 });
    const lead = await trigger(ctx.call, token, { alarmPointId: points[0] });
    const member = await trigger(ctx.call, token, { alarmPointId: points[1] });
    const { incidentId } = await incidentOf(lead.id);

    const refused = await ctx.call({ method: "DELETE", url: `/alarms/${lead.id}/incident`, token });
    expect(refused.statusCode).toBe(409);
    const taken = await ctx.call({ method: "DELETE", url: `/alarms/${member.id}/incident`, token });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await incidentOf(member.id)).toMatchObject({ incidentId: null, follows: false });
    await waitForMessages(ctx.database.db, member.id, 1);
    expect((await details(incidentId!)).json<IncidentDetails>().incident.alarmCount).toBe(1);
  });

  it("groups alarms by a part of their text", async () => {
    const points = [await point("Link monitor"), await point("Power monitor")];
    await createRule({ orgId, name: "By site in text", alarmPointIds: points, groupBy: [{ field: "TEXT", pattern: "site (\\w+)" }], windowMinutes: 5 });
    const berlin = [await trigger(ctx.call, token, { alarmPointId: points[0], text: "Link down at site berlin" })];
    berlin.push(await trigger(ctx.call, token, { alarmPointId: points[1], text: "Power low at site berlin" }));
    const paris = await trigger(ctx.call, token, { alarmPointId: points[0], text: "Link down at site paris" });
    const [first, second] = await Promise.all(berlin.map((alarm) => incidentOf(alarm.id)));
    expect(second!.incidentId).toBe(first!.incidentId);
    expect((await incidentOf(paris.id)).incidentId).not.toBe(first!.incidentId);
  });
});

describe("chattering alarm points", () => {
  it("folds the third and later alarms of a point within a minute into its open alarm and lists the point", async () => {
    const pointId = await point("Door contact 4");
    const raised = [];
    for (let i = 0; i < 5; i++) raised.push(await trigger(ctx.call, token, { alarmPointId: pointId }));
    const ids = new Set(raised.map((alarm) => alarm.id));
    expect(ids.size).toBe(2);
    const [open] = await queryRows<{ id: number; repeatCount: number }>(
      ctx.database.db,
      sql`select id::int as id, repeat_count as "repeatCount" from alarms where alarm_point_id = ${pointId} order by id desc limit 1`,
    );
    expect(open).toEqual({ id: raised[4]!.id, repeatCount: 3 });
    const folded = (await alarmRecords(ctx.database.db, open!.id)).history.filter((entry) => entry.phrase?.key === "CHATTERING_REPEAT");
    expect(folded.map((entry) => entry.phrase?.params?.count)).toEqual(["2", "3", "4"]);
    const [marked] = await queryRows<{ foldedCount: number }>(
      ctx.database.db,
      sql`select folded_count as "foldedCount" from chattering_points where alarm_point_id = ${pointId}`,
    );
    expect(marked).toEqual({ foldedCount: 3 });
  });
});

describe("grouping rules", () => {
  it("refuses a broken pattern and points outside the rule's organization, saving nothing", async () => {
    const sibling = (await createTestOrganization(ctx.database.db, { name: "Water utility" })).id;
    const foreignPoint = await createAlarmPoint(ctx.call, token, { orgId: sibling, ranks: [{ participantIds: [] }] }).catch(() => null);
    const badPattern = await ctx.call({
      method: "POST",
      url: "/grouping-rules",
      token,
      payload: { orgId, name: "Broken", groupBy: [{ field: "TEXT", pattern: "(" }] },
    });
    expect(badPattern.statusCode).toBe(400);
    expect(badPattern.json()).toMatchObject({
      code: "VALIDATION",
      details: [expect.objectContaining({ field: "groupBy.0.pattern", code: "INVALID_PATTERN" })],
    });
    if (foreignPoint !== null) {
      const foreign = await ctx.call({ method: "POST", url: "/grouping-rules", token, payload: { orgId, name: "Foreign", alarmPointIds: [foreignPoint] } });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ details: [expect.objectContaining({ field: "alarmPointIds", code: "UNKNOWN_ALARM_POINT" })] });
    }
    const names = (await ctx.call({ method: "GET", url: `/grouping-rules?orgId=${orgId}`, token }))
      .json<{ list: GroupingRule[] }>()
      .list.map((rule) => rule.name);
    expect(names).not.toContain("Broken");
    expect(names).not.toContain("Lookahead");
    expect(names).not.toContain("Foreign");
  });

  it("hides one organization's rules and incidents from another's users", async () => {
    const rule = await createRule({ orgId, name: "Private grouping" });
    const outsiderOrg = (await createTestOrganization(ctx.database.db, { name: "Other tenant" })).id;
    const outsider = await ctx.userWith(["ALARM_EVENT_RULE", "ALARM_TABLE"], outsiderOrg);
    expect((await ctx.call({ method: "GET", url: `/grouping-rules/${rule.id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await ctx.call({ method: "GET", url: "/grouping-rules", token: outsider.token })).json<{ list: GroupingRule[] }>().list).toEqual([]);
    const change = { ...rule, name: "Taken over" };
    const { orgName: _o, orgId: _org, openIncidents: _i, ...update } = change;
    expect((await ctx.call({ method: "PUT", url: "/grouping-rules", token: outsider.token, payload: update })).statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/grouping-rules/${rule.id}`, token: outsider.token })).statusCode).toBe(404);
    const [incident] = await queryRows<{ id: number }>(ctx.database.db, sql`select id::int as id from incidents where org_id = ${orgId} limit 1`);
    expect((await details(incident!.id, outsider.token)).statusCode).toBe(404);
  });
});
