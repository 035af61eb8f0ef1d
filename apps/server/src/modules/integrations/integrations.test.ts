import type { AlarmDetails, CreatedIntegrationKey, IntegrationKey, IntegrationKind } from "@alarm/contract";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alarms, integrationKeys } from "../../db/schema/index.js";
import { alarmRecords, createAlarmPoint, createParticipant, waitForMessages } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useMailingTestApp } from "../../../test/test-app.js";

const ctx = useMailingTestApp();
let token: string;
let pointId: number;
let participantId: number;

async function newKey(kind: IntegrationKind, extra: object = {}, point = pointId, as = token) {
  const response = await ctx.call({
    method: "POST",
    url: `/alarm-points/${point}/integration-keys`,
    token: as,
    payload: { kind, name: `${kind} key`, ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedIntegrationKey>();
}

const enqueue = (payload: object) => ctx.call({ method: "POST", url: "/rest/integrations/v2/enqueue", payload });
const triggerEvent = (routingKey: string, extra: object = {}) => ({
  routing_key: routingKey,
  event_action: "trigger",
  payload: { summary: "Disk full on db-1", source: "db-1", severity: "critical" },
  ...extra,
});

/** The open alarm of a point and dedup key, if any. */
async function openAlarms(point: number, dedupKey: string) {
  return ctx.database.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.dedupPointId, point), eq(alarms.dedupKey, dedupKey), isNull(alarms.endedAt)));
}

