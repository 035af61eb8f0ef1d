/**
 * Reading a text/event-stream over fetch (EventSource cannot send a bearer token): the console's
 * alarm stream and the participant app's stream both use it. No imports, so that either page takes
 * only this.
 */

/** One message of a text/event-stream. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into messages as its chunks arrive (the WHATWG rules: lines end in
 * \n, \r\n or \r; a blank line ends a message; lines starting with ':' are comments).
 */
export class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (!end || (end[0] === "\r" && end.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === "") {
      const message = this.data.length > 0 ? { event: this.event || "message", data: this.data.join("\n") } : null;
      this.event = "";
      this.data = [];
      return message;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    return null;
  }
}

/** Waits before the next attempt: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

export type StreamState = "connecting" | "open" | "retrying";

export interface StreamHandlers<E> {
  onEvent: (event: E) => void;
  /** Open again after a break: changes may have been missed, so read everything again. */
  onReconnect?: () => void;
  onState?: (state: StreamState) => void;
}

/** What a stream's connection needs from the outside world (tests replace it). */
export interface StreamDependencies {
  fetch: typeof fetch;
  token: () => string | null | Promise<string | null>;
  /** Refreshes the tokens: false when the server refuses (the session is over). */
  refresh: () => Promise<boolean>;
  /** The session is over: give it up. */
  signOut: () => void;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A stream silent this long is taken for dead (the server sends a heartbeat every 15 s). */
  idleTimeoutMs: number;
}

/** Waits `ms`, or less when `signal` aborts. */
export const sleepUnlessAborted = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

type Attempt = "unauthorized" | "unavailable" | "failed" | "ended";

/**
 * The server answered 503 (its database is away, a failover): it is there and cheap to ask, so it
 * is asked again this often, not with a growing backoff that would outlast the failover.
 */
export const UNAVAILABLE_RETRY_MS = 1_000;

/**
 * Keeps the event stream at `url` open until stopped: reconnects with backoff after a failure, at
 * once after a refreshed token, and gives the session up when the server refuses the refresh.
 * `toEvent` reads a message (null: not an event, such as the heartbeat). Returns `stop`.
 */
export function connectEventStream<E>(
  url: string,
  toEvent: (message: SseMessage) => E | null,
  handlers: StreamHandlers<E>,
  dependencies: StreamDependencies,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let failures = 0;
  let opened = false;

  async function attempt(): Promise<Attempt> {
    // Aborted when stopped, and when the stream falls silent (a connection that died without closing).
    const connection = new AbortController();
    let reader: ReadableStreamDefaultReader<string> | undefined;
    const abort = () => {
      connection.abort();
      reader?.cancel().catch(() => undefined);
    };
    signal.addEventListener("abort", abort);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, dependencies.idleTimeoutMs);
    };
    try {
      const token = await dependencies.token();
      stillAlive();
      const response = await dependencies.fetch(url, {
        headers: { Accept: "text/event-stream", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        cache: "no-store",
        signal: connection.signal,
      });
      if (response.status === 401) return "unauthorized";
      if (response.status === 503) return "unavailable";
      if (response.status !== 200 || !response.body) return "failed";
      if (opened) handlers.onReconnect?.();
      opened = true;
      failures = 0;
      handlers.onState?.("open");
      const parser = new SseParser();
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        stillAlive();
        const { done, value } = await reader.read();
        if (done) return "ended";
        for (const message of parser.push(value)) {
          const event = toEvent(message);
          if (event) handlers.onEvent(event);
        }
      }
    } finally {
      clearTimeout(idle);
      signal.removeEventListener("abort", abort);
      abort();
    }
  }

  async function run() {
    let refreshed = false;
    while (!signal.aborted) {
      handlers.onState?.(failures === 0 ? "connecting" : "retrying");
      let outcome: Attempt;
      try {
        outcome = await attempt();
      } catch {
        outcome = "failed";
      }
      if (signal.aborted) return;
      if (outcome === "unauthorized" && !refreshed) {
        refreshed = true;
        const renewed = await dependencies.refresh().catch(() => null);
        if (renewed === false) {
          dependencies.signOut();
          return;
        }
        if (renewed) continue;
      }
      refreshed = false;
      handlers.onState?.("retrying");
      if (outcome === "unavailable") {
        await dependencies.sleep(UNAVAILABLE_RETRY_MS, signal);
        continue;
      }
      failures += 1;
      await dependencies.sleep(retryDelayMs(failures), signal);
    }
  }

  void run();
  return () => controller.abort();
}
