import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import type { AlarmLiveEvent } from "@alarm/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveHub } from "../../core/live-hub.js";
import { HEARTBEAT_MS, OrganizationScope, SCOPE_MAX_AGE_MS, streamLiveEvents } from "./live-stream.js";

/** What the stream uses of a response, recording what is written. */
class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  written: string[] = [];
  ended = false;
  writableLength = 0;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(text: string) {
    this.written.push(text);
    return true;
  }
  end() {
    this.ended = true;
    this.emit("close");
  }
}

class FakeHub {
  readonly listeners = new Set<(event: AlarmLiveEvent) => void>();
  subscribe(listener: (event: AlarmLiveEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  publish(event: AlarmLiveEvent) {
    for (const listener of this.listeners) listener(event);
  }
}

const event = (alarmId: number, orgId = 1): AlarmLiveEvent => ({ type: "alarm", alarmId, status: "NEW", orgId });
const settle = () => vi.advanceTimersByTimeAsync(0);

function open(options: { accepts?: (event: AlarmLiveEvent) => Promise<boolean>; stillAllowed?: () => Promise<boolean> } = {}) {
  const response = new FakeResponse();
  const hub = new FakeHub();
  const onError = vi.fn();
  const stillAllowed = vi.fn(options.stillAllowed ?? (async () => true));
  streamLiveEvents(response as unknown as ServerResponse, {
    hub: hub as unknown as LiveHub,
    accepts: options.accepts ?? (async () => true),
    stillAllowed,
    onError,
  });
  const events = () => response.written.filter((text) => text.startsWith("event:"));
  return { response, hub, onError, stillAllowed, events };
}

describe("streaming live events", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes accepted events in the order they happened, however long each takes to judge", async () => {
    const stream = open({
      accepts: async (e) => {
        if (e.type === "alarm" && e.alarmId === 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return e.type === "alarm" && e.alarmId !== 2;
      },
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.written[0]).toBe(": connected\n\n");
    stream.hub.publish(event(1));
    stream.hub.publish(event(2));
    stream.hub.publish(event(3));
    await vi.advanceTimersByTimeAsync(100);
    expect(stream.events()).toEqual([`event: alarm\ndata: ${JSON.stringify(event(1))}\n\n`, `event: alarm\ndata: ${JSON.stringify(event(3))}\n\n`]);
  });

  it("sends a heartbeat while the session lasts, and ends when it does not", async () => {
    let allowed = true;
    const stream = open({ stillAllowed: async () => allowed });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(stream.response.written).toContain(": heartbeat\n\n");
    expect(stream.response.ended).toBe(false);
    allowed = false;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(stream.response.ended).toBe(true);
    expect(stream.hub.listeners.size).toBe(0);
  });

  it("lets go of the hub and its timer when the client goes away", async () => {
    const stream = open();
    stream.response.emit("close");
    expect(stream.hub.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(stream.stillAllowed).not.toHaveBeenCalled();
    expect(stream.response.ended).toBe(true);
  });

  it("cuts off a client that does not read", async () => {
    const stream = open();
    stream.response.writableLength = 2 * 1024 * 1024;
    stream.hub.publish(event(1));
    await settle();
    expect(stream.events()).toEqual([]);
    expect(stream.response.ended).toBe(true);
  });

  it("ends the stream and reports when judging an event fails", async () => {
    const stream = open({ accepts: () => Promise.reject(new Error("database gone")) });
    stream.hub.publish(event(1));
    await settle();
    expect(stream.onError).toHaveBeenCalledWith(expect.objectContaining({ message: "database gone" }));
    expect(stream.response.ended).toBe(true);
  });
});

describe("the organization scope of a stream", () => {
  it("reads the subtree once and again only when an event comes after it got old", async () => {
    let now = 0;
    let subtree = new Set([2, 3]);
    const load = vi.fn(async () => new Set(subtree));
    const scope = new OrganizationScope(load, () => now);
    expect(await scope.includes(2)).toBe(true);
    expect(await scope.includes(9)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    subtree = new Set([2, 3, 9]);
    now = SCOPE_MAX_AGE_MS - 1;
    expect(await scope.includes(9)).toBe(false);
    now = SCOPE_MAX_AGE_MS;
    expect(await scope.includes(9)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
