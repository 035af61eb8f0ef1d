import { calendarEventInput, calendarEventParams, idParams, participantCalendar } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import { UserService } from "../users/service.js";
import { ParticipantCalendarService } from "./calendar-service.js";
import { ParticipantService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Private media schedules"];
const config = { authority: "PARTICIPANT_ADMIN" as const };

export const participantCalendarRoutes: ModuleRoutes =
  ({ config: settings, database }) =>
  async (app) => {
    const participants = new ParticipantService(database.db, new UserService(database.db));
    const calendars = new ParticipantCalendarService(database.db, participants, settings.timeZone);
    app.get(
      "/participants/:id/calendar",
      { config, schema: { tags, summary: "A participant's private media schedule", params: idParams, response: { 200: participantCalendar, ...failures } } },
      (request) => calendars.calendar(principalOf(request), request.params.id),
    );
    app.put(
      "/participants/:id/calendar/update",
      {
        config,
        schema: {
          tags,
          summary: "Create (no id) or change an entry of the schedule",
          params: idParams,
          body: calendarEventInput,
          response: { 200: participantCalendar, ...failures },
        },
      },
      (request) => calendars.save(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/participants/:id/calendar/:eventId",
      {
        config,
        schema: { tags, summary: "Delete an entry of the schedule", params: calendarEventParams, response: { 200: participantCalendar, ...failures } },
      },
      (request) => calendars.remove(principalOf(request), request.params.id, request.params.eventId),
    );
  };
