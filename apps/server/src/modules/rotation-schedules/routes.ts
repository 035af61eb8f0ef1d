import {
  alarmRotational,
  alarmRotationalCreate,
  alarmRotationalUpdate,
  cloneRequest,
  idParams,
  participantRotational,
  participantRotationalCreate,
  participantRotationalUpdate,
  statusOk,
} from "@alarm/contract";
import type { Db } from "../../db/database.js";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes, RouteScope } from "../../server-dependencies.js";
import { RotationScheduleService, type Schedule, STANDBY_SCHEDULES, TEAM_SCHEDULES } from "./service.js";

const config = { authority: "SCHEDULE_ADMIN" as const };

/** The schedule with its week groups under the name its kind's contract gives them. */
const answered =
  <Key extends string>(key: Key) =>
  <Read>({ weekGroups, ...header }: Schedule<Read>) =>
    ({ ...header, [key]: weekGroups }) as Omit<Schedule<Read>, "weekGroups"> & Record<Key, Schedule<Read>["weekGroups"]>;

export const rotationScheduleRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    registerStandbySchedules(app, database.db, settings.timeZone);
    registerTeamSchedules(app, database.db, settings.timeZone);
  };

/** Standby schedules: which alarm plan an alarm point uses when. */
function registerStandbySchedules(app: RouteScope, db: Db, timeZone: string) {
  const standby = new RotationScheduleService(db, STANDBY_SCHEDULES, timeZone);
  const standbyAnswer = answered("alarmPointWeekGroups");
  const standbyTags = ["Standby schedules"];
  app.get(
    "/alarm-rotationals/:id",
    {
      config,
      schema: {
        tags: standbyTags,
        summary: "One standby schedule with its week groups and their events, in order",
        params: idParams,
        response: { 200: alarmRotational, ...failures },
      },
    },
    async (request) => standbyAnswer(await standby.get(principalOf(request), request.params.id)),
  );
  app.post(
    "/alarm-rotationals",
    {
      config,
      schema: { tags: standbyTags, summary: "Create a standby schedule", body: alarmRotationalCreate, response: { 200: alarmRotational, ...failures } },
    },
    async (request) => standbyAnswer(await standby.create(principalOf(request), request.body, request.body.alarmPointWeekGroups)),
  );
  app.put(
    "/alarm-rotationals",
    {
      config,
      schema: {
        tags: standbyTags,
        summary: "Change a standby schedule, its week groups and events",
        body: alarmRotationalUpdate,
        response: { 200: alarmRotational, ...failures },
      },
    },
    async (request) => standbyAnswer(await standby.update(principalOf(request), request.body, request.body.alarmPointWeekGroups)),
  );
  app.delete(
    "/alarm-rotationals/:id",
    {
      config,
      schema: {
        tags: standbyTags,
        summary: "Delete a standby schedule no alarm point or template uses",
        params: idParams,
        response: { 200: statusOk, ...failures },
      },
    },
    async (request) => {
      await standby.remove(principalOf(request), request.params.id);
      return ok;
    },
  );
  app.post(
    "/alarm-rotationals/clone",
    {
      config,
      schema: {
        tags: standbyTags,
        summary: 'Copy a standby schedule as "<name> (copy)"',
        body: cloneRequest,
        response: { 200: alarmRotational, ...failures },
      },
    },
    async (request) => standbyAnswer(await standby.clone(principalOf(request), request.body.id)),
  );
}

/** Team media schedules: which device a participant is reached on when. */
function registerTeamSchedules(app: RouteScope, db: Db, timeZone: string) {
  const team = new RotationScheduleService(db, TEAM_SCHEDULES, timeZone);
  const teamAnswer = answered("participantWeekGroups");
  const teamTags = ["Team media schedules"];
  app.get(
    "/participant-rotationals/:id",
    {
      config,
      schema: {
        tags: teamTags,
        summary: "One team media schedule with its week groups and their events, in order",
        params: idParams,
        response: { 200: participantRotational, ...failures },
      },
    },
    async (request) => teamAnswer(await team.get(principalOf(request), request.params.id)),
  );
  app.post(
    "/participant-rotationals",
    {
      config,
      schema: {
        tags: teamTags,
        summary: "Create a team media schedule",
        body: participantRotationalCreate,
        response: { 200: participantRotational, ...failures },
      },
    },
    async (request) => teamAnswer(await team.create(principalOf(request), request.body, request.body.participantWeekGroups)),
  );
  app.put(
    "/participant-rotationals",
    {
      config,
      schema: {
        tags: teamTags,
        summary: "Change a team media schedule, its week groups and events",
        body: participantRotationalUpdate,
        response: { 200: participantRotational, ...failures },
      },
    },
    async (request) => teamAnswer(await team.update(principalOf(request), request.body, request.body.participantWeekGroups)),
  );
  app.delete(
    "/participant-rotationals/:id",
    {
      config,
      schema: { tags: teamTags, summary: "Delete a team media schedule no participant uses", params: idParams, response: { 200: statusOk, ...failures } },
    },
    async (request) => {
      await team.remove(principalOf(request), request.params.id);
      return ok;
    },
  );
  app.post(
    "/participant-rotationals/clone",
    {
      config,
      schema: {
        tags: teamTags,
        summary: 'Copy a team media schedule as "<name> (copy)"',
        body: cloneRequest,
        response: { 200: participantRotational, ...failures },
      },
    },
    async (request) => teamAnswer(await team.clone(principalOf(request), request.body.id)),
  );
}
