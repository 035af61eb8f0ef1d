import type { LoginResponse, Role, User } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  alarmPlans,
  alarmPoints,
  alarmRules,
  alarms,
  alarmRotationals,
  alarmTemplates,
  dutyOverrides,
  groupingRules,
  holidays,
  incidents,
  instructionFiles,
  integrationKeys,
  maintenanceWindows,
  outgoingWebhooks,
  participantGroups,
  predefinedApps,
  loneWorkerSessions,
  sessions,
  participantRotationals,
  participants,
  textTemplates,
} from "../db/schema/index.js";
import { ALARM_PLAN_CASES } from "../../test/authorization-cases/alarm-plans.js";
import { ALARM_RULE_CASES, INCIDENT_CASES, MAINTENANCE_CASES } from "../../test/authorization-cases/automation.js";
import { ALARM_POINT_CASES, CONSEQUENTIAL_CASES } from "../../test/authorization-cases/alarm-points.js";
import { ALARM_TEMPLATE_CASES } from "../../test/authorization-cases/alarm-templates.js";
import { SPEECH_CASES } from "../../test/authorization-cases/speech.js";
import { TEXT_TEMPLATE_CASES } from "../../test/authorization-cases/text-templates.js";
import { ALARM_TRIGGER_CASES } from "../../test/authorization-cases/alarm-trigger.js";
import { ALARM_MONITOR_CASES } from "../../test/authorization-cases/alarm-monitor.js";
import { ALARM_RESPONSE_CASES } from "../../test/authorization-cases/alarm-responses.js";
import { WEB_PUSH_CASES } from "../../test/authorization-cases/web-push.js";
import { GATEWAY_WEBHOOK_CASES } from "../../test/authorization-cases/gateway-webhooks.js";
import { INSTRUCTION_FILE_CASES } from "../../test/authorization-cases/instruction-files.js";
import { ROTATION_SCHEDULE_CASES } from "../../test/authorization-cases/rotation-schedules.js";
import { ON_CALL_CASES } from "../../test/authorization-cases/on-call.js";
import { INTEGRATION_CASES } from "../../test/authorization-cases/integrations.js";
import { DASHBOARD_CASES } from "../../test/authorization-cases/dashboard.js";
import { REPORT_CASES } from "../../test/authorization-cases/reports.js";
import { OUTGOING_WEBHOOK_CASES } from "../../test/authorization-cases/outgoing-webhooks.js";
import { PARTICIPANT_APP_CASES, PREDEFINED_APP_CASES } from "../../test/authorization-cases/participant-app.js";
import { SYSTEM_TABLE_CASES } from "../../test/authorization-cases/system-tables.js";
import { IMPORT_EXPORT_CASES } from "../../test/authorization-cases/import-export.js";
import { AUDIT_LOG_CASES } from "../../test/authorization-cases/audit-log.js";
import { type Case, missing, type Request, type Victim } from "../../test/authorization-cases/victim.js";
import { RANK_CASES, type RankTargets, TAKEOVER_PASSWORD } from "../../test/authorization-cases/rank.js";
import { insertAlarm } from "../../test/alarm-rows.js";
import { createTestOrganization, createTestRole, createTestUser, TEST_PASSWORD } from "../../test/factories.js";
import { useTestApp } from "../../test/test-app.js";

/**
 * Walks every operation of the OpenAPI document twice: as a user of the same organization without
 * any authority, and as a user of a sibling organization holding every authority, both aimed at
 * the objects of a "victim" organization. Neither may succeed, and the outsider must not be able
 * to tell a victim object from one that does not exist. A new route without an entry below fails
 * the test, so every route gets a decision.
 */
const ctx = useTestApp();

