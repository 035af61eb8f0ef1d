import type { AlarmResponse, ParticipantLanguage } from "@alarm/contract";

/** The fixed words of SMS and voice calls, in the participant's language. */
export type GatewayTexts = {
  /** Under an SMS; `{link}` is the response page. */
  smsReply: string;
  /** After the spoken message: which key does what. */
  keyPrompt: string;
  recorded: Record<AlarmResponse, string>;
  alreadyAnswered: Record<AlarmResponse, string>;
  alarmEnded: string;
  /** The call's answer link expired or the message no longer exists. */
  callExpired: string;
};

const TEXTS: Record<ParticipantLanguage, GatewayTexts> = {
  ENGLISH: {
    smsReply: "Reply 1 to accept or 2 to decline, or answer here: {link}",
    keyPrompt: "Press 1 to accept, 2 to decline, 3 to repeat the message.",
    recorded: { ACCEPT: "Thank you, you have accepted the alarm. Goodbye.", DECLINE: "Thank you, you have declined the alarm. Goodbye." },
    alreadyAnswered: { ACCEPT: "You have already accepted this alarm. Goodbye.", DECLINE: "You have already declined this alarm. Goodbye." },
    alarmEnded: "This alarm has already ended; no answer is needed any more. Goodbye.",
    callExpired: "This call can no longer be answered. Goodbye.",
  },
  GERMAN: {
    smsReply: "Antworten Sie 1 zum Annehmen oder 2 zum Ablehnen, oder antworten Sie hier: {link}",
    keyPrompt: "Drücken Sie 1 zum Annehmen, 2 zum Ablehnen, 3 zum Wiederholen der Nachricht.",
    recorded: { ACCEPT: "Danke, Sie haben den Alarm angenommen. Auf Wiederhören.", DECLINE: "Danke, Sie haben den Alarm abgelehnt. Auf Wiederhören." },
    alreadyAnswered: {
      ACCEPT: "Sie haben diesen Alarm bereits angenommen. Auf Wiederhören.",
      DECLINE: "Sie haben diesen Alarm bereits abgelehnt. Auf Wiederhören.",
    },
    alarmEnded: "Dieser Alarm ist bereits beendet; eine Antwort ist nicht mehr nötig. Auf Wiederhören.",
    callExpired: "Dieser Anruf kann nicht mehr beantwortet werden. Auf Wiederhören.",
  },
  CZECH: {
    smsReply: "Odpovězte 1 pro přijetí nebo 2 pro odmítnutí, případně zde: {link}",
    keyPrompt: "Stiskněte 1 pro přijetí, 2 pro odmítnutí, 3 pro zopakování zprávy.",
    // Spoken, so without the written "přijal(a)".
    recorded: { ACCEPT: "Děkujeme, poplach je přijat. Na shledanou.", DECLINE: "Děkujeme, poplach je odmítnut. Na shledanou." },
    alreadyAnswered: { ACCEPT: "Tento poplach už je přijat. Na shledanou.", DECLINE: "Tento poplach už je odmítnut. Na shledanou." },
    alarmEnded: "Tento poplach již skončil, odpověď už není potřeba. Na shledanou.",
    callExpired: "Na tento hovor již nelze odpovědět. Na shledanou.",
  },
};

export function gatewayTexts(language: ParticipantLanguage): GatewayTexts {
  return TEXTS[language];
}

/** Language tags as telephony gateways know them (Twilio's <Say language>). */
export const VOICE_LANGUAGE_TAGS: Record<ParticipantLanguage, string> = { ENGLISH: "en-GB", GERMAN: "de-DE", CZECH: "cs-CZ" };
