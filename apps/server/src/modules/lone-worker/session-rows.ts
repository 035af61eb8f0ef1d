import type { LoneWorkerSession } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTimestamp, queryRows } from "../../db/database.js";

/** Sessions as the app and the console show them, those `where` selects (over `s`, `p`, `o`). */
export function sessionsWhere(db: Executor, where: SQL, order: SQL = sql`s.next_check_in_at`): Promise<LoneWorkerSession[]> {
  return queryRows<LoneWorkerSession>(
    db,
    sql`select s.id, s.participant_id as "participantId", p.name || ' ' || p.surname as "participantName", s.org_id as "orgId", o.name as "orgName",
               s.task, s.status, ${isoTimestamp("s.started_at")} as "startedAt", ${isoTimestamp("s.expected_end_at")} as "expectedEndAt", ${isoTimestamp("s.ended_at")} as "endedAt",
               s.check_in_minutes as "checkInMinutes", s.grace_minutes as "graceMinutes", ${isoTimestamp("s.last_check_in_at")} as "lastCheckInAt",
               ${isoTimestamp("s.next_check_in_at")} as "nextCheckInAt", s.misses, s.last_location as "lastLocation", s.last_alarm_id::int as "lastAlarmId"
        from lone_worker_sessions s join participants p on p.id = s.participant_id join organizations o on o.id = s.org_id
        where ${where} order by ${order}`,
  );
}

export async function sessionById(db: Executor, id: number): Promise<LoneWorkerSession | undefined> {
  const [row] = await sessionsWhere(db, sql`s.id = ${id}`);
  return row;
}

export async function runningSessionOf(db: Executor, participantId: number): Promise<LoneWorkerSession | undefined> {
  const [row] = await sessionsWhere(db, sql`s.participant_id = ${participantId} and s.status = 'RUNNING'`);
  return row;
}
