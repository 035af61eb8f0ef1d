import type { LoneWorkerSession } from "@alarm/contract";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A span as a clock reads it: m:ss below an hour, h:mm:ss from an hour on. Seconds are rounded up
 * while counting down, so "0:00" shows only when the time is up; negative spans count as zero.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export type CheckInPhase =
  /** Before the check-in: counting down to it. */
  | "waiting"
  /** Due: the grace period runs, the alarm is raised at its end. */
  | "due"
  /** The grace period has passed too: the alarm is (being) raised. */
  | "missed";

export interface CheckInState {
  phase: CheckInPhase;
  /** waiting: until the check-in is due; due: until the alarm; missed: 0. */
  remainingMs: number;
}

/** Where a running lone-worker session stands at `now`. */
export function checkInState(session: Pick<LoneWorkerSession, "nextCheckInAt" | "graceMinutes">, now: number): CheckInState {
  const dueAt = Date.parse(session.nextCheckInAt);
  const alarmAt = dueAt + session.graceMinutes * 60_000;
  if (now < dueAt) return { phase: "waiting", remainingMs: dueAt - now };
  if (now < alarmAt) return { phase: "due", remainingMs: alarmAt - now };
  return { phase: "missed", remainingMs: 0 };
}
