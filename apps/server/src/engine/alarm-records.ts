import { type AlarmStatus, englishOf, type HistoryKind, type Phrase } from "@alarm/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { alarmHistory, alarms } from "../db/schema/index.js";

export type AlarmRow = typeof alarms.$inferSelect;
export const ENGINE_CHANNEL = "alarm_engine";

export type HistoryStep = {
  kind: HistoryKind;
  status?: AlarmStatus | null;
  participantId?: number | null;
  participantName?: string | null;
  deviceType?: string | null;
  address?: string | null;
  actor?: string | null;
  /** A phrase the console translates, or free text someone wrote (a quit reason). */
  detail?: Detail;
};
export type Detail = string | Phrase | null | undefined;

/** A detail as stored: the English text for API clients, and the phrase for translation. */
export function detailColumns(detail: Detail): { detail: string | null; phrase: Phrase | null } {
  if (detail === null || detail === undefined) return { detail: null, phrase: null };
  return typeof detail === "string" ? { detail, phrase: null } : { detail: englishOf(detail), phrase: detail };
}

/** Writes steps to the alarm's timeline. */
export async function recordHistory(tx: Executor, alarmId: number, steps: HistoryStep | HistoryStep[]) {
  const list = Array.isArray(steps) ? steps : [steps];
  if (list.length === 0) return;
  await tx.insert(alarmHistory).values(list.map((step) => ({ alarmId, ...step, ...detailColumns(step.detail) })));
}

/** Locks the alarm for a change; concurrent answers, steps and operator actions take turns. */
export async function lockAlarm(tx: Executor, alarmId: number): Promise<AlarmRow | undefined> {
  const [row] = await tx.select().from(alarms).where(eq(alarms.id, alarmId)).for("update");
  return row;
}

/**
 * The statement part that writes `step` to the timeline of each row of `source` (a CTE or table
 * whose rows have `alarm_id`), so that a change and its entry are one statement: no row changed, no entry.
 */
export function historyEntryFrom(source: SQL, step: HistoryStep): SQL {
  const { detail, phrase } = detailColumns(step.detail);
  return sql`insert into alarm_history (alarm_id, kind, status, participant_id, participant_name, device_type, address, actor, detail, phrase)
    select alarm_id, ${step.kind}, ${step.status ?? null}, ${step.participantId ?? null}, ${step.participantName ?? null}, ${step.deviceType ?? null},
           ${step.address ?? null}, ${step.actor ?? null}, ${detail}, ${phrase && JSON.stringify(phrase)}::jsonb from ${source}`;
}

/** Wakes the engine of every instance: work is due now. */
export async function wakeEngine(tx: Executor, what: "alarm" | "outbox") {
  await tx.execute(sql`select pg_notify(${ENGINE_CHANNEL}, ${what})`);
}