const CASES: Record<string, Case> = {
  "POST /auth": "public",
  "POST /refresh": "public",
  "GET /auth/sso": "public",
  "GET /auth/sso/start": "public",
  "GET /auth/sso/callback": "public",
  "POST /auth/sso/complete": "public",
  "GET /locale": "public",
  "GET /health": "public",
  "GET /health/live": "public",
  "GET /health/ready": "public",
  "GET /verify": "self",
  "GET /logout": "self",
  "POST /generate-qr-url": "self",
  "POST /confirm-2fa": "self",
  "POST /disable-2fa": "self",
  "GET /ui-columns-order/is-allowed": "self",
  "PATCH /users/change-password": "self",
  "PATCH /account/language": "self",
  "GET /tree": "self",
  "GET /table-filters": "self",
  "POST /table-filters": "self",
  "DELETE /table-filters": "self",
  "GET /user-2fa-status": (v) => ({ url: `/user-2fa-status?userLogin=${v.userLogin}` }),
  "PATCH /reset-2fa-status": (v) => ({ url: `/reset-2fa-status?userLogin=${v.userLogin}` }),
  "GET /organizations/{id}": (v) => ({ url: `/organizations/${v.orgId}` }),
  "GET /showOrg/{id}": (v) => ({ url: `/showOrg/${v.orgId}` }),
  "GET /organizations/{id}/children": (v) => ({ url: `/organizations/${v.orgId}/children` }),
  "GET /tree/{id}": (v) => ({ url: `/tree/${v.orgId}` }),
  "POST /organizations": (v) => ({ url: "/organizations", payload: { name: "Intruder", parentId: v.orgId } }),
  "PUT /organizations": (v) => ({ url: "/organizations", payload: { id: v.childOrgId, version: 1, name: "Hijacked" } }),
  "DELETE /organizations/{id}": (v) => ({ url: `/organizations/${v.childOrgId}` }),
  "GET /organizations/object-limits/{id}": (v) => ({ url: `/organizations/object-limits/${v.childOrgId}` }),
  "POST /organizations/object-limits/{id}": (v) => ({ url: `/organizations/object-limits/${v.childOrgId}`, payload: { limits: { USER: 0 } } }),
  "PUT /move": (v) => ({ url: "/move", payload: { id: v.userId, objectType: "USER", newOrgId: v.outsiderOrgId || 1 } }),
  "GET /users/{id}": (v) => ({ url: `/users/${v.userId}` }),
  "GET /users/find-by-login/{login}": (v) => ({ url: `/users/find-by-login/${v.userLogin}` }),
  "GET /users/assignable-roles/{orgId}": (v) => ({ url: `/users/assignable-roles/${v.orgId}` }),
  "POST /users": (v) => ({ url: "/users", payload: { login: "intruder", password: "a-good-password-1", name: "I", surname: "X", orgId: v.orgId } }),
  "PUT /users": (v) => ({ url: "/users", payload: { id: v.userId, version: 1, name: "I", surname: "X", language: "ENGLISH", roleIds: [], active: false } }),
  "DELETE /users/{id}": (v) => ({ url: `/users/${v.userId}` }),
  "GET /user-groups/{id}": (v) => ({ url: `/user-groups/${v.roleId}` }),
  "POST /user-groups": (v) => ({ url: "/user-groups", payload: { name: "Intruders", orgId: v.orgId, authorities: [] } }),
  "PUT /user-groups": (v) => ({ url: "/user-groups", payload: { id: v.roleId, version: 1, name: "Hijacked", authorities: [] } }),
  "DELETE /user-groups/{id}": (v) => ({ url: `/user-groups/${v.roleId}` }),
  "POST /list": (v) => ({ url: "/list", payload: { type: "USER", parentOrgId: v.orgId } }),
  "POST /list/multi": (v) => ({ url: "/list/multi", payload: { type: "USER", parentOrgIds: [v.orgId] } }),
  "POST /list/membership": (v) => ({ url: "/list/membership", payload: { type: "USER", referenceType: "USERGROUP", objectId: v.roleId } }),
  "GET /list/devices": "self",
  "GET /participants/{id}": (v) => ({ url: `/participants/${v.participantId}` }),
  "GET /participants/find-by-login/{login}": (v) => ({ url: `/participants/find-by-login/${v.participantLogin}` }),
  "POST /participants": (v) => ({ url: "/participants", payload: { name: "In", surname: "Truder", orgId: v.orgId } }),
  "PUT /participants": (v) => ({ url: "/participants", payload: { id: v.participantId, version: 1, name: "In", surname: "Truder" } }),
  "DELETE /participants/{id}": (v) => ({ url: `/participants/${v.participantId}` }),
  "POST /participants/clone": (v) => ({ url: "/participants/clone", payload: { id: v.participantId } }),
  "PUT /participants/merge-to-inexistent-user": (v) => ({
    url: "/participants/merge-to-inexistent-user",
    payload: { participantId: v.participantId, login: "intruder-user", password: "a-good-password-1" },
  }),
  "GET /participant-groups/{id}": (v) => ({ url: `/participant-groups/${v.groupId}` }),
  "POST /participant-groups": (v) => ({ url: "/participant-groups", payload: { name: "Intruders", orgId: v.orgId, memberIds: [] } }),
  "PUT /participant-groups": (v) => ({ url: "/participant-groups", payload: { id: v.groupId, version: 1, name: "Hijacked", memberIds: [] } }),
  "DELETE /participant-groups/{id}": (v) => ({ url: `/participant-groups/${v.groupId}` }),
  "GET /participants/{id}/calendar": (v) => ({ url: `/participants/${v.participantId}/calendar` }),
  "PUT /participants/{id}/calendar/update": (v) => ({
    url: `/participants/${v.participantId}/calendar/update`,
    payload: { startDateSelected: "2027-01-01", startTime: "08:00", endTime: "09:00" },
  }),
  "DELETE /participants/{id}/calendar/{eventId}": (v) => ({ url: `/participants/${v.participantId}/calendar/1` }),
  "GET /holidays/{orgId}": (v) => ({ url: `/holidays/${v.orgId}?year=2027` }),
  "POST /holidays/{orgId}": (v) => ({ url: `/holidays/${v.orgId}?year=2027`, payload: { title: "Intrusion", start: "2027-07-07" } }),
  "PUT /holidays/{orgId}": (v) => ({ url: `/holidays/${v.orgId}?year=2027`, payload: { id: v.holidayId, version: 1, start: "2027-07-08" } }),
  "DELETE /holidays/{id}/{orgId}": (v) => ({ url: `/holidays/${v.holidayId}/${v.orgId}?year=2027` }),
  ...ALARM_PLAN_CASES,
  ...ALARM_POINT_CASES,
  ...CONSEQUENTIAL_CASES,
  ...SPEECH_CASES,
  ...ALARM_TEMPLATE_CASES,
  ...TEXT_TEMPLATE_CASES,
  ...INSTRUCTION_FILE_CASES,
  ...ALARM_TRIGGER_CASES,
  ...ALARM_MONITOR_CASES,
  ...ALARM_RESPONSE_CASES,
  ...WEB_PUSH_CASES,
  ...GATEWAY_WEBHOOK_CASES,
  ...ROTATION_SCHEDULE_CASES,
  ...ON_CALL_CASES,
  ...INTEGRATION_CASES,
  ...OUTGOING_WEBHOOK_CASES,
  ...ALARM_RULE_CASES,
  ...INCIDENT_CASES,
  ...MAINTENANCE_CASES,
  ...DASHBOARD_CASES,
  ...REPORT_CASES,
  ...PREDEFINED_APP_CASES,
  ...PARTICIPANT_APP_CASES,
  ...SYSTEM_TABLE_CASES,
  ...IMPORT_EXPORT_CASES,
  ...AUDIT_LOG_CASES,
};

