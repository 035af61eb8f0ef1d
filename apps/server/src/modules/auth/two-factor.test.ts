import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { securityEvents } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

/** A code of the time step `stepsAhead` from now, as an authenticator app would show then. */
const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

const statusOf = async (login: string, token: string) =>
  (await ctx.call({ method: "GET", url: `/user-2fa-status?userLogin=${encodeURIComponent(login)}`, token })).json();

const securityEventsOf = (userId: number) => ctx.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));

async function enableTwoFactor(token: string) {
  const setup = (await ctx.call({ method: "POST", url: "/generate-qr-url", token })).json();
  const confirmed = await ctx.call({ method: "POST", url: "/confirm-2fa", token, payload: { code: await codeFor(setup.secret) } });
  expect(confirmed.json()).toEqual({ status: "ok" });
  return setup.secret as string;
}

describe("two-factor setup", () => {
  it("hands out a QR code as a PNG image of an otpauth URL with the secret", async () => {
    const { token } = await ctx.userWith([]);
    const response = await ctx.call({ method: "POST", url: "/generate-qr-url", token });
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(setup.otpauthUrl).searchParams.get("secret")).toBe(setup.secret);
    const png = Buffer.from(setup.qrImage.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("stays off until a code confirms the scanned secret, and refuses a wrong code", async () => {
    const { token, user } = await ctx.userWith([]);
    const setup = (await ctx.call({ method: "POST", url: "/generate-qr-url", token })).json();
    const wrong = await ctx.call({ method: "POST", url: "/confirm-2fa", token, payload: { code: "000000" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("INVALID_VERIFICATION_CODE");
    expect((await ctx.call({ method: "GET", url: `/user-2fa-status?userLogin=${user.login}`, token })).json().enabled).toBe(false);
    await ctx.call({ method: "POST", url: "/confirm-2fa", token, payload: { code: await codeFor(setup.secret) } });
    expect((await ctx.call({ method: "GET", url: `/user-2fa-status?userLogin=${user.login}`, token })).json().enabled).toBe(true);
  });

  it("refuses confirmation without a started setup", async () => {
    const { token } = await ctx.userWith([]);
    const response = await ctx.call({ method: "POST", url: "/confirm-2fa", token, payload: { code: "123456" } });
    expect(response.statusCode).toBe(409);
  });
});

describe("sign-in with two-factor", () => {
  it("asks for the code, refuses a wrong one, accepts the right one once", async () => {
    const { token, user } = await ctx.userWith([]);
    const secret = await enableTwoFactor(token);
    const attempt = (code?: string) =>
      ctx.call({ method: "POST", url: "/auth", payload: { login: user.login, password: "correct-horse-42", ...(code ? { code } : {}) } });

    const noCode = await attempt();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe("VERIFICATION_CODE_REQUIRED");

    const wrong = await attempt("000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "INVALID_VERIFICATION_CODE", reason: "Invalid authentication code!" });

    const code = await codeFor(secret, 1);
    const ok = await attempt(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.twoFactorEnabled).toBe(true);

    const replay = await attempt(code);
    expect(replay.json().code).toBe("INVALID_VERIFICATION_CODE");
  });

  it("does not ask for a code when the password is wrong", async () => {
    const { token, user } = await ctx.userWith([]);
    await enableTwoFactor(token);
    const response = await ctx.call({ method: "POST", url: "/auth", payload: { login: user.login, password: "nope" } });
    expect(response.json().code).toBe("INVALID_CREDENTIALS");
  });
});

describe("turning two-factor off", () => {
  it("needs a current code from the user", async () => {
    const { token, user } = await ctx.userWith([]);
    const secret = await enableTwoFactor(token);
    expect((await ctx.call({ method: "POST", url: "/disable-2fa", token, payload: { code: "000000" } })).statusCode).toBe(400);
    const ok = await ctx.call({ method: "POST", url: "/disable-2fa", token, payload: { code: await codeFor(secret, 1) } });
    expect(ok.json()).toEqual({ status: "ok" });
    expect((await ctx.signIn(user.login)).user.twoFactorEnabled).toBe(false);
  });

  it("refuses to reset one's own two-factor without a current code, even for a user administrator", async () => {
    const { token, user } = await ctx.userWith(["USER_ADMIN"]);
    const secret = await enableTwoFactor(token);
    const resetOwn = (payload?: object) =>
      ctx.call({ method: "PATCH", url: `/reset-2fa-status?userLogin=${encodeURIComponent(user.login)}`, token, ...(payload ? { payload } : {}) });

    const withoutCode = await resetOwn();
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().code).toBe("VERIFICATION_CODE_REQUIRED");
    const wrongCode = await resetOwn({ code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe("INVALID_VERIFICATION_CODE");
    expect((await statusOf(user.login, token)).enabled).toBe(true);

    expect((await resetOwn({ code: await codeFor(secret, 1) })).json()).toEqual({ status: "ok" });
    expect((await statusOf(user.login, token)).enabled).toBe(false);
    expect(await securityEventsOf(user.id)).toEqual([
      expect.objectContaining({ kind: "TWO_FACTOR_RESET", actorId: user.id, actorLogin: user.login, details: { wasEnabled: true, byUserItself: true } }),
    ]);
  });

  it("is reset by a user administrator of the user's organization, and the reset is recorded", async () => {
    const { token, user } = await ctx.userWith([]);
    await enableTwoFactor(token);
    const admin = await ctx.signIn("admin");
    const reset = await ctx.call({ method: "PATCH", url: `/reset-2fa-status?userLogin=${encodeURIComponent(user.login)}`, token: admin.token });
    expect(reset.json()).toEqual({ status: "ok" });
    expect((await ctx.signIn(user.login)).user.twoFactorEnabled).toBe(false);
    expect(await securityEventsOf(user.id)).toEqual([
      expect.objectContaining({ kind: "TWO_FACTOR_RESET", actorId: admin.user.id, actorLogin: "admin", details: { wasEnabled: true, byUserItself: false } }),
    ]);
  });

  it("is not reset by a user administrator who lacks an authority of the user", async () => {
    const target = await ctx.userWith(["USER_ADMIN", "ALARM_TABLE"]);
    await enableTwoFactor(target.token);
    const weaker = await ctx.userWith(["USER_ADMIN"]);
    for (const login of [target.user.login, "admin"]) {
      const reset = await ctx.call({ method: "PATCH", url: `/reset-2fa-status?userLogin=${encodeURIComponent(login)}`, token: weaker.token });
      expect(reset.statusCode).toBe(403);
      expect(reset.json().code).toBe("ACCESS_DENIED");
    }
    expect((await statusOf(target.user.login, target.token)).enabled).toBe(true);
    expect(await securityEventsOf(target.user.id)).toEqual([]);
  });
});

describe("two-factor status of other users", () => {
  it("is hidden from users without USER_ADMIN and from administrators of a sibling organization", async () => {
    const north = await createTestOrganization(ctx.database.db, { name: "North" });
    const south = await createTestOrganization(ctx.database.db, { name: "South" });
    const target = await ctx.userWith([], north.id);
    const plainUser = await ctx.userWith([], north.id);
    const siblingAdmin = await ctx.userWith(["USER_ADMIN"], south.id);
    const ownAdmin = await ctx.userWith(["USER_ADMIN"], north.id);
    const login = encodeURIComponent(target.user.login);

    for (const caller of [plainUser, siblingAdmin]) {
      const status = await ctx.call({ method: "GET", url: `/user-2fa-status?userLogin=${login}`, token: caller.token });
      expect(status.statusCode).toBe(404);
      const reset = await ctx.call({ method: "PATCH", url: `/reset-2fa-status?userLogin=${login}`, token: caller.token });
      expect(reset.statusCode).toBe(404);
      // A login that does not exist answers the same: nothing is revealed.
      const missing = await ctx.call({ method: "GET", url: "/user-2fa-status?userLogin=no-such-login", token: caller.token });
      expect(missing.json()).toEqual(status.json());
    }
    const allowed = await ctx.call({ method: "GET", url: `/user-2fa-status?userLogin=${login}`, token: ownAdmin.token });
    expect(allowed.json()).toEqual({ userLogin: target.user.login, enabled: false });
  });

  it("needs a user login and a token", async () => {
    const { token } = await ctx.userWith([]);
    expect((await ctx.call({ method: "GET", url: "/user-2fa-status", token })).json().code).toBe("VALIDATION");
    expect((await ctx.call({ method: "GET", url: "/user-2fa-status?userLogin=admin" })).statusCode).toBe(401);
    expect((await ctx.call({ method: "POST", url: "/generate-qr-url" })).statusCode).toBe(401);
  });
});
