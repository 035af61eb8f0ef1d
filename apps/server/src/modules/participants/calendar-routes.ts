import { calendarEventInput, calendarEventParams, idParams, participantCalendar } from "@alarm/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ParticipantCalendarService } from "./calendar-service.js";

const tags = ["Private media schedules"];
const config = { authority: "PARTICIPANT_ADMIN" as const };

export const participantCalendarRoutes =
  (calendars: ParticipantCalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/participants/:id/calendar",
      { config, schema: { tags, summary: "A participant's private media schedule", params: idParams, response: { 200: participantCalendar, ...failures } } },
      (request) => calendars.calendar(principalOf(request), request.params.id),
    );
    app.put(
      "/participants/:id/calendar/update",
      { config, schema: { tags, summary: "Create (no id) or change an entry of the schedule", params: idParams, body: calendarEventInput, response: { 200: participantCalendar, ...failures } } },
      (request) => calendars.save(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/participants/:id/calendar/:eventId",
      { config, schema: { tags, summary: "Delete an entry of the schedule", params: calendarEventParams, response: { 200: participantCalendar, ...failures } } },
      (request) => calendars.remove(principalOf(request), request.params.id, request.params.eventId),
    );
  };
