import { type GeoLocation, type LoneWorkerSession, type LoneWorkerSettings, type LoneWorkerStart, mapLink } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { requireParticipantOfUser } from "../../core/app-participant.js";
import { clock } from "../../core/clock.js";
import { conflict, notFound } from "../../core/errors.js";
import { LiveHub } from "../../core/live-hub.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import type { MissBatch, MissedCheckIn, MissedCheckInAlarm } from "../../engine/public.js";
import type { AlarmTrigger } from "../alarms/trigger/trigger.js";
import { noLoneWorkerPoint, loneWorkerSettingsFor } from "./settings.js";
import { runningSessionOf, sessionById, sessionsWhere } from "./session-rows.js";

const MINUTE = 60_000;
type AppUser = { id: number; login: string };

/** The next check-in: an interval from now, but no later than the expected end while that is ahead. */
export function nextCheckInAfter(now: Date, intervalMinutes: number, expectedEndAt: Date): Date {
  const next = new Date(now.getTime() + intervalMinutes * MINUTE);
  return expectedEndAt > now && expectedEndAt < next ? expectedEndAt : next;
}

const locationText = (location: GeoLocation | null) => (location ? `Last known location: ${mapLink(location)}` : "Location unknown");

/**
 * Lone-worker sessions: a participant working alone checks in at each interval from the participant
 * app; the engine's lone-worker job raises the organization's lone-worker alarm point for each
 * check-in missed by more than the grace period (see engine/lone-worker). State lives in PostgreSQL.
 */
export class LoneWorkerSessions {
  constructor(
    private readonly db: Db,
    private readonly trigger: AlarmTrigger,
  ) {}

