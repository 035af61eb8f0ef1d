import { urlOf } from "../../lib/http";
import { connectEventStream, sleepUnlessAborted, type SseMessage, type StreamDependencies, type StreamHandlers, type StreamState } from "../../lib/sse-parser";

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

export type LiveState = StreamState;
export type LiveHandlers = StreamHandlers<AppLiveEvent>;
export type LiveDependencies = StreamDependencies;
export const sleep = sleepUnlessAborted;

/**
 * Keeps the stream open until stopped (read with fetch, which can send the bearer token, unlike
 * EventSource): reconnects with backoff, at once after a refreshed token; signs out when the refresh
 * is refused. Returns `stop`.
 */
export function connectAppLive(handlers: LiveHandlers, dependencies: LiveDependencies): () => void {
  return connectEventStream(urlOf(APP_LIVE_PATH), toAppLiveEvent, handlers, dependencies);
}
