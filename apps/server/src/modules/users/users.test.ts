import { describe, expect, it } from "vitest";
import { createTestOrganization, createTestRole } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

const newUser = (overrides: Record<string, unknown> = {}) => ({
  login: `u-${Math.random().toString(36).slice(2, 9)}`,
  password: "a-good-password-1",
  name: "Jana",
  surname: "Dvořák",
  email: "jana@example.org",
  language: "CZECH",
  orgId: 1,
  roleIds: [],
  ...overrides,
});

describe("users", () => {
  it("creates, reads, finds by login, updates and deletes a user", async () => {
    const { token } = await ctx.signIn("admin");
    const role = await createTestRole(ctx.database.db, { authorities: ["ALARM_TABLE"], name: "Viewers" });
    const created = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ login: "jana.d@home", roleIds: [role.id] }) });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({ login: "jana.d@home", surname: "Dvořák", language: "CZECH", active: true, roles: [{ id: role.id, name: "Viewers" }] });
    expect(user).not.toHaveProperty("passwordHash");

    const found = await ctx.call({ method: "GET", url: `/users/find-by-login/${encodeURIComponent("jana.d@home")}`, token });
    expect(found.json().id).toBe(user.id);
    expect((await ctx.signIn("jana.d@home", "a-good-password-1")).user.authorities).toEqual(["ALARM_TABLE"]);

    const updated = await ctx.call({
      method: "PUT",
      url: "/users",
      token,
      payload: { id: user.id, version: user.version, name: "Jana", surname: "Nováková", email: null, language: "GERMAN", roleIds: [], active: true },
    });
    expect(updated.json()).toMatchObject({ surname: "Nováková", email: null, language: "GERMAN", roles: [] });

    expect((await ctx.call({ method: "DELETE", url: `/users/${user.id}`, token })).json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: `/users/${user.id}`, token })).statusCode).toBe(404);
  });

  it("refuses a taken login (any case), a weak password, a bad email and unknown roles", async () => {
    const { token } = await ctx.signIn("admin");
    const taken = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ login: "ADMIN" }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([expect.objectContaining({ field: "login", code: "TAKEN" })]);
    const weak = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ password: "short" }) });
    expect(weak.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "password", code: "TOO_SHORT" }] });
    const email = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ email: "not-an-email" }) });
    expect(email.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "email" }] });
    const role = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ roleIds: [424242] }) });
    expect(role.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "roleIds" }] });
    const login = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ login: "has space" }) });
    expect(login.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "login" }] });
  });

  it("ends a deactivated user's sessions and refuses their sign-in", async () => {
    const { token } = await ctx.signIn("admin");
    const user = (await ctx.call({ method: "POST", url: "/users", token, payload: newUser() })).json();
    const session = await ctx.signIn(user.login, "a-good-password-1");
    const payload = { id: user.id, version: user.version, name: user.name, surname: user.surname, language: user.language, roleIds: [], active: false };
    expect((await ctx.call({ method: "PUT", url: "/users", token, payload })).json().active).toBe(false);
    expect((await ctx.call({ method: "GET", url: "/verify", token: session.token })).statusCode).toBe(401);
    const refused = await ctx.call({ method: "POST", url: "/auth", payload: { login: user.login, password: "a-good-password-1" } });
    expect(refused.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses a stale version, deleting or deactivating oneself", async () => {
    const admin = await ctx.signIn("admin");
    const user = (await ctx.call({ method: "POST", url: "/users", token: admin.token, payload: newUser() })).json();
    const payload = { id: user.id, version: user.version, name: "A", surname: "B", language: "ENGLISH", roleIds: [], active: true };
    await ctx.call({ method: "PUT", url: "/users", token: admin.token, payload });
    expect((await ctx.call({ method: "PUT", url: "/users", token: admin.token, payload })).statusCode).toBe(409);
    expect((await ctx.call({ method: "DELETE", url: `/users/${admin.user.id}`, token: admin.token })).statusCode).toBe(403);
    const self = (await ctx.call({ method: "GET", url: `/users/${admin.user.id}`, token: admin.token })).json();
    const deactivateSelf = {
      id: self.id,
      version: self.version,
      name: self.name,
      surname: self.surname,
      language: self.language,
      roleIds: self.roles.map((r: { id: number }) => r.id),
      active: false,
    };
    expect((await ctx.call({ method: "PUT", url: "/users", token: admin.token, payload: deactivateSelf })).statusCode).toBe(403);
  });

  it("does not let a user administrator hand out authorities it lacks", async () => {
    const org = await createTestOrganization(ctx.database.db, { name: "Escalation" });
    const powerful = await createTestRole(ctx.database.db, { orgId: org.id, authorities: ["USER_ADMIN", "ORGANIZATION_ADMIN"] });
    const { token } = await ctx.userWith(["USER_ADMIN"], org.id);
    const response = await ctx.call({ method: "POST", url: "/users", token, payload: newUser({ orgId: org.id, roleIds: [powerful.id] }) });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toContain("ORGANIZATION_ADMIN");
  });

  it("keeps users of other organizations out of reach", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "Users North" });
    const south = await createTestOrganization(ctx.database.db, { name: "Users South" });
    const southAdmin = await ctx.userWith(["USER_ADMIN"], south.id);
    const northUser = (
      await ctx.call({ method: "POST", url: "/users", token: (await ctx.signIn("admin")).token, payload: newUser({ orgId: north.id }) })
    ).json();
    expect((await ctx.call({ method: "GET", url: `/users/${northUser.id}`, token: southAdmin.token })).statusCode).toBe(404);
    expect((await ctx.call({ method: "GET", url: `/users/find-by-login/${northUser.login}`, token: southAdmin.token })).statusCode).toBe(404);
    expect((await ctx.call({ method: "DELETE", url: `/users/${northUser.id}`, token: southAdmin.token })).statusCode).toBe(404);
    const createThere = await ctx.call({ method: "POST", url: "/users", token: southAdmin.token, payload: newUser({ orgId: north.id }) });
    expect(createThere.statusCode).toBe(404);
  });
});
