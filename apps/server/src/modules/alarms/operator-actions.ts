import { type AlarmStatus, isFailedStatus } from "@alarm/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import { type AuditEvent, recordAuditEvent } from "../../core/audit-events.js";
import { conflict, notFound } from "../../core/errors.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { alarmRecipients, alarms, incidents } from "../../db/schema/index.js";
import { acknowledgeAccepted, type AlarmRow, changeStatus, closeFailedAlarm, lockAlarm, recordHistory } from "../../engine/public.js";

/** Quitting ends an alarm: handled ones finish, the others are canceled or interrupted mid-escalation. */
const QUIT_OUTCOME: Partial<Record<AlarmStatus, AlarmStatus>> = {
  SCHEDULED: "CANCELED",
  NEW: "CANCELED",
  PROCESSING: "INTERRUPTED",
  PARTIAL_ACCEPTED: "INTERRUPTED",
  ACCEPTED: "FINISHED",
  PARTIAL_ACKNOWLEDGED: "FINISHED",
  ACKNOWLEDGED: "FINISHED",
};

/** What operators do with a running alarm from the console. */
export class OperatorActions {
  constructor(private readonly db: Db) {}

  /**
   * Ends the alarm; quitting an incident's lead alarm ends the incident: the alarms that follow it end
   * with it (engine/lifecycle/incident-follow.ts), and those alerting on their own are quit too.
   */
  quit(principal: Principal, alarmId: number, reason: string | undefined): Promise<{ id: number; status: AlarmStatus }> {
    return this.db.transaction(async (tx) => {
      const ended = await this.quitOne(tx, principal, alarmId, reason);
      const escalated = await tx
        .select({ id: alarms.id })
        .from(alarms)
        .innerJoin(incidents, eq(incidents.id, alarms.incidentId))
        .where(and(eq(incidents.leadAlarmId, alarmId), eq(alarms.followsIncident, false), isNull(alarms.endedAt), ne(alarms.id, alarmId)));
      for (const member of escalated) await this.quitOne(tx, principal, member.id, reason);
      return ended;
    });
  }

  private async quitOne(tx: Executor, principal: Principal, alarmId: number, reason: string | undefined): Promise<{ id: number; status: AlarmStatus }> {
    const alarm = await this.visibleLocked(tx, principal, alarmId);
    const outcome = QUIT_OUTCOME[alarm.status];
    if (!outcome) throw conflict(`The alarm has already ended (${alarm.status})`);
    await tx
      .update(alarms)
      .set({ quitReason: reason ?? null })
      .where(eq(alarms.id, alarm.id));
    await changeStatus(tx, alarm, outcome, { final: true, actor: principal.login, detail: reason || null, kind: "QUIT" });
    await recordAuditEvent(tx, alarmEvent("ALARM_QUIT", alarm, { status: outcome, reason: reason || null }));
    return { id: alarm.id, status: outcome };
  }

  /**
   * Confirms the handling. Mode ONE: one acknowledgement suffices. Mode ALL: each accepting
   * participant's handling (those named, or all) is acknowledged; ACKNOWLEDGED once all are.
   * An alarm that ended unhandled is acknowledged as a whole, whatever its mode (see acknowledgeFailure).
   */
  acknowledge(principal: Principal, alarmId: number, request: { recipientIds?: number[] | undefined; reason?: string | undefined }) {
    return this.db.transaction(async (tx) => {
      const alarm = await this.visibleLocked(tx, principal, alarmId);
      if (alarm.endedAt && isFailedStatus(alarm.status)) return this.acknowledgeFailure(tx, principal, alarm, request.reason);
      if (alarm.acknowledgeMode === "NONE") throw conflict("This alarm does not ask for an acknowledgement");
      if (!["ACCEPTED", "PARTIAL_ACKNOWLEDGED"].includes(alarm.status)) throw conflict(`Only accepted alarms can be acknowledged (now ${alarm.status})`);
      const chosen = request.recipientIds;
      const acknowledged = await acknowledgeAccepted(tx, alarm.id, chosen);
      if (chosen && acknowledged.length !== chosen.length) throw conflict("Only participants who accepted and are not yet acknowledged can be acknowledged");
      await recordHistory(
        tx,
        alarm.id,
        acknowledged.map((person) => ({
          kind: "ACKNOWLEDGED" as const,
          status: alarm.status,
          participantId: person.participantId,
          participantName: person.name,
          actor: principal.login,
          detail: request.reason ?? null,
        })),
      );
      const status: AlarmStatus = alarm.acknowledgeMode === "ONE" || (await this.allAcknowledged(tx, alarm)) ? "ACKNOWLEDGED" : "PARTIAL_ACKNOWLEDGED";
      if (status !== alarm.status)
        await changeStatus(tx, alarm, status, {
          actor: principal.login,
          detail: request.reason ?? null,
          nextStepAt: status === "ACKNOWLEDGED" ? null : undefined,
        });
      await recordAuditEvent(
        tx,
        alarmEvent("ALARM_ACKNOWLEDGED", alarm, { status, reason: request.reason ?? null, participants: acknowledged.map((person) => person.name) }),
      );
      return { id: alarm.id, status };
    });
  }

  /** An operator has seen to an alarm that ended unhandled (see closeFailedAlarm). */
  private async acknowledgeFailure(tx: Executor, principal: Principal, alarm: AlarmRow, reason: string | undefined) {
    if (alarm.failureAcknowledgedAt) throw conflict(`${alarm.failureAcknowledgedBy ?? "Someone"} has already acknowledged this failed alarm`);
    const status = alarm.status;
    await closeFailedAlarm(tx, alarm, principal.login, { kind: "FAILURE_ACKNOWLEDGED", detail: reason || null });
    await recordAuditEvent(tx, alarmEvent("ALARM_ACKNOWLEDGED", alarm, { status, reason: reason || null, failure: true }));
    return { id: alarm.id, status };
  }

  private async allAcknowledged(tx: Executor, alarm: AlarmRow) {
    const open = await tx
      .select({ id: alarmRecipients.id })
      .from(alarmRecipients)
      .where(and(eq(alarmRecipients.alarmId, alarm.id), eq(alarmRecipients.status, "ACCEPTED"), isNull(alarmRecipients.acknowledgedAt)))
      .limit(1);
    return open.length === 0;
  }

  private async visibleLocked(tx: Executor, principal: Principal, alarmId: number): Promise<AlarmRow> {
    const [visible] = await tx
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.id, alarmId), inOrganizationSubtree(alarms.orgId, principal.orgId)));
    const alarm = visible && (await lockAlarm(tx, visible.id));
    if (!alarm) throw notFound("Alarm");
    return alarm;
  }
}

/** An operator's action on an alarm, as the audit log keeps it. */
function alarmEvent(action: "ALARM_QUIT" | "ALARM_ACKNOWLEDGED", alarm: AlarmRow, details: Record<string, unknown>): AuditEvent {
  return { action, objectType: "alarms", objectId: alarm.id, orgId: alarm.orgId, details: { name: alarm.name, ...details } };
}
