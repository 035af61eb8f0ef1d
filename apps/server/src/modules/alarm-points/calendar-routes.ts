import { alarmPointCalendar, alarmPointCalendarEventInput, alarmPointCalendarParams, idParams } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import { AlarmPointCalendarService } from "./calendar-service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Alarm point calendars"];
const config = { authority: "ALARM_DEFINITION" as const };

export const alarmPointCalendarRoutes: ModuleRoutes =
  ({ config: settings, database }) =>
  async (app) => {
    const calendars = new AlarmPointCalendarService(database.db, settings.timeZone);
    app.get(
      "/alarmpoints/:id/calendar",
      {
        config,
        schema: { tags, summary: "When an alarm point is active, inactive or replaced", params: idParams, response: { 200: alarmPointCalendar, ...failures } },
      },
      (request) => calendars.calendar(principalOf(request), request.params.id),
    );
    app.put(
      "/alarmpoints/:id/calendar/update",
      {
        config,
        schema: {
          tags,
          summary: "Create (no id) or change an entry of the calendar",
          params: idParams,
          body: alarmPointCalendarEventInput,
          response: { 200: alarmPointCalendar, ...failures },
        },
      },
      (request) => calendars.save(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/alarmpoints/:id/calendar/:calendarId",
      {
        config,
        schema: { tags, summary: "Delete an entry of the calendar", params: alarmPointCalendarParams, response: { 200: alarmPointCalendar, ...failures } },
      },
      (request) => calendars.remove(principalOf(request), request.params.id, request.params.calendarId),
    );
  };
