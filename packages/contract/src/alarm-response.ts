import { z } from "zod";
import { alarmStatus, RESPONSES } from "./alarm.js";
import { PARTICIPANT_LANGUAGES } from "./language.js";

/** The answer a participant gives on the response page (or the console's in-app notification). */
export const ANSWER_CHOICES = ["accept", "decline"] as const;
export type AnswerChoice = (typeof ANSWER_CHOICES)[number];
export const answerChoice = z.enum(ANSWER_CHOICES);

/** POST /respond/{token}: form-urlencoded or JSON. */
export const respondRequest = z.object({ answer: answerChoice }).meta({ id: "RespondRequest" });
export type RespondRequest = z.infer<typeof respondRequest>;

/** GET /respond/{token}?answer=: the choice a link preselects; anything else preselects nothing. */
export const respondQuery = z.object({ answer: answerChoice.optional().catch(undefined) });

const alarmAnswer = z.enum(RESPONSES).nullable();

/** GET /respond/{token} as JSON: what the link answers. */
export const respondSubject = z
  .object({
    alarmId: z.number().int(),
    alarmName: z.string(),
    text: z.string().nullable(),
    participantName: z.string(),
    language: z.enum(PARTICIPANT_LANGUAGES),
    answer: alarmAnswer.describe("The participant's answer so far"),
    alarmEnded: z.boolean(),
  })
  .meta({ id: "RespondSubject" });
export type RespondSubject = z.infer<typeof respondSubject>;

/** POST /respond/{token} as JSON: what became of the answer. */
export const respondOutcome = z
  .object({
    outcome: z.enum(["RECORDED", "ALREADY_ANSWERED", "ALARM_ENDED"]),
    alarmId: z.number().int(),
    alarmName: z.string(),
    status: alarmStatus,
    answer: alarmAnswer.describe("RECORDED: the answer given; ALREADY_ANSWERED: the earlier answer, which stands"),
  })
  .meta({ id: "RespondOutcome" });
export type RespondOutcome = z.infer<typeof respondOutcome>;
