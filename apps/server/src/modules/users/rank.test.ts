import type { User } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { createTestRole, TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

const NEW_PASSWORD = "taken-over-2024";

/** The body of `PUT /users` that keeps everything of `user` except `change`. */
const updateOf = (user: User, change: Record<string, unknown> = {}) => ({
  id: user.id,
  version: user.version,
  name: user.name,
  surname: user.surname,
  email: user.email,
  language: user.language,
  roleIds: user.roles.map((role) => role.id),
  active: user.active,
  ...change,
});

async function readUser(token: string, id: number): Promise<User> {
  return (await ctx.call({ method: "GET", url: `/users/${id}`, token })).json<User>();
}

describe("rank between users", () => {
  it("does not let a user administrator take over, deactivate, strip or delete the administrator", async () => {
    const userAdmin = await ctx.userWith(["USER_ADMIN"]);
    const { user: admin } = await ctx.signIn("admin");
    const target = await readUser(userAdmin.token, admin.id);

    for (const change of [{ password: NEW_PASSWORD }, { active: false }, { roleIds: [] }, { name: "Renamed" }]) {
      const response = await ctx.call({ method: "PUT", url: "/users", token: userAdmin.token, payload: updateOf(target, change) });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json()).toMatchObject({
        code: "ACCESS_DENIED",
        reason: expect.stringMatching(/^User "admin" holds authorities you do not hold: .*ORGANIZATION_ADMIN/),
      });
    }
    const deleted = await ctx.call({ method: "DELETE", url: `/users/${admin.id}`, token: userAdmin.token });
    expect(deleted.json()).toMatchObject({ code: "ACCESS_DENIED" });

    const refused = await ctx.call({ method: "POST", url: "/auth", payload: { login: "admin", password: NEW_PASSWORD } });
    expect(refused.json().code).toBe("INVALID_CREDENTIALS");
    expect(await readUser(userAdmin.token, admin.id)).toEqual(target);
    await ctx.signIn("admin");
  });

  it("lets a user administrator manage a user whose authorities are within its own", async () => {
    const userAdmin = await ctx.userWith(["USER_ADMIN", "ALARM_TABLE"]);
    const viewers = await createTestRole(ctx.database.db, { authorities: ["ALARM_TABLE"], name: "Rank viewers" });
    const peers = await createTestRole(ctx.database.db, { authorities: ["USER_ADMIN"], name: "Rank peers" });
    const created = await ctx.call({
      method: "POST",
      url: "/users",
      token: userAdmin.token,
      payload: { login: "rank-weaker", password: TEST_PASSWORD, name: "W", surname: "Eaker", roleIds: [viewers.id, peers.id], orgId: 1 },
    });
    expect(created.statusCode).toBe(200);
    const weaker = created.json<User>();

    const changed = await ctx.call({
      method: "PUT",
      url: "/users",
      token: userAdmin.token,
      payload: updateOf(weaker, { password: NEW_PASSWORD, roleIds: [viewers.id] }),
    });
    expect(changed.json()).toMatchObject({ roles: [{ id: viewers.id }] });
    expect((await ctx.signIn("rank-weaker", NEW_PASSWORD)).user.authorities).toEqual(["ALARM_TABLE"]);
    const deactivated = await ctx.call({ method: "PUT", url: "/users", token: userAdmin.token, payload: updateOf(changed.json<User>(), { active: false }) });
    expect(deactivated.json().active).toBe(false);
    expect((await ctx.call({ method: "DELETE", url: `/users/${weaker.id}`, token: userAdmin.token })).json()).toEqual({ status: "ok" });
  });

  it("does not let a user administrator give itself or another a role beyond its own authorities", async () => {
    const userAdmin = await ctx.userWith(["USER_ADMIN"]);
    const admin = await ctx.signIn("admin");
    const administrators = (await readUser(admin.token, admin.user.id)).roles;
    const self = await readUser(userAdmin.token, userAdmin.user.id);
    const raise = await ctx.call({
      method: "PUT",
      url: "/users",
      token: userAdmin.token,
      payload: updateOf(self, { roleIds: [...self.roles.map((role) => role.id), ...administrators.map((role) => role.id)] }),
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().reason).toMatch(/^Role "Administrators" grants authorities you do not hold/);
    expect((await readUser(userAdmin.token, self.id)).roles).toEqual(self.roles);
  });
});
