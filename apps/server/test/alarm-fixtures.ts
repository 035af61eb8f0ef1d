import type { AlarmStatus, DeviceType } from "@alarm/contract";
import { eq } from "drizzle-orm";
import type { Clock } from "../src/core/clock.js";
import type { Executor } from "../src/db/database.js";
import { alarmHistory, alarmNotifications, alarmRecipients, alarms } from "../src/db/schema/index.js";
import type { ApiCall } from "./http-call.js";

type Call = ApiCall;
let sequence = 0;

/** A participant with devices in `orgId`, created through the API. */
export async function createParticipant(
  call: Call,
  token: string,
  options: { orgId?: number; devices: { type: DeviceType; address: string }[]; login?: string; language?: string },
) {
  const response = await call({
    method: "POST",
    url: "/participants",
    token,
    payload: {
      name: "Pat",
      surname: `Number${++sequence}`,
      orgId: options.orgId ?? 1,
      login: options.login ?? null,
      language: options.language ?? "ENGLISH",
      devices: options.devices.map((device) => ({ callingDeviceType: device.type, address: device.address })),
    },
  });
  if (response.statusCode !== 200) throw new Error(`participant: ${response.body}`);
  return response.json<{ id: number; name: string; surname: string }>();
}

/** An alarm plan with ranks of participants and an alarm point using it; answers the point's id. */
export async function createAlarmPoint(
  call: Call,
  token: string,
  options: { ranks: { participantIds: number[]; waitTime?: number }[]; orgId?: number; point?: Record<string, unknown>; plan?: Record<string, unknown> },
) {
  const orgId = options.orgId ?? 1;
  const plan = await call({
    method: "POST",
    url: "/alarmplans",
    token,
    payload: {
      name: `Plan ${++sequence}`,
      orgId,
      ranks: options.ranks.map((rank) => ({ waitTime: rank.waitTime ?? 1, entries: rank.participantIds.map((participantId) => ({ participantId })) })),
      ...options.plan,
    },
  });
  if (plan.statusCode !== 200) throw new Error(`plan: ${plan.body}`);
  const point = await call({
    method: "POST",
    url: "/alarmpoints",
    token,
    payload: { name: `Point ${sequence}`, orgId, alarmPlanId: plan.json<{ id: number }>().id, text: "Smoke in hall 3", ...options.point },
  });
  if (point.statusCode !== 200) throw new Error(`point: ${point.body}`);
  return point.json<{ id: number }>().id;
}

export async function trigger(call: Call, token: string, payload: object) {
  const response = await call({ method: "POST", url: "/alarm-trigger", token, payload });
  if (response.statusCode !== 200) throw new Error(`trigger: ${response.body}`);
  return response.json<{ id: number; status: AlarmStatus; replacedBy: { alarmPointId: number; name: string } | null }>();
}

/** Polls the database until `check` holds for the alarm (the engine works in the background). */
export async function waitForAlarm(db: Executor, alarmId: number, check: (alarm: typeof alarms.$inferSelect) => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const [alarm] = await db.select().from(alarms).where(eq(alarms.id, alarmId));
    if (alarm && check(alarm)) return alarm;
    if (Date.now() - started > timeoutMs) throw new Error(`alarm ${alarmId} did not get there in time; it is ${JSON.stringify(alarm?.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function waitForStatus(db: Executor, alarmId: number, status: AlarmStatus, timeoutMs?: number) {
  return waitForAlarm(db, alarmId, (alarm) => alarm.status === status, timeoutMs);
}

/** The alarm's messages, recipients and timeline as stored. */
export async function alarmRecords(db: Executor, alarmId: number) {
  return {
    notifications: await db.select().from(alarmNotifications).where(eq(alarmNotifications.alarmId, alarmId)).orderBy(alarmNotifications.id),
    recipients: await db.select().from(alarmRecipients).where(eq(alarmRecipients.alarmId, alarmId)).orderBy(alarmRecipients.id),
    history: await db.select().from(alarmHistory).where(eq(alarmHistory.alarmId, alarmId)).orderBy(alarmHistory.id),
  };
}

/** Waits until the alarm has `count` messages in one of `statuses`. */
export async function waitForMessages(db: Executor, alarmId: number, count: number, statuses: string[] = ["SENT", "DELIVERED"], timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const { notifications } = await alarmRecords(db, alarmId);
    const matching = notifications.filter((message) => statuses.includes(message.status));
    if (matching.length >= count) return matching;
    if (Date.now() - started > timeoutMs)
      throw new Error(`alarm ${alarmId}: ${matching.length} of ${count} messages ${statuses.join("/")}: ${JSON.stringify(notifications.map((n) => n.status))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Lets the alarm's wait pass: moves the server's clock (test mode) to its next step, which wakes
 * the engine. Only the clock moves; the alarm is left as the engine wrote it.
 */
export async function letWaitPass(db: Executor, clock: Clock, alarmId: number) {
  const [row] = await db.select({ nextStepAt: alarms.nextStepAt }).from(alarms).where(eq(alarms.id, alarmId));
  const due = row?.nextStepAt?.getTime();
  clock.advance(due === undefined ? 0 : Math.max(0, due - clock.now().getTime()));
}
