import { urlOf } from "../../lib/http";
import { retryDelayMs, SseParser, type SseMessage } from "../../lib/sse-parser";

/** GET /app/live: what concerns the signed-in participant, as server-sent events. */
export const APP_LIVE_PATH = "/app/live";

export type AppLiveEvent =
  /** An alarm message for me: a new alarm, or its next round. */
  | { type: "notification"; alarmId: number; name: string; text: string | null }
  /** My lone-worker session started, checked in, missed a check-in or ended. */
  | { type: "lone-worker"; sessionId: number | null }
  /** An alarm I am concerned with changed. */
  | { type: "alarm"; alarmId: number };

/** The event a message carries (its `type`, or else the event name); null for anything else (the heartbeat). */
export function toAppLiveEvent(message: SseMessage): AppLiveEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const value = body as Record<string, unknown>;
  const type = value.type ?? message.event;
  const alarmId = typeof value.alarmId === "number" ? value.alarmId : null;
  if (type === "notification" && alarmId !== null) {
    return { type, alarmId, name: typeof value.name === "string" ? value.name : "", text: typeof value.text === "string" ? value.text : null };
  }
  if (type === "lone-worker") return { type, sessionId: typeof value.sessionId === "number" ? value.sessionId : null };
  if (type === "alarm" && alarmId !== null) return { type, alarmId };
  return null;
}

export type LiveState = "connecting" | "open" | "retrying";

export interface LiveHandlers {
  onEvent: (event: AppLiveEvent) => void;
  /** Open again after a break: something may have been missed. */
  onReconnect?: () => void;
  onState?: (state: LiveState) => void;
}

export interface LiveDependencies {
  fetch: typeof fetch;
  token: () => string | null;
  /** Refreshes the tokens: false when the server refuses (the session is over). */
  refresh: () => Promise<boolean>;
  signOut: () => void;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The server sends a heartbeat every 15 s: a stream silent this long is dead. */
  idleTimeoutMs: number;
}

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

type Attempt = "unauthorized" | "failed" | "ended";

/**
 * Keeps the stream open until stopped (read with fetch, which can send the bearer token, unlike
 * EventSource): reconnects with backoff, at once after a refreshed token; signs out when the refresh
 * is refused. Returns `stop`.
 */
export function connectAppLive(handlers: LiveHandlers, dependencies: LiveDependencies): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let failures = 0;
  let opened = false;

  async function attempt(): Promise<Attempt> {
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
      const token = dependencies.token();
      if (!token) return "unauthorized";
      stillAlive();
      const response = await dependencies.fetch(urlOf(APP_LIVE_PATH), {
        headers: { Accept: "text/event-stream", Authorization: `Bearer ${token}` },
        cache: "no-store",
        signal: connection.signal,
      });
      if (response.status === 401) return "unauthorized";
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
          const event = toAppLiveEvent(message);
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
      failures += 1;
      handlers.onState?.("retrying");
      await dependencies.sleep(retryDelayMs(failures), signal);
    }
  }

  void run();
  return () => controller.abort();
}
