import type { HeartbeatAccepted } from "@alarm/contract";
import { clock } from "../../../core/clock.js";
import { unauthorized } from "../../../core/errors.js";
import type { Db, Executor } from "../../../db/database.js";
import type { MissedHeartbeatAlarm, OverdueHeartbeat } from "../../../engine/public.js";
import type { AdmittedKey } from "../intake/key-admission.js";
import { noDescription, SourceEvents } from "../intake/source-events.js";
import * as repo from "./repo.js";

/** The dedup key of a heartbeat key's missed-ping alarm: one open alarm per key, even with several keys on a point. */
export const missedHeartbeatKey = (keyId: number) => `heartbeat-${keyId}`;

/**
 * Heartbeat monitors: a job pings its key at least every `heartbeatMinutes`; a ping missed raises
 * the alarm point once (the engine's heartbeat job calls `raiseMissed`), the next ping ends that
 * alarm and awaits the following one.
 */
export class Heartbeats {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Records a ping: the next is due one interval from now, and an open missed-heartbeat alarm ends, all in one transaction. */
  ping(key: AdmittedKey): Promise<HeartbeatAccepted> {
    const now = clock.now();
    const dueAt = new Date(now.getTime() + (key.heartbeatMinutes ?? 0) * 60_000);
    return this.db.transaction(async (tx) => {
      const previous = await repo.recordPing(tx, key.id, now, dueAt);
      if (!previous) throw unauthorized("Unknown or revoked integration key");
      const alarms =
        previous.missedAlarmId === null
          ? []
          : [
              await new SourceEvents(tx, this.timeZone).apply(key, {
                action: "resolve",
                dedupKey: missedHeartbeatKey(key.id),
                phrase: { key: "HEARTBEAT_RESUMED", params: { source: key.name } },
              }),
            ];
      return { pingedAt: now.toISOString(), dueAt: dueAt.toISOString(), alarms };
    });
  }

  /** Raises the alarm of a key whose ping is overdue, in the engine's transaction (see engine/heartbeats). */
  readonly raiseMissed: MissedHeartbeatAlarm = async (tx: Executor, key: OverdueHeartbeat) => {
    const minutes = key.heartbeatMinutes;
    const admitted: AdmittedKey = { ...key, kind: "HEARTBEAT", dedupBySubject: false };
    const outcome = await new SourceEvents(tx, this.timeZone).apply(admitted, {
      action: "trigger",
      dedupKey: missedHeartbeatKey(key.id),
      summary: `No heartbeat for ${minutes} minutes`,
      description: { ...noDescription(), fields: { interval: `${minutes} minutes` } },
      phrase: { key: "HEARTBEAT_MISSED", params: { source: key.name, minutes } },
    });
    return outcome.alarmId!;
  };
}
