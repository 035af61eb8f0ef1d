import type { LoginResponse, SystemTable, SystemTablePage, SystemTablePageRequest, SystemTableRow } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  alarmPlanEntries,
  alarmPlanRanks,
  alarmPlans,
  alarmPoints,
  gatewayWebhookEvents,
  holidays,
  instructionFiles,
  integrationKeys,
  outgoingWebhooks,
  participantDevices,
  participantGroupMembers,
  participantGroups,
  participants,
  refreshTokens,
  users,
} from "../../db/schema/index.js";
import { insertAlarm, insertHistory, insertNotification, insertRecipient } from "../../../test/alarm-rows.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

/** Text in every object of the harbour (a branch), which its sibling the airport must never see. */
const MARK = "HarbourMark";
const TOTP_SECRET = "JBSWY3DPEHPK3PXPTOTPSECRET";
const WEBHOOK_SECRET = "whsec-harbour-signing-secret";
const KEY_HASH = "sha256-harbour-integration-key-hash";
const FILE_PATH = "harbour/hidden-folder/instructions.pdf";

let admin: LoginResponse;
let harbourUser: LoginResponse;
let airportUser: LoginResponse;
let harbour: { id: number };
let harbourNorth: { id: number };
let airport: { id: number };
/** The ids of the harbour's participants, in order of creation (names "Harbour 01" … "Harbour 25", the last in its child organization). */
const harbourParticipants: number[] = [];
let harbourGroupId: number;
let harbourPlanId: number;

const views = (token: string) => ctx.call({ method: "GET", url: "/views", token });
const listCall = (token: string, table: string, payload: SystemTablePageRequest | object = {}) =>
  ctx.call({ method: "POST", url: `/views/${encodeURIComponent(table)}/list`, token, payload });

async function pageOf(token: string, table: string, payload: SystemTablePageRequest = {}): Promise<SystemTablePage> {
  const response = await listCall(token, table, payload);
  expect(response.statusCode, `${table}: ${response.body}`).toBe(200);
  return response.json<SystemTablePage>();
}

async function tablesOf(token: string): Promise<SystemTable[]> {
  const response = await views(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ list: SystemTable[] }>().list;
}

/** Every row of a table the caller sees, page by page. */
async function allRows(token: string, table: string): Promise<SystemTableRow[]> {
  const rows: SystemTableRow[] = [];
  for (let currentPage = 1; ; currentPage++) {
    const page = await pageOf(token, table, { currentPage, pageSize: 100 });
    rows.push(...page.list);
    if (currentPage >= page.pagesCount) return rows;
  }
}

