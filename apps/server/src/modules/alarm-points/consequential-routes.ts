import {
  consequential,
  consequentialCreate,
  consequentialList,
  consequentialListQuery,
  consequentialUpdate,
  idParams,
  objectIdParam,
  showName,
  showNameQuery,
  statusOk,
  triggerTypes,
  triggerTypesQuery,
} from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { ConsequentialService } from "./consequential-service.js";

const tags = ["Consequential triggers"];
const config = { authority: "ALARM_DEFINITION" as const };
const initiatorParams = z.object({ initiatorId: objectIdParam });

/** Consequential triggers (docs/glossary.md#alarm-definition): the follow-up alarms of an alarm point. */
export const consequentialRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const triggers = new ConsequentialService(database.db);
    app.post(
      "/consequentials",
      {
        config,
        schema: {
          tags,
          summary: "Create a consequential trigger of an alarm point; fields left out take the consequential defaults",
          body: consequentialCreate,
          response: { 200: consequential, ...failures },
        },
      },
      (request) => triggers.create(principalOf(request), request.body),
    );
    app.put(
      "/consequentials",
      { config, schema: { tags, summary: "Change a consequential trigger", body: consequentialUpdate, response: { 200: consequential, ...failures } } },
      (request) => triggers.update(principalOf(request), request.body),
    );
    app.get(
      "/consequentials/list",
      {
        config,
        schema: {
          tags,
          summary: "The consequential triggers of an alarm point, by name",
          querystring: consequentialListQuery,
          response: { 200: consequentialList, ...failures },
        },
      },
      (request) => triggers.list(principalOf(request), request.query.initiatorId),
    );
    app.put(
      "/consequentials/show-name",
      {
        config,
        schema: {
          tags,
          summary: "The display name of a trigger type in the caller's language",
          querystring: showNameQuery,
          response: { 200: showName, ...failures },
        },
      },
      (request) => triggers.showName(principalOf(request), request.query.triggerType),
    );
    app.get(
      "/consequentials/triggers/:initiatorId",
      {
        config,
        schema: {
          tags,
          summary: "The trigger types the alarm point has no trigger for yet, plus the type of the trigger `currentId` being edited",
          params: initiatorParams,
          querystring: triggerTypesQuery,
          response: { 200: triggerTypes, ...failures },
        },
      },
      (request) => triggers.triggerTypes(principalOf(request), request.params.initiatorId, request.query.currentId),
    );
    app.get(
      "/consequentials/:id",
      { config, schema: { tags, summary: "One consequential trigger", params: idParams, response: { 200: consequential, ...failures } } },
      (request) => triggers.get(principalOf(request), request.params.id),
    );
    app.delete(
      "/consequentials/:id",
      {
        config,
        schema: {
          tags,
          summary: "Delete a consequential trigger: its initiator's alarms raise it no more",
          params: idParams,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await triggers.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
