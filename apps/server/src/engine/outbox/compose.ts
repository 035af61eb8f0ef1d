import { type DeviceType, type ParticipantLanguage, renderText, textIn, type TextTemplate } from "@alarm/contract";
import type { OutgoingMessage } from "../../channels/channel.js";
import type { ResponseTokens } from "../response-token.js";
import { clock } from "../../core/clock.js";

/** The message texts when the alarm names no text template. */
const BUILT_IN_TEXTS: TextTemplate["texts"] = {
  ENGLISH: { subject: "ALARM: {alarmName}", body: "{text}\n\n{alarmName} – {time}, {organization}, triggered by {triggeredBy}" },
  GERMAN: { subject: "ALARM: {alarmName}", body: "{text}\n\n{alarmName} – {time}, {organization}, ausgelöst von {triggeredBy}" },
  CZECH: { subject: "POPLACH: {alarmName}", body: "{text}\n\n{alarmName} – {time}, {organization}, spustil(a) {triggeredBy}" },
};

/** A claimed outbox row with what its message is written from. */
export type ClaimedMessage = {
  id: number;
  alarmId: number;
  recipientId: number;
  participantId: number;
  deviceType: DeviceType;
  address: string;
  messageId: string;
  tries: number;
  round: number;
  participantName: string;
  language: string;
  recipientStatus: string;
  login: string | null;
  alarmName: string;
  text: string | null;
  speechText: string | null;
  triggeredBy: string;
  triggeredAt: Date;
  /** The trigger, or the scheduled start. */
  startedAt: Date;
  endedAt: Date | null;
  orgName: string;
  texts: TextTemplate["texts"] | null;
  instructionFileIds: number[];
  /** A flood's summary instead of the alarm's own message (engine/incidents/flood-summary-job.ts). */
  summary: { subject: string; body: string } | null;
  /** Claimed by a trigger's statement (TriggerStarts): when this process had its answer, which the send's deadline counts from. */
  claimedAtMs?: number;
};

/**
 * Messages a trigger's statement claimed (TriggerStarts), as the database wrote them (JSON text),
 * and when this process had them: handed to the send thread as they are, a string being far cheaper
 * to pass between threads than the objects, and read where they are sent (claimedMessages).
 */
export type ClaimedAtTrigger = { json: string; claimedAtMs: number };

/** The messages of a trigger's claim, their times read, their claim counting from when this process had it. */
export function claimedMessages({ json, claimedAtMs }: ClaimedAtTrigger): ClaimedMessage[] {
  const messages = JSON.parse(json) as (Omit<ClaimedMessage, "triggeredAt" | "startedAt"> & { triggeredAt: string; startedAt: string })[];
  return messages.map((message) => ({ ...message, triggeredAt: new Date(message.triggeredAt), startedAt: new Date(message.startedAt), claimedAtMs }));
}

const languageOf = (language: string): ParticipantLanguage => (language === "GERMAN" || language === "CZECH" ? language : "ENGLISH");

/** Writes the message in the participant's language from the alarm's text template, with signed response links. */
export async function composeMessage(
  claimed: ClaimedMessage,
  context: { publicUrl: string; timeZone: string; tokens: ResponseTokens; linkTtlSeconds: number; files: Map<number, string> },
): Promise<OutgoingMessage> {
  const language = languageOf(claimed.language);
  const template = textIn({ texts: claimed.texts ?? BUILT_IN_TEXTS }, language);
  const values = {
    alarmName: claimed.alarmName,
    time: new Date(claimed.triggeredAt),
    organization: claimed.orgName,
    triggeredBy: claimed.triggeredBy,
    text: claimed.text ?? "",
  };
  const token = await context.tokens.sign(claimed.id, new Date(clock.now().getTime() + context.linkTtlSeconds * 1000));
  const respond = `${context.publicUrl}/rest/api/respond/${token}`;
  return {
    notificationId: claimed.id,
    messageId: claimed.messageId,
    alarmId: claimed.alarmId,
    deviceType: claimed.deviceType,
    address: claimed.address,
    participant: { id: claimed.participantId, name: claimed.participantName, language, login: claimed.login },
    subject: claimed.summary?.subject ?? renderText(template.subject || "{alarmName}", values, language, context.timeZone).trim(),
    body: claimed.summary?.body ?? renderText(template.body || "{text}", values, language, context.timeZone).trim(),
    speechText: claimed.summary?.body ?? claimed.speechText ?? claimed.text ?? claimed.alarmName,
    links: { respond, accept: `${respond}?answer=accept`, decline: `${respond}?answer=decline` },
    responseToken: token,
    instructionFiles: claimed.instructionFileIds
      .filter((fileId) => context.files.has(fileId))
      .map((fileId) => ({ name: context.files.get(fileId)!, url: `${respond}/files/${fileId}` })),
  };
}
