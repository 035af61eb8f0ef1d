import type { AppProfile, AppTriggerRequest, OnCallRangeQuery, ValidCalendarEvent } from "@alarm/contract";
import { type AppParticipant, requireParticipantOfUser } from "../../core/app-participant.js";
import { fieldError } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import type { AlarmTrigger } from "../alarms/trigger/trigger.js";
import { loneWorkerSettingsFor } from "../lone-worker/settings.js";
import { LoneWorkerSessions } from "../lone-worker/sessions.js";
import { OnCallService } from "../on-call/on-call-service.js";
import { ParticipantCalendarService } from "../participants/calendar-service.js";
import { ParticipantService } from "../participants/service.js";
import { presenceOf, setPresence } from "../shift-presence/presence.js";
import { UserService } from "../users/service.js";
import { appsOffered, AppTriggers, buttonOf } from "./app-alarms.js";
import { MyAlarms } from "./my-alarms.js";

/**
 * The participant app's calls: the signed-in user acts as the participant its login links to, and
 * only as that participant. Reading its own duties and absences needs no authority, and may reach the
 * participant's organization although it lies above the user's.
 */
export class ParticipantAppService {
  readonly alarms: MyAlarms;
  readonly loneWorker: LoneWorkerSessions;
  private readonly triggers: AppTriggers;
  private readonly onCall: OnCallService;
  private readonly calendars: ParticipantCalendarService;

  constructor(
    private readonly db: Db,
    trigger: AlarmTrigger,
    timeZone: string,
  ) {
    this.alarms = new MyAlarms(db);
    this.loneWorker = new LoneWorkerSessions(db, trigger);
    this.triggers = new AppTriggers(db, trigger);
    this.onCall = new OnCallService(db, timeZone);
    this.calendars = new ParticipantCalendarService(db, new ParticipantService(db, new UserService(db)), timeZone);
  }

  participantOf(principal: Principal): Promise<AppParticipant> {
    return requireParticipantOfUser(this.db, principal.id);
  }

  async profile(principal: Principal): Promise<AppProfile> {
    const participant = await this.participantOf(principal);
    const [apps, settings, loneWorker, shift] = await Promise.all([
      appsOffered(this.db, participant.orgId),
      loneWorkerSettingsFor(this.db, participant.orgId),
      this.loneWorker.runningSession(participant.id),
      presenceOf(this.db, participant.id),
    ]);
    return {
      userId: principal.id,
      login: principal.login,
      name: [principal.name, principal.surname].filter(Boolean).join(" ") || participant.fullName,
      language: principal.language as AppProfile["language"],
      participant: { id: participant.id, fullName: participant.fullName, orgId: participant.orgId, orgName: participant.orgName },
      apps: apps.map(buttonOf),
      loneWorkerAvailable: settings.alarmPointId !== null,
      loneWorker: loneWorker ?? null,
      shift,
    };
  }

  trigger(principal: Principal, request: AppTriggerRequest) {
    return this.triggers.once(principal, request.requestId, async (tx) =>
      this.triggers.raiseApp(tx, principal, await requireParticipantOfUser(tx, principal.id), request),
    );
  }

  sos(principal: Principal, request: { requestId: string; text?: string | undefined; location?: AppTriggerRequest["location"] }) {
    return this.triggers.once(principal, request.requestId, (tx) => this.loneWorker.sos(tx, principal, request));
  }

  async setShift(principal: Principal, checkedIn: boolean) {
    const participant = await this.participantOf(principal);
    return setPresence(this.db, participant.id, checkedIn);
  }

  async duties(principal: Principal, query: OnCallRangeQuery) {
    const participant = await this.participantOf(principal);
    return this.onCall.participant(asParticipant(principal, participant), participant.id, query);
  }

  async absences(principal: Principal) {
    const participant = await this.participantOf(principal);
    return this.calendars.calendar(asParticipant(principal, participant), participant.id);
  }

  /** A new absence: the app creates only absences, never changes another kind of entry. */
  async addAbsence(principal: Principal, event: ValidCalendarEvent) {
    const participant = await this.participantOf(principal);
    if (event.id) throw fieldError("id", "The app only adds absences", "NEW_ONLY");
    return this.calendars.save(asParticipant(principal, participant), participant.id, { ...event, kind: "ABSENT" });
  }

  async removeAbsence(principal: Principal, eventId: number) {
    const participant = await this.participantOf(principal);
    const calendar = await this.calendars.calendar(asParticipant(principal, participant), participant.id);
    if (!calendar.events.some((event) => event.id === eventId && event.kind === "ABSENT"))
      throw fieldError("eventId", "Not one of your absences", "UNKNOWN_ABSENCE");
    return this.calendars.remove(asParticipant(principal, participant), participant.id, eventId);
  }
}

/** The user, scoped to its participant's organization for reading and writing that participant's own calendar and duties. */
const asParticipant = (principal: Principal, participant: AppParticipant): Principal => ({ ...principal, orgId: participant.orgId });