async function seedOrganization(orgId: number, prefix: string, participantCount: number, childOrgId?: number) {
  const db = ctx.database.db;
  const ids: number[] = [];
  for (let n = 1; n <= participantCount; n++) {
    const orgOfParticipant = childOrgId && n === participantCount ? childOrgId : orgId;
    const [row] = await db
      .insert(participants)
      .values({
        orgId: orgOfParticipant,
        name: `${prefix} ${String(n).padStart(2, "0")}`,
        surname: n % 2 ? "Odd" : "Even",
        shortName: n === 3 ? "100%_sure" : null,
      })
      .returning({ id: participants.id });
    ids.push(row!.id);
    await db
      .insert(participantDevices)
      .values({ participantId: row!.id, orderId: 1, callingDeviceType: "EMAIL", address: `${prefix.toLowerCase()}-${n}@alarm.test` });
  }
  const [group] = await db
    .insert(participantGroups)
    .values({ orgId, name: `${prefix} group` })
    .returning();
  await db.insert(participantGroupMembers).values({ groupId: group!.id, participantId: ids[0]!, orderId: 1 });
  const [plan] = await db
    .insert(alarmPlans)
    .values({ orgId, name: `${prefix} plan` })
    .returning();
  const [rank] = await db.insert(alarmPlanRanks).values({ planId: plan!.id, orderId: 1, waitTime: 1 }).returning();
  await db.insert(alarmPlanEntries).values({ rankId: rank!.id, planId: plan!.id, orderId: 1, participantId: ids[0]! });
  const [point] = await db
    .insert(alarmPoints)
    .values({ orgId, name: `${prefix} point`, icon: { name: "bell", color: "#989898" }, alarmPlanId: plan!.id })
    .returning();
  await db.insert(holidays).values({ orgId, title: `${prefix} day`, startDate: "2027-05-01", endDate: "2027-05-01" });
  const alarmId = await insertAlarm(db, { orgId, alarmPointId: point!.id, name: `${prefix} alarm` });
  const recipientId = await insertRecipient(db, alarmId, { participantId: ids[0]!, name: `${prefix} recipient` });
  await insertNotification(db, alarmId, recipientId, { participantId: ids[0]!, address: `${prefix.toLowerCase()}-notified@alarm.test` });
  await insertHistory(db, alarmId, { kind: "NOTE", detail: `${prefix} history` });
  return { ids, groupId: group!.id, planId: plan!.id, pointId: point!.id };
}

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await ctx.signIn("admin");
  harbour = await createTestOrganization(db, { name: `${MARK} organization` });
  harbourNorth = await createTestOrganization(db, { name: `${MARK} north`, parentId: harbour.id });
  airport = await createTestOrganization(db, { name: "Airport" });
  const seeded = await seedOrganization(harbour.id, "Harbour", 25, harbourNorth.id);
  harbourParticipants.push(...seeded.ids);
  harbourGroupId = seeded.groupId;
  harbourPlanId = seeded.planId;
  await seedOrganization(airport.id, "Airport", 3);
  // Everything the harbour holds names the mark, so that a leak to the airport shows.
  await db
    .update(participants)
    .set({ login: `${MARK.toLowerCase()}-login` })
    .where(eq(participants.id, harbourParticipants[0]!));
  await db.insert(outgoingWebhooks).values({
    orgId: harbour.id,
    name: `${MARK} webhook`,
    url: "https://hooks.slack.com/services/T000/B000/XoxTokenPart",
    format: "SLACK",
    events: ["TRIGGERED"],
    secret: WEBHOOK_SECRET,
  });
  await db
    .insert(integrationKeys)
    .values({ alarmPointId: seeded.pointId, kind: "WEBHOOK", name: `${MARK} key`, secretHash: KEY_HASH, secretHint: "ab12", createdBy: "admin" });
  await db.insert(instructionFiles).values({ orgId: harbour.id, name: `${MARK}.pdf`, path: FILE_PATH, type: "pdf", size: 4, contentType: "application/pdf" });
  await db.insert(gatewayWebhookEvents).values({ eventKey: "gateway-event-1" });

  harbourUser = await ctx.userWith(["SYSTEM_TABLES"], harbour.id);
  airportUser = await ctx.userWith(["SYSTEM_TABLES"], airport.id);
  await db
    .update(users)
    .set({ twoFactorSecret: TOTP_SECRET, twoFactorPendingSecret: `${TOTP_SECRET}PENDING` })
    .where(eq(users.id, harbourUser.user.id));
});

