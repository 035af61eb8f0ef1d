import type { AlarmLiveEvent } from "@alarm/contract";
import { describe, expect, it, vi } from "vitest";

// The module reaches the session storage (the real dependencies), which reads localStorage when loaded.
vi.hoisted(() => vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }));

import {
  type AlarmLiveHandlers,
  connectAlarmLive,
  retryDelayMs,
  SharedAlarmLive,
  SseParser,
  toLiveEvent,
  type LiveDependencies,
  type LiveStatus,
} from "./alarm-live";

describe("the event-stream parser", () => {
  it("reads messages split across chunks at any point, with every kind of line end", () => {
    const parser = new SseParser();
    const text = 'event: alarm\r\ndata: {"a":\r\ndata: 1}\r\n\r\n: keep-alive\n\ndata: second\r\rdata:third\n\n';
    const messages = [...text].flatMap((char) => parser.push(char));
    expect(messages).toEqual([
      { event: "alarm", data: '{"a":\n1}' },
      { event: "message", data: "second" },
      { event: "message", data: "third" },
    ]);
  });

  it("ignores comments, unknown fields and blank lines without data, and keeps a message until its blank line", () => {
    const parser = new SseParser();
    expect(parser.push(": hello\n\nid: 4\nretry: 10\nevent: x\n\n")).toEqual([]);
    expect(parser.push("data: late")).toEqual([]);
    expect(parser.push("\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "message", data: "late" }]);
  });
});

describe("alarm events of a message", () => {
  it("accepts an alarm change named by its type or by the event name", () => {
    const event = { type: "alarm", alarmId: 7, status: "ACCEPTED", orgId: 1 };
    expect(toLiveEvent({ event: "message", data: JSON.stringify(event) })).toEqual(event);
    expect(toLiveEvent({ event: "alarm", data: '{"alarmId":7,"status":"ACCEPTED","orgId":1}' })).toEqual(event);
  });

  it("accepts a notification for the user and refuses anything malformed", () => {
    const notification = { type: "notification", login: "anna", notificationId: 3, alarmId: 7, name: "Fire", text: null, respondToken: "t" };
    expect(toLiveEvent({ event: "message", data: JSON.stringify(notification) })).toEqual(notification);
    expect(toLiveEvent({ event: "alarm", data: "not json" })).toBeNull();
    expect(toLiveEvent({ event: "alarm", data: '{"alarmId":7,"status":"BURNING","orgId":1}' })).toBeNull();
    expect(toLiveEvent({ event: "alarm", data: '{"alarmId":"7","status":"NEW","orgId":1}' })).toBeNull();
    expect(toLiveEvent({ event: "ping", data: "{}" })).toBeNull();
    expect(toLiveEvent({ event: "alarm", data: "null" })).toBeNull();
  });

  it("accepts a change of a lone worker's session", () => {
    const event = { type: "lone-worker", sessionId: 5, orgId: 2, participantId: 9 };
    expect(toLiveEvent({ event: "message", data: JSON.stringify(event) })).toEqual(event);
    expect(toLiveEvent({ event: "lone-worker", data: '{"sessionId":5,"orgId":2,"participantId":9}' })).toEqual(event);
    expect(toLiveEvent({ event: "lone-worker", data: '{"sessionId":"5","orgId":2,"participantId":9}' })).toBeNull();
  });
});

describe("retry delays", () => {
  it("double from one second up to thirty", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

/** A response whose body is a stream the test writes to. */
function streamResponse() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text: string) => push(text),
    end: () => end(),
  };
}

function harness(responses: (() => Response | Promise<Response>)[], refresh: boolean[] = [], idleTimeoutMs = 60_000) {
  const events: AlarmLiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const sleeps: number[] = [];
  const tokens: (string | undefined)[] = [];
  let reconnects = 0;
  let token = "first";
  const dependencies: LiveDependencies = {
    fetch: vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push((init?.headers as Record<string, string>).Authorization);
      const next = responses.shift();
      if (next) return Promise.resolve(next());
      // No more answers: the call hangs until it is aborted.
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }),
    getToken: () => token,
    refreshTokens: vi.fn(async () => {
      const answer = refresh.shift() ?? false;
      if (answer) token = "renewed";
      return answer;
    }),
    expireSession: vi.fn(),
    sleep: vi.fn(async (ms: number) => void sleeps.push(ms)),
    idleTimeoutMs,
  };
  const stop = connectAlarmLive(
    { onEvent: (event) => events.push(event), onReconnect: () => (reconnects += 1), onStatus: (status) => statuses.push(status) },
    dependencies,
  );
  return { events, statuses, sleeps, tokens, dependencies, stop, reconnects: () => reconnects };
}