type Operation = { method: string; path: string; authority: string | undefined };

describe("authorization matrix over every API operation", () => {
  let operations: Operation[];
  let victim: Victim;
  let outsider: LoginResponse;
  let powerless: LoginResponse;

  beforeAll(async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/rest/api/openapi.json" })).json();
    operations = Object.entries(document.paths as Record<string, Record<string, { "x-authority"?: string }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/^\/rest\/api(?=\/)/, ""),
        authority: operation["x-authority"],
      })),
    );
    const db = ctx.database.db;
    const org = await createTestOrganization(db, { name: "Victim" });
    const child = await createTestOrganization(db, { name: "Victim child", parentId: org.id });
    const role = await createTestRole(db, { orgId: org.id, name: "Victim role", authorities: [] });
    const user = await createTestUser(db, { login: "victim-user", orgId: org.id });
    const [participant] = await db
      .insert(participants)
      .values({ orgId: org.id, name: "Victim", surname: "Participant", login: "victim-participant" })
      .returning();
    const [group] = await db.insert(participantGroups).values({ orgId: org.id, name: "Victim group" }).returning();
    const [holiday] = await db.insert(holidays).values({ orgId: org.id, title: "Victim day", startDate: "2027-03-03", endDate: "2027-03-03" }).returning();
    const [plan] = await db.insert(alarmPlans).values({ orgId: org.id, name: "Victim plan" }).returning();
    const [point] = await db
      .insert(alarmPoints)
      .values({ orgId: org.id, name: "Victim point", icon: { name: "bell", color: "#989898" }, alarmPlanId: plan!.id })
      .returning();
    const [consequential] = await db
      .insert(alarmPoints)
      .values({
        orgId: org.id,
        name: "Victim follow-up",
        icon: { name: "bell", color: "#989898" },
        alarmPointType: "CONSEQUENTIAL",
        initiatorId: point!.id,
        consequentialTrigger: "ON_FAILURE",
      })
      .returning();
    const [deletedPoint] = await db
      .insert(alarmPoints)
      .values({ orgId: org.id, name: "Victim deleted point", icon: { name: "bell", color: "#989898" }, deleted: true, deletedAt: new Date() })
      .returning();
    const [template] = await db.insert(alarmTemplates).values({ orgId: org.id, name: "Victim template", definition: {} }).returning();
    const [textTemplate] = await db
      .insert(textTemplates)
      .values({
        orgId: org.id,
        name: "Victim text",
        texts: { ENGLISH: { subject: "", body: "x" }, GERMAN: { subject: "", body: "" }, CZECH: { subject: "", body: "" } },
      })
      .returning();
    const [standbySchedule] = await db.insert(alarmRotationals).values({ orgId: org.id, name: "Victim standby", validFrom: "2027-01-04" }).returning();
    const [teamSchedule] = await db.insert(participantRotationals).values({ orgId: org.id, name: "Victim team", validFrom: "2027-01-04" }).returning();
    const alarmId = await insertAlarm(db, { orgId: org.id, alarmPointId: point!.id, name: "Victim alarm", triggeredBy: "victim-user" });
    const [override] = await db
      .insert(dutyOverrides)
      .values({
        orgId: org.id,
        participantId: participant!.id,
        coveringParticipantId: participant!.id,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
        createdBy: "victim-user",
      })
      .returning();
    const [webhook] = await db
      .insert(outgoingWebhooks)
      .values({
        orgId: org.id,
        name: "Victim webhook",
        url: "https://hooks.example.com/victim",
        format: "JSON",
        events: ["TRIGGERED"],
        secret: "victim-secret",
      })
      .returning();
    const [integrationKey] = await db
      .insert(integrationKeys)
      .values({ alarmPointId: point!.id, kind: "WEBHOOK", name: "Victim key", secretHash: "victim-hash", secretHint: "tim0", createdBy: "victim-user" })
      .returning();
    const [alarmRule] = await db
      .insert(alarmRules)
      .values({ orgId: org.id, name: "Victim rule", position: 1, conditions: [], actions: [{ type: "STOP" }] })
      .returning();
    const [groupingRule] = await db.insert(groupingRules).values({ orgId: org.id, name: "Victim grouping", windowMinutes: 10 }).returning();
    const [incident] = await db
      .insert(incidents)
      .values({
        orgId: org.id,
        kind: "FLOOD",
        groupKey: "FLOOD",
        leadAlarmId: alarmId,
        priority: 5,
        openedAt: new Date(),
        lastAlarmAt: new Date(),
        acceptsUntil: new Date(Date.now() + 600_000),
      })
      .returning();
    await db.update(alarms).set({ incidentId: incident!.id }).where(eq(alarms.id, alarmId));
    const [maintenanceWindow] = await db
      .insert(maintenanceWindows)
      .values({ orgId: org.id, alarmPointId: point!.id, name: "Victim maintenance", startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const instructionPath = `${org.id}/victim.pdf`;
    await db
      .insert(instructionFiles)
      .values({ orgId: org.id, name: "victim.pdf", path: instructionPath, type: "pdf", size: 4, contentType: "application/pdf" });
    const [predefinedApp] = await db.insert(predefinedApps).values({ orgId: org.id, appType: "SOS", icon: '{"name":"bell","color":"#989898"}' }).returning();
    const [loneWorkerSession] = await db
      .insert(loneWorkerSessions)
      .values({
        participantId: participant!.id,
        orgId: org.id,
        task: "Victim round",
        startedAt: new Date(),
        expectedEndAt: new Date(Date.now() + 86_400_000),
        checkInMinutes: 600,
        graceMinutes: 60,
        lastCheckInAt: new Date(),
        nextCheckInAt: new Date(Date.now() + 36_000_000),
      })
      .returning();
    const linkedUser = await createTestUser(db, { login: "victim-participant", orgId: org.id });
    const [appSession] = await db
      .insert(sessions)
      .values({ userId: linkedUser.id, kind: "APP", deviceName: "Victim phone", expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const sibling = await createTestOrganization(db, { name: "Sibling" });
    const { AUTHORITIES } = await import("@alarm/contract");
    outsider = await ctx.userWith([...AUTHORITIES], sibling.id);
    powerless = await ctx.userWith([], org.id);
    victim = {
      orgId: org.id,
      childOrgId: child.id,
      userId: user.id,
      userLogin: user.login,
      roleId: role.id,
      participantId: participant!.id,
      participantLogin: "victim-participant",
      groupId: group!.id,
      holidayId: holiday!.id,
      planId: plan!.id,
      pointId: point!.id,
      deletedPointId: deletedPoint!.id,
      consequentialId: consequential!.id,
      templateId: template!.id,
      textTemplateId: textTemplate!.id,
      standbyScheduleId: standbySchedule!.id,
      teamScheduleId: teamSchedule!.id,
      overrideId: override!.id,
      integrationKeyId: integrationKey!.id,
      alarmId,
      webhookId: webhook!.id,
      alarmRuleId: alarmRule!.id,
      groupingRuleId: groupingRule!.id,
      incidentId: incident!.id,
      maintenanceWindowId: maintenanceWindow!.id,
      instructionPath,
      predefinedAppId: predefinedApp!.id,
      loneWorkerSessionId: loneWorkerSession!.id,
      appSessionId: appSession!.id,
      outsiderOrgId: sibling.id,
    };
  });

  const send = (method: string, request: Request, token: string) =>
    ctx.call({ method: method as "GET", url: request.url, token, ...(request.payload === undefined ? {} : { payload: request.payload as object }) });

  it("has a decision for every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(30);
    const undecided = operations.map((op) => `${op.method} ${op.path}`).filter((key) => !(key in CASES));
    expect(undecided).toEqual([]);
  });

  it("refuses every operation that names an authority to a user without it", async () => {
    const guarded = operations.filter((op) => op.authority);
    expect(guarded.length).toBeGreaterThan(10);
    for (const op of guarded) {
      const build = CASES[`${op.method} ${op.path}`];
      const request = typeof build === "function" ? build(victim) : { url: op.path };
      const response = await send(op.method, request, powerless.token);
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(response.json().code).toBe("ACCESS_DENIED");
    }
  });

  it("refuses, as not found, every operation aimed at another organization's objects", async () => {
    for (const op of operations) {
      const build = CASES[`${op.method} ${op.path}`];
      if (typeof build !== "function") continue;
      const aimed = await send(op.method, build(victim), outsider.token);
      expect(aimed.statusCode, `${op.method} ${op.path}: ${aimed.body}`).not.toBe(200);
      expect(aimed.statusCode, `${op.method} ${op.path}: ${aimed.body}`).toBe(404);
      const nothing = await send(op.method, build({ ...missing, outsiderOrgId: victim.outsiderOrgId }), outsider.token);
      expect(aimed.json(), `${op.method} ${op.path} tells a real object from a missing one`).toEqual(nothing.json());
    }
  });

  it("answers 401 to every operation that is not public when no token is sent", async () => {
    for (const op of operations) {
      const build = CASES[`${op.method} ${op.path}`];
      if (build === "public") continue;
      const request = typeof build === "function" ? build(victim) : { url: op.path };
      const response = await ctx.call({
        method: op.method as "GET",
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it("left the victim's objects as they were", async () => {
    const { token } = await ctx.signIn("admin");
    expect((await ctx.call({ method: "GET", url: `/users/${victim.userId}`, token })).json()).toMatchObject({ active: true, orgId: victim.orgId, version: 1 });
    expect((await ctx.call({ method: "GET", url: `/user-groups/${victim.roleId}`, token })).json()).toMatchObject({ name: "Victim role" });
    expect((await ctx.call({ method: "GET", url: `/organizations/${victim.childOrgId}`, token })).json()).toMatchObject({ name: "Victim child" });
    const limits = (await ctx.call({ method: "GET", url: `/organizations/object-limits/${victim.childOrgId}`, token })).json();
    expect(limits.limits).toEqual({});
    const intruders = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", filterValue: "intruder" } })).json();
    expect(intruders.count).toBe(0);
    expect((await ctx.call({ method: "GET", url: `/participants/${victim.participantId}`, token })).json()).toMatchObject({ name: "Victim", version: 1 });
    expect((await ctx.call({ method: "GET", url: `/participant-groups/${victim.groupId}`, token })).json()).toMatchObject({ name: "Victim group" });
    const victimHolidays = (await ctx.call({ method: "GET", url: `/holidays/${victim.orgId}?year=2027`, token })).json();
    expect(victimHolidays.events.map((e: { title: string }) => e.title)).toEqual(["Victim day"]);
    expect((await ctx.call({ method: "GET", url: `/alarm-rules/${victim.alarmRuleId}`, token })).json()).toMatchObject({ name: "Victim rule", version: 1 });
    expect((await ctx.call({ method: "GET", url: `/grouping-rules/${victim.groupingRuleId}`, token })).json()).toMatchObject({
      name: "Victim grouping",
      version: 1,
    });
    expect((await ctx.call({ method: "GET", url: `/incidents/${victim.incidentId}`, token })).json().incident).toMatchObject({ liftedAt: null, alarmCount: 1 });
    expect((await ctx.call({ method: "GET", url: `/maintenance-windows/${victim.maintenanceWindowId}`, token })).json()).toMatchObject({
      name: "Victim maintenance",
      endedEarlyAt: null,
      version: 1,
    });
    expect((await ctx.call({ method: "GET", url: `/alarmpoints/predefined/${victim.orgId}`, token })).json().list).toEqual([
      expect.objectContaining({ appType: "SOS", systemId: null, version: 1 }),
    ]);
    expect((await ctx.call({ method: "GET", url: "/lone-worker/sessions", token })).json().list.map((s: { id: number }) => s.id)).toContain(
      victim.loneWorkerSessionId,
    );
    expect((await ctx.call({ method: "GET", url: `/lone-worker/settings/${victim.orgId}`, token })).json()).toMatchObject({ version: null });
    expect((await ctx.call({ method: "GET", url: `/participants/${victim.participantId}/app-installations`, token })).json().list).toHaveLength(1);
  });

  describe("rank between users in one organization", () => {
    let targets: RankTargets;
    let deputy: LoginResponse;

    beforeAll(async () => {
      const db = ctx.database.db;
      const { AUTHORITIES } = await import("@alarm/contract");
      const strongRole = await createTestRole(db, { orgId: victim.orgId, name: "Victim administrators", authorities: [...AUTHORITIES] });
      const weakRole = await createTestRole(db, { orgId: victim.orgId, name: "Victim readers", authorities: ["ALARM_TABLE"] });
      const strongUser = await createTestUser(db, { login: "victim-administrator", orgId: victim.orgId, roleIds: [strongRole.id] });
      deputy = await ctx.userWith(["USER_ADMIN", "ROLE_ADMIN", "ALARM_TABLE"], victim.orgId);
      const { token } = await ctx.signIn("admin");
      const read = async <T>(url: string) => (await ctx.call({ method: "GET", url, token })).json<T>();
      targets = {
        orgId: victim.orgId,
        strongUser: await read<User>(`/users/${strongUser.id}`),
        strongRole: await read<Role>(`/user-groups/${strongRole.id}`),
        weakRole: await read<Role>(`/user-groups/${weakRole.id}`),
        deputy: await read<User>(`/users/${deputy.user.id}`),
      };
    });

    it("refuses every action on a stronger user or role, and handing out more than one holds", async () => {
      for (const [name, build] of Object.entries(RANK_CASES)) {
        const { method, url, payload } = build(targets);
        const response = await ctx.call({ method, url, token: deputy.token, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe("ACCESS_DENIED");
      }
    });

    it("left the stronger user, the roles and the deputy as they were", async () => {
      const { token } = await ctx.signIn("admin");
      const read = async (url: string) => (await ctx.call({ method: "GET", url, token })).json();
      expect(await read(`/users/${targets.strongUser.id}`)).toEqual(targets.strongUser);
      expect(await read(`/users/${targets.deputy.id}`)).toEqual(targets.deputy);
      expect(await read(`/user-groups/${targets.strongRole.id}`)).toEqual(targets.strongRole);
      expect(await read(`/user-groups/${targets.weakRole.id}`)).toEqual(targets.weakRole);
      const takeover = await ctx.call({ method: "POST", url: "/auth", payload: { login: targets.strongUser.login, password: TAKEOVER_PASSWORD } });
      expect(takeover.json().code).toBe("INVALID_CREDENTIALS");
      await ctx.signIn(targets.strongUser.login, TEST_PASSWORD);
    });
  });
});
