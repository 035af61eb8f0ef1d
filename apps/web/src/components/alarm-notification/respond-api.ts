import { respondOutcome, type AnswerChoice } from "@alarm/contract";
import { send } from "../../lib/http";

/** POST /respond/{token} as JSON: the signed token of the message is the permission, so no session is sent. */
export function respondToAlarm(respondToken: string, answer: AnswerChoice) {
  return send("POST", `/respond/${encodeURIComponent(respondToken)}`, { schema: respondOutcome, body: { answer } });
}
