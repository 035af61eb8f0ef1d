import type { ConfigurationDocument, ImportPlan } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.js";
import { createTestOrganization, createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { comparable, NO_ROWS } from "../../../test/configuration-documents.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

let token: string;
let source: { id: number };
let sourceDocument: ConfigurationDocument;

const post = async (url: string, payload: object) => {
  const response = await ctx.call({ method: "POST", url, token, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number }>();
};
const exportOf = (orgId: number, as = token) => ctx.call({ method: "GET", url: `/import-export/export?orgId=${orgId}`, token: as });
const importInto = (orgId: number, document: object, dryRun: boolean, as = token) =>
  ctx.call({ method: "POST", url: `/import-export/import?orgId=${orgId}&dryRun=${dryRun}`, token: as, payload: document });
const onlyUsers = (document: ConfigurationDocument, users: ConfigurationDocument["users"]) => ({ ...document, ...NO_ROWS, users });
const userRow = async (login: string) =>
  (
    await queryRows<{ name: string; active: boolean; version: number; password_hash: string }>(
      ctx.database.db,
      sql`select name, active, version, password_hash from users where login = ${login}`,
    )
  )[0];
/** The same document with every login renamed, as it would be for another installation. */
const renamed = (document: ConfigurationDocument, suffix: string): ConfigurationDocument => {
  const copy = structuredClone(document);
  for (const user of copy.users) user.login += suffix;
  for (const participant of copy.participants) if (participant.login) participant.login += suffix;
  return copy;
};

beforeAll(async () => {
  ({ token } = await ctx.signIn("admin"));
  source = await createTestOrganization(ctx.database.db, { name: "People" });
  const branch = await post("/organizations", { name: "Branch", parentId: source.id });
  const operators = await post("/user-groups", { name: "Operators", orgId: source.id, authorities: ["ALARM_TABLE", "ALARM_PANEL"] });
  const viewers = await post("/user-groups", { name: "Viewers, night", orgId: branch.id, authorities: ["ALARM_TABLE"] });
  await post("/users", {
    login: "alice",
    password: "Long-enough-42!",
    name: "Alice",
    surname: "Archer",
    email: "alice@example.org",
    language: "GERMAN",
    orgId: source.id,
    roleIds: [operators.id],
  });
  await post("/users", {
    login: "bob",
    password: "Long-enough-42!",
    name: "Bob",
    surname: "Baker",
    orgId: branch.id,
    roleIds: [operators.id, viewers.id],
    active: false,
  });
  await post("/participants", { name: "Alice", surname: "Archer", orgId: source.id, login: "alice", devices: [] });
  await post("/participants", { name: "Bob", surname: "Baker", orgId: branch.id, login: "bob", devices: [] });
});

describe("users in the configuration document", () => {
  it("exports the users of the subtree with their roles, never a password and never the built-in admin", async () => {
    const response = await exportOf(source.id);
    expect(response.statusCode, response.body).toBe(200);
    sourceDocument = response.json();
    expect(sourceDocument.users).toEqual([
      {
        organization: [],
        login: "alice",
        name: "Alice",
        surname: "Archer",
        email: "alice@example.org",
        language: "GERMAN",
        active: true,
        roles: [{ organization: [], name: "Operators" }],
      },
      {
        organization: ["Branch"],
        login: "bob",
        name: "Bob",
        surname: "Baker",
        email: null,
        language: "ENGLISH",
        active: false,
        roles: [
          { organization: [], name: "Operators" },
          { organization: ["Branch"], name: "Viewers, night" },
        ],
      },
    ]);
    expect(response.body).not.toMatch(/password/i);
    const root = (await exportOf(1)).json<ConfigurationDocument>();
    expect(root.users.map((user) => user.login)).not.toContain("admin");
  });

  it("round trip into an empty organization, participants with logins included, gives the same document", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "People copy" });
    const document = renamed(sourceDocument, "-copy");
    const dry = (await importInto(target.id, document, true)).json<ImportPlan>();
    expect(dry.problems, JSON.stringify(dry.rows.filter((row) => row.problems.length))).toBe(0);
    expect(dry.totals).toMatchObject({ USER: { create: 2 }, PARTICIPANT: { create: 2 }, USERGROUP: { create: 2 } });
    const response = await importInto(target.id, document, false);
    expect(response.statusCode, response.body).toBe(200);
    const again = (await exportOf(target.id)).json<ConfigurationDocument>();
    expect(comparable(again)).toEqual(comparable(document));
    // Created without a usable password: no local sign-in until an administrator sets one.
    const signIn = await ctx.call({ method: "POST", url: "/auth", payload: { login: "alice-copy", password: TEST_PASSWORD } });
    expect(signIn.statusCode).not.toBe(200);
    expect((await userRow("bob-copy"))!.active).toBe(false);
    // A second import changes nothing.
    const same = (await importInto(target.id, document, true)).json<ImportPlan>();
    expect(same.rows.filter((row) => row.kind === "USER").map((row) => row.action)).toEqual(["UNCHANGED", "UNCHANGED"]);
    // An edit is an UPDATE naming its fields, written through the user service.
    document.users[0]!.name = "Alicia";
    document.users[0]!.roles = [];
    const edit = (await importInto(target.id, document, false)).json<ImportPlan>();
    expect(edit.rows.find((row) => row.key === "login alice-copy")).toMatchObject({ action: "UPDATE", changes: ["name", "roles"] });
    expect((await exportOf(target.id)).json<ConfigurationDocument>().users[0]).toMatchObject({ login: "alice-copy", name: "Alicia", roles: [] });
  });

  it("reports a login taken outside the caller's scope as the user API does, without naming the other organization", async () => {
    const elsewhere = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
    await createTestUser(ctx.database.db, { login: "carol", orgId: elsewhere.id, roleIds: [] });
    const target = await createTestOrganization(ctx.database.db, { name: "Carol target" });
    const importer = await ctx.userWith(["IMPORT_EXPORT", "USER_ADMIN"], target.id);
    const wanted = { organization: [], login: "Carol", name: "Carol", surname: "", email: null, language: "ENGLISH" as const, active: true, roles: [] };
    const plan = (await importInto(target.id, onlyUsers(sourceDocument, [wanted]), true, importer.token)).json<ImportPlan>();
    expect(plan.rows).toEqual([
      expect.objectContaining({ kind: "USER", action: "CREATE", problems: [{ field: "login", message: "already taken", code: "LOGIN_TAKEN", params: {} }] }),
    ]);
    const api = await ctx.call({
      method: "POST",
      url: "/users",
      token: importer.token,
      payload: { login: "Carol", password: "Long-enough-42!", name: "Carol", surname: "", orgId: target.id },
    });
    expect(api.json<{ details: { field: string; message: string }[] }>().details).toEqual([
      expect.objectContaining({ field: "login", message: "already taken" }),
    ]);
    expect(JSON.stringify(plan)).not.toContain("Elsewhere");
  });

  it("refuses giving a role with authorities the importer lacks, and changing a stronger user (rank)", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "Rank target" });
    const document = renamed(sourceDocument, "-rank");
    expect((await importInto(target.id, document, false)).statusCode).toBe(200);
    const importer = await ctx.userWith(["IMPORT_EXPORT", "USER_ADMIN", "ALARM_TABLE"], target.id);

    const newcomer = {
      organization: [],
      login: "dave-rank",
      name: "Dave",
      surname: "",
      email: null,
      language: "ENGLISH" as const,
      active: true,
      roles: [{ organization: [], name: "Operators" }],
    };
    const granted = (await importInto(target.id, onlyUsers(document, [newcomer]), true, importer.token)).json<ImportPlan>();
    expect(granted.rows).toEqual([
      expect.objectContaining({
        kind: "USER",
        problems: [
          {
            field: "roles.0",
            message: 'Role "Operators" grants authorities you do not hold: ALARM_PANEL',
            code: "ROLE_GRANTS_AUTHORITIES",
            params: { role: "Operators", authorities: "ALARM_PANEL" },
          },
        ],
      }),
    ]);

    // Unchanged, the stronger user is no problem; changed, it is.
    const unchanged = (await importInto(target.id, onlyUsers(document, document.users), true, importer.token)).json<ImportPlan>();
    expect(unchanged.problems).toBe(0);
    const stronger = structuredClone(document.users[0]!);
    stronger.name = "Renamed";
    stronger.roles = [];
    const before = await userRow("alice-rank");
    const refused = await importInto(target.id, onlyUsers(document, [stronger]), false, importer.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ plan: ImportPlan }>().plan.rows).toEqual([
      expect.objectContaining({
        kind: "USER",
        key: "login alice-rank",
        problems: [
          {
            field: "",
            message: 'User "alice-rank" holds authorities you do not hold: ALARM_PANEL',
            code: "USER_HOLDS_AUTHORITIES",
            params: { login: "alice-rank", authorities: "ALARM_PANEL" },
          },
        ],
      }),
    ]);
    expect(await userRow("alice-rank")).toEqual(before);
  });

  it("never changes the built-in admin: a row naming it is a problem", async () => {
    const before = await userRow("admin");
    const admin = { organization: [], login: "Admin", name: "Changed", surname: "", email: null, language: "ENGLISH" as const, active: false, roles: [] };
    const response = await importInto(1, onlyUsers(sourceDocument, [admin]), false);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ plan: ImportPlan }>().plan.rows[0]!.problems).toEqual([expect.objectContaining({ field: "login" })]);
    expect(await userRow("admin")).toEqual(before);
  });

  it("all or nothing: a bad row refuses the whole import and creates no user", async () => {
    const target = await createTestOrganization(ctx.database.db, { name: "Nothing" });
    const document = renamed(sourceDocument, "-none");
    document.users[1]!.email = "not an email";
    const response = await importInto(target.id, document, false);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ plan: ImportPlan }>().plan.rows.filter((row) => row.problems.length)).toEqual([
      expect.objectContaining({ kind: "USER", key: "login bob-none", problems: [expect.objectContaining({ field: "email" })] }),
    ]);
    expect(await userRow("alice-none")).toBeUndefined();
    expect(await queryRows(ctx.database.db, sql`select id from users where org_id in (select id from org_subtree(${target.id}))`)).toEqual([]);
  });

  it("counts created users against the USER object limit", async () => {
    const limited = await createTestOrganization(ctx.database.db, { name: "Few users" });
    await post(`/organizations/object-limits/${limited.id}`, { limits: { USER: 1 } });
    const plan = (await importInto(limited.id, renamed(sourceDocument, "-few"), true)).json<ImportPlan>();
    expect(plan.rows.filter((row) => row.problems.some((problem) => problem.message.includes("object limit"))).map((row) => row.kind)).toEqual(["USER"]);
  });
});
