import { sql } from "drizzle-orm";
import { type Db, preparedStatement } from "../../db/database.js";
import type { SendResult } from "../../channels/channel.js";

type Sent = { id: number; tries: number; status: SendResult["status"]; externalId: string | null };
type Waiting = { sent: Sent; done: () => void; failed: (error: unknown) => void };

/**
 * Writes successful sends to the outbox and the timeline in batches: one statement for all the
 * sends that finished while the previous batch was being written. Under load this is what keeps
 * the database from becoming the bottleneck; alone, a send is written at once. A crash before the
 * write leaves the message SENDING, so it is sent again after its deadline with the same message id.
 */
export class SentRecorder {
  private queue: Waiting[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  record(sent: Sent): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ sent, done, failed });
      this.writing ??= this.writeAll();
    });
  }

  private async writeAll() {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.write(batch.map((waiting) => waiting.sent));
        batch.forEach((waiting) => waiting.done());
      } catch (error) {
        batch.forEach((waiting) => waiting.failed(error));
      }
    }
    this.writing = null;
  }

  private write(batch: Sent[]) {
    return recordSent(this.db, { batch: JSON.stringify(batch) });
  }
}

/** Prepared: under load it runs dozens of times a second. */
const recordSent = preparedStatement(
  "record_sent",
  () => sql`
      with sent as (
        select * from jsonb_to_recordset(${sql.placeholder("batch")}::jsonb) as s(id bigint, tries int, status text, "externalId" text)
      ), updated as (
        update alarm_notifications n set status = s.status, sent_at = now(), deadline = null, last_error = null, last_error_phrase = null,
               delivered_at = case when s.status = 'DELIVERED' then now() end, external_id = s."externalId"
        from sent s where n.id = s.id and n.status = 'SENDING' and n.tries = s.tries
        returning n.alarm_id, n.recipient_id, n.participant_id, n.device_type, n.address, n.tries, s.status
      )
      insert into alarm_history (alarm_id, kind, participant_id, participant_name, device_type, address, detail, phrase)
      select u.alarm_id, case when u.status = 'DELIVERED' then 'NOTIFICATION_DELIVERED' else 'NOTIFICATION_SENT' end,
             u.participant_id, r.name, u.device_type, u.address, case when u.tries > 1 then 'attempt ' || u.tries end,
             case when u.tries > 1 then jsonb_build_object('key', 'ATTEMPT', 'params', jsonb_build_object('attempt', u.tries)) end
      from updated u join alarm_recipients r on r.id = u.recipient_id`,
);
