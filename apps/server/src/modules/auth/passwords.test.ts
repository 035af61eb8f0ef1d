import { PASSWORD_MIN_LENGTH, type User } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { isCommonPassword, loadCommonPasswords } from "./passwords.js";

const ctx = useTestApp();

describe("the common-password list", () => {
  it("holds lower-case passwords that the length rule alone would accept", async () => {
    const list = [...(await loadCommonPasswords())];
    expect(list.length).toBeGreaterThan(1000);
    // A shorter minimum length would let shorter common passwords through: regenerate the list then.
    expect(list.filter((password) => password.length < PASSWORD_MIN_LENGTH)).toEqual([]);
    expect(list.filter((password) => password !== password.toLowerCase())).toEqual([]);
  });

  it("matches regardless of case and leaves uncommon passwords alone", async () => {
    expect(await isCommonPassword("Password1234")).toBe(true);
    expect(await isCommonPassword("QWERTYUIOP123")).toBe(true);
    expect(await isCommonPassword(TEST_PASSWORD)).toBe(false);
  });
});

describe("every place a password is set refuses a common one", () => {
  const refusedAsCommon = (field: string) => ({ code: "VALIDATION", details: [{ field, code: "COMMON", message: expect.any(String) }] });

  it("the own password change", async () => {
    const { token } = await ctx.userWith([]);
    const response = await ctx.call({
      method: "PATCH",
      url: "/users/change-password",
      token,
      payload: { previousPassword: TEST_PASSWORD, newPassword: "Password1234" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusedAsCommon("newPassword"));
  });

  it("a new user and a password set by an administrator", async () => {
    const admin = await ctx.signIn("admin");
    const newUser = { login: "common-password-user", name: "Common", surname: "User", email: null, orgId: 1, roleIds: [] };
    const refused = await ctx.call({ method: "POST", url: "/users", token: admin.token, payload: { ...newUser, password: "qwertyuiop123" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusedAsCommon("password"));

    const created = await ctx.call({ method: "POST", url: "/users", token: admin.token, payload: { ...newUser, password: "lantern-quartz-77" } });
    expect(created.statusCode).toBe(200);
    const user = created.json<User>();
    const update = {
      id: user.id,
      version: user.version,
      name: user.name,
      surname: user.surname,
      email: user.email,
      language: user.language,
      roleIds: [],
      active: true,
    };
    const changed = await ctx.call({ method: "PUT", url: "/users", token: admin.token, payload: { ...update, password: "1q2w3e4r5t6y" } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject(refusedAsCommon("password"));
  });
});
