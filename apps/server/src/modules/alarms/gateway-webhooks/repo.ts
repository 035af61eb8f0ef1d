import { type AlarmResponse, PARTICIPANT_LANGUAGES, type ParticipantLanguage } from "@alarm/contract";
import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database.js";
import { alarmNotifications, alarmRecipients, alarms, gatewayWebhookEvents } from "../../../db/schema/index.js";

/** What a voice call of the message says, in the participant's language, and the participant's answer so far. */
export async function spokenMessage(
  db: Executor,
  notificationId: number,
): Promise<{ speechText: string; language: ParticipantLanguage; alarmEnded: boolean; answer: AlarmResponse | null } | undefined> {
  const [row] = await db
    .select({
      speechText: sql<string>`coalesce(${alarms.speechText}, ${alarms.text}, ${alarms.name})`,
      language: alarmRecipients.language,
      recipientStatus: alarmRecipients.status,
      endedAt: alarms.endedAt,
    })
    .from(alarmNotifications)
    .innerJoin(alarms, eq(alarms.id, alarmNotifications.alarmId))
    .innerJoin(alarmRecipients, eq(alarmRecipients.id, alarmNotifications.recipientId))
    .where(eq(alarmNotifications.id, notificationId));
  if (!row) return undefined;
  const language = PARTICIPANT_LANGUAGES.find((known) => known === row.language) ?? "ENGLISH";
  const answer = row.recipientStatus === "ACCEPTED" ? "ACCEPT" : row.recipientStatus === "DECLINED" ? "DECLINE" : null;
  return { speechText: row.speechText, language, alarmEnded: row.endedAt !== null, answer };
}

/**
 * Marks a webhook event as taken; false when it was taken before (a replay, or the gateway sending
 * it again). Events are remembered for a day: longer than a gateway retries, and than a signed
 * timestamp stays valid.
 */
export async function takeEvent(db: Executor, eventKey: string): Promise<boolean> {
  await db.delete(gatewayWebhookEvents).where(lt(gatewayWebhookEvents.receivedAt, sql`now() - interval '1 day'`));
  const taken = await db.insert(gatewayWebhookEvents).values({ eventKey }).onConflictDoNothing().returning({ eventKey: gatewayWebhookEvents.eventKey });
  return taken.length > 0;
}

/** Lets an event be taken again, when taking it failed half-way. */
export async function releaseEvent(db: Executor, eventKey: string): Promise<void> {
  await db.delete(gatewayWebhookEvents).where(eq(gatewayWebhookEvents.eventKey, eventKey));
}
