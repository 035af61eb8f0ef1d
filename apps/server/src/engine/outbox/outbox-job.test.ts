import { describe, expect, it } from "vitest";
import type { Db } from "../../db/database.js";
import type { ClaimedMessage } from "./compose.js";
import type { Outbox } from "./outbox.js";
import { OutboxJob } from "./outbox-job.js";

describe("the outbox job", () => {
  it("takes messages claimed at triggers while fewer than four times its concurrency of sends are going", async () => {
    const finishers: (() => void)[] = [];
    // Sends that end when the test says so: what the job counts is only what it has in hand.
    const outbox = { deliver: () => new Promise<void>((resolve) => finishers.push(resolve)) } as unknown as Outbox;
    const job = new OutboxJob({} as Db, outbox, 2, () => undefined);
    const messages = (count: number) => Array.from({ length: count }, (_, id) => ({ id }) as ClaimedMessage);
    expect(job.takesHandOffs()).toBe(true);
    job.take(messages(7));
    expect(job.takesHandOffs()).toBe(true);
    job.take(messages(1));
    expect(job.takesHandOffs()).toBe(false);
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(job.takesHandOffs()).toBe(true);
    for (const finish of finishers) finish();
  });
});