  start(user: AppUser, request: LoneWorkerStart): Promise<LoneWorkerSession> {
    return this.db.transaction(async (tx) => {
      const participant = await requireParticipantOfUser(tx, user.id);
      const settings = await loneWorkerSettingsFor(tx, participant.orgId);
      if (settings.alarmPointId === null) throw noLoneWorkerPoint();
      const now = clock.now();
      const expectedEndAt = new Date(now.getTime() + request.expectedMinutes * MINUTE);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into lone_worker_sessions (participant_id, org_id, user_id, task, started_at, expected_end_at, check_in_minutes, grace_minutes, last_check_in_at, next_check_in_at, last_location)
            values (${participant.id}, ${participant.orgId}, ${user.id}, ${request.task}, ${now}, ${expectedEndAt}, ${request.checkInMinutes}, ${settings.graceMinutes},
                    ${now}, ${nextCheckInAfter(now, request.checkInMinutes, expectedEndAt)}, ${request.location ? JSON.stringify(request.location) : null}::jsonb)
            on conflict do nothing returning id`,
      );
      if (!row) throw conflict("A lone-worker session is running already; check out first");
      return this.changed(tx, row.id);
    });
  }

  checkIn(user: AppUser, location: GeoLocation | undefined): Promise<LoneWorkerSession> {
    return this.db.transaction(async (tx) => {
      const session = await this.runningOf(tx, user);
      const now = clock.now();
      const next = nextCheckInAfter(now, session.checkInMinutes, new Date(session.expectedEndAt));
      await tx.execute(
        sql`update lone_worker_sessions set last_check_in_at = ${now}, next_check_in_at = ${next},
              last_location = coalesce(${location ? JSON.stringify(location) : null}::jsonb, last_location)
            where id = ${session.id}`,
      );
      return this.changed(tx, session.id);
    });
  }

  checkOut(user: AppUser): Promise<void> {
    return this.db.transaction(async (tx) => {
      const session = await this.runningOf(tx, user);
      await this.end(tx, session.id);
    });
  }

  /** An operator ends a session in the caller's organizations (the worker's phone may be lost). */
  endByOperator(callerOrgId: number, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const [session] = await sessionsWhere(tx, sql`s.id = ${id} and s.status = 'RUNNING' and ${inOrganizationSubtree(sql`s.org_id`, callerOrgId)}`);
      if (!session) throw notFound("Lone-worker session");
      await this.end(tx, session.id);
    });
  }

  listRunning(callerOrgId: number): Promise<LoneWorkerSession[]> {
    return sessionsWhere(this.db, sql`s.status = 'RUNNING' and ${inOrganizationSubtree(sql`s.org_id`, callerOrgId)}`);
  }

  runningSession(participantId: number): Promise<LoneWorkerSession | undefined> {
    return runningSessionOf(this.db, participantId);
  }

  /**
   * The lone worker's SOS, within `tx` (the app's idempotent trigger holds it): the organization's
   * lone-worker alarm point with the worker's location, noted on a running session.
   */
  async sos(tx: Executor, user: AppUser, request: { text?: string | undefined; location?: GeoLocation | undefined }) {
    const participant = await requireParticipantOfUser(tx, user.id);
    const settings = await loneWorkerSettingsFor(tx, participant.orgId);
    if (settings.alarmPointId === null) throw noLoneWorkerPoint();
    const session = await runningSessionOf(tx, participant.id);
    const location = request.location ?? session?.lastLocation ?? null;
    const text = [`SOS from lone worker ${participant.fullName}${session ? ` (task: ${session.task})` : ""}.`, request.text, locationText(location)]
      .filter(Boolean)
      .join("\n");
    const outcome = await this.trigger.loneWorkerAlarm(
      tx,
      { login: user.login, orgId: participant.orgId, id: user.id },
      { alarmPointId: settings.alarmPointId, text, location },
    );
    if (session) {
      await tx.execute(
        sql`update lone_worker_sessions set last_alarm_id = ${outcome.id}, last_location = coalesce(${location ? JSON.stringify(location) : null}::jsonb, last_location) where id = ${session.id}`,
      );
      await this.changed(tx, session.id);
    }
    return { alarmId: outcome.id, status: outcome.status };
  }

  /** The engine's lone-worker job calls this for a claimed session whose check-in is overdue. */
  readonly raiseMissed: MissedCheckInAlarm = async (tx: Executor, missed: MissedCheckIn, batch: MissBatch) => {
    const settings = await settingsOfBatch(batch, missed.orgId, () => loneWorkerSettingsFor(tx, missed.orgId));
    if (settings.alarmPointId === null) throw noLoneWorkerPoint();
    const due = new Date(missed.nextCheckInAt).toISOString().slice(11, 16);
    const text = [
      `Lone worker ${missed.participantName} missed the check-in due at ${due} UTC (task: ${missed.task}).`,
      locationText(missed.lastLocation),
    ].join("\n");
    const outcome = await this.trigger.loneWorkerAlarm(
      tx,
      { login: missed.userLogin ?? missed.participantName, orgId: missed.orgId, id: null },
      { alarmPointId: settings.alarmPointId, text, location: missed.lastLocation },
    );
    return outcome.id;
  };

  private async runningOf(tx: Executor, user: AppUser): Promise<LoneWorkerSession> {
    const participant = await requireParticipantOfUser(tx, user.id);
    const session = await runningSessionOf(tx, participant.id);
    if (!session) throw conflict("No lone-worker session is running");
    return session;
  }

  private async end(tx: Executor, id: number) {
    await tx.execute(sql`update lone_worker_sessions set status = 'ENDED', ended_at = ${clock.now()} where id = ${id}`);
    await this.changed(tx, id);
  }

  /** Tells the monitors (and the worker's app) that the session changed, when the transaction commits. */
  private async changed(tx: Executor, id: number): Promise<LoneWorkerSession> {
    const session = (await sessionById(tx, id))!;
    await LiveHub.publish(tx, { type: "lone-worker", sessionId: session.id, orgId: session.orgId, participantId: session.participantId });
    return session;
  }
}

/** The organization's settings, read once for the misses of a batch (a failed read is not kept). */
function settingsOfBatch(batch: MissBatch, orgId: number, read: () => Promise<LoneWorkerSettings>): Promise<LoneWorkerSettings> {
  const key = `settings:${orgId}`;
  let settings = batch.get(key) as Promise<LoneWorkerSettings> | undefined;
  if (!settings) {
    settings = read();
    batch.set(key, settings);
    settings.catch(() => batch.delete(key));
  }
  return settings;
}
