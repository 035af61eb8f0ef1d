import type { Role, User } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { participants } from "../../db/schema/index.js";
import { createTestOrganization, createTestRole, TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

/**
 * A region with two sibling plants, one with a workshop below: roles of each, a user administrator
 * of the region, and a participant of plant A linked by login "a-linked".
 */
let region: number;
let plantA: number;
let plantB: number;
let workshopA: number;
let roles: Record<"root" | "region" | "plantA" | "plantB" | "workshopA", { id: number }>;
let regionAdmin: string;

const newUser = (orgId: number, overrides: Record<string, unknown> = {}) => ({
  login: `ref-${Math.random().toString(36).slice(2, 9)}`,
  password: TEST_PASSWORD,
  name: "Ref",
  surname: "User",
  orgId,
  roleIds: [],
  ...overrides,
});

beforeAll(async () => {
  const db = ctx.database.db;
  region = (await createTestOrganization(db, { name: "Ref region" })).id;
  plantA = (await createTestOrganization(db, { name: "Ref plant A", parentId: region })).id;
  plantB = (await createTestOrganization(db, { name: "Ref plant B", parentId: region })).id;
  workshopA = (await createTestOrganization(db, { name: "Ref workshop A", parentId: plantA })).id;
  roles = {
    root: await createTestRole(db, { orgId: 1, authorities: [], name: "Ref root role" }),
    region: await createTestRole(db, { orgId: region, authorities: [], name: "Ref region role" }),
    plantA: await createTestRole(db, { orgId: plantA, authorities: [], name: "Ref plant A role" }),
    plantB: await createTestRole(db, { orgId: plantB, authorities: [], name: "Ref plant B role" }),
    workshopA: await createTestRole(db, { orgId: workshopA, authorities: [], name: "Ref workshop A role" }),
  };
  regionAdmin = (await ctx.userWith(["USER_ADMIN"], region)).token;
  await db.insert(participants).values({ orgId: plantA, name: "Anna", surname: "Linked", login: "a-linked" });
});

describe("roles a user may be given", () => {
  it("are those of the user's organization and its parents within the caller's scope", async () => {
    const response = await ctx.call({ method: "GET", url: `/users/assignable-roles/${plantA}`, token: regionAdmin });
    expect(response.statusCode).toBe(200);
    const names = response.json<Role[]>().map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining(["Ref plant A role", "Ref region role"]));
    expect(names).not.toContain("Ref plant B role");
    expect(names).not.toContain("Ref workshop A role");
    expect(names).not.toContain("Ref root role");
    const admin = await ctx.signIn("admin");
    const fromRoot = (await ctx.call({ method: "GET", url: `/users/assignable-roles/${plantA}`, token: admin.token })).json<Role[]>();
    expect(fromRoot.map((role) => role.name)).toEqual(expect.arrayContaining(["Administrators", "Ref root role", "Ref region role", "Ref plant A role"]));
  });

  it("answers as not found for an organization out of the caller's scope", async () => {
    const plantAdmin = (await ctx.userWith(["USER_ADMIN"], plantA)).token;
    const outside = await ctx.call({ method: "GET", url: `/users/assignable-roles/${plantB}`, token: plantAdmin });
    const missing = await ctx.call({ method: "GET", url: "/users/assignable-roles/987654", token: plantAdmin });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(missing.json());
  });

  it("refuses on create and update a role of a sibling or child organization, field roleIds", async () => {
    for (const role of [roles.plantB, roles.workshopA]) {
      const response = await ctx.call({ method: "POST", url: "/users", token: regionAdmin, payload: newUser(plantA, { roleIds: [role.id] }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "roleIds", code: "ROLE_OUTSIDE_ORGANIZATION" }] });
    }
    const created = await ctx.call({
      method: "POST",
      url: "/users",
      token: regionAdmin,
      payload: newUser(plantA, { roleIds: [roles.region.id, roles.plantA.id] }),
    });
    expect(created.statusCode).toBe(200);
    const user = created.json<User>();
    const change = { id: user.id, version: user.version, name: user.name, surname: user.surname, language: user.language, active: true };
    const sibling = await ctx.call({ method: "PUT", url: "/users", token: regionAdmin, payload: { ...change, roleIds: [roles.plantA.id, roles.plantB.id] } });
    expect(sibling.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "roleIds", code: "ROLE_OUTSIDE_ORGANIZATION" }] });
    const kept = await ctx.call({ method: "PUT", url: "/users", token: regionAdmin, payload: { ...change, roleIds: [roles.plantA.id] } });
    expect(kept.json().roles).toEqual([{ id: roles.plantA.id, name: "Ref plant A role" }]);
  });
});

describe("a new user's login and the participants it names", () => {
  it("is refused in a sibling organization of a participant that names it", async () => {
    const response = await ctx.call({ method: "POST", url: "/users", token: regionAdmin, payload: newUser(plantB, { login: "A-LINKED" }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      reason: "This login is linked to participants of another organization",
      details: [{ field: "login", code: "LINKED_ELSEWHERE" }],
    });
    const parent = await ctx.call({ method: "POST", url: "/users", token: regionAdmin, payload: newUser(region, { login: "a-linked" }) });
    expect(parent.json().details).toEqual([expect.objectContaining({ field: "login", code: "LINKED_ELSEWHERE" })]);
  });

  it("is accepted at or below the participant's organization", async () => {
    const response = await ctx.call({ method: "POST", url: "/users", token: regionAdmin, payload: newUser(workshopA, { login: "a-linked" }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: "a-linked", orgId: workshopA });
  });
});
