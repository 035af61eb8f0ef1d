import {
  appProfile,
  appSignInResponse,
  appTriggerResponse,
  loneWorkerSession,
  myAlarmList,
  participantOnCall,
  pushPublicKey,
  pushSubscription,
  respondOutcome,
  shiftPresence,
  statusOk,
  type AnswerChoice,
  type AppSignInRequest,
  type AppType,
  type CalendarEventInput,
  type GeoLocation,
} from "@alarm/contract";
import { absenceCalendar } from "./absence-schema";
import type { AppClient } from "./client";

/** A trigger of an alarm app; `requestId` makes a repeated send (from the offline queue) raise one alarm. */
export interface TriggerRequest {
  appType: AppType;
  requestId: string;
  text?: string;
  location?: GeoLocation;
}

export interface SosRequest {
  requestId: string;
  text?: string;
  location?: GeoLocation;
}

export interface LoneWorkerStartRequest {
  task: string;
  expectedMinutes: number;
  checkInMinutes: number;
  location?: GeoLocation;
}

/** The participant app's routes (all under /rest/api). */
export function appApi(client: AppClient) {
  const { call } = client;
  return {
    signIn: (body: AppSignInRequest) => client.callPublic("POST", "/app/auth", { schema: appSignInResponse, body }),
    logout: () => call("GET", "/logout", { schema: statusOk }),
    me: (signal?: AbortSignal) => call("GET", "/app/me", { schema: appProfile, signal }),
    alarms: (signal?: AbortSignal) => call("GET", "/app/alarms", { schema: myAlarmList, signal }),
    history: (signal?: AbortSignal) => call("GET", "/app/alarms/history", { schema: myAlarmList, signal }),
    answer: (alarmId: number, answer: AnswerChoice) => call("POST", `/app/alarms/${alarmId}/answer`, { schema: respondOutcome, body: { answer } }),
    trigger: (body: TriggerRequest) => call("POST", "/app/trigger", { schema: appTriggerResponse, body }),
    startLoneWorker: (body: LoneWorkerStartRequest) => call("POST", "/app/lone-worker", { schema: loneWorkerSession, body }),
    checkIn: (location?: GeoLocation) => call("POST", "/app/lone-worker/check-in", { schema: loneWorkerSession, body: location ? { location } : {} }),
    checkOut: () => call("POST", "/app/lone-worker/check-out", { schema: statusOk }),
    sos: (body: SosRequest) => call("POST", "/app/lone-worker/sos", { schema: appTriggerResponse, body }),
    setShift: (checkedIn: boolean) => call("PUT", "/app/shift", { schema: shiftPresence, body: { checkedIn } }),
    duties: (from: Date, days: number, signal?: AbortSignal) =>
      call("GET", `/app/duties?from=${encodeURIComponent(from.toISOString())}&days=${days}`, { schema: participantOnCall, signal }),
    absences: (signal?: AbortSignal) => call("GET", "/app/absences", { schema: absenceCalendar, signal }),
    /** Answers the whole calendar. */
    addAbsence: (body: CalendarEventInput) => call("POST", "/app/absences", { schema: absenceCalendar, body }),
    /** Answers the whole calendar. */
    deleteAbsence: (eventId: number) => call("DELETE", `/app/absences/${eventId}`, { schema: absenceCalendar }),
    pushPublicKey: () => call("GET", "/push/public-key", { schema: pushPublicKey }),
    // The browser's type leaves endpoint and keys optional; the server needs both.
    subscribePush: (subscription: PushSubscriptionJSON) =>
      call("POST", "/push/subscriptions", { schema: statusOk, body: pushSubscription.parse(subscription) }),
  };
}

export type AppApi = ReturnType<typeof appApi>;
