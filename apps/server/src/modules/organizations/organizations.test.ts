import { describe, expect, it } from "vitest";
import { effectiveTimeZone, effectiveTimeZones } from "../../core/organization-time-zone.js";
import { createTestOrganization, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

async function adminToken() {
  return (await ctx.signIn("admin")).token;
}

describe("organization tree", () => {
  it("creates organizations at any depth with their full path", async () => {
    const token = await adminToken();
    let parentId = 1;
    const names: string[] = ["Total system"];
    for (const level of [1, 2, 3, 4]) {
      const response = await ctx.call({ method: "POST", url: "/organizations", token, payload: { name: `Level ${level}`, parentId } });
      expect(response.statusCode).toBe(200);
      names.push(`Level ${level}`);
      expect(response.json().fullOrgPath).toBe(names.join(" > "));
      parentId = response.json().id;
    }
    const deepest = (await ctx.call({ method: "GET", url: `/showOrg/${parentId}`, token })).json();
    expect(deepest).toMatchObject({ name: "Level 4", hasChildren: false, fullOrgPath: "Total system > Level 1 > Level 2 > Level 3 > Level 4" });
  });

  it("answers the tree lazily: a node with its direct children", async () => {
    const token = await adminToken();
    const parent = await createTestOrganization(ctx.database.db, { name: "Parent for tree" });
    await createTestOrganization(ctx.database.db, { name: "B child", parentId: parent.id });
    await createTestOrganization(ctx.database.db, { name: "A child", parentId: parent.id });
    const tree = (await ctx.call({ method: "GET", url: `/tree/${parent.id}`, token })).json();
    expect(tree.node).toMatchObject({ id: parent.id, hasChildren: true });
    expect(tree.children.map((child: { name: string }) => child.name)).toEqual(["A child", "B child"]);
    const root = (await ctx.call({ method: "GET", url: "/tree", token })).json();
    expect(root.node).toMatchObject({ id: 1, name: "Total system", hasChildren: true });
    const children = (await ctx.call({ method: "GET", url: `/organizations/${parent.id}/children`, token })).json();
    expect(children).toHaveLength(2);
  });

  it("updates with the current version and refuses a stale one", async () => {
    const token = await adminToken();
    const org = await createTestOrganization(ctx.database.db, { name: "Versioned" });
    const first = await ctx.call({ method: "PUT", url: "/organizations", token, payload: { id: org.id, version: org.version, name: "Renamed" } });
    expect(first.json()).toMatchObject({ name: "Renamed", version: org.version + 1 });
    const stale = await ctx.call({ method: "PUT", url: "/organizations", token, payload: { id: org.id, version: org.version, name: "Again" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
  });

  it("refuses to delete an organization that still holds objects, naming it", async () => {
    const token = await adminToken();
    const org = await createTestOrganization(ctx.database.db, { name: "Holds a user" });
    await createTestUser(ctx.database.db, { login: "held-user", orgId: org.id });
    const refused = await ctx.call({ method: "DELETE", url: `/organizations/${org.id}`, token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('Object "Holds a user" is tightly used by others');
    expect(refused.json().usedBy).toEqual({ object: "Holds a user", users: [{ type: "USER", name: "held-user" }], total: 1 });

    const empty = await createTestOrganization(ctx.database.db, { name: "Empty" });
    expect((await ctx.call({ method: "DELETE", url: `/organizations/${empty.id}`, token })).json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/organizations/${empty.id}`, token })).statusCode).toBe(404);
  });

  it("validates names and parents", async () => {
    const token = await adminToken();
    const blank = await ctx.call({ method: "POST", url: "/organizations", token, payload: { name: "  ", parentId: 1 } });
    expect(blank.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "name" }] });
    const orphan = await ctx.call({ method: "POST", url: "/organizations", token, payload: { name: "Orphan", parentId: 999999 } });
    expect(orphan.statusCode).toBe(404);
  });
});

describe("organization time zone", () => {
  it("is set, kept when absent on update, cleared with null, and refused when unknown", async () => {
    const token = await adminToken();
    const call = (method: "POST" | "PUT", payload: object) => ctx.call({ method, url: "/organizations", token, payload });
    const created = (await call("POST", { name: "Prague branch", parentId: 1, timeZone: "Europe/Prague" })).json();
    expect(created.timeZone).toBe("Europe/Prague");
    const renamed = (await call("PUT", { id: created.id, version: 1, name: "Prague office" })).json();
    expect(renamed).toMatchObject({ name: "Prague office", timeZone: "Europe/Prague", version: 2 });
    const cleared = (await call("PUT", { id: created.id, version: 2, name: "Prague office", timeZone: null })).json();
    expect(cleared.timeZone).toBeNull();
    const unknown = await call("POST", { name: "Atlantis", parentId: 1, timeZone: "Atlantis/Capital" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: "timeZone" })]);
  });

  it("is inherited from the nearest organization above that has one, else the server's", async () => {
    const token = await adminToken();
    const create = async (payload: object) => (await ctx.call({ method: "POST", url: "/organizations", token, payload })).json().id as number;
    const top = await create({ name: "Zone top", parentId: 1, timeZone: "America/New_York" });
    const middle = await create({ name: "Zone middle", parentId: top });
    const bottom = await create({ name: "Zone bottom", parentId: middle, timeZone: "Asia/Tokyo" });
    const below = await create({ name: "Zone below", parentId: bottom });
    const plain = await create({ name: "Zone plain", parentId: 1 });
    const db = ctx.database.db;
    expect(await effectiveTimeZone(db, middle, "UTC")).toBe("America/New_York");
    expect(await effectiveTimeZone(db, plain, "UTC")).toBe("UTC");
    const zones = await effectiveTimeZones(db, [top, middle, bottom, below, plain], "UTC");
    expect([...zones.entries()]).toEqual([
      [top, "America/New_York"],
      [middle, "America/New_York"],
      [bottom, "Asia/Tokyo"],
      [below, "Asia/Tokyo"],
      [plain, "UTC"],
    ]);
  });
});

describe("organization scope", () => {
  it("shows a user only its own subtree and hides the rest as not found", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "Scope North" });
    const northChild = await createTestOrganization(ctx.database.db, { name: "Scope North Child", parentId: north.id });
    const south = await createTestOrganization(ctx.database.db, { name: "Scope South" });
    const { token } = await ctx.userWith(["ORGANIZATION_ADMIN"], north.id);

    const tree = (await ctx.call({ method: "GET", url: "/tree", token })).json();
    expect(tree.node.id).toBe(north.id);
    expect(tree.children.map((c: { id: number }) => c.id)).toEqual([northChild.id]);
    for (const url of [`/organizations/${south.id}`, `/showOrg/${south.id}`, `/tree/${south.id}`, `/organizations/${south.id}/children`, "/organizations/1"]) {
      const response = await ctx.call({ method: "GET", url, token });
      expect(response.statusCode, url).toBe(404);
    }
    const missing = await ctx.call({ method: "GET", url: "/organizations/987654", token });
    expect((await ctx.call({ method: "GET", url: `/organizations/${south.id}`, token })).json()).toEqual(missing.json());
  });

  it("does not let an organization administrator delete its own organization", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Own org" });
    const { token } = await ctx.userWith(["ORGANIZATION_ADMIN"], org.id);
    expect((await ctx.call({ method: "DELETE", url: `/organizations/${org.id}`, token })).statusCode).toBe(403);
  });
});

describe("object limits", () => {
  it("are enforced on create in the organization and below it, with LIMIT_EXCEEDED", async () => {
    const token = await adminToken();
    const tenant = await createTestOrganization(ctx.database.db, { name: "Tenant" });
    const branch = await createTestOrganization(ctx.database.db, { name: "Tenant branch", parentId: tenant.id });
    const set = await ctx.call({ method: "POST", url: `/organizations/object-limits/${tenant.id}`, token, payload: { limits: { USER: 2 } } });
    expect(set.json()).toMatchObject({ orgId: tenant.id, limits: { USER: 2 }, usage: { USER: 0 } });

    const createUser = (login: string, orgId: number) =>
      ctx.call({ method: "POST", url: "/users", token, payload: { login, password: "a-good-password-1", name: "N", surname: "S", orgId } });
    expect((await createUser("limited-1", tenant.id)).statusCode).toBe(200);
    expect((await createUser("limited-2", branch.id)).statusCode).toBe(200);
    const third = await createUser("limited-3", branch.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe("LIMIT_EXCEEDED");
    expect(third.json().reason).toContain('"Tenant"');

    const usage = (await ctx.call({ method: "GET", url: `/organizations/object-limits/${tenant.id}`, token })).json();
    expect(usage.usage.USER).toBe(2);
    await ctx.call({ method: "POST", url: `/organizations/object-limits/${tenant.id}`, token, payload: { limits: { USER: null } } });
    expect((await createUser("limited-3", branch.id)).statusCode).toBe(200);
  });

  it("cannot be raised by the organization itself", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Self-limited" });
    const { token } = await ctx.userWith(["ORGANIZATION_ADMIN"], org.id);
    const response = await ctx.call({ method: "POST", url: `/organizations/object-limits/${org.id}`, token, payload: { limits: { USER: 1000 } } });
    expect(response.statusCode).toBe(403);
  });

  it("refuses negative limits and unknown object types", async () => {
    const token = await adminToken();
    const org = await createTestOrganization(ctx.database.db);
    for (const limits of [{ USER: -1 }, { SPACESHIP: 3 }, { USER: "many" }]) {
      const response = await ctx.call({ method: "POST", url: `/organizations/object-limits/${org.id}`, token, payload: { limits } });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("PUT /move", () => {
  it("moves users, roles and organizations within the caller's scope and answers ok", async () => {
    const token = await adminToken();
    const from = await createTestOrganization(ctx.database.db, { name: "Move from" });
    const to = await createTestOrganization(ctx.database.db, { name: "Move to" });
    const user = await createTestUser(ctx.database.db, { login: "mover", orgId: from.id });
    const moved = await ctx.call({ method: "PUT", url: "/move", token, payload: { id: user.id, objectType: "USER", newOrgId: to.id } });
    expect(moved.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/users/${user.id}`, token })).json().orgId).toBe(to.id);

    const orgMove = await ctx.call({ method: "PUT", url: "/move", token, payload: { id: String(from.id), objectType: "ORGANIZATION", newOrgId: to.id } });
    expect(orgMove.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/organizations/${from.id}`, token })).json().fullOrgPath).toBe("Total system > Move to > Move from");
  });

  it("refuses moving an organization below itself", async () => {
    const token = await adminToken();
    const top = await createTestOrganization(ctx.database.db, { name: "Cycle top" });
    const below = await createTestOrganization(ctx.database.db, { name: "Cycle below", parentId: top.id });
    const response = await ctx.call({ method: "PUT", url: "/move", token, payload: { id: top.id, objectType: "ORGANIZATION", newOrgId: below.id } });
    expect(response.json()).toMatchObject({ code: "VALIDATION" });
  });

  it("needs the authority of the object's kind and keeps both ends in scope", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "Move North" });
    const south = await createTestOrganization(ctx.database.db, { name: "Move South" });
    const user = await createTestUser(ctx.database.db, { login: "stays-put", orgId: north.id });
    const roleAdmin = await ctx.userWith(["ROLE_ADMIN"], north.id);
    expect(
      (await ctx.call({ method: "PUT", url: "/move", token: roleAdmin.token, payload: { id: user.id, objectType: "USER", newOrgId: north.id } })).statusCode,
    ).toBe(403);
    const northAdmin = await ctx.userWith(["USER_ADMIN"], north.id);
    const outward = await ctx.call({ method: "PUT", url: "/move", token: northAdmin.token, payload: { id: user.id, objectType: "USER", newOrgId: south.id } });
    expect(outward.statusCode).toBe(404);
    const southAdmin = await ctx.userWith(["USER_ADMIN"], south.id);
    const inward = await ctx.call({ method: "PUT", url: "/move", token: southAdmin.token, payload: { id: user.id, objectType: "USER", newOrgId: south.id } });
    expect(inward.statusCode).toBe(404);
  });

  it("refuses malformed requests", async () => {
    const token = await adminToken();
    for (const payload of [
      { id: "abc", objectType: "USER", newOrgId: 1 },
      { id: 1, objectType: "BANANA", newOrgId: 1 },
      { id: 1, objectType: "USER" },
    ]) {
      expect((await ctx.call({ method: "PUT", url: "/move", token, payload })).statusCode).toBe(400);
    }
  });
});
