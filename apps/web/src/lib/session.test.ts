import type { CurrentUser } from "@alarm/contract";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ApiClient from "./api-client";
import type * as SessionApi from "./session-api";
import type * as SessionExpiry from "./session-expiry";
import type * as SessionStorage from "./session-storage";

/** localStorage for the node test environment. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
  keys = () => [...this.items.keys()].sort();
}

const storage = new MemoryStorage();
vi.stubGlobal("localStorage", storage);

const user: CurrentUser = {
  id: 1,
  login: "admin",
  name: "System",
  surname: "Administrator",
  email: null,
  language: "ENGLISH",
  orgId: 1,
  orgName: "Total system",
  authorities: ["REPORTS"],
  twoFactorEnabled: false,
  usingDefaultPassword: true,
};

type Answer = { status: number; body: unknown };
let routes: Record<string, (init: RequestInit) => Answer>;
let calls: string[];

const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const key = `${init.method} ${url.replace("/rest/api", "")}`;
  const auth = (init.headers as Record<string, string>).Authorization ?? "-";
  calls.push(`${key} ${auth}`);
  const route = routes[key];
  const answer = route ? route(init) : { status: 404, body: { code: "NOT_FOUND", reason: "no route" } };
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});
vi.stubGlobal("fetch", fetchMock);

const unauthorized: Answer = { status: 401, body: { code: "UNAUTHORIZED", reason: "token expired" } };
const tokenHolder = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

// The modules read localStorage when loaded, so they are imported after it is stubbed.
let lib: {
  api: typeof ApiClient.api;
  confirmSession: typeof SessionApi.confirmSession;
  logout: typeof SessionApi.logout;
  onSessionExpired: typeof SessionExpiry.onSessionExpired;
  storeLogin: typeof SessionStorage.storeLogin;
};
let expired = 0;

beforeAll(async () => {
  const [client, session, expiry, stored] = await Promise.all([
    import("./api-client"),
    import("./session-api"),
    import("./session-expiry"),
    import("./session-storage"),
  ]);
  lib = {
    api: client.api,
    confirmSession: session.confirmSession,
    logout: session.logout,
    onSessionExpired: expiry.onSessionExpired,
    storeLogin: stored.storeLogin,
  };
  lib.onSessionExpired(() => expired++);
});

beforeEach(() => {
  storage.clear();
  calls = [];
  expired = 0;
  lib.storeLogin({ token: "old", refreshToken: "r1", user });
  storage.setItem("multiOrgData", "{}");
  storage.setItem("multiOrgIds", "[]");
  storage.setItem("alarmFilter.all", "{}");
  storage.setItem("alarmFilter.my", "{}");
  storage.setItem("alarmFilter.history", "{}");
  storage.setItem("language", "de");
});

const okStatus = { safeParse: (data: unknown) => ({ success: true as const, data }) };

describe("the stored session", () => {
  it("keeps token, refresh token, user, orgId and orgData after login", () => {
    expect(storage.getItem("token")).toBe("old");
    expect(storage.getItem("refreshToken")).toBe("r1");
    expect(storage.getItem("orgId")).toBe("1");
    expect(JSON.parse(storage.getItem("orgData") ?? "")).toEqual({ id: 1, name: "Total system" });
    expect(JSON.parse(storage.getItem("user") ?? "").login).toBe("admin");
  });
});

// Real routes: the client accepts only paths and bodies of the server's routes.
describe("api client", () => {
  it("refreshes once on 401 and repeats the call with the new token", async () => {
    routes = {
      "GET /dashboard": (init) => (tokenHolder(init) === "Bearer new" ? { status: 200, body: { ok: 1 } } : unauthorized),
      "POST /refresh": () => ({ status: 200, body: { token: "new", refreshToken: "r2" } }),
    };
    await expect(lib.api.get("/dashboard", { schema: okStatus })).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual(["GET /dashboard Bearer old", "POST /refresh -", "GET /dashboard Bearer new"]);
    expect(storage.getItem("refreshToken")).toBe("r2");
    expect(expired).toBe(0);
  });

  it("refreshes a token about to expire before the call, so the server never has to refuse it", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expiring = ["header", btoa(JSON.stringify({ sid: "s", iat: now - 58, exp: now + 2 })).replaceAll("=", ""), "signature"].join(".");
    storage.setItem("token", expiring);
    routes = {
      "GET /dashboard": (init) => (tokenHolder(init) === "Bearer new" ? { status: 200, body: { ok: 1 } } : unauthorized),
      "POST /refresh": () => ({ status: 200, body: { token: "new", refreshToken: "r2" } }),
    };
    await expect(lib.api.get("/dashboard", { schema: okStatus })).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual(["POST /refresh -", "GET /dashboard Bearer new"]);
  });

  it("shares one refresh between calls that fail together", async () => {
    routes = {
      "GET /tree": (init) => (tokenHolder(init) === "Bearer new" ? { status: 200, body: "a" } : unauthorized),
      "GET /widgets": (init) => (tokenHolder(init) === "Bearer new" ? { status: 200, body: "b" } : unauthorized),
      "POST /refresh": () => ({ status: 200, body: { token: "new", refreshToken: "r2" } }),
    };
    const both = Promise.all([lib.api.get("/tree", { schema: okStatus }), lib.api.get("/widgets", { schema: okStatus })]);
    await expect(both).resolves.toEqual(["a", "b"]);
    expect(calls.filter((call) => call.startsWith("POST /refresh"))).toHaveLength(1);
  });

  it("ends the session when the refresh is refused", async () => {
    routes = { "GET /dashboard": () => unauthorized, "POST /refresh": () => unauthorized };
    await expect(lib.api.get("/dashboard", { schema: okStatus })).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
    expect(storage.keys()).toEqual(["alarmFilter.all", "alarmFilter.history", "alarmFilter.my", "language"]);
  });

  it("treats any status but 200 as a failure with the server's code and reason", async () => {
    routes = { "POST /alarmpoints/clone": () => ({ status: 409, body: { code: "CONFLICT", reason: "Date is occupied" } }) };
    await expect(lib.api.post("/alarmpoints/clone", { schema: okStatus, body: { id: 1 } })).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
      reason: "Date is occupied",
    });
    routes = { "POST /alarmpoints/clone": () => ({ status: 201, body: {} }) };
    await expect(lib.api.post("/alarmpoints/clone", { schema: okStatus, body: { id: 1 } })).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });
});

describe("confirmSession (before each non-login route)", () => {
  it("verifies the stored token and refreshes the stored user", async () => {
    routes = { "GET /verify": () => ({ status: 200, body: { user: { ...user, authorities: ["ALARM_TABLE"] } } }) };
    await expect(lib.confirmSession()).resolves.toMatchObject({ login: "admin" });
    expect(JSON.parse(storage.getItem("user") ?? "").authorities).toEqual(["ALARM_TABLE"]);
  });

  it("refreshes once and verifies again when verify is refused", async () => {
    routes = {
      "GET /verify": (init) => (tokenHolder(init) === "Bearer new" ? { status: 200, body: { user } } : unauthorized),
      "POST /refresh": () => ({ status: 200, body: { token: "new", refreshToken: "r2" } }),
    };
    await expect(lib.confirmSession()).resolves.toMatchObject({ login: "admin" });
    expect(calls).toEqual(["GET /verify Bearer old", "POST /refresh -", "GET /verify Bearer new"]);
  });

  it("clears the session (not the saved filters) when the refresh fails", async () => {
    routes = { "GET /verify": () => unauthorized, "POST /refresh": () => unauthorized };
    await expect(lib.confirmSession()).resolves.toBeNull();
    expect(storage.keys()).toEqual(["alarmFilter.all", "alarmFilter.history", "alarmFilter.my", "language"]);
  });

  it("clears the session when verify fails again after a refresh", async () => {
    routes = {
      "GET /verify": () => unauthorized,
      "POST /refresh": () => ({ status: 200, body: { token: "new", refreshToken: "r2" } }),
    };
    await expect(lib.confirmSession()).resolves.toBeNull();
    expect(storage.getItem("token")).toBeNull();
  });

  it("keeps the session when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(lib.confirmSession()).rejects.toMatchObject({ code: "NETWORK" });
    expect(storage.getItem("token")).toBe("old");
  });
});

describe("logout", () => {
  it("calls GET /logout and clears every session key and the saved filters", async () => {
    routes = { "GET /logout": () => ({ status: 200, body: { status: "ok" } }) };
    expect(await lib.logout()).toBeUndefined();
    expect(calls).toEqual(["GET /logout Bearer old"]);
    expect(storage.keys()).toEqual(["language"]);
  });

  it("answers the provider's logout address after a single sign-on, having cleared the session", async () => {
    const providerLogoutUrl = "https://id.example.org/logout?id_token_hint=a.b.c&post_logout_redirect_uri=https%3A%2F%2Falarms.example.org%2Flogin";
    routes = { "GET /logout": () => ({ status: 200, body: { status: "ok", providerLogoutUrl } }) };
    expect(await lib.logout()).toBe(providerLogoutUrl);
    expect(storage.keys()).toEqual(["language"]);
  });

  it("clears the session even when the server is away", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await lib.logout();
    expect(storage.keys()).toEqual(["language"]);
  });
});
