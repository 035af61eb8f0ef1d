import { respondOutcome, type AnswerChoice } from "@alarm/contract";
import { api } from "../../lib/api-client";

/** POST /respond/{token}/console as the signed-in user: the server checks that this user is the one linked to the card's participant. */
export function respondToAlarm(respondToken: string, answer: AnswerChoice) {
  return api.post(`/respond/${encodeURIComponent(respondToken)}/console`, { schema: respondOutcome, body: { answer } });
}
