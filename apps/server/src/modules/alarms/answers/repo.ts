import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database.js";
import { alarmNotifications, alarms, instructionFiles } from "../../../db/schema/index.js";

/** The instruction file `fileId` when the alarm carries it, or undefined. */
export async function instructionFileOfAlarm(db: Executor, alarmId: number, fileId: number) {
  const [row] = await db
    .select({ orgId: instructionFiles.orgId, name: instructionFiles.name, contentType: instructionFiles.contentType })
    .from(instructionFiles)
    .innerJoin(alarms, eq(alarms.id, alarmId))
    .where(and(eq(instructionFiles.id, fileId), sql`${alarms.instructionFileIds} @> ${JSON.stringify([fileId])}::jsonb`));
  return row;
}

/** Whom and how a message reached, or undefined. */
export async function messageOf(db: Executor, notificationId: number) {
  const [row] = await db
    .select({
      id: alarmNotifications.id,
      alarmId: alarmNotifications.alarmId,
      participantId: alarmNotifications.participantId,
      deviceType: alarmNotifications.deviceType,
    })
    .from(alarmNotifications)
    .where(eq(alarmNotifications.id, notificationId));
  return row;
}
