import type { AlarmResponse } from "@alarm/contract";
import { gatewayTexts } from "../participant-texts/gateway-texts.js";
import type { OutgoingMessage } from "./channel.js";

/** What an SMS says, whichever way it leaves (an HTTP gateway, SMPP): the message, then how to answer. */
export const smsText = (message: OutgoingMessage) =>
  `${message.body}\n\n${gatewayTexts(message.participant.language).smsReply.replace("{link}", message.links.respond)}`;

const ANSWERS: Record<string, AlarmResponse> = { "1": "ACCEPT", "2": "DECLINE" };

/** A reply's answer: "1" (and words after it) accepts, "2" declines; anything else (12, "yes") is none. */
export const smsAnswer = (text: string): AlarmResponse | undefined => ANSWERS[/^\s*([12])(?!\d)/.exec(text)?.[1] ?? ""];
