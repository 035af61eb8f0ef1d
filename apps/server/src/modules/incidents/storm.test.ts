import type { CreatedIntegrationKey, FloodList } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createParticipant } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { type TestContext, useMailingTestApp } from "../../../test/test-app.js";
import { queryRows } from "../../db/database.js";

/**
 * A storm (issue 36): 500 alarms from 200 points within a minute, through the alarm panel and the
 * Events API. Each point raises two or three alarms: the third within a minute is a chattering
 * repeat. 160 points lie in four substations, grouped per substation by a rule of the grid above
 * them; 40 lie in the grid itself, with no rule, so that its flood protection takes them in.
 */
const grouped = useMailingTestApp({ flood: { alarms: 10, windowSeconds: 600 }, chatterAlarms: 3 });
const plain = useMailingTestApp({ chatterAlarms: 3 });

const SUBSTATIONS = 4;
const POINTS_PER_SUBSTATION = 40;
const GRID_POINTS = 40;
const EVENTS_API_POINTS = 50;

type Storm = { gridId: number; planId: number; points: number[]; keys: Map<number, string> };

async function prepare(ctx: TestContext, token: string, rules: boolean): Promise<Storm> {
  const gridId = (await createTestOrganization(ctx.database.db, { name: "Grid" })).id;
  const substations = [];
  for (let i = 1; i <= SUBSTATIONS; i++) substations.push((await createTestOrganization(ctx.database.db, { name: `Substation ${i}`, parentId: gridId })).id);
  const participant = await createParticipant(ctx.call, token, { orgId: gridId, devices: [{ type: "EMAIL", address: "control-room@grid.test" }] });
  const plan = await ctx.call({
    method: "POST",
    url: "/alarmplans",
    token,
    payload: { name: "Control room", orgId: gridId, ranks: [{ waitTime: 30, entries: [{ participantId: participant.id }] }] },
  });
  const planId = plan.json<{ id: number }>().id;
  const orgs = [...substations.flatMap((orgId) => Array<number>(POINTS_PER_SUBSTATION).fill(orgId)), ...Array<number>(GRID_POINTS).fill(gridId)];
  const points: number[] = [];
  for (const [index, orgId] of orgs.entries()) {
    const created = await ctx.call({ method: "POST", url: "/alarmpoints", token, payload: { name: `Breaker ${index + 1}`, orgId, alarmPlanId: planId } });
    expect(created.statusCode, created.body).toBe(200);
    points.push(created.json<{ id: number }>().id);
  }
  const keys = new Map<number, string>();
  for (const pointId of points.filter((_, index) => index % 4 === 0).slice(0, EVENTS_API_POINTS)) {
    const created = await ctx.call({
      method: "POST",
      url: `/alarm-points/${pointId}/integration-keys`,
      token,
      payload: { kind: "EVENTS_API_V2", name: "SCADA" },
    });
    keys.set(pointId, created.json<CreatedIntegrationKey>().secret);
  }
  if (rules) {
    const rule = await ctx.call({
      method: "POST",
      url: "/grouping-rules",
      token,
      payload: {
        orgId: gridId,
        name: "One incident per substation",
        alarmPointIds: points.slice(0, SUBSTATIONS * POINTS_PER_SUBSTATION),
        groupBy: [{ field: "ORGANIZATION" }],
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
  }
  return { gridId, planId, points, keys };
}

/** 500 alarms: every point twice, then every other point a third time (a chattering repeat), 20 at a time. */
async function blow(ctx: TestContext, token: string, storm: Storm) {
  const raises = [...storm.points, ...storm.points, ...storm.points.filter((_, index) => index % 2 === 0)].map((pointId, index) => async () => {
    const key = storm.keys.get(pointId);
    const response = key
      ? await ctx.call({
          method: "POST",
          url: "/rest/integrations/v2/enqueue",
          payload: {
            routing_key: key,
            event_action: "trigger",
            dedup_key: `storm-${index}`,
            payload: { summary: "Breaker tripped", source: "scada", severity: "critical" },
          },
        })
      : await ctx.call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: pointId } });
    expect([200, 202], response.body).toContain(response.statusCode);
  });
  expect(raises).toHaveLength(500);
  for (let start = 0; start < raises.length; start += 20) await Promise.all(raises.slice(start, start + 20).map((raise) => raise()));
}

