import { userListRow } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { createTestOrganization, createTestRole, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

describe("POST /list", () => {
  it("pages, filters, sorts and scopes users", async () => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db, { name: "Listing" });
    const child = await createTestOrganization(ctx.database.db, { name: "Listing child", parentId: org.id });
    for (const [index, name] of ["Eva", "Adam", "Cyril", "Bara", "Dana"].entries()) {
      await createTestUser(ctx.database.db, { login: `list-${index}`, name, orgId: index < 3 ? org.id : child.id });
    }
    const list = (body: Record<string, unknown>) => ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", parentOrgId: org.id, ...body } });

    const first = (await list({ pageSize: 2 })).json();
    expect(first).toMatchObject({ count: 5, currentPage: 1, pageSize: 2, pagesCount: 3 });
    expect(first.list.map((u: { name: string }) => u.name)).toEqual(["Adam", "Bara"]);
    const last = (await list({ pageSize: 2, currentPage: 3 })).json();
    expect(last.list.map((u: { name: string }) => u.name)).toEqual(["Eva"]);
    const descending = (await list({ sortOrder: "DESCENDING", pageSize: 1 })).json();
    expect(descending.list[0].name).toBe("Eva");
    const direct = (await list({ recursive: false })).json();
    expect(direct.count).toBe(3);
    const filtered = (await list({ filterValue: "YRI" })).json();
    expect(filtered.list.map((u: { name: string }) => u.name)).toEqual(["Cyril"]);
    const wildcard = (await list({ filterValue: "%" })).json();
    expect(wildcard.count).toBe(0);
    expect(first.list[0]).toMatchObject({ orgName: "Listing", login: "list-1" });
    // Each row is its own type's row, field for field: nothing more goes out (no password hash) and nothing is lost.
    expect(Object.keys(first.list[0]).sort()).toEqual(Object.keys(userListRow.shape).sort());
  });

  it("lists organizations and roles, and refuses unknown sort fields and page sizes", async () => {
    const { token } = await ctx.signIn("admin");
    const orgs = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "ORGANIZATION" } })).json();
    expect(orgs.list[0]).toHaveProperty("fullOrgPath");
    await createTestRole(ctx.database.db, { name: "Listed role", authorities: [] });
    const roles = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USERGROUP", filterValue: "listed" } })).json();
    expect(roles.list.map((r: { name: string }) => r.name)).toEqual(["Listed role"]);
    expect((await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", sortField: "passwordHash" } })).json()).toMatchObject({
      code: "VALIDATION",
      details: [{ field: "sortField" }],
    });
    expect((await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", pageSize: 0 } })).statusCode).toBe(400);
    expect((await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", currentPage: -1 } })).statusCode).toBe(400);
  });

  it("keeps other organizations out and needs the type's authority", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "List North" });
    const south = await createTestOrganization(ctx.database.db, { name: "List South" });
    await createTestUser(ctx.database.db, { login: "south-secret", orgId: south.id });
    const northAdmin = await ctx.userWith(["USER_ADMIN"], north.id);
    const own = (await ctx.call({ method: "POST", url: "/list", token: northAdmin.token, payload: { type: "USER" } })).json();
    expect(own.list.map((u: { login: string }) => u.login)).toEqual([northAdmin.user.login]);
    expect((await ctx.call({ method: "POST", url: "/list", token: northAdmin.token, payload: { type: "USER", parentOrgId: south.id } })).statusCode).toBe(404);
    expect(
      (await ctx.call({ method: "POST", url: "/list/multi", token: northAdmin.token, payload: { type: "USER", parentOrgIds: [north.id, south.id] } }))
        .statusCode,
    ).toBe(404);
    const viewer = await ctx.userWith(["ALARM_TABLE"], north.id);
    expect((await ctx.call({ method: "POST", url: "/list", token: viewer.token, payload: { type: "USER" } })).statusCode).toBe(403);
  });
});

