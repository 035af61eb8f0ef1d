import { holidayCalendar, holidayCreate, holidayEventParams, holidayOrgParams, holidayUpdate, holidayYearQuery } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import { HolidayService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Holidays"];
const config = { authority: "PARTICIPANT_ADMIN" as const };

export const holidayRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const holidays = new HolidayService(database.db);
    app.get(
      "/holidays/:orgId",
      {
        schema: {
          tags,
          summary: "An organization's holidays in a year, with those inherited from above",
          params: holidayOrgParams,
          querystring: holidayYearQuery,
          response: { 200: holidayCalendar, ...failures },
        },
      },
      (request) => holidays.calendar(principalOf(request), request.params.orgId, request.query.year),
    );
    app.post(
      "/holidays/:orgId",
      {
        config,
        schema: {
          tags,
          summary: "Add a holiday; overlapping dates answer 'Date is occupied'",
          params: holidayOrgParams,
          querystring: holidayYearQuery,
          body: holidayCreate,
          response: { 200: holidayCalendar, ...failures },
        },
      },
      (request) => holidays.create(principalOf(request), request.params.orgId, request.query.year, request.body),
    );
    app.put(
      "/holidays/:orgId",
      {
        config,
        schema: {
          tags,
          summary: "Change one of the organization's own holidays",
          params: holidayOrgParams,
          querystring: holidayYearQuery,
          body: holidayUpdate,
          response: { 200: holidayCalendar, ...failures },
        },
      },
      (request) => holidays.update(principalOf(request), request.params.orgId, request.query.year, request.body),
    );
    app.delete(
      "/holidays/:id/:orgId",
      {
        config,
        schema: {
          tags,
          summary: "Delete one of the organization's own holidays",
          params: holidayEventParams,
          querystring: holidayYearQuery,
          response: { 200: holidayCalendar, ...failures },
        },
      },
      (request) => holidays.remove(principalOf(request), request.params.orgId, request.query.year, request.params.id),
    );
  };
