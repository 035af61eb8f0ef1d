import type { Db } from "../../db/database.js";
import type { SendResult } from "../../channels/channel.js";
import { whileDatabaseAway } from "../../db/database-away.js";
import { recordSentMessages } from "../lifecycle/message-status.js";

type Sent = { id: number; tries: number; status: SendResult["status"]; externalId: string | null };
type Waiting = { sent: Sent; deadline: number; done: () => void; failed: (error: unknown) => void };

/**
 * Writes successful sends to the outbox and the timeline in batches: one statement for all the
 * sends that finished while the previous batch was being written. Under load this is what keeps
 * the database from becoming the bottleneck; alone, a send is written at once. A crash before the
 * write leaves the message SENDING, so it is sent again after its deadline with the same message id.
 * A database that is away (a failover) is waited for until the batch's first deadline: what was sent
 * meanwhile is recorded on the new leader instead of being sent again.
 */
export class SentRecorder {
  private queue: Waiting[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** `deadline` (epoch ms): until when the record may wait for the database; after it, another instance may send the message again. */
  record(sent: Sent, deadline: number): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ sent, deadline, done, failed });
      this.writing ??= this.writeAll();
    });
  }

  private async writeAll() {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const deadline = Math.min(...batch.map((waiting) => waiting.deadline));
        await whileDatabaseAway(() => this.write(batch.map((waiting) => waiting.sent)), deadline);
        batch.forEach((waiting) => waiting.done());
      } catch (error) {
        batch.forEach((waiting) => waiting.failed(error));
      }
    }
    this.writing = null;
  }

  private write(batch: Sent[]) {
    return recordSentMessages(this.db, { batch: JSON.stringify(batch) });
  }
}
