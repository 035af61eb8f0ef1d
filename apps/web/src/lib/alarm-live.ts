import { type AlarmLiveEvent, isAlarmStatus } from "@alarm/contract";
import { useEffect, useRef, useState } from "react";
import { urlOf } from "./http";
import { connectEventStream, sleepUnlessAborted, type SseMessage, type StreamState } from "./sse-parser";
import { expireSession } from "./session-expiry";
import { freshToken, refreshTokens } from "./token-refresh";

/**
 * GET /alarms/live: server-sent events about alarms in the caller's scope. EventSource cannot send
 * the bearer token, so the stream is read with fetch and a streaming reader.
 */
export const ALARM_LIVE_PATH = "/alarms/live";

export { retryDelayMs, SseParser, type SseMessage } from "./sse-parser";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === "string";

/** The alarm event a message carries (its `type`, or else the event name, says which); null for anything else. */
export function toLiveEvent(message: SseMessage): AlarmLiveEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const value = body as Record<string, unknown>;
  const type = value.type ?? message.event;
  if (type === "alarm") {
    const { alarmId, status, orgId } = value;
    if (!isNumber(alarmId) || !isNumber(orgId) || !isText(status) || !isAlarmStatus(status)) return null;
    return { type, alarmId, status, orgId };
  }
  if (type === "notification") {
    const { login, notificationId, alarmId, name, text, respondToken } = value;
    if (!isText(login) || !isNumber(notificationId) || !isNumber(alarmId) || !isText(name) || !isText(respondToken)) return null;
    return { type, login, notificationId, alarmId, name, text: isText(text) ? text : null, respondToken };
  }
  if (type === "lone-worker") {
    const { sessionId, orgId, participantId } = value;
    if (!isNumber(sessionId) || !isNumber(orgId) || !isNumber(participantId)) return null;
    return { type, sessionId, orgId, participantId };
  }
  return null;
}

export type LiveStatus = StreamState;

export interface AlarmLiveHandlers {
  onEvent: (event: AlarmLiveEvent) => void;
  /** The stream is open again after a break: changes may have been missed, so read everything again. */
  onReconnect?: () => void;
  onStatus?: (status: LiveStatus) => void;
}

/** What the connection needs from the outside world (tests replace it). */
export interface LiveDependencies {
  fetch: typeof fetch;
  getToken: () => string | null | Promise<string | null>;
  refreshTokens: () => Promise<boolean>;
  expireSession: () => void;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A stream silent this long is taken for dead (the server sends a heartbeat every 15 s). */
  idleTimeoutMs: number;
}

const browserDependencies: LiveDependencies = {
  fetch: (...args) => fetch(...args),
  getToken: freshToken,
  refreshTokens,
  expireSession,
  sleep: sleepUnlessAborted,
  idleTimeoutMs: 45_000,
};

/**
 * Keeps the stream open until stopped: reconnects with backoff after a failure, at once after a
 * refreshed token, and gives the session up when the server refuses the refresh. Returns `stop`.
 */
export function connectAlarmLive(handlers: AlarmLiveHandlers, dependencies: LiveDependencies = browserDependencies): () => void {
  return connectEventStream(
    urlOf(ALARM_LIVE_PATH),
    toLiveEvent,
    { onEvent: (event) => handlers.onEvent(event), onReconnect: () => handlers.onReconnect?.(), onState: (state) => handlers.onStatus?.(state) },
    {
      fetch: dependencies.fetch,
      token: dependencies.getToken,
      refresh: dependencies.refreshTokens,
      signOut: dependencies.expireSession,
      sleep: dependencies.sleep,
      idleTimeoutMs: dependencies.idleTimeoutMs,
    },
  );
}

/**
 * One stream for every part of the page that listens (the in-console notifications, the alarm
 * monitor, a trigger's toast): the first listener opens it, the last one closes it, and one who
 * joins an open stream is told its state at once.
 */
export class SharedAlarmLive {
  private readonly listeners = new Set<AlarmLiveHandlers>();
  private stop: (() => void) | null = null;
  private status: LiveStatus = "connecting";

  constructor(private readonly connect: (handlers: AlarmLiveHandlers) => () => void) {}

  subscribe(handlers: AlarmLiveHandlers): () => void {
    this.listeners.add(handlers);
    if (this.stop) handlers.onStatus?.(this.status);
    else {
      this.stop = this.connect({
        onEvent: (event) => this.each((listener) => listener.onEvent(event)),
        onReconnect: () => this.each((listener) => listener.onReconnect?.()),
        onStatus: (status) => {
          this.status = status;
          this.each((listener) => listener.onStatus?.(status));
        },
      });
    }
    return () => {
      this.listeners.delete(handlers);
      if (this.listeners.size > 0 || !this.stop) return;
      this.stop();
      this.stop = null;
      this.status = "connecting";
    };
  }

  private each(call: (listener: AlarmLiveHandlers) => void) {
    for (const listener of [...this.listeners]) call(listener);
  }
}

const sharedAlarmLive = new SharedAlarmLive((handlers) => connectAlarmLive(handlers));

/**
 * Listens to the alarm stream while the component is shown (and `enabled`); answers the state of
 * the connection. The handlers may change between renders without reconnecting.
 */
export function useAlarmLive(handlers: AlarmLiveHandlers, enabled = true): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    return sharedAlarmLive.subscribe({
      onEvent: (event) => latest.current.onEvent(event),
      onReconnect: () => latest.current.onReconnect?.(),
      onStatus: (next) => {
        setStatus(next);
        latest.current.onStatus?.(next);
      },
    });
  }, [enabled]);
  return status;
}