describe("POST /list/multi and /list/membership", () => {
  it("lists over several organizations, and the users of a role and the roles of a user", async () => {
    const { token } = await ctx.signIn("admin");
    const a = await createTestOrganization(ctx.database.db, { name: "Multi A" });
    const b = await createTestOrganization(ctx.database.db, { name: "Multi B" });
    const c = await createTestOrganization(ctx.database.db, { name: "Multi C" });
    const role = await createTestRole(ctx.database.db, { orgId: a.id, name: "Members", authorities: [] });
    const inA = await createTestUser(ctx.database.db, { login: "multi-a", orgId: a.id, roleIds: [role.id] });
    await createTestUser(ctx.database.db, { login: "multi-b", orgId: b.id, roleIds: [role.id] });
    await createTestUser(ctx.database.db, { login: "multi-c", orgId: c.id });

    const multi = (
      await ctx.call({ method: "POST", url: "/list/multi", token, payload: { type: "USER", parentOrgIds: [a.id, b.id], sortField: "login" } })
    ).json();
    expect(multi.list.map((u: { login: string }) => u.login)).toEqual(["multi-a", "multi-b"]);

    const members = (
      await ctx.call({
        method: "POST",
        url: "/list/membership",
        token,
        payload: { type: "USER", referenceType: "USERGROUP", objectId: role.id, pageSize: 10000 },
      })
    ).json();
    expect(members.list.map((u: { login: string }) => u.login).sort()).toEqual(["multi-a", "multi-b"]);
    const rolesOfUser = (
      await ctx.call({ method: "POST", url: "/list/membership", token, payload: { type: "USERGROUP", referenceType: "USER", objectId: inA.id } })
    ).json();
    expect(rolesOfUser.list.map((r: { name: string }) => r.name)).toEqual(["Members"]);
    const unsupported = await ctx.call({
      method: "POST",
      url: "/list/membership",
      token,
      payload: { type: "ORGANIZATION", referenceType: "USER", objectId: inA.id },
    });
    expect(unsupported.json().code).toBe("VALIDATION");
  });

  it("hides the membership of an object outside the caller's scope", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "Member North" });
    const south = await createTestOrganization(ctx.database.db, { name: "Member South" });
    const southRole = await createTestRole(ctx.database.db, { orgId: south.id, authorities: [] });
    const northAdmin = await ctx.userWith(["USER_ADMIN", "ROLE_ADMIN"], north.id);
    const response = await ctx.call({
      method: "POST",
      url: "/list/membership",
      token: northAdmin.token,
      payload: { type: "USER", referenceType: "USERGROUP", objectId: southRole.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /list inputs", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "refuses the sort field %s, which only the prototype has, with 400",
    async (sortField) => {
      const { token } = await ctx.signIn("admin");
      for (const url of ["/list", "/list/multi"]) {
        const response = await ctx.call({ method: "POST", url, token, payload: { type: "USER", sortField } });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "sortField", code: "UNSUPPORTED" }] });
      }
    },
  );

  it("takes the fields of /list on /list/multi: parentOrgId alone, or with parentOrgIds", async () => {
    const { token } = await ctx.signIn("admin");
    const a = await createTestOrganization(ctx.database.db, { name: "Same fields A" });
    const b = await createTestOrganization(ctx.database.db, { name: "Same fields B" });
    await createTestUser(ctx.database.db, { login: "same-a", orgId: a.id });
    await createTestUser(ctx.database.db, { login: "same-b", orgId: b.id });
    const logins = async (payload: Record<string, unknown>) => {
      const response = await ctx.call({ method: "POST", url: "/list/multi", token, payload: { type: "USER", sortField: "login", ...payload } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().list.map((u: { login: string }) => u.login);
    };
    expect(await logins({ parentOrgId: a.id })).toEqual(["same-a"]);
    expect(await logins({ parentOrgId: a.id, parentOrgIds: [b.id] })).toEqual(["same-a", "same-b"]);
    expect(await logins({ parentOrgIds: [b.id, b.id] })).toEqual(["same-b"]);
  });

  it("answers each list as JSON with its content type", async () => {
    const { token, user } = await ctx.signIn("admin");
    const role = await createTestRole(ctx.database.db, { name: "Typed answer", authorities: [] });
    const requests = [
      { url: "/list", payload: { type: "USER" } },
      { url: "/list/multi", payload: { type: "USERGROUP", parentOrgIds: [user.orgId] } },
      { url: "/list/membership", payload: { type: "USER", referenceType: "USERGROUP", objectId: role.id } },
    ];
    for (const { url, payload } of requests) {
      const response = await ctx.call({ method: "POST", url, token, payload });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"], url).toBe("application/json; charset=utf-8");
    }
  });

  it("documents which kind is objectId's on /list/membership: referenceType, and type is the rows' kind", async () => {
    const document = (await ctx.call({ method: "GET", url: "/openapi.json" })).json();
    const properties = document.components.schemas.MembershipRequest.properties;
    expect(properties.objectId.description).toMatch(/its kind is `referenceType`/);
    expect(properties.referenceType.description).toMatch(/kind of `objectId`/);
    expect(properties.type.description).toMatch(/kind of the objects listed/);
  });

  it("answers the last possible page empty instead of failing", async () => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USER", currentPage: 2_147_483_647, pageSize: 10_000 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ list: [], currentPage: 2_147_483_647 });
  });
});
