import { type AuditChange, AUDIT_COUNT_LIMIT, type AuditEntry, type AuditPage, type User } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger } from "../../../test/alarm-fixtures.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { loadConfig } from "../../config.js";
import { runAs } from "../../core/audit-context.js";
import { queryRows } from "../../db/database.js";
import { AuditRetentionJob } from "../../engine/audit-retention/audit-retention-job.js";
import { participants } from "../../db/schema/index.js";

// Without the engine, a triggered alarm stays open until an operator quits it.
const ctx = useTestApp({ engine: { ...loadConfig({}).engine, enabled: false } });

let admin: string;
let branch: { id: number };
let sibling: { id: number };
/** Entries after this id were all made through the API. */
let firstApiEntry: number;

const lastEntryId = async () => (await queryRows<{ id: number }>(ctx.database.db, sql`select coalesce(max(id), 0)::float8 as id from audit_log`))[0]!.id;

async function historyOf(token: string, objectType: string, id: number) {
  const response = await ctx.call({ method: "GET", url: `/audit-log/history/${objectType}/${id}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ list: AuditChange[] }>().list;
}

async function pageOf(token: string, query: object) {
  const response = await ctx.call({ method: "POST", url: "/audit-log/list", token, payload: query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
}

const changeOf = (entry: AuditEntry, field: string) => entry.changes.find((change) => change.field === field);

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
  branch = await createTestOrganization(ctx.database.db, { name: "Hospital" });
  sibling = await createTestOrganization(ctx.database.db, { name: "Depot" });
  firstApiEntry = await lastEntryId();
});

describe("the audit log", () => {
  it("keeps an edited alarm point's fields before and after, with who and from where, as one change", async () => {
    const participant = await createParticipant(ctx.call, admin, { orgId: branch.id, devices: [{ type: "EMAIL", address: "ward@alarm.test" }] });
    const pointId = await createAlarmPoint(ctx.call, admin, {
      orgId: branch.id,
      ranks: [{ participantIds: [participant.id] }],
      point: { name: "Fire in ward 3" },
    });
    const point = (await ctx.call({ method: "GET", url: `/alarmpoints/${pointId}`, token: admin })).json<Record<string, unknown>>();
    const updated = await ctx.call({
      method: "PUT",
      url: "/alarmpoints",
      token: admin,
      headers: { "user-agent": "Audit test browser" },
      payload: { ...point, name: "Fire in ward 4", text: "Smoke on the fourth floor" },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [latest, created] = await historyOf(admin, "alarm_points", pointId);
    expect(latest).toMatchObject({ actorLogin: "admin", address: "127.0.0.1" });
    expect(latest!.entries).toHaveLength(1);
    const [edit] = latest!.entries;
    expect(edit).toMatchObject({
      action: "UPDATE",
      objectType: "alarm_points",
      objectId: String(pointId),
      orgId: branch.id,
      orgName: "Hospital",
      label: "Fire in ward 4",
      userAgent: "Audit test browser",
    });
    expect(changeOf(edit!, "name")).toEqual({ field: "name", before: "Fire in ward 3", after: "Fire in ward 4" });
    expect(changeOf(edit!, "text")).toEqual({ field: "text", before: "Smoke in hall 3", after: "Smoke on the fourth floor" });
    // Version and unchanged fields are no change.
    expect(edit!.changes.map((change) => change.field).sort()).toEqual(["name", "text"]);
    expect(created!.entries[0]).toMatchObject({ action: "INSERT", label: "Fire in ward 3" });
    expect(changeOf(created!.entries[0]!, "name")).toEqual({ field: "name", after: "Fire in ward 3" });
  });

  it("shows a participant's devices in the participant's history, and leaves out parts saved again unchanged", async () => {
    const participant = await createParticipant(ctx.call, admin, { orgId: branch.id, devices: [{ type: "EMAIL", address: "anna@alarm.test" }] });
    const read = (await ctx.call({ method: "GET", url: `/participants/${participant.id}`, token: admin })).json<
      Record<string, unknown> & { devices: object[] }
    >();
    const renamed = await ctx.call({ method: "PUT", url: "/participants", token: admin, payload: { ...read, name: "Anna" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const withSms = await ctx.call({
      method: "PUT",
      url: "/participants",
      token: admin,
      payload: { ...renamed.json<object>(), devices: [...read.devices, { callingDeviceType: "SMS", address: "+447911123456" }] },
    });
    expect(withSms.statusCode, withSms.body).toBe(200);

    const [added, rename, create] = await historyOf(admin, "participants", participant.id);
    expect(added!.entries.map((entry) => [entry.action, entry.objectType, entry.label])).toEqual([["INSERT", "participant_devices", "+447911123456"]]);
    expect(added!.entries[0]).toMatchObject({ parentType: "participants", parentId: String(participant.id) });
    expect(rename!.entries.map((entry) => [entry.action, entry.objectType])).toEqual([["UPDATE", "participants"]]);
    expect(create!.entries.map((entry) => [entry.action, entry.objectType])).toEqual([
      ["INSERT", "participants"],
      ["INSERT", "participant_devices"],
    ]);
  });

  it("writes nothing for a change that is rolled back", async () => {
    const before = await lastEntryId();
    await expect(
      runAs({ userId: 1, login: "admin" }, () =>
        ctx.database.db.transaction(async (tx) => {
          await tx.insert(participants).values({ orgId: branch.id, name: "Half", surname: "Written", language: "ENGLISH" });
          throw new Error("the request fails after the insert");
        }),
      ),
    ).rejects.toThrow("the request fails");
    expect(await lastEntryId()).toBe(before);

    // Through the API: an alarm plan naming another organization's participant is refused whole.
    const foreign = await createParticipant(ctx.call, admin, { orgId: sibling.id, devices: [{ type: "EMAIL", address: "depot@alarm.test" }] });
    const beforeRefusal = await lastEntryId();
    const refused = await ctx.call({
      method: "POST",
      url: "/alarmplans",
      token: admin,
      payload: { name: "Mixed plan", orgId: branch.id, ranks: [{ waitTime: 1, entries: [{ participantId: foreign.id }] }] },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await lastEntryId()).toBe(beforeRefusal);
  });

  it("never copies a secret: a new password reads as a new secret", async () => {
    const created = await ctx.call({
      method: "POST",
      url: "/users",
      token: admin,
      payload: {
        login: "audited.nurse",
        password: "first-password-1",
        name: "Eva",
        surname: "Novak",
        email: null,
        language: "ENGLISH",
        orgId: branch.id,
        roleIds: [],
        active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const user = created.json<User>();
    const changed = await ctx.call({
      method: "PUT",
      url: "/users",
      token: admin,
      payload: {
        id: user.id,
        version: user.version,
        name: user.name,
        surname: user.surname,
        email: user.email,
        language: user.language,
        roleIds: [],
        active: true,
        password: "second-password-2",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const [passwordChange] = await historyOf(admin, "users", user.id);
    expect(changeOf(passwordChange!.entries[0]!, "password_hash")).toEqual({ field: "password_hash", before: "[secret]", after: "[new secret]" });

    // Her own change of password and language (statements outside a transaction) are filed under her.
    const nurse = (await ctx.signIn("audited.nurse", "second-password-2")).token;
    const own = await ctx.call({
      method: "PATCH",
      url: "/users/change-password",
      token: nurse,
      payload: { previousPassword: "second-password-2", newPassword: "third-password-3" },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await ctx.call({ method: "PATCH", url: "/account/language", token: nurse, payload: { language: "GERMAN" } })).statusCode).toBe(200);
    const [language, ownPassword] = await historyOf(admin, "users", user.id);
    expect(language).toMatchObject({ actorLogin: "audited.nurse" });
    expect(changeOf(language!.entries[0]!, "language")).toEqual({ field: "language", before: "ENGLISH", after: "GERMAN" });
    expect(ownPassword).toMatchObject({ actorLogin: "audited.nurse" });
    expect(changeOf(ownPassword!.entries[0]!, "password_hash")).toEqual({ field: "password_hash", before: "[secret]", after: "[new secret]" });
    const leaked = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from audit_log where before::text like '%argon2%' or after::text like '%argon2%'`,
    );
    expect(leaked[0]!.count).toBe(0);
  });

  it("records sign-ins, refused sign-ins and quit alarms", async () => {
    const refused = await ctx.call({ method: "POST", url: "/auth", payload: { login: "audited.nurse", password: "not-her-password" } });
    expect(refused.statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/auth", payload: { login: "audited.nurse", password: "third-password-3" } })).statusCode).toBe(200);
    const entries = (await pageOf(admin, { actor: "audited.nurse", objectType: "users" })).list;
    // Newest first: this sign-in, the refused one, her own changes, the sign-in before them.
    expect(entries.map((entry) => entry.action)).toEqual(["SIGN_IN", "SIGN_IN_FAILED", "UPDATE", "UPDATE", "SIGN_IN"]);
    expect(entries[1]).toMatchObject({ orgId: branch.id, address: "127.0.0.1" });
    expect(changeOf(entries[1]!, "reason")).toEqual({ field: "reason", after: "INVALID_CREDENTIALS" });
    expect(changeOf(entries[0]!, "session")).toEqual({ field: "session", after: "CONSOLE" });

    const participant = await createParticipant(ctx.call, admin, { orgId: branch.id, devices: [{ type: "EMAIL", address: "quit@alarm.test" }] });
    const pointId = await createAlarmPoint(ctx.call, admin, { orgId: branch.id, ranks: [{ participantIds: [participant.id] }] });
    const alarm = await trigger(ctx.call, admin, { alarmPointId: pointId });
    const quit = await ctx.call({ method: "GET", url: `/alarmpoints/quit/${alarm.id}?reason=${encodeURIComponent("False alarm")}`, token: admin });
    expect(quit.statusCode, quit.body).toBe(200);
    const [entry] = (await pageOf(admin, { action: "ALARM_QUIT", objectId: String(alarm.id) })).list;
    expect(entry).toMatchObject({ objectType: "alarms", actorLogin: "admin", orgId: branch.id });
    expect(changeOf(entry!, "reason")).toEqual({ field: "reason", after: "False alarm" });
  });

  it("names who made every change made through the API", async () => {
    const anonymous = await queryRows<{ object_type: string; action: string }>(
      ctx.database.db,
      sql`select object_type, action from audit_log where id > ${firstApiEntry} and actor_login is null`,
    );
    expect(anonymous).toEqual([]);
  });

  it("shows a branch's reader its own organization's entries only, and nothing of another's objects", async () => {
    const reader = await ctx.userWith(["AUDIT_LOG"], branch.id);
    const depotPerson = await createParticipant(ctx.call, admin, { orgId: sibling.id, devices: [{ type: "EMAIL", address: "night@alarm.test" }] });
    const depotPoint = await createAlarmPoint(ctx.call, admin, { orgId: sibling.id, ranks: [{ participantIds: [depotPerson.id] }] });
    const all = await pageOf(reader.token, { pageSize: 200 });
    expect(all.count).toBeGreaterThan(0);
    expect(new Set(all.list.map((entry) => entry.orgId))).toEqual(new Set([branch.id]));
    expect(await historyOf(reader.token, "alarm_points", depotPoint)).toEqual([]);
    expect((await historyOf(admin, "alarm_points", depotPoint)).length).toBe(1);
    const foreign = await ctx.call({ method: "POST", url: "/audit-log/list", token: reader.token, payload: { orgId: sibling.id } });
    expect(foreign.statusCode).toBe(404);
    const withoutAuthority = await ctx.userWith(["ALARM_DEFINITION"], branch.id);
    expect((await ctx.call({ method: "POST", url: "/audit-log/list", token: withoutAuthority.token, payload: {} })).statusCode).toBe(403);
    expect((await ctx.call({ method: "GET", url: "/audit-log/history/alarm_points/1", token: withoutAuthority.token })).statusCode).toBe(403);
  });

  it("refuses bad filters with 400", async () => {
    for (const payload of [{ pageSize: 10_000 }, { from: "yesterday" }, { objectType: "secrets" }, { actor: "x".repeat(101) }]) {
      const response = await ctx.call({ method: "POST", url: "/audit-log/list", token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect((await ctx.call({ method: "GET", url: "/audit-log/history/alarm_points/0", token: admin })).statusCode).toBe(400);
  });

  it("exports the selected entries as CSV", async () => {
    const response = await ctx.call({ method: "GET", url: `/audit-log/export?actor=admin&objectType=alarm_points`, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("audit-log.csv");
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Action,Object type,Object id,Name,Part of,Organization,Changed by,Address,Fields");
    const edit = lines.find((line) => line.includes(",UPDATE,alarm_points,") && line.includes("Fire in ward 4"));
    expect(edit).toContain("name: Fire in ward 3 → Fire in ward 4");
    expect(edit).toContain(",Hospital,admin,127.0.0.1,");
  });

  it("counts a long log's matching entries only up to the limit, saying the count is a lower bound", async () => {
    const filter = { objectType: "lone_worker_settings" as const };
    expect(await pageOf(admin, filter)).toMatchObject({ count: 0, countIsLowerBound: false });
    await ctx.database.db.execute(
      sql`insert into audit_log (tx_id, at, action, object_type, object_id) select 1, now(), 'UPDATE', 'lone_worker_settings', n::text from generate_series(1, ${AUDIT_COUNT_LIMIT + 5}) n`,
    );
    const page = await pageOf(admin, { ...filter, pageSize: 50 });
    expect(page).toMatchObject({ count: AUDIT_COUNT_LIMIT + 1, countIsLowerBound: true, pagesCount: Math.ceil((AUDIT_COUNT_LIMIT + 1) / 50) });
    expect(page.list).toHaveLength(50);
    await ctx.database.db.execute(sql`delete from audit_log where object_type = 'lone_worker_settings'`);
  });

  it("deletes entries older than the retention and keeps the rest", async () => {
    const kept = await lastEntryId();
    await ctx.database.db.execute(sql`insert into audit_log (tx_id, at, action, object_type) values (1, now() - interval '401 days', 'DELETE', 'holidays')`);
    const expired = await lastEntryId();
    await new AuditRetentionJob(ctx.database.db, ctx.config.auditRetentionDays).work();
    const ids = (await queryRows<{ id: number }>(ctx.database.db, sql`select id::float8 as id from audit_log where id in (${kept}, ${expired})`)).map(
      (row) => row.id,
    );
    expect(ctx.config.auditRetentionDays).toBe(400);
    expect(ids).toEqual([kept]);
  });
});
