import {
  DEVICE_ADDRESS_KINDS,
  DEVICE_TYPES,
  deviceTypeList,
  idParams,
  loginParams,
  participant,
  participantClone,
  participantCreate,
  participantToUser,
  participantUpdate,
  statusOk,
} from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { UserService } from "../users/service.js";
import { ParticipantService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Participants"];
const config = { authority: "PARTICIPANT_ADMIN" as const };

export const participantRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const participants = new ParticipantService(database.db, new UserService(database.db));
    app.get(
      "/list/devices",
      { schema: { tags, summary: "The device types a participant can have", response: { 200: deviceTypeList, ...failures } } },
      async () => DEVICE_TYPES.map((type) => ({ type, addressKind: DEVICE_ADDRESS_KINDS[type] })),
    );
    app.get(
      "/participants/:id",
      { config, schema: { tags, summary: "One participant with devices", params: idParams, response: { 200: participant, ...failures } } },
      (request) => participants.get(principalOf(request), request.params.id),
    );
    app.get(
      "/participants/find-by-login/:login",
      { config, schema: { tags, summary: "The participant of a console login", params: loginParams, response: { 200: participant, ...failures } } },
      (request) => participants.findByLogin(principalOf(request), request.params.login),
    );
    app.post(
      "/participants",
      { config, schema: { tags, summary: "Create a participant", body: participantCreate, response: { 200: participant, ...failures } } },
      (request) => participants.create(principalOf(request), request.body),
    );
    app.put(
      "/participants",
      { config, schema: { tags, summary: "Change a participant and its devices", body: participantUpdate, response: { 200: participant, ...failures } } },
      (request) => participants.update(principalOf(request), request.body),
    );
    app.delete(
      "/participants/:id",
      { config, schema: { tags, summary: "Delete a participant no group or plan uses", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await participants.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.post(
      "/participants/clone",
      { config, schema: { tags, summary: "Copy a participant", body: participantClone, response: { 200: participant, ...failures } } },
      (request) => participants.clone(principalOf(request), request.body.id),
    );
    app.put(
      "/participants/merge-to-inexistent-user",
      { config, schema: { tags, summary: "Create the console user of a participant", body: participantToUser, response: { 200: participant, ...failures } } },
      (request) => participants.makeUser(principalOf(request), request.body),
    );
  };
