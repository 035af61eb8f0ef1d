import { PARTICIPANT_LANGUAGES, type ParticipantLanguage } from "@alarm/contract";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { alarmNotifications, alarmRecipients, alarms } from "../../db/schema/index.js";

/** The latest SMS sent to `address` whose alarm is still going on: the one a reply from that number answers. */
export async function latestOpenSms(db: Executor, address: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: alarmNotifications.id })
    .from(alarmNotifications)
    .innerJoin(alarms, eq(alarms.id, alarmNotifications.alarmId))
    .where(
      and(
        eq(alarmNotifications.address, address),
        eq(alarmNotifications.deviceType, "SMS"),
        inArray(alarmNotifications.status, ["SENT", "DELIVERED"]),
        isNull(alarms.endedAt),
      ),
    )
    .orderBy(sql`${alarmNotifications.sentAt} desc nulls last`, desc(alarmNotifications.id))
    .limit(1);
  return row?.id;
}

/** What a voice call of the message says, in the participant's language. */
export async function spokenMessage(db: Executor, notificationId: number): Promise<{ speechText: string; language: ParticipantLanguage; alarmEnded: boolean } | undefined> {
  const [row] = await db
    .select({
      speechText: sql<string>`coalesce(${alarms.speechText}, ${alarms.text}, ${alarms.name})`,
      language: alarmRecipients.language,
      endedAt: alarms.endedAt,
    })
    .from(alarmNotifications)
    .innerJoin(alarms, eq(alarms.id, alarmNotifications.alarmId))
    .innerJoin(alarmRecipients, eq(alarmRecipients.id, alarmNotifications.recipientId))
    .where(eq(alarmNotifications.id, notificationId));
  if (!row) return undefined;
  const language = PARTICIPANT_LANGUAGES.find((known) => known === row.language) ?? "ENGLISH";
  return { speechText: row.speechText, language, alarmEnded: row.endedAt !== null };
}
