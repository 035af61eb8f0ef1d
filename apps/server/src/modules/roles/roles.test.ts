import { describe, expect, it } from "vitest";
import { createTestOrganization, createTestRole } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

describe("roles", () => {
  it("creates, changes and deletes a role; its users gain and lose its authorities", async () => {
    const { token } = await ctx.signIn("admin");
    const created = await ctx.call({
      method: "POST",
      url: "/user-groups",
      token,
      payload: { name: "Dispatchers", orgId: 1, authorities: ["MANUAL_CALL", "ALARM_TABLE", "ALARM_TABLE"] },
    });
    expect(created.statusCode).toBe(200);
    const role = created.json();
    expect(role).toMatchObject({ name: "Dispatchers", orgName: "Total system", authorities: ["ALARM_TABLE", "MANUAL_CALL"] });

    const user = (
      await ctx.call({
        method: "POST",
        url: "/users",
        token,
        payload: { login: "dispatch-1", password: "a-good-password-1", name: "D", surname: "One", orgId: 1, roleIds: [role.id] },
      })
    ).json();
    expect((await ctx.signIn("dispatch-1", "a-good-password-1")).user.authorities).toEqual(["ALARM_TABLE", "MANUAL_CALL"]);

    const changed = await ctx.call({
      method: "PUT",
      url: "/user-groups",
      token,
      payload: { id: role.id, version: role.version, name: "Dispatch", authorities: ["REPORTS"] },
    });
    expect(changed.json()).toMatchObject({ name: "Dispatch", authorities: ["REPORTS"] });
    expect((await ctx.signIn("dispatch-1", "a-good-password-1")).user.authorities).toEqual(["REPORTS"]);

    const inUse = await ctx.call({ method: "DELETE", url: `/user-groups/${role.id}`, token });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().reason).toBe('Object "Dispatch" is tightly used by others');
    expect(inUse.json().usedBy).toEqual({ object: "Dispatch", users: [{ type: "USER", name: "dispatch-1" }], total: 1 });
    await ctx.call({ method: "DELETE", url: `/users/${user.id}`, token });
    expect((await ctx.call({ method: "DELETE", url: `/user-groups/${role.id}`, token })).json()).toEqual({ status: "ok" });
  });

  it("refuses unknown authorities, empty names and stale versions", async () => {
    const { token } = await ctx.signIn("admin");
    expect((await ctx.call({ method: "POST", url: "/user-groups", token, payload: { name: "X", orgId: 1, authorities: ["FLY"] } })).json().code).toBe(
      "VALIDATION",
    );
    expect((await ctx.call({ method: "POST", url: "/user-groups", token, payload: { name: "", orgId: 1, authorities: [] } })).json().code).toBe("VALIDATION");
    const role = (await ctx.call({ method: "POST", url: "/user-groups", token, payload: { name: "Stale", orgId: 1, authorities: [] } })).json();
    await ctx.call({ method: "PUT", url: "/user-groups", token, payload: { id: role.id, version: role.version, name: "S1", authorities: [] } });
    expect(
      (await ctx.call({ method: "PUT", url: "/user-groups", token, payload: { id: role.id, version: role.version, name: "S2", authorities: [] } })).statusCode,
    ).toBe(409);
  });

  it("does not let a role administrator grant authorities it lacks", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Role escalation" });
    const { token } = await ctx.userWith(["ROLE_ADMIN"], org.id);
    const response = await ctx.call({
      method: "POST",
      url: "/user-groups",
      token,
      payload: { name: "Mine", orgId: org.id, authorities: ["ROLE_ADMIN", "USER_ADMIN"] },
    });
    expect(response.statusCode).toBe(403);
    const ok = await ctx.call({ method: "POST", url: "/user-groups", token, payload: { name: "Mine", orgId: org.id, authorities: ["ROLE_ADMIN"] } });
    expect(ok.statusCode).toBe(200);
  });

  it("does not let a role administrator edit, strip or delete a role stronger than itself", async () => {
    const { token } = await ctx.userWith(["ROLE_ADMIN"]);
    const list = (await ctx.call({ method: "POST", url: "/list", token, payload: { type: "USERGROUP", filterValue: "Administrators" } })).json();
    const administrators = (await ctx.call({ method: "GET", url: `/user-groups/${list.list[0].id}`, token })).json();
    expect(administrators.authorities.length).toBeGreaterThan(1);
    for (const change of [{ authorities: ["ROLE_ADMIN"] }, { authorities: [] }, { name: "Renamed", authorities: administrators.authorities }]) {
      const response = await ctx.call({
        method: "PUT",
        url: "/user-groups",
        token,
        payload: { id: administrators.id, version: administrators.version, name: administrators.name, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json()).toMatchObject({
        code: "ACCESS_DENIED",
        reason: expect.stringMatching(/^Role "Administrators" holds authorities you do not hold: .*USER_ADMIN/),
      });
    }
    const removed = await ctx.call({ method: "DELETE", url: `/user-groups/${administrators.id}`, token });
    expect(removed.json()).toMatchObject({ code: "ACCESS_DENIED" });
    expect((await ctx.call({ method: "GET", url: `/user-groups/${administrators.id}`, token })).json()).toEqual(administrators);
  });

  it("lets a role administrator edit and delete a role whose authorities are within its own", async () => {
    const { token } = await ctx.userWith(["ROLE_ADMIN", "REPORTS", "ALARM_TABLE"]);
    const weaker = await createTestRole(ctx.database.db, { authorities: ["REPORTS", "ALARM_TABLE"], name: "Report readers" });
    const stripped = await ctx.call({
      method: "PUT",
      url: "/user-groups",
      token,
      payload: { id: weaker.id, version: weaker.version, name: "Readers", authorities: ["REPORTS"] },
    });
    expect(stripped.json()).toMatchObject({ name: "Readers", authorities: ["REPORTS"] });
    expect((await ctx.call({ method: "DELETE", url: `/user-groups/${weaker.id}`, token })).json()).toEqual({ status: "ok" });
  });
});