async function details(alarmId: number) {
  const response = await ctx.call({ method: "GET", url: `/alarmtable/details/${alarmId}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlarmDetails>();
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  participantId = (await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "oncall@alarm.test" }] })).id;
  pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participantId] }], point: { name: "Database", priority: 5 } });
});

describe("integration keys", () => {
  it("shows the secret once, keeps only its hash and hint, and lists keys with what they are for", async () => {
    const created = await newKey("EVENTS_API_V2", { ratePerMinute: 60 });
    expect(created.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(created.endpoint).toBe(`${ctx.config.publicUrl}/rest/integrations/v2/enqueue`);
    expect(created.key).toMatchObject({ kind: "EVENTS_API_V2", ratePerMinute: 60, secretHint: created.secret.slice(-4), createdBy: "admin", revokedAt: null });
    const listed = await ctx.call({ method: "GET", url: `/alarm-points/${pointId}/integration-keys`, token });
    expect(listed.body).not.toContain(created.secret);
    expect(listed.json<{ list: IntegrationKey[] }>().list.map((key) => key.id)).toContain(created.key.id);
    const mail = await newKey("EMAIL", { dedupBySubject: true });
    expect(mail.endpoint).toBe(`${mail.secret}@${ctx.config.inboundSmtp.domain}`);
  });

  it("refuses a heartbeat key without its interval, and unknown kinds, as 400", async () => {
    for (const payload of [
      { kind: "HEARTBEAT", name: "Backup" },
      { kind: "SNMP", name: "x" },
      { kind: "WEBHOOK", name: "" },
      { kind: "WEBHOOK", name: "x", ratePerMinute: 0 },
    ]) {
      const response = await ctx.call({ method: "POST", url: `/alarm-points/${pointId}/integration-keys`, token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION" });
    }
  });

  it("keeps keys of one organization invisible to another: listing, creating and revoking answer 404", async () => {
    const other = await createTestOrganization(ctx.database.db, { name: "Other branch" });
    const stranger = await ctx.userWith(["ALARM_DEFINITION"], other.id);
    const key = await newKey("WEBHOOK");
    for (const [method, url] of [
      ["GET", `/alarm-points/${pointId}/integration-keys`],
      ["POST", `/alarm-points/${pointId}/integration-keys`],
      ["DELETE", `/integration-keys/${key.key.id}`],
    ] as const) {
      const response = await ctx.call({ method, url, token: stranger.token, ...(method === "POST" ? { payload: { kind: "WEBHOOK", name: "mine" } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const panelOnly = await ctx.userWith(["ALARM_PANEL"]);
    expect((await ctx.call({ method: "GET", url: `/alarm-points/${pointId}/integration-keys`, token: panelOnly.token })).statusCode).toBe(403);
  });

  it("follows its alarm point into another organization: events raise the alarm there, and that organization's users see the key", async () => {
    const branch = await createTestOrganization(ctx.database.db, { name: "Branch", parentId: 1 });
    const depot = await createTestOrganization(ctx.database.db, { name: "Branch depot", parentId: branch.id });
    // The plan belongs to the branch, the point starts in the depot below it and moves up to the branch.
    const movable = await createAlarmPoint(ctx.call, token, { orgId: branch.id, ranks: [{ participantIds: [participantId] }] });
    const intoDepot = await ctx.call({ method: "PUT", url: "/move", token, payload: { id: movable, objectType: "ALARMPOINT", newOrgId: depot.id } });
    expect(intoDepot.statusCode, intoDepot.body).toBe(200);
    const { secret, key } = await newKey("EVENTS_API_V2", {}, movable);
    const up = await ctx.call({ method: "PUT", url: "/move", token, payload: { id: movable, objectType: "ALARMPOINT", newOrgId: branch.id } });
    expect(up.statusCode, up.body).toBe(200);
    const raised = await enqueue(triggerEvent(secret, { dedup_key: "moved" }));
    expect(raised.statusCode, raised.body).toBe(202);
    expect((await openAlarms(movable, "moved"))[0]!.orgId).toBe(branch.id);
    const branchUser = await ctx.userWith(["ALARM_DEFINITION"], branch.id);
    const listed = await ctx.call({ method: "GET", url: `/alarm-points/${movable}/integration-keys`, token: branchUser.token });
    expect(listed.json<{ list: IntegrationKey[] }>().list.map((each) => each.id)).toEqual([key.id]);
  });
});

describe("PagerDuty Events API v2", () => {
  it("triggers an alarm with the event's fields, answers 202 with a generated dedup key, and maps severity to priority", async () => {
    const { secret } = await newKey("EVENTS_API_V2");
    const response = await enqueue(
      triggerEvent(secret, {
        payload: {
          summary: "Disk full on db-1",
          source: "db-1",
          severity: "critical",
          component: "postgres",
          group: "prod",
          class: "disk",
          custom_details: { free: "0 B", mount: "/var" },
        },
        links: [{ href: "https://grafana.example/d/1", text: "Dashboard" }],
        images: [{ src: "https://grafana.example/render.png", alt: "Graph" }],
      }),
    );
    expect(response.statusCode, response.body).toBe(202);
    const answer = response.json<{ status: string; message: string; dedup_key: string }>();
    expect(answer).toMatchObject({ status: "success", message: "Event processed" });
    expect(answer.dedup_key).toMatch(/^[0-9a-f]{32}$/);
    const [alarm] = await openAlarms(pointId, answer.dedup_key);
    expect(alarm).toMatchObject({ priority: 1, triggeredBy: "EVENTS_API_V2 key", repeatCount: 0 });
    expect(alarm!.text).toContain("Disk full on db-1");
    const shown = await details(alarm!.id);
    expect(shown.source).toMatchObject({
      kind: "EVENTS_API_V2",
      dedupKey: answer.dedup_key,
      severity: "critical",
      fields: { source: "db-1", component: "postgres", group: "prod", class: "disk" },
      details: { free: "0 B", mount: "/var" },
      links: [
        { href: "https://grafana.example/d/1", text: "Dashboard" },
        { href: "https://grafana.example/render.png", text: "Graph" },
      ],
    });
    expect(shown.timeline[0]).toMatchObject({ kind: "TRIGGERED", actor: "EVENTS_API_V2 key", phrase: { key: "RAISED_BY_SOURCE" } });
    // The alarm really alerts its plan.
    await waitForMessages(ctx.database.db, alarm!.id, 1, ["PENDING", "SENDING", "SENT", "DELIVERED", "FAILED"]);
  });

  it("folds repeats of a dedup key into the open alarm, acknowledges it, and resolves it as FINISHED with no more messages", async () => {
    const { secret } = await newKey("EVENTS_API_V2");
    const dedup = "db-1/disk";
    for (let i = 0; i < 3; i++) expect((await enqueue(triggerEvent(secret, { dedup_key: dedup }))).statusCode).toBe(202);
    const [alarm] = await openAlarms(pointId, dedup);
    expect(alarm!.repeatCount).toBe(2);
    const repeats = (await alarmRecords(ctx.database.db, alarm!.id)).history.filter((entry) => entry.kind === "REPEATED");
    expect(repeats.map((entry) => entry.detail)).toEqual(["Repeated by EVENTS_API_V2 key: 2 times in all", "Repeated by EVENTS_API_V2 key: 3 times in all"]);

    // The on-call person's email is sent first: its record, written when the send ends, would otherwise land after the resolution.
    await waitForMessages(ctx.database.db, alarm!.id, 1);
    const acknowledged = await enqueue({ routing_key: secret, event_action: "acknowledge", dedup_key: dedup });
    expect(acknowledged.statusCode).toBe(202);
    expect((await openAlarms(pointId, dedup))[0]).toMatchObject({ status: "ACKNOWLEDGED", nextStepAt: null });

    const resolved = await enqueue({ routing_key: secret, event_action: "resolve", dedup_key: dedup });
    expect(resolved.json()).toEqual({ status: "success", message: "Event processed", dedup_key: dedup });
    expect(await openAlarms(pointId, dedup)).toEqual([]);
    const records = await alarmRecords(ctx.database.db, alarm!.id);
    const [ended] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, alarm!.id));
    expect(ended).toMatchObject({ status: "FINISHED", quitReason: "Resolved by EVENTS_API_V2 key" });
    expect(ended!.endedAt).not.toBeNull();
    expect(records.notifications.filter((message) => message.status === "PENDING")).toEqual([]);
    expect(records.history.at(-1)).toMatchObject({ kind: "RESOLVED", actor: "EVENTS_API_V2 key", status: "FINISHED" });

    // After the end, the same dedup key raises a new alarm; resolving what is not open is accepted and changes nothing.
    expect((await enqueue(triggerEvent(secret, { dedup_key: dedup }))).statusCode).toBe(202);
    const [again] = await openAlarms(pointId, dedup);
    expect(again!.id).not.toBe(alarm!.id);
    expect((await enqueue({ routing_key: secret, event_action: "resolve", dedup_key: "never-raised" })).statusCode).toBe(202);
  });

  it("starts an event's alarm at its first rank in the statement that writes it, and notifies nobody more for its repeats", async () => {
    const { secret } = await newKey("EVENTS_API_V2");
    expect((await enqueue(triggerEvent(secret, { dedup_key: "db-2/started" }))).statusCode).toBe(202);
    const [alarm] = await openAlarms(pointId, "db-2/started");
    // Version 1: written started. The engine's own start would have moved it from NEW, a version later.
    expect(alarm).toMatchObject({ status: "PROCESSING", version: 1, round: 1, rank: 1 });
    const started = await alarmRecords(ctx.database.db, alarm!.id);
    expect(started.history.slice(0, 3).map((entry) => entry.kind)).toEqual(["TRIGGERED", "STATUS", "RANK_STARTED"]);
    expect(started.recipients.map((recipient) => recipient.participantId)).toEqual([participantId]);
    expect(started.notifications.map((message) => message.address)).toEqual(["oncall@alarm.test"]);

    expect((await enqueue(triggerEvent(secret, { dedup_key: "db-2/started" }))).statusCode).toBe(202);
    const [repeated] = await openAlarms(pointId, "db-2/started");
    expect(repeated).toMatchObject({ id: alarm!.id, repeatCount: 1, version: 1 });
    const after = await alarmRecords(ctx.database.db, alarm!.id);
    expect(after.recipients).toHaveLength(1);
    expect(after.notifications).toHaveLength(1);
    expect(after.history.filter((entry) => entry.kind === "RANK_STARTED")).toHaveLength(1);
    // Its email claimed at the trigger is sent (the SMTP server took it).
    await waitForMessages(ctx.database.db, alarm!.id, 1);
  });

  it("yields exactly one alarm for fifty identical events at once", async () => {
    const { secret } = await newKey("EVENTS_API_V2", { ratePerMinute: 100 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => enqueue(triggerEvent(secret, { dedup_key: "storm" }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(202));
    const open = await openAlarms(pointId, "storm");
    expect(open).toHaveLength(1);
    expect(open[0]!.repeatCount).toBe(49);
    const triggered = (await alarmRecords(ctx.database.db, open[0]!.id)).history.filter((entry) => entry.kind === "TRIGGERED");
    expect(triggered).toHaveLength(1);
  });

  it("still folds repeats into the open alarm after its point turned inactive, while a new dedup key raises an ended INACTIVE alarm", async () => {
    const point = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participantId] }] });
    const { secret } = await newKey("EVENTS_API_V2", {}, point);
    expect((await enqueue(triggerEvent(secret, { dedup_key: "pump" }))).statusCode).toBe(202);
    const [open] = await openAlarms(point, "pump");

    const today = ctx.clock.now().toISOString().slice(0, 10);
    const maintenance = { title: "Maintenance", kind: "INACTIVE", recurring: false, repeatType: "NONE", timeZone: "UTC" };
    const span = { startDateSelected: today, endDateSelected: today, startTime: "00:00", endTime: "23:59:59" };
    const saved = await ctx.call({ method: "PUT", url: `/alarmpoints/${point}/calendar/update`, token, payload: { ...maintenance, ...span } });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await enqueue(triggerEvent(secret, { dedup_key: "pump" }))).statusCode).toBe(202);
    expect(await openAlarms(point, "pump")).toEqual([expect.objectContaining({ id: open!.id, repeatCount: 1 })]);
    const other = await enqueue(triggerEvent(secret, { dedup_key: "valve" }));
    expect(other.statusCode).toBe(202);
    const raised = await ctx.database.db.select().from(alarms).where(eq(alarms.alarmPointId, point));
    expect(raised.filter((alarm) => alarm.id !== open!.id).map((alarm) => [alarm.status, alarm.endedAt !== null])).toEqual([["INACTIVE", true]]);
  });

  it("answers invalid events in PagerDuty's shape, naming every problem", async () => {
    const { secret } = await newKey("EVENTS_API_V2");
    const cases: [object | string, RegExp][] = [
      [{ routing_key: secret, event_action: "trigger" }, /'payload' is missing/],
      [{ routing_key: secret, event_action: "explode", payload: {} }, /event_action/],
      [triggerEvent(secret, { payload: { summary: "", source: "x", severity: "critical" } }), /payload\.summary/],
      [triggerEvent(secret, { payload: { summary: "x", source: "x", severity: "fatal" } }), /payload\.severity/],
      [triggerEvent(secret, { payload: { summary: "x".repeat(1025), source: "x", severity: "info" } }), /payload\.summary/],
      [{ routing_key: secret, event_action: "resolve" }, /'dedup_key' is required/],
      [triggerEvent(secret, { dedup_key: "d".repeat(256) }), /dedup_key/],
      [triggerEvent(secret, { payload: { summary: "x", source: "x", severity: "info", custom_details: { blob: "b".repeat(70_000) } } }), /custom_details/],
      ["{not json", /./],
      [
        `{"routing_key":"${"0".repeat(32)}","event_action":"trigger","payload":{"summary":"x","source":"x","severity":"info","custom_details":${"[".repeat(5000)}${"]".repeat(5000)}}}`,
        /nested deeper than 64/,
      ],
    ];
    for (const [payload, error] of cases) {
      const response =
        typeof payload === "string"
          ? await ctx.call({ method: "POST", url: "/rest/integrations/v2/enqueue", headers: { "content-type": "application/json" }, payload })
          : await enqueue(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      const body = response.json<{ status: string; message: string; errors: string[] }>();
      expect(body.status).toBe("invalid event");
      expect(body.errors.join(" ")).toMatch(error);
    }
  });

  it("takes custom details as deep as a request body may be (64 levels)", async () => {
    const { secret } = await newKey("EVENTS_API_V2");
    const deepest = JSON.parse(`${"[".repeat(62)}"bottom"${"]".repeat(62)}`) as unknown;
    const response = await enqueue(
      triggerEvent(secret, { dedup_key: "deep-details", payload: { summary: "Deep", source: "x", severity: "info", custom_details: deepest } }),
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it("refuses an unknown key, a key of another kind and a revoked key at once with 400, as PagerDuty refuses an invalid routing key", async () => {
    const unknown = await enqueue(triggerEvent("0".repeat(32)));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: "invalid event", message: "Event object is invalid", errors: [expect.stringMatching(/^Invalid routing key/)] });
    const webhookKey = await newKey("WEBHOOK");
    const wrongKind = await enqueue(triggerEvent(webhookKey.secret));
    expect(wrongKind.statusCode).toBe(400);
    const key = await newKey("EVENTS_API_V2");
    expect((await enqueue(triggerEvent(key.secret))).statusCode).toBe(202);
    const revoked = await ctx.call({ method: "DELETE", url: `/integration-keys/${key.key.id}`, token });
    expect(revoked.json<IntegrationKey>()).toMatchObject({ revokedBy: "admin" });
    const refused = await enqueue(triggerEvent(key.secret));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: "invalid event", errors: [expect.stringMatching(/^Invalid routing key/)] });
  });

  it("limits each key to its events per minute with 429 and Retry-After, counted in the database, and lets the next minute through", async () => {
    const { secret, key } = await newKey("EVENTS_API_V2", { ratePerMinute: 3 });
    const lastUsed = async () => (await ctx.database.db.select().from(integrationKeys).where(eq(integrationKeys.id, key.id)))[0]!.lastUsedAt;
    const other = await newKey("EVENTS_API_V2", { ratePerMinute: 3 });
    // The budget is per minute of the clock: start at the beginning of one, so that a slow machine does not cross into the next.
    ctx.clock.advance(60_000 - (ctx.clock.now().getTime() % 60_000) + 1_000);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await enqueue(triggerEvent(secret, { dedup_key: "limited" }))).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    // Its last use is written once a minute at most: the first event of this minute wrote it.
    const usedAt = await lastUsed();
    expect(usedAt!.getTime()).toBeGreaterThan(ctx.clock.now().getTime() - 60_000);
    const limited = await enqueue(triggerEvent(secret, { dedup_key: "limited" }));
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ status: "throttle event" });
    // Another key has its own budget.
    expect((await enqueue(triggerEvent(other.secret, { dedup_key: "limited-other" }))).statusCode).toBe(202);
    expect(await lastUsed()).toEqual(usedAt);
    ctx.clock.advance(61_000);
    expect((await enqueue(triggerEvent(secret, { dedup_key: "limited" }))).statusCode).toBe(202);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(usedAt!.getTime());
  });
});

describe("Alertmanager and Grafana webhooks", () => {
  const alert = (fingerprint: string, status: "firing" | "resolved", labels: Record<string, string> = {}) => ({
    status,
    labels: { alertname: "HighLatency", severity: "warning", instance: "api-1", ...labels },
    annotations: { summary: "API latency above 2 s", runbook: "https://runbooks.example/latency" },
    startsAt: "2026-11-26T10:00:00Z",
    endsAt: status === "resolved" ? "2026-11-26T10:05:00Z" : "0001-01-01T00:00:00Z",
    generatorURL: "http://prometheus.example/graph?g0.expr=latency",
    fingerprint,
  });
  const notification = (status: "firing" | "resolved", alerts: object[]) => ({
    version: "4",
    groupKey: '{}:{alertname="HighLatency"}',
    truncatedAlerts: 0,
    status,
    receiver: "alarm-console",
    groupLabels: { alertname: "HighLatency" },
    commonLabels: {},
    commonAnnotations: {},
    externalURL: "http://alertmanager.example",
    alerts,
  });

  it("raises one alarm per firing fingerprint with labels and annotations, folds repeats and ends each on resolution", async () => {
    const { secret } = await newKey("ALERTMANAGER");
    const post = (body: object) =>
      ctx.call({ method: "POST", url: "/rest/integrations/alertmanager", headers: { authorization: `Bearer ${secret}` }, payload: body });
    const first = await post(notification("firing", [alert("a1", "firing"), alert("b2", "firing", { instance: "api-2" })]));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ alarms: { outcome: string }[] }>().alarms.map((entry) => entry.outcome)).toEqual(["TRIGGERED", "TRIGGERED"]);
    const repeated = await post(notification("firing", [alert("a1", "firing"), alert("b2", "firing", { instance: "api-2" })]));
    expect(repeated.json<{ alarms: { outcome: string }[] }>().alarms.map((entry) => entry.outcome)).toEqual(["REPEATED", "REPEATED"]);
    const [a1] = await openAlarms(pointId, "a1");
    expect(a1).toMatchObject({ priority: 5, repeatCount: 1 });
    expect(a1!.text).toContain("API latency above 2 s");
    expect((await details(a1!.id)).source).toMatchObject({
      kind: "ALERTMANAGER",
      severity: "warning",
      labels: { alertname: "HighLatency", instance: "api-1" },
      annotations: { runbook: "https://runbooks.example/latency" },
      links: [{ href: "http://prometheus.example/graph?g0.expr=latency", text: "Source" }],
    });
    const resolved = await post(notification("resolved", [alert("a1", "resolved")]));
    expect(resolved.json<{ alarms: { outcome: string }[] }>().alarms[0]!.outcome).toBe("RESOLVED");
    expect(await openAlarms(pointId, "a1")).toEqual([]);
    expect(await openAlarms(pointId, "b2")).toHaveLength(1);
  });

  it("takes the key from ?key= for Grafana's contact point, and refuses a body that is no notification with 400", async () => {
    const { secret } = await newKey("GRAFANA");
    const grafana = {
      ...notification("firing", [{ ...alert("g1", "firing"), dashboardURL: "http://grafana.example/d/x", valueString: "[ var='A' value=2.4 ]" }]),
      orgId: 1,
      title: "[FIRING:1] HighLatency",
      state: "alerting",
      message: "API latency",
    };
    const response = await ctx.call({ method: "POST", url: `/rest/integrations/grafana?key=${secret}`, payload: grafana });
    expect(response.statusCode, response.body).toBe(200);
    const [g1] = await openAlarms(pointId, "g1");
    expect((await details(g1!.id)).source).toMatchObject({ kind: "GRAFANA", fields: { value: "[ var='A' value=2.4 ]" } });
    const bad = await ctx.call({ method: "POST", url: `/rest/integrations/grafana?key=${secret}`, payload: { status: "firing", alerts: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION" });
    const keyless = await ctx.call({ method: "POST", url: "/rest/integrations/grafana", payload: grafana });
    expect(keyless.statusCode).toBe(401);
  });
});

describe("generic webhook", () => {
  it("takes JSON, a form or the query string; closes by dedup key", async () => {
    const { secret } = await newKey("WEBHOOK");
    const json = await ctx.call({
      method: "POST",
      url: `/rest/integrations/webhook?key=${secret}`,
      payload: { summary: "Door open", details: "Hall 3, north door", dedup: "door-3" },
    });
    expect(json.statusCode, json.body).toBe(200);
    const form = await ctx.call({
      method: "POST",
      url: `/rest/integrations/webhook?key=${secret}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "summary=Door+open&dedup=door-3",
    });
    expect(form.json<{ alarms: { outcome: string }[] }>().alarms[0]!.outcome).toBe("REPEATED");
    const [door] = await openAlarms(pointId, "door-3");
    expect((await details(door!.id)).source).toMatchObject({ kind: "WEBHOOK", details: "Hall 3, north door" });
    const query = await ctx.call({ method: "GET", url: `/rest/integrations/webhook?key=${secret}&dedup=door-3&action=close` });
    expect(query.json<{ alarms: { outcome: string }[] }>().alarms[0]!.outcome).toBe("RESOLVED");
    const twoKeys = await ctx.call({ method: "POST", url: `/rest/integrations/webhook?key=${secret}&key=${secret}`, payload: { summary: "x" } });
    expect(twoKeys.statusCode).toBe(401);
    expect(twoKeys.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const missing = await ctx.call({ method: "GET", url: `/rest/integrations/webhook?key=${secret}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "VALIDATION" });
  });

  it("refuses the key of a deleted alarm point with 401", async () => {
    const bare = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participantId] }] });
    const { secret } = await newKey("WEBHOOK", {}, bare);
    const removed = await ctx.call({ method: "DELETE", url: `/alarmpoints/${bare}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await ctx.call({ method: "GET", url: `/rest/integrations/webhook?key=${secret}&summary=x` });
    expect(refused.statusCode).toBe(401);
  });
});
