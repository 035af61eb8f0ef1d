import type { Db } from "../../db/database.js";
import type { SendResult } from "../../channels/channel.js";
import { recordSentMessages } from "../lifecycle/message-status.js";

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
    return recordSentMessages(this.db, { batch: JSON.stringify(batch) });
  }
}
