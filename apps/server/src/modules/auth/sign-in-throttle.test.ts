import { eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { signInThrottles } from "../../db/schema/index.js";
import { createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const PAIR_LIMIT = 5;
const LOGIN_CEILING = 20;
const ctx = useTestApp({ loginAttemptsPerLoginAndAddress: PAIR_LIMIT, loginAttemptsPerLogin: LOGIN_CEILING, loginAttemptsPerAddress: 30 });

const signIn = (login: string, password: string, address: string, code?: string) =>
  ctx.call({ method: "POST", url: "/auth", payload: { login, password, ...(code ? { code } : {}) }, remoteAddress: address });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

let sequence = 0;
const newLogin = async () => (await createTestUser(ctx.database.db, { login: `throttled-${++sequence}-${Date.now()}` })).login;

/** Ends the current block of a subject at once, as if its delay had passed. */
const endBlock = (subject: string) =>
  ctx.database.db
    .update(signInThrottles)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInThrottles.subject, subject));

describe("the sign-in throttle", () => {
  it("lets at most the limit of 60 concurrent wrong passwords from one address through, and refuses the rest with 429", async () => {
    const login = await newLogin();
    const responses = await Promise.all(Array.from({ length: 60 }, () => signIn(login, "wrong-guess-1", "198.51.100.1")));
    const counts = statuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[429]).toBe(60 - counts[401]!);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    expect(Number(refused.headers["retry-after"])).toBe(refused.json().retryAfterSeconds);
  });

  it("stops 60 concurrent wrong passwords from 60 addresses at the per-login ceiling", async () => {
    const login = await newLogin();
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(login, "wrong-guess-2", `198.51.101.${index}`)));
    const counts = statuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(LOGIN_CEILING);
    expect(counts[429]).toBe(60 - counts[401]!);
  });

  it("signs in with the right password from another address while the login is attacked from one", async () => {
    const login = await newLogin();
    await Promise.all(Array.from({ length: 60 }, () => signIn(login, "wrong-guess-3", "198.51.100.2")));
    expect((await signIn(login, TEST_PASSWORD, "198.51.100.2")).statusCode).toBe(429);
    const elsewhere = await signIn(login, TEST_PASSWORD, "198.51.100.3");
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.login).toBe(login);
  });

  it("blocks a login and address pair for 1, 2, 4 minutes and says how long, in the body and in Retry-After", async () => {
    const login = await newLogin();
    const address = "198.51.100.4";
    const pair = `login+address:${login}|${address}`;
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) expect((await signIn(login, "typo-typo-1", address)).statusCode).toBe(401);

    for (const minutes of [1, 2, 4]) {
      const refused = await signIn(login, TEST_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      const { retryAfterSeconds, reason } = refused.json();
      expect(retryAfterSeconds).toBeGreaterThan(minutes * 60 - 5);
      expect(retryAfterSeconds).toBeLessThanOrEqual(minutes * 60);
      expect(refused.headers["retry-after"]).toBe(String(retryAfterSeconds));
      expect(reason).toBe(`Too many failed sign-ins. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`);
      await endBlock(pair);
      // After a block, each further failure blocks again for twice as long.
      expect((await signIn(login, "typo-typo-1", address)).statusCode).toBe(401);
    }
  });

  it("caps the delay and starts the pair afresh after a successful sign-in", async () => {
    const login = await newLogin();
    const address = "198.51.100.5";
    const pair = `login+address:${login}|${address}`;
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) await signIn(login, "typo-typo-2", address);
    await ctx.database.db.update(signInThrottles).set({ lockouts: 12 }).where(eq(signInThrottles.subject, pair));
    await endBlock(pair);
    expect((await signIn(login, "typo-typo-2", address)).statusCode).toBe(401);
    const capped = await signIn(login, TEST_PASSWORD, address);
    expect(capped.json().retryAfterSeconds).toBeLessThanOrEqual(ctx.config.loginLockoutMaxSeconds);
    expect(capped.json().retryAfterSeconds).toBeGreaterThan(ctx.config.loginLockoutMaxSeconds - 5);

    await endBlock(pair);
    expect((await signIn(login, TEST_PASSWORD, address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) expect((await signIn(login, "typo-typo-2", address)).statusCode).toBe(401);
  });

  it("refuses an address after too many failures across logins, and only that address", async () => {
    for (let attempt = 0; attempt < 30; attempt++) await signIn(`nobody-${attempt}`, "guess-guess-1", "192.0.2.77");
    const refused = await signIn("admin", TEST_PASSWORD, "192.0.2.77");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect((await signIn("admin", TEST_PASSWORD, "192.0.2.78")).statusCode).toBe(200);
  });

  it("does not count successful sign-ins against the address", async () => {
    for (let attempt = 0; attempt < 40; attempt++) expect((await signIn("admin", TEST_PASSWORD, "192.0.2.90")).statusCode).toBe(200);
  });

  it("lets at most the limit of 60 concurrent wrong two-factor codes through, then refuses even the right code", async () => {
    const { token, user } = await ctx.userWith([]);
    const setup = (await ctx.call({ method: "POST", url: "/generate-qr-url", token })).json();
    const now = () => Math.floor(Date.now() / 1000);
    await ctx.call({ method: "POST", url: "/confirm-2fa", token, payload: { code: await generate({ secret: setup.secret, epoch: now() }) } });
    const rightCode = await generate({ secret: setup.secret, epoch: now() + 30 });
    const wrongCode = rightCode === "000000" ? "111111" : "000000";

    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(user.login, TEST_PASSWORD, `203.0.113.${index}`, wrongCode)));
    const counts = statuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[429]).toBe(60 - counts[401]!);
    expect(responses.filter((response) => response.statusCode === 401).map((response) => response.json().code)).toEqual(
      Array(counts[401]).fill("INVALID_VERIFICATION_CODE"),
    );

    const refused = await signIn(user.login, TEST_PASSWORD, "203.0.113.200", rightCode);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toMatch(/^Too many wrong authentication codes/);
  });

  it("limits guesses at the previous password through an open session, then refuses even the right one", async () => {
    const { token } = await ctx.userWith([]);
    const change = (previousPassword: string) =>
      ctx.call({ method: "PATCH", url: "/users/change-password", token, payload: { previousPassword, newPassword: "lantern-quartz-78" } });
    const counts = statuses(await Promise.all(Array.from({ length: 60 }, () => change("wrong-guess-9"))));
    expect(counts[400]).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(counts[400]).toBeGreaterThan(0);
    expect(counts[429]).toBe(60 - counts[400]!);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toMatch(/^Too many wrong passwords/);
  });
});
