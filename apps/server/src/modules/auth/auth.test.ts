import { SignJWT } from "jose";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serverSettings, users } from "../../db/schema/index.js";
import { createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

const signInAs = (login: unknown, password: unknown = TEST_PASSWORD) => ctx.call({ method: "POST", url: "/auth", payload: { login, password } });

describe("POST /auth", () => {
  it("signs in with the right password and answers tokens and the current user", async () => {
    const response = await signInAs("admin");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ login: "admin", orgId: 1, orgName: "Total system", twoFactorEnabled: false });
    expect(body.user.authorities).toContain("ALARM_TABLE");
  });

  it("answers exactly the authorities of the user's roles", async () => {
    await ctx.userWith(["USER_ADMIN"]);
    const { user } = await ctx.userWith(["ALARM_TABLE", "REPORTS"]);
    expect(user.authorities).toEqual(["ALARM_TABLE", "REPORTS"]);
  });

  it("treats the login case-insensitively", async () => {
    expect((await signInAs("ADMIN")).statusCode).toBe(200);
  });

  it("refuses a wrong password and an unknown login alike", async () => {
    for (const response of [await signInAs("admin", "wrong"), await signInAs("nobody-here")]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "INVALID_CREDENTIALS", reason: "Invalid username or password!" });
    }
  });

  it("refuses an inactive user with the same answer", async () => {
    const user = await createTestUser(ctx.database.db, { login: "inactive-user" });
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await signInAs("inactive-user")).json().code).toBe("INVALID_CREDENTIALS");
  });

  it.each([
    ["an empty body", undefined],
    ["a missing password", { login: "admin" }],
    ["a number as login", { login: 5, password: "x" }],
    ["an empty login", { login: "", password: "x" }],
    ["a code that is not six digits", { login: "admin", password: "x", code: "12ab" }],
    ["an array", [1, 2]],
    ["an overlong login", { login: "a".repeat(5000), password: "x" }],
  ])("answers 400 VALIDATION for %s", async (_, payload) => {
    const response = await ctx.call({ method: "POST", url: "/auth", payload: payload as object });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(typeof response.json().reason).toBe("string");
  });

  it("answers 400 VALIDATION for a body that is not JSON", async () => {
    const response = await ctx.call({ method: "POST", url: "/auth", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
  });

  it("names the failing fields in details", async () => {
    const response = await ctx.call({ method: "POST", url: "/auth", payload: { login: "admin" } });
    expect(response.json().details).toEqual([expect.objectContaining({ field: "password" })]);
  });
});

describe("GET /verify", () => {
  it("answers the current user for a valid token", async () => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "GET", url: "/verify", token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.login).toBe("admin");
  });

  it("answers 401 without a token, with a forged token and with an expired one", async () => {
    const { user } = await ctx.signIn("admin");
    const [secret] = await ctx.database.db.select().from(serverSettings).where(eq(serverSettings.key, "jwt-signing-secret"));
    const key = new TextEncoder().encode(secret!.value);
    const session = (await ctx.signIn("admin")).token.split(".")[1]!;
    const { sid } = JSON.parse(Buffer.from(session, "base64url").toString());
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("x".repeat(48)));
    for (const token of [undefined, "garbage", expired, forged]) {
      const response = await ctx.call({ method: "GET", url: "/verify", token });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
  });
});

describe("POST /refresh", () => {
  it("rotates: the new pair works and the old refresh token does not", async () => {
    const first = await ctx.signIn("admin");
    const refreshed = await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: first.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await ctx.call({ method: "GET", url: "/verify", token: second.token })).statusCode).toBe(200);

    const again = await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: first.refreshToken } });
    expect(again.statusCode).toBe(401);
  });

  it("ends the whole session when a used refresh token is presented again", async () => {
    const first = await ctx.signIn("admin");
    const second = (await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: first.refreshToken } })).json();
    await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: first.refreshToken } });
    expect((await ctx.call({ method: "GET", url: "/verify", token: second.token })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: second.refreshToken } })).statusCode).toBe(401);
  });

  it("refuses unknown and malformed refresh tokens", async () => {
    expect((await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: "unknown" } })).json().code).toBe("UNAUTHORIZED");
    expect((await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: 42 } })).json().code).toBe("VALIDATION");
  });
});

describe("GET /logout", () => {
  it("revokes the access token and the refresh token of the session, and only those", async () => {
    const session = await ctx.signIn("admin");
    const other = await ctx.signIn("admin");
    const response = await ctx.call({ method: "GET", url: "/logout", token: session.token });
    expect(response.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: "/verify", token: session.token })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: session.refreshToken } })).statusCode).toBe(401);
    expect((await ctx.call({ method: "GET", url: "/verify", token: other.token })).statusCode).toBe(200);
  });
});

describe("GET /ui-columns-order/is-allowed", () => {
  it("follows the TABLE_COLUMNS_ORDER authority", async () => {
    const admin = await ctx.signIn("admin");
    const viewer = await ctx.userWith(["ALARM_TABLE"]);
    expect((await ctx.call({ method: "GET", url: "/ui-columns-order/is-allowed", token: admin.token })).json()).toEqual({ allowed: true });
    expect((await ctx.call({ method: "GET", url: "/ui-columns-order/is-allowed", token: viewer.token })).json()).toEqual({ allowed: false });
  });
});
