import type { Db } from "../../db/database.js";
import type { SendResult } from "../../channels/channel.js";
import { whileDatabaseAway } from "../../db/database-away.js";
import { recordSentMessages } from "../lifecycle/message-status.js";

type Sent = { id: number; tries: number; status: SendResult["status"]; externalId: string | null };
type Waiting = { sent: Sent; deadline: number; done: () => void; failed: (error: unknown) => void };

/**
 * How long a send's record waits for the sends still going beside it, to be written with theirs: an
 * alarm's emails end within milliseconds of each other, and written as they came they took two or
 * three statements an alarm of ten (issue 37's bench); gathered, about one.
 */
const GATHER_MS = 10;

/**
 * Writes successful sends to the outbox and the timeline in batches: one statement for all the
 * sends that finished while the previous batch was being written, or while the first of them waited
 * (up to GATHER_MS) for the sends still going. Under load this is what keeps the database from
 * becoming the bottleneck; alone, a send is written at once. A crash before the write leaves the
 * message SENDING, so it is sent again after its deadline with the same message id. A database that
 * is away (a failover) is waited for until the batch's first deadline: what was sent meanwhile is
 * recorded on the new leader instead of being sent again.
 */
export class SentRecorder {
  private queue: Waiting[] = [];
  private writing: Promise<void> | null = null;
  private gathering: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /**
   * `deadline` (epoch ms): until when the record may wait for the database; after it, another
   * instance may send the message again. `othersSending`: sends are still going, whose records the
   * write may wait for.
   */
  record(sent: Sent, deadline: number, othersSending: boolean): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ sent, deadline, done, failed });
      if (this.writing) return;
      if (othersSending) this.gathering ??= setTimeout(() => this.write(), GATHER_MS);
      else this.write();
    });
  }

  private write() {
    clearTimeout(this.gathering);
    this.gathering = undefined;
    this.writing ??= this.writeAll();
  }

  private async writeAll() {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const deadline = Math.min(...batch.map((waiting) => waiting.deadline));
        const sent = JSON.stringify(batch.map((waiting) => waiting.sent));
        await whileDatabaseAway(() => recordSentMessages(this.db, { batch: sent }), deadline);
        batch.forEach((waiting) => waiting.done());
      } catch (error) {
        batch.forEach((waiting) => waiting.failed(error));
      }
    }
    this.writing = null;
  }
}