describe("the live connection", () => {
  it("sends the bearer token, hands over events, and after the stream ends reconnects and asks for a fresh read", async () => {
    const first = streamResponse();
    const second = streamResponse();
    const live = harness([() => first.response, () => new Response("down", { status: 502 }), () => second.response]);
    await vi.waitFor(() => expect(live.statuses).toContain("open"));
    first.push('event: alarm\ndata: {"alarmId":1,"status":"NEW","orgId":1}\n\n');
    await vi.waitFor(() => expect(live.events).toEqual([{ type: "alarm", alarmId: 1, status: "NEW", orgId: 1 }]));
    expect(live.reconnects()).toBe(0);

    first.end();
    await vi.waitFor(() => expect(live.reconnects()).toBe(1));
    // The stream ended (1 s), then a proxy found no server (2 s); an open stream resets the backoff.
    expect(live.sleeps).toEqual([1000, 2000]);
    second.push('data: {"type":"alarm","alarmId":2,"status":"ACCEPTED","orgId":1}\n\n');
    await vi.waitFor(() => expect(live.events).toHaveLength(2));
    expect(live.tokens).toEqual(["Bearer first", "Bearer first", "Bearer first"]);
    live.stop();
  });

  it("renews a refused token once and connects again at once", async () => {
    const stream = streamResponse();
    const live = harness([() => new Response("", { status: 401 }), () => stream.response], [true]);
    await vi.waitFor(() => expect(live.statuses).toContain("open"));
    expect(live.tokens).toEqual(["Bearer first", "Bearer renewed"]);
    expect(live.sleeps).toEqual([]);
    live.stop();
  });

  it("ends the session when the refresh is refused", async () => {
    const live = harness([() => new Response("", { status: 401 })], [false]);
    await vi.waitFor(() => expect(live.dependencies.expireSession).toHaveBeenCalledOnce());
    expect(live.dependencies.fetch).toHaveBeenCalledOnce();
    live.stop();
  });

  it("gives up a stream that falls silent and connects again", async () => {
    const silent = streamResponse();
    const next = streamResponse();
    const live = harness([() => silent.response, () => next.response], [], 30);
    await vi.waitFor(() => expect(live.reconnects()).toBeGreaterThanOrEqual(1));
    // The next stream is silent too: on a loaded machine it may be given up as well before this line.
    expect(live.sleeps[0]).toBe(1000);
    next.push(": heartbeat\n\n");
    live.stop();
  });

  it("asks a server whose database is away (503) again every second, however long the failover takes", async () => {
    const stream = streamResponse();
    const unavailable = () => new Response('{"code":"DATABASE_UNAVAILABLE"}', { status: 503, headers: { "retry-after": "5" } });
    const live = harness([unavailable, unavailable, unavailable, unavailable, unavailable, () => stream.response]);
    await vi.waitFor(() => expect(live.statuses).toContain("open"));
    expect(live.sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
    live.stop();
  });

  it("backs off after network failures and stops trying once stopped", async () => {
    const live = harness([() => Promise.reject(new TypeError("offline")), () => Promise.reject(new TypeError("offline"))]);
    await vi.waitFor(() => expect(live.sleeps).toEqual([1000, 2000]));
    live.stop();
    const calls = vi.mocked(live.dependencies.fetch).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vi.mocked(live.dependencies.fetch).mock.calls.length).toBe(calls);
  });
});

describe("one stream shared by every listener of the page", () => {
  function sharedHarness() {
    const connections: { handlers: AlarmLiveHandlers; stopped: boolean }[] = [];
    const shared = new SharedAlarmLive((handlers) => {
      const connection = { handlers, stopped: false };
      connections.push(connection);
      handlers.onStatus?.("connecting");
      return () => (connection.stopped = true);
    });
    const listener = () => {
      const heard = { events: [] as AlarmLiveEvent[], statuses: [] as LiveStatus[], reconnects: 0 };
      const handlers: AlarmLiveHandlers = {
        onEvent: (event) => heard.events.push(event),
        onStatus: (status) => heard.statuses.push(status),
        onReconnect: () => (heard.reconnects += 1),
      };
      return { heard, handlers };
    };
    return { shared, connections, listener };
  }
  const event: AlarmLiveEvent = { type: "alarm", alarmId: 3, status: "FAILURE", orgId: 1 };

  it("opens once for all, hands every event, state and reconnect to each, and tells a late listener the state at once", () => {
    const { shared, connections, listener } = sharedHarness();
    const first = listener();
    const second = listener();
    shared.subscribe(first.handlers);
    connections[0]!.handlers.onStatus?.("open");
    shared.subscribe(second.handlers);
    connections[0]!.handlers.onEvent(event);
    connections[0]!.handlers.onReconnect?.();
    expect(connections).toHaveLength(1);
    expect(first.heard).toEqual({ events: [event], statuses: ["connecting", "open"], reconnects: 1 });
    expect(second.heard).toEqual({ events: [event], statuses: ["open"], reconnects: 1 });
  });

  it("closes when the last listener leaves, and opens again for the next", () => {
    const { shared, connections, listener } = sharedHarness();
    const leaveFirst = shared.subscribe(listener().handlers);
    const leaveSecond = shared.subscribe(listener().handlers);
    leaveFirst();
    expect(connections[0]!.stopped).toBe(false);
    leaveSecond();
    expect(connections[0]!.stopped).toBe(true);
    const again = listener();
    shared.subscribe(again.handlers);
    expect(connections).toHaveLength(2);
    expect(again.heard.statuses).toEqual(["connecting"]);
  });
});
