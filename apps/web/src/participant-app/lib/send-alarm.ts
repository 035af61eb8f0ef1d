import type { AppType, GeoLocation } from "@alarm/contract";
import type { AppApi } from "./api";
import { newRequestId } from "./device-name";
import { currentLocation } from "./location";
import { isTransient, type OfflineQueue, type QueuedAlarm } from "./offline-queue";

export type AlarmRequest = { kind: "trigger"; appType: AppType; text?: string } | { kind: "sos"; text?: string };

/** What became of an alarm raised in the app. */
export type RaiseOutcome = { result: "sent"; alarmId: number } | { result: "queued"; item: QueuedAlarm };

/** Sends one (queued or fresh) alarm to the server. */
export function sendQueued(api: AppApi, item: QueuedAlarm): Promise<{ alarmId: number }> {
  const { requestId, text, location } = item;
  const common = { requestId, ...(text ? { text } : {}), ...(location ? { location } : {}) };
  return item.kind === "trigger" ? api.trigger({ ...common, appType: item.appType }) : api.sos(common);
}

/**
 * Raises an alarm: with the phone's position when sharing it is on (never waiting more than 5 s
 * for it), under a fresh request id. When the server cannot be reached the alarm goes into the
 * offline queue and is sent later under the same id; a refusal of the server is thrown.
 */
export async function raiseAlarm(
  api: AppApi,
  queue: OfflineQueue,
  request: AlarmRequest,
  shareLocation: boolean,
  locate: () => Promise<GeoLocation | undefined> = currentLocation,
): Promise<RaiseOutcome> {
  const location = shareLocation ? await locate() : undefined;
  const text = request.text?.trim() || undefined;
  const base = { requestId: newRequestId(), queuedAt: new Date().toISOString(), ...(text ? { text } : {}), ...(location ? { location } : {}) };
  const item: QueuedAlarm = request.kind === "trigger" ? { ...base, kind: "trigger", appType: request.appType } : { ...base, kind: "sos" };
  try {
    const { alarmId } = await sendQueued(api, item);
    return { result: "sent", alarmId };
  } catch (error) {
    if (!isTransient(error)) throw error;
    queue.add(item);
    return { result: "queued", item };
  }
}
