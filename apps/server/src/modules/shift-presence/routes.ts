import { idParams, presenceList, presenceQuery, presenceRow, shiftPresenceChange } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { ShiftPresenceService } from "./presence.js";

const tags = ["Shift presence"];
const config = { authority: "ALARM_TABLE" as const };

/** Check-in/check-out (the alarm monitor's menu, docs/domain-rules.md#screens): who is at work; plans that skip the checked-out read it. */
export const shiftPresenceRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const presence = new ShiftPresenceService(database.db);
    app.get(
      "/presence",
      {
        config,
        schema: {
          tags,
          summary: "Participants of an organization and below with their shift presence, by name (at most 200)",
          querystring: presenceQuery,
          response: { 200: presenceList, ...failures },
        },
      },
      async (request) => ({ list: await presence.list(principalOf(request), request.query) }),
    );
    app.put(
      "/presence/:id",
      {
        config,
        schema: {
          tags,
          summary: "Check a participant in or out of their shift",
          params: idParams,
          body: shiftPresenceChange,
          response: { 200: presenceRow, ...failures },
        },
      },
      (request) => presence.set(principalOf(request), request.params.id, request.body.checkedIn),
    );
  };
