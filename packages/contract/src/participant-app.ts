import { z } from "zod";
import { alarmIcon } from "./alarm-point.js";
import { alarmStatus, RESPONSES } from "./alarm.js";
import { respondRequest } from "./alarm-response.js";
import { loginRequest, tokenPair } from "./auth.js";
import { objectId } from "./ids.js";
import { language } from "./language.js";
import { geoLocation, loneWorkerSession } from "./lone-worker.js";
import { appType } from "./predefined-app.js";

const alarmAnswer = z.enum(RESPONSES);

/**
 * The participant app (`/app`): a phone's long-lived sign-in as the console user linked to a
 * participant by its login. Two-factor is asked as in the console; the session is revocable from the
 * participant's devices in the console.
 */
export const appSignInRequest = loginRequest
  .extend({ deviceName: z.string().trim().min(1).max(100).describe("How the console lists this installation, e.g. the phone's name") })
  .meta({ id: "AppSignInRequest" });
export type AppSignInRequest = z.infer<typeof appSignInRequest>;
export const appSignInResponse = tokenPair.extend({ sessionId: z.string() }).meta({ id: "AppSignInResponse" });
export type AppSignInResponse = z.infer<typeof appSignInResponse>;

/** An alarm app the participant can raise from the app's start screen. */
export const appButton = z
  .object({ appType, icon: alarmIcon, systemId: z.string().nullable(), usable: z.boolean().describe("false when the app has no alarm plan") })
  .meta({ id: "AppButton" });
export type AppButton = z.infer<typeof appButton>;

export const shiftPresence = z
  .object({ checkedIn: z.boolean(), since: z.string().nullable().describe("When the participant last checked in or out") })
  .meta({ id: "ShiftPresence" });
export type ShiftPresence = z.infer<typeof shiftPresence>;

/** GET /app/me: who is signed in, as which participant, and what the start screen shows. */
export const appProfile = z
  .object({
    userId: objectId,
    login: z.string(),
    name: z.string(),
    language,
    participant: z.object({ id: objectId, fullName: z.string(), orgId: objectId, orgName: z.string() }),
    apps: z.array(appButton),
    loneWorkerAvailable: z.boolean().describe("The organization has a lone-worker alarm point"),
    loneWorker: loneWorkerSession.nullable(),
    shift: shiftPresence,
  })
  .meta({ id: "AppProfile" });
export type AppProfile = z.infer<typeof appProfile>;

/** Someone else the alarm reached, and their answer so far. */
export const alarmPeer = z.object({ name: z.string(), answer: alarmAnswer.nullable(), answeredAt: z.string().nullable() }).meta({ id: "AlarmPeer" });

/** An alarm that reached the participant. */
export const myAlarm = z
  .object({
    alarmId: objectId,
    name: z.string(),
    text: z.string().nullable(),
    status: alarmStatus,
    open: z.boolean(),
    triggeredAt: z.string(),
    triggeredBy: z.string(),
    location: geoLocation.nullable(),
    myAnswer: alarmAnswer.nullable(),
    answeredAt: z.string().nullable(),
    canAnswer: z.boolean().describe("The alarm is open and the participant has not answered yet"),
    others: z.array(alarmPeer),
  })
  .meta({ id: "MyAlarm" });
export type MyAlarm = z.infer<typeof myAlarm>;
export const myAlarmList = z.object({ list: z.array(myAlarm) }).meta({ id: "MyAlarmList" });

/** POST /app/alarms/{id}/answer: accept or decline, as on the response page. */
export const appAnswerRequest = respondRequest;

/** The app's trigger: `requestId` makes a request queued offline and sent twice raise one alarm. */
export const appTriggerRequest = z
  .object({
    appType,
    requestId: z.uuid().describe("Chosen by the app; sending the same id again answers the alarm it raised"),
    text: z.string().trim().max(500).optional(),
    location: geoLocation.optional(),
  })
  .meta({ id: "AppTriggerRequest" });
export type AppTriggerRequest = z.infer<typeof appTriggerRequest>;

export const loneWorkerSosRequest = z
  .object({ requestId: z.uuid(), text: z.string().trim().max(500).optional(), location: geoLocation.optional() })
  .meta({ id: "LoneWorkerSosRequest" });
export const appTriggerResponse = z.object({ alarmId: objectId, status: alarmStatus }).meta({ id: "AppTriggerResponse" });
export type AppTriggerResponse = z.infer<typeof appTriggerResponse>;

export const shiftPresenceChange = z.object({ checkedIn: z.boolean() }).meta({ id: "ShiftPresenceChange" });

/** A phone signed in to the participant app, as the console lists it under the participant's devices. */
export const appInstallation = z
  .object({
    sessionId: z.string(),
    deviceName: z.string(),
    userLogin: z.string(),
    signedInAt: z.string(),
    lastSeenAt: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: "AppInstallation" });
export type AppInstallation = z.infer<typeof appInstallation>;
export const appInstallationList = z.object({ list: z.array(appInstallation) }).meta({ id: "AppInstallationList" });
export const appInstallationParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), sessionId: z.uuid() });

/** The console's check-in/check-out screen: who is at work, as their app or an operator last set it. */
export const presenceRow = z
  .object({
    participantId: objectId,
    participantName: z.string(),
    orgId: objectId,
    orgName: z.string(),
    checkedIn: z.boolean(),
    since: z.string().nullable().describe("null: never checked in"),
  })
  .meta({ id: "PresenceRow" });
export type PresenceRow = z.infer<typeof presenceRow>;
export const presenceList = z.object({ list: z.array(presenceRow) }).meta({ id: "PresenceList" });
export const PRESENCE_LIST_LIMIT = 200;
export const presenceQuery = z.object({
  orgId: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("The organization and those below; the caller's own when absent"),
  search: z.string().trim().max(100).optional().describe("Part of a participant's name"),
});
