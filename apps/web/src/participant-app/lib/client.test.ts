import { statusOk } from "@alarm/contract";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error";
import type { HttpMethod } from "../../lib/api-routes";
import type { UncheckedOptions } from "../../lib/http";
import { createAppClient, type Send } from "./client";
import { SESSION_KEY, SessionStore } from "./session";
import { memoryStore } from "./storage";

const unauthorized = () => new ApiError(401, "UNAUTHORIZED", "HTTP 401");

/** A fake server: the tokens it accepts, the refresh tokens it still takes, and every call it saw. */
function fakeServer() {
  const state = {
    valid: new Set(["t1"]),
    refreshable: new Set(["r1"]),
    issued: 1,
    reachable: true,
    calls: [] as { method: HttpMethod; path: string; token: string | null | undefined; body?: unknown }[],
  };
  const send = vi.fn(async (method: HttpMethod, path: string, options: UncheckedOptions<unknown>) => {
    state.calls.push({ method, path, token: options.token, body: options.body });
    if (!state.reachable) throw new ApiError(0, "NETWORK", "Failed to fetch");
    if (path === "/refresh") {
      const { refreshToken } = options.body as { refreshToken: string };
      if (!state.refreshable.delete(refreshToken)) throw new ApiError(401, "UNAUTHORIZED", "refresh token used or unknown");
      state.issued += 1;
      state.valid.add(`t${state.issued}`);
      state.refreshable.add(`r${state.issued}`);
      return { token: `t${state.issued}`, refreshToken: `r${state.issued}` };
    }
    if (!options.token || !state.valid.has(options.token)) throw unauthorized();
    return { status: "ok" };
  });
  return { state, send: send as unknown as Send & typeof send };
}

function signedIn() {
  const store = memoryStore();
  const session = new SessionStore(store);
  session.set({ token: "t1", refreshToken: "r1", sessionId: "s-1" });
  return { store, session };
}

describe("the app's session", () => {
  it("is kept under its own key, apart from the console's token", () => {
    const { store } = signedIn();
    expect(JSON.parse(store.getItem(SESSION_KEY)!)).toEqual({ token: "t1", refreshToken: "r1", sessionId: "s-1" });
    expect(store.getItem("token")).toBeNull();
    expect(new SessionStore(store).get()).toEqual({ token: "t1", refreshToken: "r1", sessionId: "s-1" });
  });

  it("reads nothing from a broken or partial entry", () => {
    expect(new SessionStore(memoryStore({ [SESSION_KEY]: "{" })).get()).toBeNull();
    expect(new SessionStore(memoryStore({ [SESSION_KEY]: '{"token":"t"}' })).get()).toBeNull();
  });
});

describe("calls with the session", () => {
  it("send the bearer token", async () => {
    const { session } = signedIn();
    const server = fakeServer();
    await createAppClient(server.send, session).call("GET", "/app/me", { schema: statusOk });
    expect(server.state.calls).toEqual([{ method: "GET", path: "/app/me", token: "t1", body: undefined }]);
  });

  it("refresh the tokens once on 401 and repeat the call with the new token, keeping the installation", async () => {
    const { session, store } = signedIn();
    const server = fakeServer();
    server.state.valid.delete("t1"); // the access token has expired
    const answer = await createAppClient(server.send, session).call("GET", "/app/me", { schema: statusOk });
    expect(answer).toEqual({ status: "ok" });
    expect(server.state.calls.map((call) => [call.path, call.token])).toEqual([
      ["/app/me", "t1"],
      ["/refresh", undefined],
      ["/app/me", "t2"],
    ]);
    expect(server.state.calls[1]!.body).toEqual({ refreshToken: "r1" });
    expect(session.get()).toEqual({ token: "t2", refreshToken: "r2", sessionId: "s-1" });
    expect(JSON.parse(store.getItem(SESSION_KEY)!)).toEqual({ token: "t2", refreshToken: "r2", sessionId: "s-1" });
  });

  it("share one refresh among calls refused together (the server takes each refresh token once)", async () => {
    const { session } = signedIn();
    const server = fakeServer();
    server.state.valid.delete("t1");
    const client = createAppClient(server.send, session);
    const answers = await Promise.all([1, 2, 3].map(() => client.call("GET", "/app/alarms", { schema: statusOk })));
    expect(answers).toEqual([{ status: "ok" }, { status: "ok" }, { status: "ok" }]);
    expect(server.state.calls.filter((call) => call.path === "/refresh")).toHaveLength(1);
    expect(session.get()?.token).toBe("t2");
  });

  it("sign out when the refresh is refused (the phone's sign-in was revoked)", async () => {
    const { session, store } = signedIn();
    const server = fakeServer();
    server.state.valid.delete("t1");
    server.state.refreshable.clear();
    const signedOut = vi.fn();
    await expect(createAppClient(server.send, session, signedOut).call("GET", "/app/me", { schema: statusOk })).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(session.get()).toBeNull();
    expect(store.getItem(SESSION_KEY)).toBeNull();
  });

  it("refresh only once per call: a repeated call refused again fails, without another refresh", async () => {
    const { session } = signedIn();
    const server = fakeServer();
    const original = server.send.getMockImplementation()!;
    server.send.mockImplementation(async (method, path, options) => {
      if (path === "/refresh") return original(method, path, options);
      server.state.calls.push({ method, path, token: options.token });
      throw unauthorized();
    });
    const signedOut = vi.fn();
    await expect(createAppClient(server.send, session, signedOut).call("GET", "/app/me", { schema: statusOk })).rejects.toMatchObject({ status: 401 });
    expect(server.state.calls.map((call) => call.path)).toEqual(["/app/me", "/refresh", "/app/me"]);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("stay signed in when the server cannot be reached for the refresh", async () => {
    const { session } = signedIn();
    const server = fakeServer();
    server.state.valid.delete("t1");
    const original = server.send.getMockImplementation()!;
    server.send.mockImplementation(async (method, path, options) =>
      path === "/refresh" ? Promise.reject(new ApiError(0, "NETWORK", "Failed to fetch")) : original(method, path, options),
    );
    const signedOut = vi.fn();
    await expect(createAppClient(server.send, session, signedOut).call("GET", "/app/me", { schema: statusOk })).rejects.toMatchObject({ code: "NETWORK" });
    expect(signedOut).not.toHaveBeenCalled();
    expect(session.get()).toEqual({ token: "t1", refreshToken: "r1", sessionId: "s-1" });
  });

  it("pass other failures on without refreshing", async () => {
    const { session } = signedIn();
    const server = fakeServer();
    server.state.reachable = false;
    await expect(createAppClient(server.send, session).call("GET", "/app/me", { schema: statusOk })).rejects.toMatchObject({ code: "NETWORK" });
    expect(server.state.calls.map((call) => call.path)).toEqual(["/app/me"]);
  });

  it("do not refresh when signed out (sign-in answers 401 for wrong passwords)", async () => {
    const session = new SessionStore(memoryStore());
    const server = fakeServer();
    await expect(createAppClient(server.send, session).call("GET", "/app/me", { schema: statusOk })).rejects.toMatchObject({ status: 401 });
    expect(server.state.calls.map((call) => call.path)).toEqual(["/app/me"]);
  });
});
