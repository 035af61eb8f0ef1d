import type { RecipientStatus } from "@alarm/contract";
import type { Executor } from "../src/db/database.js";
import { alarmHistory, alarmNotifications, alarmRecipients, alarms } from "../src/db/schema/index.js";

type NewAlarm = typeof alarms.$inferInsert;

let sequence = 0;

/** An alarm row as the engine would have written it; running unless `endedAt` is given. */
export async function insertAlarm(db: Executor, values: Partial<NewAlarm> & { orgId: number }): Promise<number> {
  const [row] = await db
    .insert(alarms)
    .values({
      name: `Alarm ${++sequence}`,
      icon: { name: "bell", color: "#989898" },
      status: values.endedAt ? "FINISHED" : "PROCESSING",
      priority: 5,
      plan: { ranks: [] },
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
      acknowledgeMode: "NONE",
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      triggeredBy: "admin",
      ...values,
    })
    .returning({ id: alarms.id });
  return row!.id;
}

export async function insertRecipient(db: Executor, alarmId: number, values: { participantId: number; name: string; rank?: number; status?: RecipientStatus }) {
  const [row] = await db
    .insert(alarmRecipients)
    .values({ alarmId, language: "ENGLISH", rank: 1, ...values })
    .returning({ id: alarmRecipients.id });
  return row!.id;
}

export async function insertNotification(
  db: Executor,
  alarmId: number,
  recipientId: number,
  values: Pick<typeof alarmNotifications.$inferInsert, "participantId" | "address"> & Partial<typeof alarmNotifications.$inferInsert>,
) {
  const [row] = await db
    .insert(alarmNotifications)
    .values({ alarmId, recipientId, deviceType: "EMAIL", round: 1, rank: 1, messageId: `message-${++sequence}`, ...values })
    .returning({ id: alarmNotifications.id });
  return row!.id;
}

export async function insertHistory(db: Executor, alarmId: number, values: Omit<typeof alarmHistory.$inferInsert, "alarmId">) {
  const [row] = await db
    .insert(alarmHistory)
    .values({ alarmId, ...values })
    .returning({ id: alarmHistory.id });
  return row!.id;
}