/** Waits until the engine has done all it will for the grid's alarms: nothing new, nothing to send. */
async function settled(ctx: TestContext, gridId: number) {
  for (let tries = 0; tries < 600; tries++) {
    const [busy] = await queryRows<{ pending: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from alarms a where a.org_id in (select id from org_subtree(${gridId})) and a.status = 'NEW' and a.next_step_at is not null)
           + (select count(*)::int from alarm_notifications n join alarms a on a.id = n.alarm_id
              where a.org_id in (select id from org_subtree(${gridId})) and n.status in ('PENDING', 'SENDING')) as pending`,
    );
    if (busy!.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the storm's alarms did not settle");
}

async function figures(ctx: TestContext, gridId: number) {
  const [row] = await queryRows<{
    alarms: number;
    folded: number;
    messages: number;
    incidents: number;
    floods: number;
    summaries: number;
    alone: number;
    escalated: number;
  }>(
    ctx.database.db,
    sql`with grid as (select id from org_subtree(${gridId})), storm as (select id from alarms where org_id in (select id from grid))
        select (select count(*)::int from storm) as alarms,
               (select count(*)::int from alarm_history h where h.alarm_id in (select id from storm) and h.phrase->>'key' = 'CHATTERING_REPEAT') as folded,
               (select count(*)::int from alarm_notifications n where n.alarm_id in (select id from storm) and n.status in ('SENT', 'DELIVERED')) as messages,
               (select count(*)::int from incidents where org_id in (select id from grid)) as incidents,
               (select count(*)::int from incidents where org_id in (select id from grid) and kind = 'FLOOD') as floods,
               (select count(*)::int from alarms where org_id = ${gridId} and incident_id is null) as alone,
               (select count(*)::int from alarms a join incidents i on i.id = a.incident_id where a.id in (select id from storm)
                  and not a.follows_incident and i.lead_alarm_id <> a.id) as escalated,
               (select count(*)::int from alarm_notifications n where n.alarm_id in (select id from storm) and n.summary is not null and n.status in ('SENT', 'DELIVERED')) as summaries`,
  );
  return row!;
}

describe("a storm of 500 alarms from 200 points in a minute", () => {
  it("alerts once per incident with grouping rules and flood protection, where it alerts once per alarm without; no alarm is lost", async () => {
    const before = (await plain.signIn("admin")).token;
    const ungrouped = await prepare(plain, before, false);
    await blow(plain, before, ungrouped);
    await settled(plain, ungrouped.gridId);
    const without = await figures(plain, ungrouped.gridId);
    // Chattering folds the 100 third alarms; every other alarm calls the control room.
    expect(without).toMatchObject({ alarms: 400, folded: 100, incidents: 0, messages: 400 });

    const token = (await grouped.signIn("admin")).token;
    const storm = await prepare(grouped, token, true);
    await blow(grouped, token, storm);
    await settled(grouped, storm.gridId);
    const withGrouping = await figures(grouped, storm.gridId);
    // Nothing lost: every alarm is in the history, as an alarm or as a folded repeat.
    expect(withGrouping.alarms + withGrouping.folded).toBe(500);
    expect(withGrouping).toMatchObject({ incidents: SUBSTATIONS + 1, floods: 1, summaries: 0 });
    // One message per incident's lead; one per alarm more urgent than its incident (the Events API's
    // critical ones raise it once); one for each of the grid's alarms before its flood: ten, and those
    // raised at the very moment the flood started (at most one per concurrent request).
    expect(withGrouping.alone).toBeGreaterThanOrEqual(10);
    expect(withGrouping.alone).toBeLessThan(10 + 20);
    expect(withGrouping.escalated).toBeLessThanOrEqual(SUBSTATIONS + 1);
    expect(withGrouping.messages).toBe(SUBSTATIONS + 1 + withGrouping.escalated + withGrouping.alone);

    const floods = (await grouped.call({ method: "GET", url: "/incidents/floods", token })).json<FloodList>().list;
    expect(floods).toEqual([expect.objectContaining({ orgName: "Grid", threshold: 10, windowMinutes: 10 })]);
    const flood = floods[0]!;
    expect(flood.alarmsInWindow).toBeGreaterThan(10);
    expect(flood.incident.alarmCount).toBe(flood.alarmsInWindow - withGrouping.alone);

    // A minute on, the control room gets one summary of the flood, not a call per alarm.
    grouped.clock.advance(61_000);
    await expect.poll(async () => (await figures(grouped, storm.gridId)).summaries, { timeout: 15_000 }).toBe(1);
    const [summary] = await queryRows<{ subject: string }>(
      grouped.database.db,
      sql`select summary->>'subject' as subject from alarm_notifications where alarm_id = ${flood.incident.leadAlarmId} and summary is not null`,
    );
    expect(summary!.subject).toBe(`ALARM FLOOD Grid: ${flood.incident.alarmCount - 1} new alarms`);

    // Lifted, the flood takes no more alarms: the next alerts on its own.
    const lifted = await grouped.call({ method: "POST", url: `/incidents/${flood.incident.id}/lift`, token });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await grouped.call({ method: "GET", url: "/incidents/floods", token })).json<FloodList>().list).toEqual([]);
    const spare = await grouped.call({
      method: "POST",
      url: "/alarmpoints",
      token,
      payload: { name: "Breaker spare", orgId: storm.gridId, alarmPlanId: storm.planId },
    });
    const after = await grouped.call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: spare.json<{ id: number }>().id } });
    const [alone] = await queryRows<{ incidentId: number | null }>(
      grouped.database.db,
      sql`select incident_id as "incidentId" from alarms where id = ${after.json<{ id: number }>().id}`,
    );
    expect(alone!.incidentId).toBeNull();
  }, 300_000);
});
