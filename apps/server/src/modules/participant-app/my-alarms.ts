import type { AlarmResponse, MyAlarm } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { notFound } from "../../core/errors.js";
import { type Db, isoTimestamp, queryRows } from "../../db/database.js";
import { type Receive, receiverOf, type ResponseOutcome } from "../../engine/public.js";

const HISTORY_SIZE = 50;
const answerOf = (status: string) => sql.raw(`case ${status} when 'ACCEPTED' then 'ACCEPT' when 'DECLINED' then 'DECLINE' end`);

/** The alarms that reached a participant, as the participant app lists them, and the participant's answers. */
export class MyAlarms {
  private readonly receive: Receive;

  constructor(private readonly db: Db) {
    this.receive = receiverOf(db);
  }

  /** Open alarms, or the latest ended ones, newest first. */
  list(participantId: number, open: boolean): Promise<MyAlarm[]> {
    return queryRows<MyAlarm>(
      this.db,
      sql`select a.id::int as "alarmId", a.name, a.text, a.status, a.ended_at is null as open, ${isoTimestamp("a.triggered_at")} as "triggeredAt",
                 a.triggered_by as "triggeredBy", a.location, ${answerOf("r.status")} as "myAnswer", ${isoTimestamp("r.responded_at")} as "answeredAt",
                 (a.ended_at is null and r.status not in ('ACCEPTED', 'DECLINED')
                   and exists (select 1 from alarm_notifications n where n.recipient_id = r.id)) as "canAnswer",
                 coalesce((select json_agg(json_build_object('name', o.name, 'answer', ${answerOf("o.status")}, 'answeredAt', ${isoTimestamp("o.responded_at")}) order by o.rank, o.name)
                           from alarm_recipients o where o.alarm_id = a.id and o.id <> r.id), '[]') as others
          from alarm_recipients r join alarms a on a.id = r.alarm_id
          where r.participant_id = ${participantId} and ${open ? sql`a.ended_at is null` : sql`a.ended_at is not null`}
          order by a.id desc limit ${open ? 200 : HISTORY_SIZE}`,
    );
  }

  /** The open alarms that reached the participant. */
  async openIds(participantId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select a.id::int as id from alarm_recipients r join alarms a on a.id = r.alarm_id where r.participant_id = ${participantId} and a.ended_at is null`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * The participant's answer through the app, on the newest message the alarm sent to the app (else
   * the newest of any device); the timeline credits the app, not an SMS that may have failed.
   */
  async answer(participantId: number, alarmId: number, response: AlarmResponse): Promise<ResponseOutcome> {
    const [message] = await queryRows<{ id: number; address: string | null }>(
      this.db,
      sql`select n.id::int as id, case when n.device_type = 'APP' then n.address end as address from alarm_notifications n
          where n.alarm_id = ${alarmId} and n.participant_id = ${participantId} order by n.device_type = 'APP' desc, n.id desc limit 1`,
    );
    const outcome =
      message &&
      (await this.receive({
        kind: "ANSWERED",
        message: { notificationId: message.id },
        response,
        via: "app",
        channel: { deviceType: "APP", address: message.address },
      }));
    if (!outcome) throw notFound("Alarm");
    return outcome;
  }
}
