import type { GeoLocation, LoneWorkerSession } from "@alarm/contract";

/**
 * Where a lone worker's next check-in stands: not due yet, overdue (the grace period runs), or missed
 * (the grace period is over too: the lone-worker alarm is raised).
 */
export type CheckInState = "onTime" | "overdue" | "missed";

const MINUTE_MS = 60_000;

export function checkInStateOf(session: Pick<LoneWorkerSession, "nextCheckInAt" | "graceMinutes">, now: Date): CheckInState {
  const due = Date.parse(session.nextCheckInAt);
  if (Number.isNaN(due) || now.getTime() <= due) return "onTime";
  return now.getTime() <= due + session.graceMinutes * MINUTE_MS ? "overdue" : "missed";
}

/** Whole minutes from `now` to `time`: positive ahead, negative past (rounded towards zero). */
export function minutesUntil(time: string, now: Date): number {
  const minutes = (Date.parse(time) - now.getTime()) / MINUTE_MS;
  return Number.isNaN(minutes) ? 0 : Math.trunc(minutes) + 0;
}

/** The session runs past the end its worker announced. */
export const isPastExpectedEnd = (session: Pick<LoneWorkerSession, "expectedEndAt">, now: Date) => Date.parse(session.expectedEndAt) < now.getTime();

/** "47.376887, 8.541694": latitude and longitude in degrees, as the map link has them. */
export const coordinatesText = (location: GeoLocation) => `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`;

/** The uncertainty in whole metres (at least 1), or null when the phone did not say. */
export const accuracyMetres = (location: GeoLocation): number | null => (location.accuracy === undefined ? null : Math.max(1, Math.round(location.accuracy)));
