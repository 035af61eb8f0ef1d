import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error";
import { isTransient, OfflineQueue, QUEUE_KEY, type QueuedAlarm } from "./offline-queue";
import { memoryStore } from "./storage";

const sos = (requestId: string, extra: Partial<QueuedAlarm> = {}): QueuedAlarm =>
  ({ kind: "sos", requestId, queuedAt: "2026-01-01T10:00:00.000Z", ...extra }) as QueuedAlarm;
const trigger = (requestId: string): QueuedAlarm => ({
  kind: "trigger",
  requestId,
  appType: "MEDICAL",
  queuedAt: "2026-01-01T10:00:00.000Z",
  location: { latitude: 50.08, longitude: 14.42, accuracy: 12 },
});
const offline = () => new ApiError(0, "NETWORK", "Failed to fetch");

describe("the offline queue", () => {
  it("keeps what it holds in storage, so the next start of the app finds it", () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store);
    queue.add(sos("a", { text: "fell", location: { latitude: 1, longitude: 2 } }));
    queue.add(trigger("b"));
    expect(new OfflineQueue(store).list()).toEqual([sos("a", { text: "fell", location: { latitude: 1, longitude: 2 } }), trigger("b")]);
  });

  it("adds an alarm once per request id", () => {
    const queue = new OfflineQueue(memoryStore());
    queue.add(sos("a"));
    queue.add(sos("a", { text: "again" }));
    expect(queue.list()).toHaveLength(1);
  });

  it("ignores what it cannot read: broken JSON, unknown kinds and app types, malformed locations", () => {
    const broken = memoryStore({ [QUEUE_KEY]: "{not json" });
    expect(new OfflineQueue(broken).list()).toEqual([]);
    const mixed = memoryStore({
      [QUEUE_KEY]: JSON.stringify([
        sos("ok"),
        { kind: "trigger", requestId: "x", appType: "LASER", queuedAt: "t" },
        { kind: "sos", requestId: "y", queuedAt: "t", location: { latitude: "50" } },
        { kind: "other", requestId: "z", queuedAt: "t" },
        null,
      ]),
    });
    expect(new OfflineQueue(mixed).list().map((item) => item.requestId)).toEqual(["ok"]);
  });

  it("sends oldest first with the same request ids and empties itself", async () => {
    const store = memoryStore();
    const queue = new OfflineQueue(store);
    queue.add(sos("a"));
    queue.add(trigger("b"));
    const send = vi.fn(async (item: QueuedAlarm) => ({ alarmId: item.requestId === "a" ? 11 : 12 }));
    const outcomes = await queue.flush(send);
    expect(send.mock.calls.map(([item]) => item.requestId)).toEqual(["a", "b"]);
    expect(outcomes).toEqual([
      { item: sos("a"), result: "sent", alarmId: 11 },
      { item: trigger("b"), result: "sent", alarmId: 12 },
    ]);
    expect(queue.list()).toEqual([]);
    expect(new OfflineQueue(store).list()).toEqual([]);
  });

  it("stops at a failure that may pass (no connection, timeout, server down) and keeps the rest in order", async () => {
    for (const failure of [offline(), new ApiError(0, "TIMEOUT", "slow"), new ApiError(503, "INTERNAL", "down"), new TypeError("Failed to fetch")]) {
      const queue = new OfflineQueue(memoryStore());
      queue.add(sos("a"));
      queue.add(sos("b"));
      queue.add(sos("c"));
      const send = vi.fn(async (item: QueuedAlarm) => {
        if (item.requestId === "b") throw failure;
        return { alarmId: 1 };
      });
      const outcomes = await queue.flush(send);
      expect(outcomes.map((outcome) => outcome.item.requestId)).toEqual(["a"]);
      expect(queue.list().map((item) => item.requestId)).toEqual(["b", "c"]);
      expect(send).toHaveBeenCalledTimes(2);
    }
  });

  it("drops an alarm the server refuses and goes on with the next", async () => {
    const queue = new OfflineQueue(memoryStore());
    queue.add(trigger("gone"));
    queue.add(sos("next"));
    const refusal = new ApiError(400, "VALIDATION", "no such app");
    const outcomes = await queue.flush(async (item) => {
      if (item.requestId === "gone") throw refusal;
      return { alarmId: 7 };
    });
    expect(outcomes).toEqual([
      { item: trigger("gone"), result: "refused", error: refusal },
      { item: sos("next"), result: "sent", alarmId: 7 },
    ]);
    expect(queue.list()).toEqual([]);
  });

  it("keeps an alarm refused for a lapsed sign-in: it is sent after signing in again", async () => {
    const queue = new OfflineQueue(memoryStore());
    queue.add(sos("a"));
    await queue.flush(async () => {
      throw new ApiError(401, "UNAUTHORIZED", "expired");
    });
    expect(queue.list().map((item) => item.requestId)).toEqual(["a"]);
  });

  it("runs one round at a time: an 'online' event during the start's round joins it", async () => {
    const queue = new OfflineQueue(memoryStore());
    queue.add(sos("a"));
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<{ alarmId: number }>((resolve) => (release = () => resolve({ alarmId: 3 }))));
    const first = queue.flush(send);
    const second = queue.flush(send);
    release();
    // The round's outcomes go to the caller that started it only: the app tells of each sent alarm once.
    expect(await first).toEqual([{ item: sos("a"), result: "sent", alarmId: 3 }]);
    expect(await second).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tells its listeners about changes", () => {
    const queue = new OfflineQueue(memoryStore());
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.add(sos("a"));
    queue.remove("a");
    queue.remove("a");
    stop();
    queue.add(sos("b"));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("failures that may pass", () => {
  it("are those of the network and of a server that is down, not the server's refusals", () => {
    expect(isTransient(offline())).toBe(true);
    expect(isTransient(new ApiError(502, "BAD_RESPONSE", "HTTP 502"))).toBe(true);
    expect(isTransient(new ApiError(409, "CONFLICT", "no plan"))).toBe(false);
    expect(isTransient(new ApiError(403, "ACCESS_DENIED", "no"))).toBe(false);
  });
});
