import type { LoginResponse, LogoutResponse } from "@alarm/contract";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config, SsoConfig } from "../../config.js";
import { securityEvents, sessions, userRoles, users } from "../../db/schema/index.js";
import { createTestRole, createTestUser, TEST_PASSWORD } from "../../../test/factories.js";
import { CookieJar, type OidcTestProvider, providerAsksToSignIn, signInAtProvider, signOutAtProvider, startOidcProvider } from "../../../test/oidc-provider.js";
import { useTestApp } from "../../../test/test-app.js";
import { UNUSABLE_PASSWORD_HASH } from "./passwords.js";

const PUBLIC_URL = "http://console.test";
const CALLBACK = `${PUBLIC_URL}/rest/api/auth/sso/callback`;
const PASSWORD = "provider-password-1";

let provider: OidcTestProvider;
const settings: Partial<Config> = { publicUrl: PUBLIC_URL };

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${PUBLIC_URL}/login`] });
  settings.sso = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    displayName: "Hospital ID",
    scopes: ["openid", "profile", "email", "groups"],
    roleClaim: "groups",
    roleMap: [
      { value: "nurses", role: "Ward staff" },
      { value: "dispatchers", role: "Dispatchers" },
    ],
    organizationId: 1,
    createUsers: true,
    matchUsername: false,
  };
});
afterAll(() => provider?.close());

const ctx = useTestApp(settings);
const sso = () => settings.sso as SsoConfig;

let roles: Record<"ward" | "dispatchers" | "handPicked", number>;
beforeAll(async () => {
  const db = ctx.database.db;
  roles = {
    ward: (await createTestRole(db, { name: "Ward staff", authorities: ["ALARM_TABLE"] })).id,
    dispatchers: (await createTestRole(db, { name: "Dispatchers", authorities: ["ALARM_PANEL", "MANUAL_CALL"] })).id,
    handPicked: (await createTestRole(db, { name: "Hand-picked", authorities: ["REPORTS"] })).id,
  };
});

/** Numbers the people a test creates, so each case of a table has its own. */
let people = 0;

/** A person at the provider, signing in with PASSWORD. */
function person(username: string, claims: Record<string, unknown>) {
  provider.accounts.set(username, { password: PASSWORD, claims });
}

/** The single sign-on cookie an answer sets: the one it gives a value, else the one it clears. */
const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers["set-cookie"];
  const cookies = (Array.isArray(header) ? header : [header ?? ""]).filter((value) => value.startsWith("alarm_sso_")).map((line) => line.split(";")[0]!);
  return cookies.find((cookie) => !cookie.endsWith("=")) ?? cookies[0] ?? "";
};
const pathOf = (url: string) => url.slice(new URL(url).origin.length);

/** /auth/sso/start: the provider's authorization URL and the state cookie. */
async function start() {
  const response = await ctx.call({ method: "GET", url: "/auth/sso/start" });
  expect(response.statusCode).toBe(302);
  return { authorizationUrl: String(response.headers.location), cookie: cookieOf(response) };
}

type CallbackChange = (callbackUrl: string, cookie: string) => { url: string; cookie: string };

/** The browser's way through the provider (its cookies in `jar`) and back to the console's callback: answers the callback's answer. */
async function throughProvider(username: string, password = PASSWORD, change: CallbackChange = (url, cookie) => ({ url, cookie }), jar = new CookieJar()) {
  const started = await start();
  const callbackUrl = await signInAtProvider(started.authorizationUrl, username, password, jar);
  expect(callbackUrl.startsWith(`${CALLBACK}?`)).toBe(true);
  const sent = change(callbackUrl, started.cookie);
  const callback = await ctx.call({ method: "GET", url: pathOf(sent.url), headers: sent.cookie ? { cookie: sent.cookie } : {} });
  expect(callback.statusCode).toBe(302);
  const location = new URL(String(callback.headers.location), PUBLIC_URL);
  expect(location.pathname).toBe("/login");
  return { location, cookie: cookieOf(callback), response: callback };
}

const complete = (ticket: string, cookie: string | undefined) =>
  ctx.call({ method: "POST", url: "/auth/sso/complete", payload: { ticket }, headers: cookie ? { cookie } : {} });

/** A whole single sign-on; the session it ends with. */
async function signInThroughProvider(username: string, jar?: CookieJar): Promise<LoginResponse> {
  const { location, cookie } = await throughProvider(username, PASSWORD, undefined, jar);
  const ticket = location.searchParams.get("sso");
  expect(ticket, `refused: ${location.search}`).toBeTruthy();
  const response = await complete(ticket!, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoginResponse>();
}

/** The code a refused single sign-on sends the login page. */
async function refusal(username: string) {
  const { location } = await throughProvider(username);
  expect(location.searchParams.get("sso")).toBeNull();
  return location.searchParams.get("ssoError");
}

const roleIdsOf = async (userId: number) =>
  (await ctx.database.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.roleId).sort();
const userRow = async (login: string) => (await ctx.database.db.select().from(users).where(eq(users.login, login)))[0];
const eventsOf = (userId: number, kind: string) =>
  ctx.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)));

describe("single sign-on settings for the login page", () => {
  it("offers single sign-on under the configured name", async () => {
    const response = await ctx.call({ method: "GET", url: "/auth/sso" });
    expect(response.json()).toEqual({ enabled: true, displayName: "Hospital ID" });
  });

  it("sends the browser to the provider with PKCE (S256), state and nonce, keeping them in a sealed httpOnly cookie", async () => {
    const response = await ctx.call({ method: "GET", url: "/auth/sso/start" });
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: "code",
      redirect_uri: CALLBACK,
      scope: "openid profile email groups",
      code_challenge_method: "S256",
    });
    for (const parameter of ["state", "nonce", "code_challenge"]) expect(target.searchParams.get(parameter)?.length).toBeGreaterThan(20);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^alarm_sso_[\w-]{16}=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/rest\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // Sealed: neither the state nor the verifier can be read from it.
    expect(cookie).not.toContain(target.searchParams.get("state"));
  });
});

describe("single sign-on through a real OpenID provider", () => {
  it("creates a user at the first sign-in, with the mapped role, in the configured organization, without a password", async () => {
    person("jane", {
      preferred_username: "jane.doe",
      given_name: "Jane",
      family_name: "Doe",
      email: "jane.doe@hospital.example",
      email_verified: true,
      locale: "de-CH",
      groups: ["nurses", "unmapped-group"],
    });
    const session = await signInThroughProvider("jane");
    expect(session.user).toMatchObject({ login: "jane.doe", name: "Jane", surname: "Doe", email: "jane.doe@hospital.example", orgId: 1, language: "GERMAN" });
    expect(session.user.authorities).toEqual(["ALARM_TABLE"]);
    expect((await ctx.call({ method: "GET", url: "/verify", token: session.token })).json().user.login).toBe("jane.doe");
    const refreshed = await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(200);

    const row = await userRow("jane.doe");
    expect(row!.passwordHash).toBe(UNUSABLE_PASSWORD_HASH);
    expect(await roleIdsOf(row!.id)).toEqual([roles.ward]);
    for (const password of [UNUSABLE_PASSWORD_HASH, TEST_PASSWORD, ""]) {
      const local = await ctx.call({ method: "POST", url: "/auth", payload: { login: "jane.doe", password: password || "x" } });
      expect(local.json().code).toBe("INVALID_CREDENTIALS");
    }
  });

  it("matches the same user at the next sign-in and sets the mapped roles from the claim, leaving roles given by hand", async () => {
    const jane = (await userRow("jane.doe"))!;
    await ctx.database.db.insert(userRoles).values({ userId: jane.id, roleId: roles.handPicked });
    provider.accounts.get("jane")!.claims.groups = ["dispatchers"];
    const session = await signInThroughProvider("jane");
    expect(session.user.id).toBe(jane.id);
    expect(session.user.authorities).toEqual(["ALARM_PANEL", "MANUAL_CALL", "REPORTS"]);
    expect(await roleIdsOf(jane.id)).toEqual([roles.dispatchers, roles.handPicked].sort());
    expect((await userRow("jane.doe"))!.version).toBe(jane.version + 1);
    expect(await eventsOf(jane.id, "SSO_ROLES_CHANGED")).toEqual([
      expect.objectContaining({
        actorLogin: "single sign-on",
        details: expect.objectContaining({ values: ["dispatchers"], addedRoleIds: [roles.dispatchers], removedRoleIds: [roles.ward] }),
      }),
    ]);

    // Without the claim the roles stay as they are.
    delete provider.accounts.get("jane")!.claims.groups;
    expect((await signInThroughProvider("jane")).user.authorities).toEqual(["ALARM_PANEL", "MANUAL_CALL", "REPORTS"]);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "jane.doe@hospital.example"))).toHaveLength(1);
  });

  it("matches an existing user by a verified email, case-insensitively, when no login matches", async () => {
    const martin = await createTestUser(ctx.database.db, { login: "m.keller", email: "Martin.Keller@Hospital.example", roleIds: [roles.ward] });
    person("martin", { preferred_username: "mkeller", email: "martin.keller@hospital.example", email_verified: true, groups: ["nurses"] });
    const session = await signInThroughProvider("martin");
    expect(session.user).toMatchObject({ id: martin.id, login: "m.keller" });
    expect(await userRow("mkeller")).toBeUndefined();
  });

  it.each([
    ["marked not verified", { email_verified: false }],
    ["without email_verified", {}],
    ["verified only as text", { email_verified: "true" }],
  ])("never matches by an email %s: that person gets a user of their own", async (_, verified) => {
    const email = `head.nurse${++people}@hospital.example`;
    const victim = await createTestUser(ctx.database.db, { login: `head.nurse${people}`, email });
    person(`impostor${people}`, { preferred_username: `impostor${people}`, email, ...verified, groups: [] });
    const session = await signInThroughProvider(`impostor${people}`);
    expect(session.user.login).toBe(`impostor${people}`);
    expect(session.user.id).not.toBe(victim.id);
    expect(session.user.authorities).toEqual([]);
  });

  it("matches a user with a password of its own by preferred_username only with OIDC_MATCH_USERNAME", async () => {
    const clerk = await createTestUser(ctx.database.db, { login: "ward.clerk", roleIds: [roles.handPicked] });
    person("clerk", { preferred_username: "ward.clerk", groups: ["nurses"] });
    expect(await refusal("clerk")).toBe("LOCAL_ONLY");
    expect(await roleIdsOf(clerk.id)).toEqual([roles.handPicked]);
    expect(await eventsOf(clerk.id, "SSO_SIGN_IN_REFUSED")).toEqual([expect.objectContaining({ details: expect.objectContaining({ code: "LOCAL_ONLY" }) })]);
    sso().matchUsername = true;
    try {
      expect((await signInThroughProvider("clerk")).user.id).toBe(clerk.id);
    } finally {
      sso().matchUsername = false;
    }
    // A verified email finds the user whatever the setting.
    person("clerk", { preferred_username: "ward.clerk", email: "clerk@hospital.example", email_verified: true });
    await ctx.database.db.update(users).set({ email: "clerk@hospital.example" }).where(eq(users.id, clerk.id));
    expect((await signInThroughProvider("clerk")).user.id).toBe(clerk.id);
  });

  it("refuses an email two users share", async () => {
    await createTestUser(ctx.database.db, { login: "twin.one", email: "twins@hospital.example" });
    await createTestUser(ctx.database.db, { login: "twin.two", email: "twins@hospital.example" });
    person("twin", { preferred_username: "twin", email: "twins@hospital.example", email_verified: true });
    expect(await refusal("twin")).toBe("AMBIGUOUS_USER");
    expect(await userRow("twin")).toBeUndefined();
  });

  it("never signs in admin: admin keeps its local sign-in only", async () => {
    const admin = (await userRow("admin"))!;
    const adminRoles = await roleIdsOf(admin.id);
    person("fake-admin", { preferred_username: "admin", email: "admin@hospital.example", groups: ["nurses"] });
    expect(await refusal("fake-admin")).toBe("LOCAL_ONLY");
    person("admin-by-email", { preferred_username: "someone", email: "root@hospital.example", email_verified: true });
    await ctx.database.db.update(users).set({ email: "root@hospital.example" }).where(eq(users.id, admin.id));
    expect(await refusal("admin-by-email")).toBe("LOCAL_ONLY");
    expect(await roleIdsOf(admin.id)).toEqual(adminRoles);
    expect(await eventsOf(admin.id, "SSO_SIGN_IN_REFUSED")).toEqual([
      expect.objectContaining({ actorLogin: "admin", details: expect.objectContaining({ code: "LOCAL_ONLY" }) }),
      expect.objectContaining({ actorLogin: "someone", details: expect.objectContaining({ code: "LOCAL_ONLY" }) }),
    ]);
    expect((await ctx.signIn("admin")).user.login).toBe("admin");
  });

  it("refuses a deactivated user", async () => {
    const user = await createTestUser(ctx.database.db, { login: "old.hand", password: null });
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    person("old", { preferred_username: "old.hand", groups: ["nurses"] });
    expect(await refusal("old")).toBe("INACTIVE_USER");
    expect(await roleIdsOf(user.id)).toEqual([]);
  });

  it("refuses an unknown person when creating users is off", async () => {
    person("stranger", { preferred_username: "stranger", email: "stranger@elsewhere.example", email_verified: true });
    sso().createUsers = false;
    try {
      expect(await refusal("stranger")).toBe("UNKNOWN_USER");
    } finally {
      sso().createUsers = true;
    }
    expect(await userRow("stranger")).toBeUndefined();
  });

  it("passes on the provider's refusal", async () => {
    const { location } = await throughProvider("jane", PASSWORD, (url, cookie) => {
      const denied = new URL(url);
      denied.searchParams.delete("code");
      denied.searchParams.set("error", "access_denied");
      return { url: denied.href, cookie };
    });
    expect(location.searchParams.get("ssoError")).toBe("ACCESS_DENIED");
  });
});

describe("what single sign-on refuses on the way back", () => {
  const sessionCount = async () => (await ctx.database.db.select().from(sessions)).length;

  it("refuses a changed state, a missing cookie and a tampered cookie", async () => {
    const before = await sessionCount();
    const changes: Array<(url: string, cookie: string) => { url: string; cookie: string }> = [
      (url, cookie) => {
        const forged = new URL(url);
        forged.searchParams.set("state", "a-state-this-browser-was-never-sent-with");
        return { url: forged.href, cookie };
      },
      (url) => ({ url, cookie: "" }),
      (url, cookie) => ({ url, cookie: `${cookie.slice(0, -6)}${cookie.slice(-6).split("").reverse().join("")}` }),
      // Another browser's state cookie does not fit this answer.
      (url) => ({ url, cookie: otherCookie }),
    ];
    let otherCookie = "";
    for (const change of changes) {
      otherCookie = (await start()).cookie;
      const { location, cookie } = await throughProvider("jane", PASSWORD, change);
      expect(location.searchParams.get("ssoError")).toBe("INVALID_STATE");
      expect(cookie).toMatch(/^alarm_sso_[\w-]{16}=$/);
    }
    expect(await sessionCount()).toBe(before);
  });

  it("trades a ticket once, only in the browser it was issued to, never as a refresh token", async () => {
    const { location, cookie } = await throughProvider("jane");
    const ticket = location.searchParams.get("sso")!;
    expect(ticket.length).toBeGreaterThan(30);
    expect((await ctx.call({ method: "POST", url: "/refresh", payload: { refreshToken: ticket } })).statusCode).toBe(401);
    const elsewhere = await complete(ticket, undefined);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe("UNAUTHORIZED");

    const first = await complete(ticket, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["set-cookie"]).toMatch(/^alarm_sso_[\w-]{16}=; .*Max-Age=0/);
    const again = await complete(ticket, cookie);
    expect(again.statusCode).toBe(401);
    // A replayed ticket ends the session it opened, like a replayed refresh token.
    expect((await ctx.call({ method: "GET", url: "/verify", token: first.json().token })).statusCode).toBe(401);
  });

  it("lets two sign-ins started in two tabs of one browser both finish", async () => {
    const tabs = [await start(), await start()];
    const jar = tabs.map((tab) => tab.cookie).join("; ");
    for (const tab of tabs) {
      const callback = await ctx.call({ method: "GET", url: pathOf(await signInAtProvider(tab.authorizationUrl, "jane", PASSWORD)), headers: { cookie: jar } });
      const ticket = new URL(String(callback.headers.location), PUBLIC_URL).searchParams.get("sso");
      expect(ticket, String(callback.headers.location)).toBeTruthy();
      expect((await complete(ticket!, cookieOf(callback))).statusCode).toBe(200);
    }
  });

  it("refuses a ticket bound to another browser's cookie", async () => {
    const one = await throughProvider("jane");
    const two = await throughProvider("jane");
    const crossed = await complete(one.location.searchParams.get("sso")!, two.cookie);
    expect(crossed.statusCode).toBe(401);
    expect((await complete(two.location.searchParams.get("sso")!, two.cookie)).statusCode).toBe(200);
  });

  it("counts failed returns from the provider in the address's sign-in throttle", async () => {
    const address = "10.20.30.40";
    const forged = () => ctx.call({ method: "GET", url: "/auth/sso/callback?code=x&state=y", remoteAddress: address });
    const limit = ctx.config.loginAttemptsPerAddress;
    const codes: Array<string | null> = [];
    for (let attempt = 0; attempt <= limit; attempt++) codes.push(new URL(String((await forged()).headers.location), PUBLIC_URL).searchParams.get("ssoError"));
    expect(codes.slice(0, limit)).toEqual(Array(limit).fill("INVALID_STATE"));
    expect(codes[limit]).toBe("RATE_LIMITED");
    // The same ceiling holds for password sign-ins from that address.
    const local = await ctx.call({ method: "POST", url: "/auth", payload: { login: "admin", password: TEST_PASSWORD }, remoteAddress: address });
    expect(local.statusCode).toBe(429);
  });
});

describe("logout after single sign-on", () => {
  it("sends the browser to the provider's logout with the ID token as hint and back to /login, so the provider's session ends too", async () => {
    const jar = new CookieJar();
    const session = await signInThroughProvider("jane", jar);
    // The provider remembers the browser: another sign-in passes without its sign-in page.
    expect(await providerAsksToSignIn((await start()).authorizationUrl, jar)).toBe(false);

    const logout = await ctx.call({ method: "GET", url: "/logout", token: session.token });
    expect(logout.statusCode, logout.body).toBe(200);
    const { providerLogoutUrl } = logout.json<LogoutResponse>();
    const target = new URL(providerLogoutUrl!);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/login`);
    expect(target.searchParams.get("client_id")).toBe(provider.clientId);
    expect(target.searchParams.get("id_token_hint")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await ctx.call({ method: "GET", url: "/verify", token: session.token })).statusCode).toBe(401);
    expect(
      (await ctx.database.db.select({ idToken: sessions.ssoIdToken }).from(sessions).where(eq(sessions.userId, session.user.id))).map((row) => row.idToken),
    ).not.toContain(target.searchParams.get("id_token_hint"));

    expect(await signOutAtProvider(providerLogoutUrl!, jar)).toBe(`${PUBLIC_URL}/login`);
    expect(await providerAsksToSignIn((await start()).authorizationUrl, jar)).toBe(true);
  });

  it("logs a password user out as before, with no provider to visit", async () => {
    const { token } = await ctx.signIn("admin");
    const logout = await ctx.call({ method: "GET", url: "/logout", token });
    expect(logout.json()).toEqual({ status: "ok" });
    expect((await ctx.call({ method: "GET", url: "/verify", token })).statusCode).toBe(401);
  });
});
