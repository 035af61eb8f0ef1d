import { idParams, participantGroup, participantGroupCreate, participantGroupUpdate, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { ParticipantGroupService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Participant groups"];
const config = { authority: "PARTICIPANT_ADMIN" as const };

export const participantGroupRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const groups = new ParticipantGroupService(database.db);
    app.get(
      "/participant-groups/:id",
      {
        config,
        schema: { tags, summary: "One participant group with its members in order", params: idParams, response: { 200: participantGroup, ...failures } },
      },
      (request) => groups.get(principalOf(request), request.params.id),
    );
    app.post(
      "/participant-groups",
      { config, schema: { tags, summary: "Create a participant group", body: participantGroupCreate, response: { 200: participantGroup, ...failures } } },
      (request) => groups.create(principalOf(request), request.body),
    );
    app.put(
      "/participant-groups",
      {
        config,
        schema: { tags, summary: "Change a participant group and its members", body: participantGroupUpdate, response: { 200: participantGroup, ...failures } },
      },
      (request) => groups.update(principalOf(request), request.body),
    );
    app.delete(
      "/participant-groups/:id",
      { config, schema: { tags, summary: "Delete a participant group", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await groups.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
