import { type AlarmStatus, isFailedStatus, type Phrase } from "@alarm/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { type AlarmRow, cancelUnsentMessages, changeStatus, closeFailedAlarm, lockAlarm } from "../../engine/public.js";
import { tabCondition } from "../alarm-monitor/alarm-conditions.js";

/** The alarm another system raised under a dedup key, which it now acknowledges or resolves. */
export type SourceAlarm = { alarmPointId: number; dedupKey: string; sourceName: string; phrase?: Phrase | undefined };
export type SourceActionOutcome = { id: number; status: AlarmStatus } | null;

/** Still to start, notifying or waiting for answers: the source's acknowledgement stops that. */
const ACKNOWLEDGEABLE: readonly AlarmStatus[] = ["SCHEDULED", "NEW", "PROCESSING", "PARTIAL_ACCEPTED", "ACCEPTED", "PARTIAL_ACKNOWLEDGED"];

/**
 * What another system does with an alarm it raised, after PagerDuty's event actions: acknowledge
 * stops the notifications and keeps the alarm open; resolve ends it as FINISHED. An alarm that ended
 * unhandled (FAILURE, CONFIG_PROBLEM, NOT_ACCEPTED) still stands in the alarm table until someone
 * sees to it: either action of the source does, keeping its status. Both answer null when no alarm
 * of that dedup key is in the alarm table (the source may resolve twice, or after an operator).
 */
export class SourceActions {
  constructor(private readonly db: Db) {}

  acknowledge(target: SourceAlarm): Promise<SourceActionOutcome> {
    return this.db.transaction(async (tx) => {
      const alarm = await this.standingLocked(tx, target);
      if (!alarm) return null;
      const status = alarm.status;
      const detail = { key: "ACKNOWLEDGED_BY_SOURCE", params: { source: target.sourceName } } satisfies Phrase;
      if (alarm.endedAt) {
        await closeFailedAlarm(tx, alarm, target.sourceName, { kind: "FAILURE_ACKNOWLEDGED", detail });
        return { id: alarm.id, status };
      }
      if (!ACKNOWLEDGEABLE.includes(status)) return { id: alarm.id, status };
      await changeStatus(tx, alarm, "ACKNOWLEDGED", { actor: target.sourceName, kind: "ACKNOWLEDGED", detail, nextStepAt: null });
      await cancelUnsentMessages(tx, alarm.id, { key: "ALARM_ENDED" });
      return { id: alarm.id, status: "ACKNOWLEDGED" };
    });
  }

  resolve(target: SourceAlarm): Promise<SourceActionOutcome> {
    return this.db.transaction(async (tx) => {
      const alarm = await this.standingLocked(tx, target);
      if (!alarm) return null;
      const detail = target.phrase ?? { key: "RESOLVED_BY_SOURCE", params: { source: target.sourceName } };
      await tx
        .update(alarms)
        .set({ quitReason: `Resolved by ${target.sourceName}` })
        .where(eq(alarms.id, alarm.id));
      if (alarm.endedAt) {
        await closeFailedAlarm(tx, alarm, target.sourceName, { kind: "RESOLVED", detail });
        return { id: alarm.id, status: alarm.status };
      }
      await changeStatus(tx, alarm, "FINISHED", { final: true, actor: target.sourceName, kind: "RESOLVED", detail });
      return { id: alarm.id, status: "FINISHED" };
    });
  }

  /** The newest alarm of the dedup key that the alarm table shows: running, or ended unhandled and not yet seen to. */
  private async standingLocked(tx: Executor, target: SourceAlarm): Promise<AlarmRow | undefined> {
    const [standing] = await tx
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.dedupPointId, target.alarmPointId), eq(alarms.dedupKey, target.dedupKey), tabCondition("open")))
      .orderBy(desc(alarms.id))
      .limit(1);
    const alarm = standing && (await lockAlarm(tx, standing.id));
    // Ended or seen to between the lookup and the lock: nothing stands any more.
    if (!alarm) return undefined;
    return !alarm.endedAt || (isFailedStatus(alarm.status) && !alarm.failureAcknowledgedAt) ? alarm : undefined;
  }
}
