import type { AlarmStatus, Phrase } from "@alarm/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Executor } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { cancelUnsentMessages, changeStatus, lockAlarm } from "../../engine/alarm-records.js";

/** The open alarm another system raised under a dedup key, which it now acknowledges or resolves. */
export type SourceAlarm = { alarmPointId: number; dedupKey: string; sourceName: string; phrase?: Phrase | undefined };
export type SourceActionOutcome = { id: number; status: AlarmStatus } | null;

/** Still notifying or waiting for answers: the source's acknowledgement stops that. */
const ACKNOWLEDGEABLE: readonly AlarmStatus[] = ["NEW", "PROCESSING", "PARTIAL_ACCEPTED", "ACCEPTED", "PARTIAL_ACKNOWLEDGED"];

/**
 * What another system does with an alarm it raised, after PagerDuty's event actions: acknowledge
 * stops the notifications and keeps the alarm open; resolve ends it as FINISHED. Both answer null
 * when no alarm of that dedup key is open (the source may resolve twice, or after an operator).
 */
export class SourceActions {
  constructor(private readonly db: Db) {}

  acknowledge(target: SourceAlarm): Promise<SourceActionOutcome> {
    return this.db.transaction(async (tx) => {
      const alarm = await this.openLocked(tx, target);
      if (!alarm) return null;
      if (!ACKNOWLEDGEABLE.includes(alarm.status as AlarmStatus)) return { id: alarm.id, status: alarm.status as AlarmStatus };
      await changeStatus(tx, alarm, "ACKNOWLEDGED", {
        actor: target.sourceName,
        kind: "ACKNOWLEDGED",
        detail: { key: "ACKNOWLEDGED_BY_SOURCE", params: { source: target.sourceName } },
        nextStepAt: null,
      });
      await cancelUnsentMessages(tx, alarm.id, { key: "ALARM_ENDED" });
      return { id: alarm.id, status: "ACKNOWLEDGED" };
    });
  }

  resolve(target: SourceAlarm): Promise<SourceActionOutcome> {
    return this.db.transaction(async (tx) => {
      const alarm = await this.openLocked(tx, target);
      if (!alarm) return null;
      await tx.update(alarms).set({ quitReason: `Resolved by ${target.sourceName}` }).where(eq(alarms.id, alarm.id));
      await changeStatus(tx, alarm, "FINISHED", {
        final: true,
        actor: target.sourceName,
        kind: "RESOLVED",
        detail: target.phrase ?? { key: "RESOLVED_BY_SOURCE", params: { source: target.sourceName } },
      });
      return { id: alarm.id, status: "FINISHED" };
    });
  }

  private async openLocked(tx: Executor, target: SourceAlarm) {
    const [open] = await tx
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.dedupPointId, target.alarmPointId), eq(alarms.dedupKey, target.dedupKey), isNull(alarms.endedAt)));
    const alarm = open && (await lockAlarm(tx, open.id));
    // Ended between the lookup and the lock: nothing is open any more.
    return alarm && !alarm.endedAt ? alarm : undefined;
  }
}
