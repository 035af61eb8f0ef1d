import { randomUUID } from "node:crypto";
import type { OutgoingMessage } from "../src/channels/channel.js";

/** A message as the outbox hands it to a channel, with links to a made-up console. */
export function outgoingMessage(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  const responseToken = "1a.zz.abcdefghijklmnopqrstuv";
  const respond = `https://alarms.example.test/rest/api/respond/${responseToken}`;
  return {
    notificationId: 41,
    messageId: randomUUID(),
    alarmId: 7,
    deviceType: "EMAIL",
    address: "pat@example.test",
    participant: { id: 3, name: "Pat Jones", language: "ENGLISH", login: "pat" },
    subject: "ALARM: Fire in hall 3",
    body: "Smoke in hall 3\n\nFire in hall 3 – 22/11/2026 08:00, Total system, triggered by admin",
    speechText: "Smoke in hall 3",
    links: { respond, accept: `${respond}?answer=accept`, decline: `${respond}?answer=decline` },
    responseToken,
    instructionFiles: [],
    ...overrides,
  };
}
