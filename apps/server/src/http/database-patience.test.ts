import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConnectionErrors } from "../db/connection-errors.js";
import { isDatabaseAway, WaitingRoom, whileDatabaseAway } from "../db/database-away.js";
import { registerDatabasePatience } from "./database-patience.js";
import { registerErrorHandler } from "./error-handler.js";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5000"), { code: "ECONNREFUSED" });
const cut = () => new Error("Connection terminated unexpectedly");

/** An app with a waiting route and a plain one, each away for its first `awayTries` tries. */
function appAwayFor(awayTries: number, patienceMs = 2_000) {
  const warnings: unknown[] = [];
  const connectionErrors = new ConnectionErrors();
  connectionErrors.tellTo({ warn: (details) => warnings.push(details) });
  const app = Fastify();
  registerErrorHandler(app, connectionErrors);
  registerDatabasePatience(app, patienceMs);
  const tries = { trigger: 0, list: 0 };
  app.post("/trigger", { config: { waitsForDatabase: true } }, async () => {
    tries.trigger += 1;
    if (tries.trigger <= awayTries) throw tries.trigger % 2 ? refused() : cut();
    return { id: 1 };
  });
  app.get("/list", async () => {
    tries.list += 1;
    if (tries.list <= awayTries) throw refused();
    return { list: [] };
  });
  return { app, tries, warnings };
}

describe("a database that is away", () => {
  it("is told by its connection errors, also when wrapped (drizzle wraps the driver's error as its cause)", () => {
    expect(isDatabaseAway(refused())).toBe(true);
    expect(isDatabaseAway(cut())).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error("cannot execute INSERT in a read-only transaction"), { code: "25006" }))).toBe(true);
    expect(isDatabaseAway(new Error("Failed query: insert into …", { cause: refused() }))).toBe(true);
    expect(isDatabaseAway(new AggregateError([refused()]))).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(false);
    expect(isDatabaseAway(new Error("something else"))).toBe(false);
  });

  it("keeps a trigger waiting until it answers, and the trigger is answered as usual", async () => {
    const { app, tries } = appAwayFor(5);
    const response = await app.inject({ method: "POST", url: "/trigger" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1 });
    expect(tries.trigger).toBe(6);
  });

  it("answers a trigger 503 with Retry-After once its patience is over, never 500", async () => {
    const { app, tries } = appAwayFor(1_000, 300);
    const response = await app.inject({ method: "POST", url: "/trigger" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ code: "DATABASE_UNAVAILABLE", reason: expect.any(String) });
    expect(tries.trigger).toBeGreaterThan(1);
  });

  it("answers other requests 503 with Retry-After at once, told as one warning, not one a request", async () => {
    const { app, tries, warnings } = appAwayFor(20);
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({ method: "GET", url: "/list" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
    }
    expect(tries.list).toBe(20);
    expect(warnings).toHaveLength(1);
    expect((await app.inject({ method: "GET", url: "/list" })).statusCode).toBe(200);
  });

  it("holds no more callers than its waiting room takes: the one past the limit gets the error at once", async () => {
    const room = new WaitingRoom(1);
    let firstTries = 0;
    let secondTries = 0;
    let databaseBack = false;
    const first = whileDatabaseAway(
      async () => {
        firstTries += 1;
        if (!databaseBack) throw refused();
        return "first";
      },
      Date.now() + 5_000,
      room,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = whileDatabaseAway(
      async () => {
        secondTries += 1;
        throw refused();
      },
      Date.now() + 5_000,
      room,
    );
    await expect(second).rejects.toThrow("ECONNREFUSED");
    expect(secondTries).toBe(1);
    databaseBack = true;
    expect(await first).toBe("first");
    expect(firstTries).toBeGreaterThan(1);
    // The first has left: the room takes a caller again.
    expect(room.enter()).toBe(true);
  });
});