describe("system tables", () => {
  it("offers the product's tables with their columns, those of the total system to its users only", async () => {
    const tables = await tablesOf(admin.token);
    const names = tables.map((table) => table.name);
    for (const name of [
      "organizations",
      "users",
      "participants",
      "participant_devices",
      "alarms",
      "alarm_history",
      "sessions",
      "integration_keys",
      "object_limits",
      "org_object_counts",
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(tables.find((table) => table.name === "participants")?.columns.slice(0, 3)).toEqual([
      { name: "id", type: "NUMBER" },
      { name: "org_id", type: "NUMBER" },
      { name: "name", type: "TEXT" },
    ]);
    const types = Object.fromEntries(tables.find((table) => table.name === "alarms")!.columns.map((column) => [column.name, column.type]));
    expect(types).toMatchObject({ triggered_at: "TIMESTAMP", icon: "JSON", status: "TEXT", id: "NUMBER" });
    expect(tables.find((table) => table.name === "roles")!.columns.find((column) => column.name === "authorities")?.type).toBe("ARRAY");
    expect(names).not.toContain("refresh_tokens");
    expect(names).not.toContain("server_settings");
    expect(names).not.toContain("push_subscriptions");

    // The audit log only for holders of AUDIT_LOG, as on its own screen.
    expect(names).toContain("audit_log");
    expect((await tablesOf(harbourUser.token)).map((table) => table.name)).not.toContain("audit_log");
    expect((await listCall(harbourUser.token, "audit_log")).statusCode).toBe(404);
    const auditor = await ctx.userWith(["SYSTEM_TABLES", "AUDIT_LOG"], harbour.id);
    expect((await tablesOf(auditor.token)).map((table) => table.name)).toContain("audit_log");
    const audit = await pageOf(auditor.token, "audit_log", { pageSize: 100 });
    expect(audit.count).toBeGreaterThan(0);
    expect(audit.list.every((row) => row.org_id === harbour.id || row.org_id === harbourNorth.id)).toBe(true);

    // The gateway's event keys have no organization: the total system only.
    expect(names).toContain("gateway_webhook_events");
    expect((await tablesOf(harbourUser.token)).map((table) => table.name)).not.toContain("gateway_webhook_events");
    const hidden = await listCall(harbourUser.token, "gateway_webhook_events");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await pageOf(admin.token, "gateway_webhook_events")).list).toContainEqual({ event_key: "gateway-event-1", received_at: expect.any(String) });
  });

  it("never offers a column that holds a secret, nor shows a secret in any row", async () => {
    const forbidden = [
      "password_hash",
      "password_is_default",
      "two_factor_secret",
      "two_factor_pending_secret",
      "two_factor_last_step",
      "secret_hash",
      "secret",
      "token_hash",
      "path",
      "url",
      "p256dh",
      "auth",
    ];
    const tables = await tablesOf(admin.token);
    for (const table of tables) {
      expect(
        table.columns.map((column) => column.name).filter((name) => forbidden.includes(name)),
        table.name,
      ).toEqual([]);
    }
    const db = ctx.database.db;
    const secrets = [
      TOTP_SECRET,
      WEBHOOK_SECRET,
      KEY_HASH,
      ...(await db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash),
      ...(await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)).map((row) => row.hash),
    ];
    expect(secrets.length).toBeGreaterThan(6);
    for (const table of tables) {
      const rows = JSON.stringify(await allRows(admin.token, table.name));
      for (const secret of secrets) expect(rows.includes(secret), `${table.name} shows a secret (${secret.slice(0, 8)}…)`).toBe(false);
    }
    // The webhook shows where it sends to, not the address with its token; a file not where it lies.
    const webhooks = await allRows(admin.token, "outgoing_webhooks");
    expect(webhooks).toEqual([expect.objectContaining({ name: `${MARK} webhook`, url_host: "hooks.slack.com", format: "SLACK", events: '["TRIGGERED"]' })]);
    expect(JSON.stringify(webhooks)).not.toContain("XoxTokenPart");
    const files = await allRows(admin.token, "instruction_files");
    expect(files).toEqual([expect.objectContaining({ name: `${MARK}.pdf`, type: "pdf", size: 4 })]);
    expect(JSON.stringify(files)).not.toContain(FILE_PATH);
  });

  it("pages through the rows in the order of the key, none twice", async () => {
    const first = await pageOf(harbourUser.token, "participants", { pageSize: 10 });
    expect(first).toMatchObject({ count: 25, currentPage: 1, pageSize: 10, pagesCount: 3 });
    const second = await pageOf(harbourUser.token, "participants", { pageSize: 10, currentPage: 2 });
    const third = await pageOf(harbourUser.token, "participants", { pageSize: 10, currentPage: 3 });
    expect(third.list).toHaveLength(5);
    const ids = [...first.list, ...second.list, ...third.list].map((row) => row.id);
    expect(ids).toEqual(harbourParticipants);
    expect(first.list[0]).toEqual({
      id: harbourParticipants[0],
      org_id: harbour.id,
      name: "Harbour 01",
      surname: "Odd",
      short_name: null,
      language: "ENGLISH",
      login: `${MARK.toLowerCase()}-login`,
      participant_rotational_id: null,
      version: 1,
    });
    const beyond = await pageOf(harbourUser.token, "participants", { pageSize: 10, currentPage: 9 });
    expect(beyond).toMatchObject({ list: [], count: 25, currentPage: 9, pagesCount: 3 });
    // Tables keyed by two columns page as well.
    expect((await pageOf(harbourUser.token, "participant_group_members")).list).toEqual([
      { group_id: harbourGroupId, participant_id: harbourParticipants[0], order_id: 1 },
    ]);
  });

  it("sorts by any column shown, either way, the key breaking ties", async () => {
    const descending = await pageOf(harbourUser.token, "participants", { sortField: "name", sortOrder: "DESCENDING", pageSize: 3 });
    expect(descending.list.map((row) => row.name)).toEqual(["Harbour 25", "Harbour 24", "Harbour 23"]);
    const bySurname = await pageOf(harbourUser.token, "participants", { sortField: "surname", pageSize: 100 });
    const surnames = bySurname.list.map((row) => row.surname);
    expect(surnames).toEqual([...Array(12).fill("Even"), ...Array(13).fill("Odd")]);
    expect(bySurname.list.slice(0, 12).map((row) => row.id)).toEqual(harbourParticipants.filter((_, index) => index % 2 === 1));
    const organizations = await pageOf(harbourUser.token, "organizations", { sortField: "created_at", sortOrder: "DESCENDING" });
    expect(organizations.list.map((row) => row.id)).toEqual([harbourNorth.id, harbour.id]);
  });

  it("filters by text contained in a column or equal to it, every filter applying", async () => {
    const contains = await pageOf(harbourUser.token, "participants", { filters: [{ column: "name", value: "harbour 1" }] });
    expect(contains.list.map((row) => row.name)).toEqual([
      "Harbour 10",
      "Harbour 11",
      "Harbour 12",
      "Harbour 13",
      "Harbour 14",
      "Harbour 15",
      "Harbour 16",
      "Harbour 17",
      "Harbour 18",
      "Harbour 19",
    ]);
    expect(contains.count).toBe(10);
    const both = await pageOf(harbourUser.token, "participants", {
      filters: [
        { column: "name", value: "harbour 1" },
        { column: "surname", mode: "EQUALS", value: "Odd" },
      ],
    });
    expect(both.list.map((row) => row.name)).toEqual(["Harbour 11", "Harbour 13", "Harbour 15", "Harbour 17", "Harbour 19"]);
    // Equals compares the value's text exactly, numbers too.
    expect((await pageOf(harbourUser.token, "participants", { filters: [{ column: "surname", mode: "EQUALS", value: "odd" }] })).count).toBe(0);
    const byId = await pageOf(harbourUser.token, "participants", { filters: [{ column: "id", mode: "EQUALS", value: String(harbourParticipants[4]) }] });
    expect(byId.list.map((row) => row.name)).toEqual(["Harbour 05"]);
    expect((await pageOf(harbourUser.token, "participants", { filters: [{ column: "org_id", mode: "EQUALS", value: String(harbourNorth.id) }] })).count).toBe(
      1,
    );
    // % and _ are plain characters, not patterns.
    expect((await pageOf(harbourUser.token, "participants", { filters: [{ column: "short_name", value: "100%_" }] })).list.map((row) => row.name)).toEqual([
      "Harbour 03",
    ]);
    expect((await pageOf(harbourUser.token, "participants", { filters: [{ column: "name", value: "%" }] })).count).toBe(0);
    // Timestamps compare as shown (ISO 8601 UTC), JSON as its text, booleans as true or false.
    const year = new Date().getUTCFullYear();
    expect((await pageOf(harbourUser.token, "organizations", { filters: [{ column: "created_at", value: `${year}-` }] })).count).toBe(2);
    expect((await pageOf(harbourUser.token, "alarm_points", { filters: [{ column: "icon", value: '"bell"' }] })).count).toBe(1);
    expect((await pageOf(harbourUser.token, "alarm_points", { filters: [{ column: "deleted", mode: "EQUALS", value: "false" }] })).count).toBe(1);
    expect((await pageOf(harbourUser.token, "alarm_plans", { filters: [{ column: "id", mode: "EQUALS", value: String(harbourPlanId) }] })).count).toBe(1);
  });

  it("shows a branch's user only the rows of its organizations, and counts no others", async () => {
    // The airport sees its three participants, none of the harbour's 25 (nor their count).
    const airportParticipants = await pageOf(airportUser.token, "participants");
    expect(airportParticipants.count).toBe(3);
    expect(airportParticipants.list.map((row) => row.name)).toEqual(["Airport 01", "Airport 02", "Airport 03"]);
    expect((await pageOf(airportUser.token, "participants", { filters: [{ column: "name", value: "harbour" }] })).count).toBe(0);
    expect((await pageOf(airportUser.token, "organizations")).list.map((row) => row.id)).toEqual([airport.id]);
    expect((await pageOf(harbourUser.token, "organizations")).list.map((row) => row.id)).toEqual([harbour.id, harbourNorth.id]);
    // Rows belonging to another through their parent: devices, members, ranks, entries, sessions.
    expect((await pageOf(airportUser.token, "participant_devices")).list.map((row) => row.address)).toEqual([
      "airport-1@alarm.test",
      "airport-2@alarm.test",
      "airport-3@alarm.test",
    ]);
    expect((await pageOf(harbourUser.token, "participant_devices")).count).toBe(25);
    expect((await pageOf(airportUser.token, "alarm_plan_entries")).list.every((row) => row.plan_id !== harbourPlanId)).toBe(true);
    expect((await pageOf(airportUser.token, "participant_group_members")).list.every((row) => row.group_id !== harbourGroupId)).toBe(true);
    const airportSessions = await pageOf(airportUser.token, "sessions");
    expect(new Set(airportSessions.list.map((row) => row.user_id))).toEqual(new Set([airportUser.user.id]));
    expect((await pageOf(airportUser.token, "users")).list.map((row) => row.id)).toEqual([airportUser.user.id]);

    // No table shows the airport anything of the harbour.
    const tables = await tablesOf(airportUser.token);
    expect(tables.length).toBeGreaterThan(25);
    for (const table of tables) {
      const rows = await allRows(airportUser.token, table.name);
      expect(JSON.stringify(rows).includes(MARK), `${table.name} shows the harbour to the airport`).toBe(false);
      for (const row of rows) {
        if ("org_id" in row && row.org_id !== null) expect(row.org_id, `${table.name}: ${JSON.stringify(row)}`).toBe(airport.id);
      }
    }
    // The total system sees both.
    expect((await pageOf(admin.token, "participants", { filters: [{ column: "name", value: "harbour" }] })).count).toBe(25);
    expect((await pageOf(admin.token, "participant_devices", { filters: [{ column: "address", value: "airport" }] })).count).toBe(3);
  });

  it("refuses a caller without SYSTEM_TABLES, and one without a token", async () => {
    const clerk = await ctx.userWith(["ALARM_TABLE", "PARTICIPANT_ADMIN"], harbour.id);
    for (const response of [await views(clerk.token), await listCall(clerk.token, "participants")]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "ACCESS_DENIED" });
    }
    expect((await ctx.call({ method: "GET", url: "/views" })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/views/participants/list", payload: {} })).statusCode).toBe(401);
  });

  it("answers an unknown table with 404 and bad paging, sorting or filters with 400, never with 500", async () => {
    for (const table of [
      "no_such_table",
      "__proto__",
      "constructor",
      "refresh_tokens",
      "server_settings",
      "participants; drop table users",
      "Participants",
      "x".repeat(100),
    ]) {
      const response = await listCall(admin.token, table);
      expect(response.statusCode, table).toBe(404);
      expect(response.json(), table).toMatchObject({ code: "NOT_FOUND" });
    }
    const refused: [string, object, string][] = [
      ["participants", { sortField: "password_hash" }, "sortField"],
      ["users", { sortField: "password_hash" }, "sortField"],
      ["users", { filters: [{ column: "two_factor_secret", value: "J" }] }, "filters.0.column"],
      [
        "outgoing_webhooks",
        {
          filters: [
            { column: "name", value: "x" },
            { column: "secret", value: "w" },
          ],
        },
        "filters.1.column",
      ],
      ["outgoing_webhooks", { sortField: "url" }, "sortField"],
      ["participants", { sortField: "name desc; select 1" }, "sortField"],
      ["participants", { sortField: "__proto__" }, "sortField"],
      ["participants", { pageSize: 101 }, "pageSize"],
      ["participants", { pageSize: 0 }, "pageSize"],
      ["participants", { currentPage: 0 }, "currentPage"],
      ["participants", { currentPage: 1.5 }, "currentPage"],
      ["participants", { sortOrder: "SIDEWAYS" }, "sortOrder"],
      ["participants", { filters: [{ column: "name", value: "x".repeat(201) }] }, "filters.0.value"],
      ["participants", { filters: [{ column: "name", value: "" }] }, "filters.0.value"],
      ["participants", { filters: [{ column: "name", value: 7 }] }, "filters.0.value"],
      ["participants", { filters: [{ column: "name", mode: "LIKE", value: "x" }] }, "filters.0.mode"],
      ["participants", { filters: Array.from({ length: 21 }, () => ({ column: "name", value: "x" })) }, "filters"],
      ["participants", { filters: [{ column: "name", value: "nul\u0000byte" }] }, "filters.0.value"],
    ];
    for (const [table, payload, field] of refused) {
      const response = await listCall(admin.token, table, payload);
      expect(response.statusCode, `${table} ${JSON.stringify(payload).slice(0, 80)}: ${response.body}`).toBe(400);
      const body = response.json<{ code: string; details: { field: string }[] }>();
      expect(body.code).toBe("VALIDATION");
      expect(
        body.details.map((detail) => detail.field),
        JSON.stringify(payload).slice(0, 80),
      ).toContain(field);
    }
    // Text that looks like SQL or a pattern, or compares with a number or a timestamp, simply matches nothing.
    const harmless: [string, object][] = [
      ["participants", { filters: [{ column: "name", value: "' or 1=1 --" }] }],
      ["participants", { filters: [{ column: "id", mode: "EQUALS", value: "not a number" }] }],
      ["participants", { filters: [{ column: "id", value: "\\" }] }],
      ["organizations", { filters: [{ column: "created_at", mode: "EQUALS", value: "yesterday" }] }],
      ["alarms", { filters: [{ column: "plan", value: '{"ranks": [{"x' }] }],
      ["roles", { filters: [{ column: "authorities", mode: "EQUALS", value: "}{" }] }],
      ["holidays", { filters: [{ column: "start_date", value: "2027-13-45" }] }],
      ["sessions", { filters: [{ column: "id", mode: "EQUALS", value: "not-a-uuid" }] }],
      ["participants", { currentPage: 2_147_483_647, pageSize: 100 }],
      ["participants", { filters: [{ column: "name", value: "😀\u200b\ud83d\ude00" }] }],
    ];
    for (const [table, payload] of harmless) {
      const page = await pageOf(admin.token, table, payload);
      expect(page.list, JSON.stringify(payload)).toEqual([]);
    }
    // A request without a body is refused as such.
    expect((await ctx.call({ method: "POST", url: "/views/participants/list", token: admin.token })).statusCode).toBe(400);
  });
});
