import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_PASSWORD, prepareFirstStart } from "../../bootstrap/first-start.js";
import { createTestDatabase } from "../../../test/test-database.js";
import { TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

const changePassword = (token: string, payload: unknown) => ctx.call({ method: "PATCH", url: "/users/change-password", token, payload: payload as object });

describe("PATCH /users/change-password", () => {
  it("refuses a wrong previous password and names the field", async () => {
    const { token } = await ctx.userWith([]);
    const response = await changePassword(token, { previousPassword: "wrong", newPassword: "brand-new-pass-9" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "previousPassword", code: "WRONG_PASSWORD" }] });
  });

  it.each([
    ["short1", "TOO_SHORT"],
    ["onlyletters-here", "NEEDS_LETTER_AND_DIGIT"],
    ["1234567890123", "NEEDS_LETTER_AND_DIGIT"],
  ])("refuses the weak password %s (%s)", async (newPassword, problem) => {
    const { token } = await ctx.userWith([]);
    const response = await changePassword(token, { previousPassword: TEST_PASSWORD, newPassword });
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "newPassword", code: problem }] });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const current = await ctx.userWith([]);
    const other = await ctx.signIn(current.user.login);
    const response = await changePassword(current.token, { previousPassword: TEST_PASSWORD, newPassword: "brand-new-pass-9" });
    expect(response.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: "/verify", token: current.token })).statusCode).toBe(200);
    expect((await ctx.call({ method: "GET", url: "/verify", token: other.token })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/auth", payload: { login: current.user.login, password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.signIn(current.user.login, "brand-new-pass-9")).user.login).toBe(current.user.login);
  });

  it("answers VALIDATION for a malformed body", async () => {
    const { token } = await ctx.userWith([]);
    expect((await changePassword(token, { newPassword: "x" })).json().code).toBe("VALIDATION");
  });
});

describe("the default admin password", () => {
  it("is flagged until it is changed", async () => {
    const database = await createTestDatabase();
    try {
      await prepareFirstStart(database.db, { adminPassword: undefined, demoData: true });
      const again = await prepareFirstStart(database.db, { adminPassword: undefined, demoData: true });
      expect(again.created).toBe(false);
      const { buildApp } = await import("../../app.js");
      const app = await buildApp(ctx.config, database);
      const login = await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: DEFAULT_ADMIN_PASSWORD } });
      const { token, user } = login.json();
      expect(user.usingDefaultPassword).toBe(true);
      await app.inject({
        method: "PATCH",
        url: "/rest/api/users/change-password",
        headers: { authorization: `Bearer ${token}` },
        payload: { previousPassword: DEFAULT_ADMIN_PASSWORD, newPassword: "a-much-better-one-7" },
      });
      const verify = await app.inject({ method: "GET", url: "/rest/api/verify", headers: { authorization: `Bearer ${token}` } });
      expect(verify.json().user.usingDefaultPassword).toBe(false);
      await app.close();
    } finally {
      await database.close();
    }
  });
});

describe("PATCH /account/language", () => {
  it("stores the language and refuses an unknown one", async () => {
    const { token } = await ctx.userWith([]);
    const response = await ctx.call({ method: "PATCH", url: "/account/language", token, payload: { language: "CZECH" } });
    expect(response.json().user.language).toBe("CZECH");
    expect((await ctx.call({ method: "GET", url: "/verify", token })).json().user.language).toBe("CZECH");
    const bad = await ctx.call({ method: "PATCH", url: "/account/language", token, payload: { language: "KLINGON" } });
    expect(bad.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "language" }] });
  });
});

describe("GET /locale", () => {
  it("answers the console's translation map without sign-in", async () => {
    const response = await ctx.call({ method: "GET", url: "/locale?language=GERMAN" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.language).toBe("GERMAN");
    expect(body.languages.map((l: { tag: string }) => l.tag)).toEqual(["en", "de", "cs", "fr", "it"]);
    expect(Object.keys(body.messages).length).toBeGreaterThan(0);
    const english = (await ctx.call({ method: "GET", url: "/locale" })).json();
    expect(JSON.stringify(english.messages)).not.toEqual(JSON.stringify(body.messages));
  });
});
