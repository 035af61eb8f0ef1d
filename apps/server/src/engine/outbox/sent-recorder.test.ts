import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { useMailingTestApp } from "../../../test/test-app.js";
import { alarmNotifications } from "../../db/schema/index.js";
import { SentRecorder } from "./sent-recorder.js";

const ctx = useMailingTestApp();
let token: string;
let pointId: number;

/** Two messages the engine sent, put back to SENDING as if their sends had just ended here. */
async function twoSendingMessages() {
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const alarm = await trigger(ctx.call, token, { alarmPointId: pointId });
    const [message] = await waitForMessages(ctx.database.db, alarm.id, 1);
    ids.push(message!.id);
  }
  const rows = await ctx.database.db
    .update(alarmNotifications)
    .set({ status: "SENDING", sentAt: null })
    .where(inArray(alarmNotifications.id, ids))
    .returning({ id: alarmNotifications.id, tries: alarmNotifications.tries });
  return rows.map((row) => ({ id: row.id, tries: row.tries, status: "SENT" as const, externalId: null }));
}

async function sentAt(id: number) {
  const [row] = await ctx.database.db
    .select({ status: alarmNotifications.status, sentAt: alarmNotifications.sentAt })
    .from(alarmNotifications)
    .where(eq(alarmNotifications.id, id));
  return row!;
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  const person = await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "recorded@alarm.test" }] });
  pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [person.id] }] });
});

describe("the sent recorder", () => {
  it("writes a send that ends while others are going together with theirs, in one statement", async () => {
    const [first, second] = await twoSendingMessages();
    const recorder = new SentRecorder(ctx.database.db);
    const deadline = Date.now() + 60_000;
    await Promise.all([recorder.record(first!, deadline, true), recorder.record(second!, deadline, false)]);
    const [a, b] = [await sentAt(first!.id), await sentAt(second!.id)];
    expect([a.status, b.status]).toEqual(["SENT", "SENT"]);
    // now() is the statement's transaction's: one statement gives both the same instant.
    expect(a.sentAt!.getTime()).toBe(b.sentAt!.getTime());
  });

  it("writes a send at once when no other is going, and one still waiting after the longest gathering", async () => {
    const [first, second] = await twoSendingMessages();
    const recorder = new SentRecorder(ctx.database.db);
    const deadline = Date.now() + 60_000;
    await recorder.record(first!, deadline, false);
    await recorder.record(second!, deadline, true);
    const [a, b] = [await sentAt(first!.id), await sentAt(second!.id)];
    expect([a.status, b.status]).toEqual(["SENT", "SENT"]);
    expect(b.sentAt!.getTime()).toBeGreaterThan(a.sentAt!.getTime());
  });
});
